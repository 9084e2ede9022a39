/**
 * Runs one search share in slices, so the worker stays responsive: after each
 * slice (about SLICE_MS of work) it yields to the event loop with
 * `setImmediate`, where a `cancel` message can arrive, and about five times a
 * second it posts the root statistics so far as `progress`.
 */
import { IsmctsSearch } from '../ai';
import type { AnyGame, BaseView } from '../engine';
import type { SearchRequest, WorkerReply } from '../services/pool/protocol';

/** Work between two looks at the message queue; bounds how late a cancel is seen. */
export const SLICE_MS = 15;
/** How often progress is posted while a search runs. */
export const PROGRESS_EVERY_MS = 200;
/** Iterations between two looks at the clock inside a slice. */
const CHUNK = 16;

export interface RunningSearch {
  /** Stops the search at its next slice; it then answers `cancelled`. */
  cancel(): void;
}

/** Each share of a root-parallel search gets its own seed; share 0 keeps the decision's seed. */
export function shareSeed(seed: number, seedOffset: number): number {
  return seedOffset === 0 ? seed : (seed + Math.imul(seedOffset, 0x9e3779b9)) >>> 0;
}

/**
 * Starts the search and returns a handle to cancel it. Every outcome is posted
 * exactly once: `searched`, `cancelled` or `failed` (a clear reason).
 */
export function startSearch(
  request: SearchRequest,
  game: AnyGame,
  post: (reply: WorkerReply) => void,
  now: () => number = () => performance.now(),
): RunningSearch {
  const { requestId } = request;
  const fail = (error: unknown): void => {
    const text = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', requestId, message: `The AI could not think about this move: ${text}` });
  };
  let search: IsmctsSearch;
  try {
    const { iterations, timeMs, rollout, depth, exploration, explain } = request.options ?? {};
    search = new IsmctsSearch(game, request.view as BaseView, request.seat, {
      seed: shareSeed(request.seed, request.seedOffset ?? 0),
      iterations,
      timeMs,
      // The clock only when there is a time budget: an iteration budget must not depend on it.
      now: timeMs === undefined ? undefined : now,
      rollout,
      depth,
      exploration,
      explain,
    });
  } catch (error) {
    fail(error);
    return { cancel: () => undefined };
  }

  let cancelled = false;
  let lastProgress = now();
  const slice = (): void => {
    if (cancelled) {
      post({ type: 'cancelled', requestId });
      return;
    }
    try {
      const until = now() + SLICE_MS;
      while (!search.done && now() < until) search.run(CHUNK);
      if (search.done) {
        post({ type: 'searched', requestId, result: search.result() });
        return;
      }
      if (now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = now();
        post({ type: 'progress', requestId, result: search.result() });
      }
    } catch (error) {
      fail(error);
      return;
    }
    setImmediate(slice);
  };
  setImmediate(slice);
  return {
    cancel: () => {
      cancelled = true;
    },
  };
}
