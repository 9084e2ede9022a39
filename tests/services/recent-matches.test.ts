/**
 * Recent games: a match can be found again after it was left, finished or closed — open ones
 * from the match service, closed ones from their kept final states, across a restart — and a
 * match in progress is never left out for the limit. A replay the services still hold is found
 * again by its id (a page reloaded on a file's replay).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recentMatches } from '../../src/services/match/recent-matches';
import type { MatchSummary } from '../../src/shared/api';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

const start = (dataDir: string) => startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 1 });
const SEATS = [
  { kind: 'human' as const, name: 'Ana' },
  { kind: 'ai' as const, level: 'greedy' as const },
];

describe('match.recent', () => {
  it('lists open and closed matches, who played and how far, after a restart too', async () => {
    const dataDir = await tempDataDir();
    const services = await start(dataDir);
    const kept = await call(services, 'match.create', { game: 'queen', config: QUEEN_2P, seats: SEATS, seed: 3 });
    const closed = await call(services, 'match.create', { game: 'queen', config: QUEEN_2P, seats: SEATS, seed: 4 });
    const view = await call(services, 'match.view', { matchId: closed.id, seat: 0 });
    await call(services, 'match.act', { matchId: closed.id, seat: 0, action: { key: view.legal[0]!.action.key } });
    await call(services, 'match.close', { matchId: closed.id });
    await services.close();

    const again = await start(dataDir);
    const recent = await call(again, 'match.recent', {});
    expect(recent.map((m) => [m.id, m.open]).sort()).toEqual(
      [
        [closed.id, false],
        [kept.id, true],
      ].sort(),
    );
    const closedOne = recent.find((m) => m.id === closed.id)!;
    expect(closedOne).toMatchObject({ game: 'queen', seats: SEATS, over: false, createdAt: closed.createdAt });
    expect(closedOne.version).toBeGreaterThanOrEqual(1);
  });

  it('leaves out a kept file that does not read, and refuses a limit that is not a count', async () => {
    const dataDir = await tempDataDir();
    const services = await start(dataDir);
    const match = await call(services, 'match.create', { game: 'queen', config: QUEEN_2P, seats: SEATS, seed: 6 });
    await call(services, 'match.close', { matchId: match.id });
    expect((await call(services, 'match.recent', {})).map((m) => m.id)).toEqual([match.id]);
    await writeFile(join(dataDir, 'matches', 'closed', `${match.id}.json`), JSON.stringify({ record: {} }));
    expect(await call(services, 'match.recent', {})).toEqual([]);
    expect((await fails(services, 'match.recent', { limit: 0 })).code).toBe('bad-request');
  });
});

describe('recentMatches', () => {
  const summary = (id: string, updatedAt: string, over: boolean): MatchSummary => ({
    id,
    game: 'queen',
    gameName: 'The Evil Queen',
    config: {},
    seed: 1,
    seats: SEATS,
    seatLabels: ['The Girl', 'The Evil Queen'],
    seatTeams: [0, 1],
    version: 0,
    toAct: over ? [] : [0],
    over,
    outcome: over ? [1, 0] : null,
    createdAt: updatedAt,
    updatedAt,
  });

  it('puts the last played first, and keeps every match in progress beyond the limit', () => {
    const open = [
      summary('a', '2024-01-01T00:00:03.000Z', false),
      summary('b', '2024-01-01T00:00:05.000Z', true),
      summary('c', '2024-01-01T00:00:01.000Z', false),
      summary('d', '2024-01-01T00:00:04.000Z', true),
    ];
    expect(recentMatches(open, [], 3).map((m) => m.id)).toEqual(['b', 'a', 'c']);
    expect(recentMatches(open, [], 10).map((m) => m.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(recentMatches(open, [], 1).map((m) => m.id)).toEqual(['a', 'c']);
  });
});

describe('replay.get', () => {
  it('finds an open replay again, and says so plainly once it is closed', async () => {
    const services = await start(await tempDataDir());
    const match = await call(services, 'match.create', { game: 'queen', config: QUEEN_2P, seats: SEATS, seed: 5 });
    const opened = await call(services, 'replay.open', { source: { matchId: match.id } });
    expect(await call(services, 'replay.get', { replayId: opened.replayId })).toEqual(opened);
    await call(services, 'replay.close', { replayId: opened.replayId });
    const gone = await fails(services, 'replay.get', { replayId: opened.replayId });
    expect(gone).toMatchObject({ code: 'not-found', message: expect.stringContaining('no longer open') });
  });
});
