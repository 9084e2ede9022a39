/**
 * dispatch: every API method's happy path, and every kind of bad input
 * answered with the right error code — after which the services still serve.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../src/services/index';
import type { SaveFile } from '../../src/shared/api';
import { realWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, settled, startServices, tempDataDir } from './helpers';

let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = await tempDataDir();
  services = await startServices({ dataDir, workerFactory: realWorkers(), workers: 1 });
});
afterAll(cleanUp);

/** After a bad request, a good one must still be answered. */
async function stillServing(): Promise<void> {
  const games = await call(services, 'games.list', {});
  expect(games.map((g) => g.id)).toContain('queen');
}

async function hotSeatMatch() {
  return call(services, 'match.create', {
    game: 'queen',
    config: QUEEN_2P,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seed: 11,
  });
}

describe('dispatch: happy paths', () => {
  it('games.list, games.seats and ai.levels describe what can be played', async () => {
    const games = await call(services, 'games.list', {});
    const queen = games.find((g) => g.id === 'queen')!;
    expect(queen.name).toBe('The Girl vs. the Evil Queen');
    expect(queen.minSeats).toBe(2);
    expect(queen.defaultConfig).toEqual({ players: 2, variant: 'standard' });
    const seats = await call(services, 'games.seats', { game: 'queen', config: { players: 3, variant: 'standard' } });
    expect(seats.labels).toHaveLength(3);
    expect(seats.teams).toHaveLength(3);
    const levels = await call(services, 'ai.levels', {});
    expect(levels.map((l) => l.level)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard', 'expert']);
  });

  it('match.create/get/list/view/act/record/close run a hot-seat match', async () => {
    const created = await hotSeatMatch();
    expect(created).toMatchObject({ game: 'queen', seed: 11, version: 0, over: false, outcome: null });
    expect(await call(services, 'match.get', { matchId: created.id })).toEqual(created);
    expect((await call(services, 'match.list', {})).map((m) => m.id)).toContain(created.id);

    const seat = created.toAct[0]!;
    const view = await call(services, 'match.view', { matchId: created.id, seat });
    expect(view.seat).toBe(seat);
    expect(view.legal.length).toBeGreaterThan(0);
    expect(typeof view.legal[0]!.label).toBe('string');
    const acted = await call(services, 'match.act', {
      matchId: created.id,
      seat,
      action: { key: view.legal[0]!.action.key },
    });
    expect(acted.match.version).toBe(1);

    const record = await call(services, 'match.record', { matchId: created.id });
    expect(record).toMatchObject({ game: 'queen', seed: 11, config: QUEEN_2P });
    expect(record.actions).toEqual([{ seat, key: view.legal[0]!.action.key }]);

    expect(await call(services, 'match.close', { matchId: created.id })).toEqual({ closed: true });
    expect((await fails(services, 'match.get', { matchId: created.id })).code).toBe('not-found');
  });

  it('saves.save/list/load/import/delete keep and restore matches', async () => {
    const match = await hotSeatMatch();
    const seat = match.toAct[0]!;
    const view = await call(services, 'match.view', { matchId: match.id, seat });
    await call(services, 'match.act', { matchId: match.id, seat, action: view.legal[0]!.action });

    const info = await call(services, 'saves.save', { matchId: match.id, name: 'First move' });
    expect(info).toMatchObject({ name: 'First move', game: 'queen', version: 1, over: false });
    expect((await call(services, 'saves.list', {})).map((s) => s.id)).toContain(info.id);

    // The match is open as saved: loading goes back to it rather than making a copy, however often.
    expect((await call(services, 'saves.load', { saveId: info.id })).id).toBe(match.id);
    expect((await call(services, 'saves.load', { saveId: info.id })).id).toBe(match.id);

    const record = await call(services, 'match.record', { matchId: match.id });
    const file: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'Imported',
      savedAt: new Date().toISOString(),
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'random' }],
      record,
    };
    const imported = await call(services, 'saves.import', { save: file });
    expect(imported.version).toBe(1);
    expect(imported.seats[1]).toEqual({ kind: 'ai', level: 'random' });

    const seatNow = (await call(services, 'match.get', { matchId: match.id })).toAct[0]!;
    const viewNow = await call(services, 'match.view', { matchId: match.id, seat: seatNow });
    await call(services, 'match.act', { matchId: match.id, seat: seatNow, action: viewNow.legal[0]!.action });
    // Played on since: the save is another position, so it opens as a match of its own.
    const loaded = await call(services, 'saves.load', { saveId: info.id });
    expect(loaded.id).not.toBe(match.id);
    expect(loaded.version).toBe(1);
    const hotSeatsAtTheSave = (await call(services, 'match.list', {})).filter(
      (m) => m.version === 1 && m.seats.every((spec) => spec.kind === 'human'),
    );
    expect(hotSeatsAtTheSave.map((m) => m.id)).toEqual([loaded.id]);

    expect(await call(services, 'saves.delete', { saveId: info.id })).toEqual({ deleted: true });
    expect((await call(services, 'saves.list', {})).map((s) => s.id)).not.toContain(info.id);
    expect((await fails(services, 'saves.load', { saveId: info.id })).code).toBe('not-found');
    expect((await fails(services, 'saves.delete', { saveId: info.id })).code).toBe('not-found');
  });

  it('plays a whole human-vs-AI match with the AI moving through the worker pool', async () => {
    const match = await call(services, 'match.create', {
      game: 'queen',
      config: QUEEN_2P,
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }],
      seed: 5,
    });
    for (
      let summary = await settled(services, match.id, [0]);
      !summary.over;
      summary = await settled(services, match.id, [0])
    ) {
      const view = await call(services, 'match.view', { matchId: match.id, seat: 0 });
      await call(services, 'match.act', { matchId: match.id, seat: 0, action: view.legal[0]!.action });
    }
    const record = await call(services, 'match.record', { matchId: match.id });
    const aiMoves = record.actions.filter((a) => a.seat === 1).length;
    expect(aiMoves).toBeGreaterThan(0);
    const final = await call(services, 'match.get', { matchId: match.id });
    expect(final.over).toBe(true);
    expect(final.outcome).toHaveLength(2);
  });
});

