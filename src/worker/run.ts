/**
 * The worker's loop: answer `decide` requests with the chosen action's key, and
 * `search` requests with progress and the root statistics (in slices, so a
 * `cancel` stops a search within a slice). The game is looked up by id through
 * the lookup it is given (the registry in production, a fixture registry in
 * tests).
 */
import { botFor, isBotLevel } from '../ai';
import type { AnyGame, BaseView } from '../engine';
import type { WorkerReply, WorkerRequest } from '../services/pool/protocol';
import type { ParentPort } from './port';
import { startSearch, type RunningSearch } from './search-runner';

export type GameLookup = (id: string) => AnyGame | undefined;

type WorkRequest = Extract<WorkerRequest, { type: 'decide' | 'search' }>;

export function runWorker(port: ParentPort, findGame: GameLookup, now?: () => number): void {
  /** Requests received but not started yet; a cancel removes one. */
  const waiting = new Set<number>();
  const running = new Map<number, RunningSearch>();
  port.onMessage((raw) => {
    const message = raw as WorkerRequest;
    if (message?.type === 'cancel' && Number.isInteger(message.requestId)) {
      waiting.delete(message.requestId);
      running.get(message.requestId)?.cancel();
      return;
    }
    if ((message?.type !== 'decide' && message?.type !== 'search') || !Number.isInteger(message.requestId)) return;
    const { requestId } = message;
    waiting.add(requestId);
    // Start on the next turn of the event loop, so a cancel that is already
    // queued behind this request is seen before the work starts.
    setImmediate(() => {
      if (!waiting.delete(requestId)) {
        port.post({ type: 'cancelled', requestId });
        return;
      }
      const game = findGame(message.game);
      if (!game) {
        port.post({ type: 'failed', requestId, message: `The AI does not know the game "${message.game}".` });
        return;
      }
      if (message.type === 'decide') {
        port.post(decide(message, game));
        return;
      }
      let finished = false;
      const post = (reply: WorkerReply): void => {
        if (reply.type !== 'progress') {
          finished = true;
          running.delete(requestId);
        }
        port.post(reply);
      };
      const search = startSearch(message, game, post, now);
      if (!finished) running.set(requestId, search);
    });
  });
  port.post({ type: 'ready' });
}

function decide(request: Extract<WorkRequest, { type: 'decide' }>, game: AnyGame): WorkerReply {
  const { requestId } = request;
  try {
    if (!isBotLevel(request.level)) {
      return { type: 'failed', requestId, message: `There is no AI level called "${String(request.level)}".` };
    }
    const bot = botFor(request.level);
    const key = bot({ game, view: request.view as BaseView, seat: request.seat, seed: request.seed });
    return { type: 'decided', requestId, key };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { type: 'failed', requestId, message: `The AI failed while choosing a move: ${text}` };
  }
}
