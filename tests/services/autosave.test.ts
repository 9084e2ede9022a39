/**
 * Autosave and restart: live matches survive a restart of the services (new
 * services on the same data dir) at the same version and can be played on;
 * bad autosave files are quarantined without stopping the start-up.
 */
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../src/games';
import { HealthLog } from '../../src/services/health/health-log';
import type { Services } from '../../src/services/index';
import { AutosaveStore } from '../../src/services/match/autosave';
import { RequestChecker } from '../../src/services/request-check';
import { RecordChecker } from '../../src/services/saves/record-check';
import { realWorkers } from '../fixtures/workers';
import { call, cleanUp, QUEEN_2P, settled, startServices, tempDataDir } from './helpers';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

function start(dataDir: string): Promise<Services> {
  return startServices({ dataDir, workerFactory: realWorkers(), workers: 1 });
}

/** The human (seat 0) plays its first legal action `moves` times, letting the AI answer in between. */
async function humanMoves(services: Services, matchId: string, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const summary = await settled(services, matchId, [0]);
    if (summary.over) return;
    const view = await call(services, 'match.view', { matchId, seat: 0 });
    await call(services, 'match.act', { matchId, seat: 0, action: view.legal[0]!.action });
  }
  await settled(services, matchId, [0]);
}

async function newQueenMatch(services: Services, seed: number) {
  return call(services, 'match.create', {
    game: 'queen',
    config: QUEEN_2P,
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }],
    seed,
  });
}

