/**
 * The records kept of background batches' games (src/services/sim/batch-records.ts): every game
 * of a simulation or a deck gauntlet opens in the replay viewer, and its replay is the engine's
 * replay of the game the batch played; the records stay bounded (a budget per batch, gone with
 * their batch or at the next start when nothing lists them).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson, newRecord, replay, type GameRecord } from '../../src/engine';
import { PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import { GAMES } from '../../src/games';
import { queen, type QueenState } from '../../src/games/queen';
import { BatchRecords } from '../../src/services/sim/batch-records';
import { KEPT_BATCHES } from '../../src/services/sim/sim-service';
import type { Services } from '../../src/services/index';
import type { ApiEvent, GauntletSpec, SimSpec, SimStatus } from '../../src/shared/api';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, recordEvents, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

async function services(dataDir: string): Promise<Services> {
  return startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 2 });
}

async function simToEnd(s: Services, games: number): Promise<SimStatus> {
  const events = recordEvents(s);
  const spec: SimSpec = { game: 'queen', config: QUEEN_2P, seats: ['greedy', 'random'], games, seed: 9, jobs: 2 };
  const started = await call(s, 'sim.start', spec);
  const done = (await events.next(
    (e) => e.type === 'sim.done' && e.status.simId === started.simId,
    'the batch to end',
  )) as Extract<ApiEvent, { type: 'sim.done' }>;
  return done.status;
}

async function folders(dataDir: string): Promise<string[]> {
  return readdir(join(dataDir, 'batch-records')).catch(() => []);
}

describe('kept batch records', () => {
  it("a simulation's games open in the replay viewer, each replaying as the engine replays it", async () => {
    const dataDir = await tempDataDir();
    const s = await services(dataDir);
    const status = await simToEnd(s, 3);
    expect(status.state).toBe('done');
    expect(status.results.every((r) => r.recordKept === true)).toBe(true);

    for (const result of status.results) {
      const info = await call(s, 'replay.open', { source: { batchId: status.simId, index: result.index } });
      expect(info).toMatchObject({ game: 'queen', length: result.actions, problem: null, over: true });

      // The record the viewer steps through is the game the batch played: same seed, same end.
      const kept = (await new BatchRecords(dataDir).read(status.simId, result.index)) as GameRecord;
      expect(kept.seed).toBe(result.seed);
      expect(kept.config).toEqual(QUEEN_2P);
      const engine = replay<QueenState>(queen, { ...newRecord(queen, QUEEN_2P, result.seed), actions: kept.actions });
      if (!engine.ok) throw new Error(engine.error);
      expect(engine.hash).toBe(result.hash);
      for (const step of [0, Math.floor(info.length / 2), info.length]) {
        const prefix = replay<QueenState>(queen, { ...kept, actions: kept.actions.slice(0, step) });
        if (!prefix.ok) throw new Error(prefix.error);
        const shown = await call(s, 'replay.step', { replayId: info.replayId, step, viewer: 'spectator' });
        expect(canonicalJson(shown.view)).toBe(canonicalJson(queen.view(prefix.state, 'spectator')));
      }
      const end = await call(s, 'replay.step', { replayId: info.replayId, step: info.length, viewer: 'all' });
      expect(end.outcome).toEqual(queen.outcome(engine.state));
    }
  }, 120_000);

  it('a game not kept, or of a batch never run, is refused in words; a bad source by the schema', async () => {
    const s = await services(await tempDataDir());
    const missing = await fails(s, 'replay.open', { source: { batchId: 'sim-nothing', index: 0 } });
    expect(missing.code).toBe('not-found');
    expect(missing.message).toBe(
      'The record of game 1 of this batch is not kept: the game has not finished yet, the batch was forgotten, or its games filled the space kept for records.',
    );
    const bad = await fails(s, 'replay.open', { source: { batchId: '../saves', index: 0 } });
    expect(bad.code).toBe('bad-request');
    const negative = await fails(s, 'replay.open', { source: { batchId: 'sim-a', index: -1 } });
    expect(negative.code).toBe('bad-request');
  });

  it('a batch keeps records up to its budget; the later games are counted but not kept', async () => {
    const dataDir = await tempDataDir();
    const game = GAMES.find((g) => g.id === 'queen')!;
    const record = { ...newRecord(game, QUEEN_2P, 1), actions: [{ seat: 0, key: 'x'.repeat(100) }] };
    const size = JSON.stringify(record).length;
    const records = new BatchRecords(dataDir, size * 2);
    expect(await records.keep('sim-small', 0, record)).toBe(true);
    expect(await records.keep('sim-small', 1, record)).toBe(true);
    expect(await records.keep('sim-small', 2, record)).toBe(false);
    // Another batch has its own budget.
    expect(await records.keep('sim-other', 0, record)).toBe(true);
    expect(await records.read('sim-small', 1)).toEqual(record);
    await expect(records.read('sim-small', 2)).rejects.toThrow('is not kept');
    await records.forget('sim-small');
    await expect(records.read('sim-small', 0)).rejects.toThrow('is not kept');
  });

  it("a simulation's records are gone at the next start, when no batch lists them any more", async () => {
    const dataDir = await tempDataDir();
    const s = await services(dataDir);
    const status = await simToEnd(s, 1);
    expect(await folders(dataDir)).toEqual([status.simId]);
    await s.close();
    const again = await services(dataDir);
    expect(await folders(dataDir)).toEqual([]);
    const gone = await fails(again, 'replay.open', { source: { batchId: status.simId, index: 0 } });
    expect(gone.code).toBe('not-found');
  }, 120_000);

  it(`a simulation forgotten (past the ${KEPT_BATCHES} kept) takes its records with it`, async () => {
    const dataDir = await tempDataDir();
    const s = await services(dataDir);
    const ids: string[] = [];
    for (let i = 0; i <= KEPT_BATCHES; i++) ids.push((await simToEnd(s, 1)).simId);
    await expect.poll(() => folders(dataDir)).toHaveLength(KEPT_BATCHES);
    expect(await folders(dataDir)).not.toContain(ids[0]);
    expect((await fails(s, 'replay.open', { source: { batchId: ids[0]!, index: 0 } })).code).toBe('not-found');
    await call(s, 'replay.open', { source: { batchId: ids[KEPT_BATCHES]!, index: 0 } });
  }, 120_000);

  it("a deck's gauntlet games open in the viewer; the deck keeps only its last gauntlet's records, across a restart", async () => {
    const dataDir = await tempDataDir();
    const s = await services(dataDir);
    const item = await call(s, 'library.create', { type: 'everzone-deck', name: 'Test deck' });
    const spec: GauntletSpec = {
      deck: structuredClone(PREMADE_DECK_DOCUMENTS[0]!.document),
      itemId: item.id,
      opponents: [{ kind: 'premade', id: 'pandora' }],
      gamesPerPairing: 2,
      level: 'greedy',
      seed: 5,
      cpPerPlayer: 10,
    };
    const run = async (seed: number) => {
      const events = recordEvents(s);
      const started = await call(s, 'gauntlet.start', { ...spec, seed });
      const done = (await events.next(
        (e) => e.type === 'gauntlet.done' && e.status.gauntletId === started.gauntletId,
        'the gauntlet to end',
      )) as Extract<ApiEvent, { type: 'gauntlet.done' }>;
      return done.status;
    };
    const first = await run(5);
    expect(first.results.map((r) => r.recordKept)).toEqual([true, true]);
    const result = first.results[1]!;
    const info = await call(s, 'replay.open', { source: { batchId: first.gauntletId, index: 1 } });
    expect(info).toMatchObject({ game: 'everzone', length: result.actions, problem: null });
    const kept = (await new BatchRecords(dataDir).read(first.gauntletId, 1)) as GameRecord;
    const everzone = GAMES.find((g) => g.id === 'everzone')!;
    const engine = replay(everzone, kept);
    if (!engine.ok) throw new Error(engine.error);
    expect(engine.hash).toBe(result.hash);
    // The tested deck played the second seat in odd games.
    expect((kept.config as { decks: { name: string }[] }).decks[1]!.name).toBe(first.deckName);

    const second = await run(6);
    expect(await folders(dataDir)).toEqual([second.gauntletId]);
    await s.close();
    await services(dataDir);
    expect(await folders(dataDir)).toEqual([second.gauntletId]);
  }, 240_000);
});
