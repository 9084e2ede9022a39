/**
 * Messages between the services and an AI worker process. A worker receives
 * the view of the seat it plays, never the true state.
 */
import type { Seat } from '../../engine';
import type { AiLevel } from '../../shared/api';

export type WorkerRequest =
  | { type: 'decide'; requestId: number; game: string; seat: Seat; view: unknown; level: AiLevel; seed: number }
  | { type: 'cancel'; requestId: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'decided'; requestId: number; key: string }
  | { type: 'failed'; requestId: number; message: string };
