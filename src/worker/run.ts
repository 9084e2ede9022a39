/**
 * The worker's loop: answer `decide` requests with the chosen action's key.
 * The game is looked up by id through the lookup it is given (the registry in
 * production, a fixture registry in tests).
 */
import { botFor, isBotLevel } from '../ai';
import type { AnyGame, BaseView } from '../engine';
import type { WorkerRequest } from '../services/pool/protocol';
import type { ParentPort } from './port';

export type GameLookup = (id: string) => AnyGame | undefined;

export function runWorker(port: ParentPort, findGame: GameLookup): void {
  /** Requests received but not started yet; a cancel removes one. */
  const waiting = new Set<number>();
  port.onMessage((raw) => {
    const message = raw as WorkerRequest;
    if (message?.type === 'cancel' && Number.isInteger(message.requestId)) {
      waiting.delete(message.requestId);
      return;
    }
    if (message?.type !== 'decide' || !Number.isInteger(message.requestId)) return;
    waiting.add(message.requestId);
    // Decide on the next turn of the event loop, so a cancel that is already
    // queued behind this request is seen before the work starts.
    setImmediate(() => {
      if (!waiting.delete(message.requestId)) {
        port.post({ type: 'failed', requestId: message.requestId, message: 'cancelled' });
        return;
      }
      port.post(decide(message, findGame));
    });
  });
  port.post({ type: 'ready' });
}

type DecideRequest = Extract<WorkerRequest, { type: 'decide' }>;

function decide(request: DecideRequest, findGame: GameLookup) {
  const { requestId } = request;
  try {
    const game = findGame(request.game);
    if (!game)
      return { type: 'failed' as const, requestId, message: `The AI does not know the game "${request.game}".` };
    if (!isBotLevel(request.level)) {
      return { type: 'failed' as const, requestId, message: `There is no AI level called "${String(request.level)}".` };
    }
    const bot = botFor(request.level);
    const key = bot({ game, view: request.view as BaseView, seat: request.seat, seed: request.seed });
    return { type: 'decided' as const, requestId, key };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { type: 'failed' as const, requestId, message: `The AI failed while choosing a move: ${text}` };
  }
}
