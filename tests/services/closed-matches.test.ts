/**
 * A closed match's address still leads somewhere: its last autosave is kept as its final state,
 * which the replay viewer opens read-only (`replay.open { matchId }`), across a restart; only the
 * newest `LIMITS.closedMatchesKept` are kept, and a match not kept is refused in words.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/limits';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

const HUMANS = [{ kind: 'human' as const }, { kind: 'human' as const }];
const start = (dataDir: string) => startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 1 });

async function playedMatch(services: Awaited<ReturnType<typeof start>>, moves: number) {
  const match = await call(services, 'match.create', { game: 'queen', config: QUEEN_2P, seats: HUMANS, seed: 7 });
  for (let i = 0; i < moves; i++) {
    const seat = (await call(services, 'match.get', { matchId: match.id })).toAct[0]!;
    const view = await call(services, 'match.view', { matchId: match.id, seat });
    await call(services, 'match.act', { matchId: match.id, seat, action: { key: view.legal[0]!.action.key } });
  }
  return match;
}

describe('a closed match', () => {
  it('opens in the replay viewer at its final state, after a restart too', async () => {
    const dataDir = await tempDataDir();
    const services = await start(dataDir);
    const match = await playedMatch(services, 3);
    const record = await call(services, 'match.record', { matchId: match.id });
    await call(services, 'match.close', { matchId: match.id });
    // Closed: no longer a live match.
    expect((await fails(services, 'match.get', { matchId: match.id })).code).toBe('not-found');
    await services.close();

    const again = await start(dataDir);
    expect(await call(again, 'match.list', {})).toEqual([]);
    const info = await call(again, 'replay.open', { source: { matchId: match.id } });
    expect(info).toMatchObject({ game: 'queen', length: record.actions.length, problem: null });
    const last = await call(again, 'replay.step', { replayId: info.replayId, step: info.length, viewer: 0 });
    expect(last.step).toBe(3);
  });

  it('is refused in words when it was never kept', async () => {
    const services = await start(await tempDataDir());
    const error = await fails(services, 'replay.open', { source: { matchId: 'm-never-here' } });
    expect(error.code).toBe('not-found');
    expect(error.message).toBe(
      `The match "m-never-here" is not open, and its final state is not kept: only the last ${LIMITS.closedMatchesKept} closed matches are.`,
    );
  });

  it('keeps only the newest closed matches', async () => {
    const dataDir = await tempDataDir();
    const services = await start(dataDir);
    const ids: string[] = [];
    for (let i = 0; i <= LIMITS.closedMatchesKept; i++) {
      const match = await playedMatch(services, 0);
      ids.push(match.id);
      await call(services, 'match.close', { matchId: match.id });
    }
    const kept = await readdir(join(dataDir, 'matches', 'closed'));
    expect(kept).toHaveLength(LIMITS.closedMatchesKept);
    expect(kept).not.toContain(`${ids[0]}.json`);
    expect((await fails(services, 'replay.open', { source: { matchId: ids[0]! } })).code).toBe('not-found');
  });

  it('whose kept file was tampered with is refused, saying what is wrong', async () => {
    const dataDir = await tempDataDir();
    const services = await start(dataDir);
    const match = await playedMatch(services, 1);
    await call(services, 'match.close', { matchId: match.id });
    await writeFile(
      join(dataDir, 'matches', 'closed', `${match.id}.json`),
      JSON.stringify({ record: { game: 'chess' } }),
    );
    const error = await fails(services, 'replay.open', { source: { matchId: match.id } });
    expect(error.message).toMatch(/closed match/);
  });
});