describe('autosave', () => {
  it('writes every match after every action, atomically with a .bak, and close moves it to the closed matches', async () => {
    const dataDir = await tempDataDir();
    const services = await start(dataDir);
    const match = await newQueenMatch(services, 21);
    await humanMoves(services, match.id, 3);
    const live = await call(services, 'match.get', { matchId: match.id });
    const record = await call(services, 'match.record', { matchId: match.id });
    await services.close(); // lets the last write (perhaps the AI's) land

    const file = join(dataDir, 'matches', `${match.id}.json`);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved).toMatchObject({
      format: 'boardwright-autosave',
      formatVersion: 1,
      id: match.id,
      createdAt: match.createdAt,
    });
    expect(saved.seats).toEqual(match.seats);
    expect(saved.record).toEqual(record);
    expect(saved.record.actions).toHaveLength(live.version);
    const bak = JSON.parse(await readFile(`${file}.bak`, 'utf8'));
    expect(bak.record.actions.length).toBe(live.version - 1);
    expect((await readdir(join(dataDir, 'matches'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);

    const again = await start(dataDir);
    await call(again, 'match.close', { matchId: match.id });
    // No autosave nor backup is left to reopen; the last state is kept for the match's address.
    expect(await readdir(join(dataDir, 'matches'))).toEqual(['closed']);
    expect(await readdir(join(dataDir, 'matches', 'closed'))).toEqual([`${match.id}.json`]);
  });

  it('restores live matches after a restart at the same version, and play continues to the end', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const match = await newQueenMatch(first, 33);
    await humanMoves(first, match.id, 4);
    const before = await call(first, 'match.get', { matchId: match.id });
    const recordBefore = await call(first, 'match.record', { matchId: match.id });
    const finished = await call(first, 'match.create', {
      game: 'queen',
      config: QUEEN_2P,
      seats: [
        { kind: 'ai', level: 'random' },
        { kind: 'ai', level: 'random' },
      ],
      seed: 2,
    });
    const finishedSummary = await settled(first, finished.id, []);
    await first.close();

    const second = await start(dataDir);
    const listed = await call(second, 'match.list', {});
    expect(listed.map((m) => m.id).sort()).toEqual([match.id, finished.id].sort());
    const after = await call(second, 'match.get', { matchId: match.id });
    expect(after.version).toBe(before.version);
    expect(after.toAct).toEqual(before.toAct);
    expect(after.createdAt).toBe(before.createdAt);
    expect(await call(second, 'match.record', { matchId: match.id })).toEqual(recordBefore);
    expect((await call(second, 'match.get', { matchId: finished.id })).over).toBe(finishedSummary.over);

    await humanMoves(second, match.id, 10_000);
    const end = await call(second, 'match.get', { matchId: match.id });
    expect(end.over).toBe(true);
    expect(end.version).toBeGreaterThan(before.version);
  });

  it('quarantines corrupt autosaves to matches/corrupt/, lists them in health, and starts anyway', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const good = await newQueenMatch(first, 8);
    await humanMoves(first, good.id, 1);
    const tampered = await newQueenMatch(first, 9);
    await humanMoves(first, tampered.id, 1);
    await first.close();

    const matches = join(dataDir, 'matches');
    await writeFile(join(matches, 'm-garbage.json'), '{ this is not json');
    await writeFile(
      join(matches, 'm-wrongshape.json'),
      JSON.stringify({ format: 'boardwright-autosave', id: 'm-wrongshape' }),
    );
    const tamperedFile = join(matches, `${tampered.id}.json`);
    const data = JSON.parse(await readFile(tamperedFile, 'utf8'));
    data.record.actions[0].key = 'forged-move';
    await writeFile(tamperedFile, JSON.stringify(data));
    await writeFile(`${tamperedFile}.bak`, 'also broken');
    await writeFile(join(matches, 'm-left.json.abc123.tmp'), 'half a write');

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = await start(dataDir);
    const logged = errors.mock.calls.map((c) => c.join(' ')).join('\n');
    expect((await call(second, 'match.list', {})).map((m) => m.id)).toEqual([good.id]);
    const quarantined = await readdir(join(matches, 'corrupt'));
    expect(quarantined).toHaveLength(4); // three autosaves and one backup
    for (const name of ['m-garbage.json', 'm-wrongshape.json', `${tampered.id}.json`, `${tampered.id}.json.bak`]) {
      expect(quarantined.some((q) => q.endsWith(`-${name}`))).toBe(true);
    }
    expect(logged).toMatch(/matches\/m-garbage\.json: the autosave could not be loaded: .*not valid JSON/);
    expect(logged).toMatch(/forged-move/);
    const { entries } = await call(second, 'library.health', {});
    expect(entries.filter((e) => e.kind === 'autosave' && e.outcome === 'quarantined')).toHaveLength(4);
    const garbage = entries.find((e) => e.id === 'm-garbage')!;
    expect(garbage.reason).toMatch(/not valid JSON/);
    expect(await readFile(join(dataDir, garbage.copy!), 'utf8')).toBe('{ this is not json');
    expect((await readdir(matches)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await humanMoves(second, good.id, 1); // and it still plays
  });

  it('falls back to the .bak when the latest autosave is damaged', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const match = await call(first, 'match.create', {
      game: 'queen',
      config: QUEEN_2P,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 4,
    });
    for (let i = 0; i < 2; i++) {
      const seat = (await call(first, 'match.get', { matchId: match.id })).toAct[0]!;
      const view = await call(first, 'match.view', { matchId: match.id, seat });
      await call(first, 'match.act', { matchId: match.id, seat, action: view.legal[0]!.action });
    }
    await first.close();
    await writeFile(join(dataDir, 'matches', `${match.id}.json`), '{"truncated": ');

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = await start(dataDir);
    expect((await call(second, 'match.get', { matchId: match.id })).version).toBe(1);
    expect(await readdir(join(dataDir, 'matches', 'corrupt'))).toHaveLength(1);
    // Both are in health: the damaged autosave kept aside, and the match reopened from its backup.
    const outcomes = (await call(second, 'library.health', {})).entries.map((e) => `${e.id} ${e.outcome}`);
    expect(outcomes.sort()).toEqual([`${match.id} quarantined`, `${match.id} restored`]);
  });

  it('reopens the newest matches up to the limit; the others stay on disk, listed by health', async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const ids: string[] = [];
    for (let seed = 1; seed <= 3; seed++) ids.push((await newQueenMatch(first, seed)).id);
    await first.close();
    // The first match is the newest on disk.
    await utimes(join(dataDir, 'matches', `${ids[0]}.json`), new Date(), new Date(Date.now() + 60_000));
    const health = new HealthLog(dataDir, () => undefined);
    const store = new AutosaveStore(dataDir, new RecordChecker(GAMES, new RequestChecker()), health);
    const restored = await store.loadAll(2);
    expect(restored.map((m) => m.id)).toContain(ids[0]);
    expect(restored).toHaveLength(2);
    const { entries } = await health.report();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'autosave', outcome: 'kept' });
    expect(ids).toContain(entries[0]!.id);
  });
});
