/**
 * A match played with a card set from the library: the set travels in the game's options, so
 * the record holds the very cards it was played with and replays from itself. Every door that
 * takes options checks the set with the schema and the content checks the library runs, and a
 * set tampered with is refused in words, at `match.create` and in a save.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import queenCards from '../../content/queen/cards.json';
import { newRecord, replay } from '../../src/engine';
import { GAMES } from '../../src/games';
import { queen } from '../../src/games/queen';
import type { QueenConfig, QueenView } from '../../src/games/queen/types';
import { HealthLog } from '../../src/services/health/health-log';
import type { Services } from '../../src/services/index';
import { AutosaveStore } from '../../src/services/match/autosave';
import { RequestChecker } from '../../src/services/request-check';
import { RecordChecker } from '../../src/services/saves/record-check';
import type { SaveFile } from '../../src/shared/api';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

type CardsFile = NonNullable<QueenConfig['cards']>;

/** The book's cards with Surge of Resolve giving 3 ability points instead of 2. */
function strongerSurge(): CardsFile {
  const set = structuredClone(queenCards) as CardsFile;
  const surge = set.cards.find((c) => c.id === 'surge-of-resolve')!;
  surge.points = 3;
  surge.text = '+3 ability points for this turn.';
  return set;
}

/** The first seed whose deal gives seat 0 a Surge of Resolve to play at once. */
function seedDealingSurge(config: QueenConfig): number {
  for (let seed = 0; ; seed++) {
    const state = queen.setup(config, seed);
    const actions = queen.legalActions(state, 0);
    if (actions.some((a) => queen.describe(a, state).includes('Surge of Resolve'))) return seed;
  }
}

const HUMANS = [{ kind: 'human' as const }, { kind: 'human' as const }];

let services: Services;

beforeAll(async () => {
  services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
});
afterAll(cleanUp);

