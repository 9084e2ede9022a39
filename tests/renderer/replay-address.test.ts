/**
 * A replay's address leads back to its game: each way into the viewer (a match, a save, a batch's
 * game, a file's replay) has an address that names it, and the step on show, so a reload opens the
 * same game at the same move; an address that names no game, or no step, is not taken for one.
 */
import { describe, expect, it } from 'vitest';
import {
  addressOfSource,
  replayOfRoute,
  replayRouteOf,
  sameAddress,
  sourceOfAddress,
  type ReplayAddress,
} from '../../src/renderer/src/logic/replay-address';
import { hashOf, parseHash } from '../../src/renderer/src/logic/routes';
import type { ReplaySource } from '../../src/shared/replay-types';

describe('a replay’s address', () => {
  it.each<[ReplaySource, string]>([
    [{ matchId: 'm-7' }, '#/replay/match/m-7?step=5'],
    [{ saveId: 'save 1' }, '#/replay/save/save%201?step=5'],
    [{ batchId: 'sim-3', index: 12 }, '#/replay/batch/sim-3/12?step=5'],
    [{ file: { game: 'queen' } }, '#/replay/open/r-abc?step=5'],
  ])('of %j is %s, and leads back to it at the same step', (source, hash) => {
    const address = addressOfSource(source, 'r-abc');
    expect(hashOf(replayRouteOf(address, 5))).toBe(hash);
    const back = replayOfRoute(parseHash(hash)!);
    expect(back).toEqual({ address, step: 5 });
    // A file cannot be read again: only the services' replay of it finds it.
    expect(sourceOfAddress(address)).toEqual('file' in source ? null : source);
  });

  it('has no step while the replay is still opening, and then opens at its end', () => {
    const address: ReplayAddress = { kind: 'match', matchId: 'm-1' };
    expect(hashOf(replayRouteOf(address, null))).toBe('#/replay/match/m-1');
    expect(replayOfRoute(parseHash('#/replay/match/m-1')!)).toEqual({ address, step: null });
  });

  it.each(['#/replay/match/m-1?step=-1', '#/replay/match/m-1?step=two', '#/replay/match/m-1?step=1.5'])(
    'takes %s for the replay without a step',
    (hash) => {
      expect(replayOfRoute(parseHash(hash)!)?.step).toBeNull();
    },
  );

  it('names no replay with a game number that is not one, nor with another screen’s route', () => {
    expect(replayOfRoute(parseHash('#/replay/batch/sim-3/first')!)).toBeNull();
    expect(replayOfRoute(parseHash('#/replay')!)).toBeNull();
    expect(replayOfRoute(parseHash('#/match/m-1')!)).toBeNull();
  });

  it('tells the same game from another', () => {
    expect(sameAddress({ kind: 'batch', batchId: 'b', index: 1 }, { kind: 'batch', batchId: 'b', index: 1 })).toBe(
      true,
    );
    expect(sameAddress({ kind: 'batch', batchId: 'b', index: 1 }, { kind: 'batch', batchId: 'b', index: 2 })).toBe(
      false,
    );
    expect(sameAddress({ kind: 'match', matchId: 'x' }, { kind: 'save', saveId: 'x' })).toBe(false);
    expect(sameAddress(null, null)).toBe(false);
  });
});
