/**
 * The address of a game in the replay viewer: where the game came from, so a reload,
 * a bookmark or Back opens it again, and the step on show (`?step=12`), so it opens at
 * the same move. A finished match, a save and a batch's game are named by their own
 * ids; a file the page cannot read again is named by the services' replay of it, which
 * lasts as long as the services keep it open.
 */
import type { ReplaySource } from '../../../shared/replay-types';
import type { Route } from './routes';

export type ReplayAddress =
  | { kind: 'match'; matchId: string }
  | { kind: 'save'; saveId: string }
  | { kind: 'batch'; batchId: string; index: number }
  | { kind: 'open'; replayId: string };

/** The address of a replay opened from `source` as the services' replay `replayId`. */
export function addressOfSource(source: ReplaySource, replayId: string): ReplayAddress {
  if ('matchId' in source) return { kind: 'match', matchId: source.matchId };
  if ('saveId' in source) return { kind: 'save', saveId: source.saveId };
  if ('batchId' in source) return { kind: 'batch', batchId: source.batchId, index: source.index };
  return { kind: 'open', replayId };
}

/** What to open for an address; null for a file's replay, which only the services' replay id finds. */
export function sourceOfAddress(address: ReplayAddress): ReplaySource | null {
  switch (address.kind) {
    case 'match':
      return { matchId: address.matchId };
    case 'save':
      return { saveId: address.saveId };
    case 'batch':
      return { batchId: address.batchId, index: address.index };
    case 'open':
      return null;
  }
}

export function sameAddress(a: ReplayAddress | null, b: ReplayAddress | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** The route of a replay on show; the step is left out while it is unknown (still opening). */
export function replayRouteOf(address: ReplayAddress, step: number | null): Route {
  const query = step === null ? {} : { query: { step: String(step) } };
  switch (address.kind) {
    case 'match':
      return { name: 'replay-match', params: { match: address.matchId }, ...query };
    case 'save':
      return { name: 'replay-save', params: { save: address.saveId }, ...query };
    case 'batch':
      return { name: 'replay-batch', params: { batch: address.batchId, index: String(address.index) }, ...query };
    case 'open':
      return { name: 'replay-open', params: { replay: address.replayId }, ...query };
  }
}

/** A whole number of at most 7 digits, as written in an address; null for anything else. */
function count(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,7}$/.test(text) ? Number(text) : null;
}

/**
 * The replay a route names, and the step it asks for (null: none, or not a step, so the
 * replay opens at its end as from a button); null when the route names no replay or its
 * game number is not one.
 */
export function replayOfRoute(route: Route): { address: ReplayAddress; step: number | null } | null {
  const step = count(route.query?.step);
  const { params } = route;
  switch (route.name) {
    case 'replay-match':
      return { address: { kind: 'match', matchId: params.match as string }, step };
    case 'replay-save':
      return { address: { kind: 'save', saveId: params.save as string }, step };
    case 'replay-batch': {
      const index = count(params.index);
      return index === null ? null : { address: { kind: 'batch', batchId: params.batch as string, index }, step };
    }
    case 'replay-open':
      return { address: { kind: 'open', replayId: params.replay as string }, step };
    default:
      return null;
  }
}