describe('dispatch: bad input', () => {
  it('an unknown method is unknown-method, even one named like a prototype field', async () => {
    for (const method of ['match.explode', '__proto__', 'constructor', 'toString', '']) {
      const error = await fails(services, method, {});
      expect(error.code).toBe('unknown-method');
      await stillServing();
    }
  });

  it.each([
    ['a wrong type', 'match.get', { matchId: 5 }, 'matchId: must be text (a string)'],
    ['a missing field', 'match.get', {}, 'matchId: is required but missing'],
    ['an extra field', 'match.get', { matchId: 'm-1', admin: true }, 'admin: is not an allowed field here'],
    ['a payload that is not an object', 'match.list', null, 'request: must be an object'],
    [
      'a huge string',
      'match.act',
      { matchId: 'm-1', seat: 0, action: { key: 'x'.repeat(1_000_000) } },
      'action/key: must be at most 200 characters long',
    ],
    [
      'a bad id',
      'match.get',
      { matchId: '../../etc/passwd' },
      'matchId: has characters or a form that is not allowed (expected to match ^[A-Za-z0-9_-]+$)',
    ],
    [
      'a bad AI level',
      'match.create',
      { game: 'queen', config: QUEEN_2P, seats: [{ kind: 'human' }, { kind: 'ai', level: 'godlike' }] },
      'seats/1/level: must be one of "random", "greedy", "easy", "normal", "hard", "expert"',
    ],
    [
      'a seat of no known kind',
      'match.create',
      { game: 'queen', config: QUEEN_2P, seats: [{ kind: 'robot' }, { kind: 'human' }] },
      'seats/0/kind: must be one of "human", "ai"',
    ],
    ['a seat out of range', 'match.view', { matchId: 'm-1', seat: 99 }, 'seat: must be at most 15'],
    [
      'a __proto__ key',
      'match.get',
      JSON.parse('{"matchId":"m-1","__proto__":{"polluted":true}}'),
      '__proto__: the field name "__proto__" is not allowed',
    ],
    [
      'a nested constructor key',
      'saves.import',
      { save: { record: { config: { constructor: { prototype: 1 } } } } },
      'save/record/config/constructor: the field name "constructor" is not allowed',
    ],
    [
      'a bad game config',
      'match.create',
      { game: 'queen', config: { players: 9, variant: 'standard' }, seats: [{ kind: 'human' }] },
      'config/players: must be at most 4',
    ],
    [
      'a config with an unknown option',
      'games.seats',
      { game: 'queen', config: { players: 2, variant: 'standard', cheat: 1 } },
      'config/cheat: is not an allowed field here',
    ],
    [
      'too few seats for the config',
      'match.create',
      { game: 'queen', config: QUEEN_2P, seats: [{ kind: 'human' }] },
      'seats: must have 2 entries for this setup (got 1)',
    ],
  ])('%s is bad-request naming the path', async (_what, method, payload, line) => {
    const error = await fails(services, method, payload);
    expect(error.code).toBe('bad-request');
    expect(error.details).toContain(line);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    await stillServing();
  });

  it('an unknown match, game or save is not-found', async () => {
    expect((await fails(services, 'match.get', { matchId: 'm-nope' })).code).toBe('not-found');
    expect((await fails(services, 'match.act', { matchId: 'm-nope', seat: 0, action: { key: 'draw' } })).code).toBe(
      'not-found',
    );
    expect((await fails(services, 'games.seats', { game: 'chess', config: {} })).code).toBe('not-found');
    expect((await fails(services, 'saves.load', { saveId: 's-nope' })).code).toBe('not-found');
    await stillServing();
  });

  it('an illegal action and an action out of turn get the engine codes', async () => {
    const match = await hotSeatMatch();
    const seat = match.toAct[0]!;
    const illegal = await fails(services, 'match.act', { matchId: match.id, seat, action: { key: 'no-such-move' } });
    expect(illegal.code).toBe('illegal-action');
    expect(illegal.message).toContain('"no-such-move" is not a legal action');
    const other = 1 - seat;
    const view = await call(services, 'match.view', { matchId: match.id, seat });
    const outOfTurn = await fails(services, 'match.act', {
      matchId: match.id,
      seat: other,
      action: view.legal[0]!.action,
    });
    expect(outOfTurn.code).toBe('not-your-turn');
    expect((await call(services, 'match.get', { matchId: match.id })).version).toBe(0);
    await stillServing();
  });

  it('the view of an AI seat, or acting for it, is forbidden', async () => {
    const match = await call(services, 'match.create', {
      game: 'queen',
      config: QUEEN_2P,
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'random' }],
    });
    const view = await fails(services, 'match.view', { matchId: match.id, seat: 1 });
    expect(view.code).toBe('forbidden');
    expect(view.message).toMatch(/played by the AI/);
    expect((await fails(services, 'match.act', { matchId: match.id, seat: 1, action: { key: 'draw' } })).code).toBe(
      'forbidden',
    );
    expect((await fails(services, 'match.view', { matchId: match.id, seat: 3 })).code).toBe('bad-request');
    await call(services, 'match.close', { matchId: match.id });
    await stillServing();
  });

  it('a damaged save in the library is invalid-record to load, left out of the list and listed by health', async () => {
    const match = await hotSeatMatch();
    const info = await call(services, 'saves.save', { matchId: match.id, name: 'to be damaged' });
    const file = join(dataDir, 'saves', `${info.id}.json`);
    const save = JSON.parse(await readFile(file, 'utf8'));
    save.record.seed = 'not a number';
    await writeFile(file, JSON.stringify(save));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await fails(services, 'saves.load', { saveId: info.id });
      expect(error.code).toBe('invalid-record');
      expect(error.details).toContain('record/seed: must be a whole number');
      expect((await call(services, 'saves.list', {})).map((s) => s.id)).not.toContain(info.id);
      expect(errors.mock.calls.flat().join(' ')).toContain(`not listing saves/${info.id}.json`);
      const health = await call(services, 'library.health', {});
      expect(health.entries).toContainEqual(
        expect.objectContaining({ kind: 'save', id: info.id, file: `saves/${info.id}.json`, outcome: 'kept' }),
      );
    } finally {
      errors.mockRestore();
    }
    await stillServing();
  });

  it('a save of the wrong shape, or with a tampered action, is invalid-record', async () => {
    const match = await hotSeatMatch();
    const seat = match.toAct[0]!;
    const view = await call(services, 'match.view', { matchId: match.id, seat });
    await call(services, 'match.act', { matchId: match.id, seat, action: view.legal[0]!.action });
    const record = await call(services, 'match.record', { matchId: match.id });
    const good: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'x',
      savedAt: '2025-01-01T00:00:00Z',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      record,
    };

    const shape = await fails(services, 'saves.import', { save: { ...good, seats: 'two humans', extra: 1 } });
    expect(shape.code).toBe('invalid-record');
    expect(shape.details).toEqual(
      expect.arrayContaining(['seats: must be a list (array)', 'extra: is not an allowed field here']),
    );

    const tampered = structuredClone(good);
    tampered.record.actions.push({ seat: 0, key: 'play:999' });
    const replayError = await fails(services, 'saves.import', { save: tampered });
    expect(replayError.code).toBe('invalid-record');
    expect(replayError.message).toContain('action 2 (play:999, by seat 0) is not legal there');

    const otherGame = await fails(services, 'saves.import', {
      save: { ...good, record: { ...record, game: 'chess' } },
    });
    expect(otherGame.code).toBe('invalid-record');
    expect(otherGame.message).toContain('"chess"');

    const wrongSeats = await fails(services, 'saves.import', { save: { ...good, seats: [{ kind: 'human' }] } });
    expect(wrongSeats.code).toBe('invalid-record');

    const rules = await fails(services, 'saves.import', {
      save: { ...good, record: { ...record, engineVersion: '999' } },
    });
    expect(rules.code).toBe('invalid-record');
    expect(rules.message).toContain('rules version 999');
    await stillServing();
  });
});