describe('a Queen match with a library card set', () => {
  it('plays the set: a view shows its cards, and its points cards give what the set says', async () => {
    const config: QueenConfig = { players: 2, variant: 'standard', cards: strongerSurge() };
    const seed = seedDealingSurge(config);
    const match = await call(services, 'match.create', { game: 'queen', config, seats: HUMANS, seed });
    const seat = await call(services, 'match.view', { matchId: match.id, seat: 0 });
    const view = seat.view as QueenView;
    expect(view.config.cards?.cards.find((c) => c.id === 'surge-of-resolve')?.points).toBe(3);
    const surge = seat.legal.find((a) => a.label.includes('Surge of Resolve'));
    expect(surge?.label).toBe('Play Surge of Resolve (+3 ability points)');
    const after = await call(services, 'match.act', { matchId: match.id, seat: 0, action: { key: surge!.action.key } });
    expect((after.view as QueenView).points).toBe(3);
  });

  it('keeps the set in the record, which replays to the same state from itself', async () => {
    const config: QueenConfig = { players: 2, variant: 'euro', cards: strongerSurge() };
    const match = await call(services, 'match.create', { game: 'queen', config, seats: HUMANS, seed: 5 });
    for (let i = 0; i < 6; i++) {
      const summary = await call(services, 'match.get', { matchId: match.id });
      const seat = summary.toAct[0];
      if (seat === undefined) break;
      const view = await call(services, 'match.view', { matchId: match.id, seat });
      await call(services, 'match.act', { matchId: match.id, seat, action: { key: view.legal[0]!.action.key } });
    }
    const record = await call(services, 'match.record', { matchId: match.id });
    expect(record.config).toEqual(config);
    expect(record.contentHash).toBe(queen.contentHash);
    const first = replay(queen, record);
    const again = replay(queen, structuredClone(record));
    expect(first.ok && again.ok && first.hash === again.hash).toBe(true);
    // The same seed and moves without the set are another game (or not legal at all).
    const { cards: _cards, ...bookConfig } = config;
    void _cards;
    const book = replay(queen, { ...record, config: bookConfig });
    expect(book.ok && first.ok && book.hash === first.hash).toBe(false);
  });

  it('refuses a set that breaks the content checks at match.create, in words, naming the card', async () => {
    const tampered = strongerSurge();
    tampered.cards.find((c) => c.id === 'demon')!.copies = 5;
    const error = await fails(services, 'match.create', {
      game: 'queen',
      config: { players: 2, variant: 'standard', cards: tampered },
      seats: HUMANS,
    });
    expect(error.code).toBe('bad-request');
    expect(error.details).toContain('config/cards/cards/0/copies: there must be exactly 4 Demons, not 5');
  });

  it('refuses a set outside the card schema before any check reads it', async () => {
    const tampered = strongerSurge();
    tampered.cards.find((c) => c.id === 'surge-of-resolve')!.points = 9;
    const error = await fails(services, 'match.create', {
      game: 'queen',
      config: { players: 2, variant: 'standard', cards: tampered },
      seats: HUMANS,
    });
    expect(error.code).toBe('bad-request');
    expect(error.details?.some((line) => /^config\/cards\/cards\/\d+\/points: must be at most 3/.test(line))).toBe(
      true,
    );
  });

  it('refuses a save whose set was tampered with, in words', async () => {
    const config: QueenConfig = { players: 2, variant: 'standard', cards: strongerSurge() };
    const match = await call(services, 'match.create', { game: 'queen', config, seats: HUMANS, seed: 3 });
    const record = await call(services, 'match.record', { matchId: match.id });
    const tampered = structuredClone(record) as typeof record & { config: QueenConfig };
    tampered.config.cards!.cards = tampered.config.cards!.cards.filter((c) => c.id !== 'basic-sword');
    const save: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'Tampered',
      savedAt: '2026-01-01T00:00:00.000Z',
      seats: HUMANS,
      record: tampered,
    };
    const error = await fails(services, 'saves.import', { save });
    expect(error.code).toBe('invalid-record');
    expect(error.message).toBe('This save has a setup that is not valid for The Girl vs. the Evil Queen.');
    expect(error.details).toContain('record/config/cards/cards: the Basic Sword (id "basic-sword") is missing');
    // The untouched record loads.
    const loaded = await call(services, 'saves.import', { save: { ...save, record } });
    expect(loaded.game).toBe('queen');
  });

  it('refuses it for a batch, and quarantines an autosave holding it, saying why', async () => {
    const tampered = strongerSurge();
    tampered.cards.push({ ...tampered.cards.find((c) => c.id === 'fireflies')! });
    const config = { players: 2, variant: 'standard', cards: tampered };
    const sim = await fails(services, 'sim.start', {
      game: 'queen',
      config,
      seats: ['random', 'random'],
      games: 1,
      seed: 1,
    });
    expect(sim.code).toBe('bad-request');
    const duplicate =
      /^config\/cards\/cards\/\d+\/id: the id "fireflies" is already used by card \d+; ids must be unique$/;
    expect(sim.details?.some((line) => duplicate.test(line))).toBe(true);

    const dir = await tempDataDir();
    await mkdir(join(dir, 'matches'), { recursive: true });
    const autosave = {
      format: 'boardwright-autosave',
      formatVersion: 1,
      id: 'm-tampered',
      seats: HUMANS,
      createdAt: '2026-01-01T00:00:00.000Z',
      record: newRecord(queen, config, 1),
    };
    await writeFile(join(dir, 'matches', 'm-tampered.json'), JSON.stringify(autosave));
    const health = new HealthLog(dir, () => undefined);
    const store = new AutosaveStore(dir, new RecordChecker(GAMES, new RequestChecker()), health);
    expect(await store.loadAll()).toEqual([]);
    const [entry] = (await health.report()).entries;
    expect(entry).toMatchObject({ kind: 'autosave', id: 'm-tampered', outcome: 'quarantined' });
    expect(entry?.reason).toMatch(/the id "fireflies" is already used/);
  });
});
