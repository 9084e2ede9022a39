/**
 * Deck gauntlets through the services, with real worker processes: the same
 * seed plays the same games (one job or two), seats alternate who goes first,
 * progress and done events, cancel keeping finished games, results kept with a
 * library deck (and read back by a fresh start), and illegal decks refused with
 * the validator's sentences.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PREMADE_DECK_DOCUMENTS, type DeckDocument } from '../../src/content/deck';
import type { Services } from '../../src/services/index';
import type { ApiEvent, GauntletSpec, GauntletStatus } from '../../src/shared/api';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, recordEvents, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

const adamFinn = (): DeckDocument => structuredClone(PREMADE_DECK_DOCUMENTS[0]!.document);

const spec = (overrides: Partial<GauntletSpec> = {}): GauntletSpec => ({
  deck: adamFinn(),
  opponents: [{ kind: 'premade', id: 'pandora' }],
  gamesPerPairing: 4,
  level: 'greedy',
  seed: 5,
  cpPerPlayer: 10,
  ...overrides,
});

async function services(dataDir?: string): Promise<Services> {
  return startServices({ dataDir: dataDir ?? (await tempDataDir()), workerFactory: fixtureWorkers(), workers: 2 });
}

async function runToEnd(s: Services, request: GauntletSpec): Promise<GauntletStatus> {
  const events = recordEvents(s);
  const started = await call(s, 'gauntlet.start', request);
  const done = (await events.next(
    (e) => e.type === 'gauntlet.done' && e.status.gauntletId === started.gauntletId,
    'the gauntlet to end',
  )) as Extract<ApiEvent, { type: 'gauntlet.done' }>;
  return done.status;
}

describe('gauntlet.start', () => {
  it('plays the same games from the same seed, with one job or two; seats alternate who goes first', async () => {
    const s = await services();
    const request = spec({
      opponents: [
        { kind: 'premade', id: 'pandora' },
        { kind: 'premade', id: 'xenogray' },
      ],
    });
    const one = await runToEnd(s, { ...request, jobs: 1 });
    const two = await runToEnd(s, { ...request, jobs: 2 });
    expect(one.state).toBe('done');
    expect(one.results.map((r) => [r.index, r.opponent, r.deckSeat])).toEqual([
      [0, 0, 0],
      [1, 0, 1],
      [2, 0, 0],
      [3, 0, 1],
      [4, 1, 0],
      [5, 1, 1],
      [6, 1, 0],
      [7, 1, 1],
    ]);
    expect(two.results).toEqual(one.results);
    expect(two.report).toEqual(one.report);
    expect(new Set(one.results.map((r) => r.hash)).size).toBe(8);
    // Every finished game has a result, the CP left, and cards the deck played, all from the deck.
    const deckCards = new Set(adamFinn().cards);
    for (const r of one.results) {
      expect(r.result).not.toBe('failed');
      expect(r.cpLeft).toHaveLength(2);
      expect(r.played.length).toBeGreaterThan(0);
      for (const card of r.played) expect(deckCards.has(card)).toBe(true);
    }
    // A different seed plays different games.
    const other = await runToEnd(s, { ...request, seed: 6, jobs: 2 });
    expect(other.results.map((r) => r.hash)).not.toEqual(one.results.map((r) => r.hash));
  }, 240_000);

  it('a search level plays the same games from the same seed too, with one job or two', async () => {
    const s = await services();
    const request = spec({ level: 'easy', iterations: 12, gamesPerPairing: 2 });
    const one = await runToEnd(s, { ...request, jobs: 1 });
    const two = await runToEnd(s, { ...request, jobs: 2 });
    expect(one.state).toBe('done');
    expect(one.results.every((r) => r.result !== 'failed')).toBe(true);
    expect(two.results).toEqual(one.results);
  }, 300_000);

  it('streams progress with the report so far, and the report adds up', async () => {
    const s = await services();
    const events = recordEvents(s);
    const started = await call(s, 'gauntlet.start', spec());
    expect(started.state).toBe('running');
    expect(started.report.total).toBe(4);
    const first = (await events.next((e) => e.type === 'gauntlet.progress', 'a first game')) as Extract<
      ApiEvent,
      { type: 'gauntlet.progress' }
    >;
    expect(first).toMatchObject({ gauntletId: started.gauntletId, done: 1, total: 4 });
    const done = (await events.next((e) => e.type === 'gauntlet.done', 'the end')) as Extract<
      ApiEvent,
      { type: 'gauntlet.done' }
    >;
    const report = done.status.report;
    const m = report.matchups[0]!;
    expect(m.name).toBe('Pandora');
    expect(m.wins + m.draws + m.losses).toBe(4);
    expect(m.first.games + m.second.games).toBe(4);
    expect(m.first.games).toBe(2);
    expect(m.winRate.low).toBeLessThanOrEqual(m.winRate.rate);
    expect(m.winRate.high).toBeGreaterThanOrEqual(m.winRate.rate);
    expect(m.cpLeft).not.toBeNull();
    for (const c of report.cards) expect(c.played.games + c.notPlayed.games).toBe(4);
    expect(await call(s, 'gauntlet.status', { gauntletId: started.gauntletId })).toEqual(done.status);
  }, 120_000);

  it('cancel stops the gauntlet and keeps the games already finished', async () => {
    const s = await services();
    const events = recordEvents(s);
    const started = await call(s, 'gauntlet.start', spec({ gamesPerPairing: 40, jobs: 1 }));
    await events.next((e) => e.type === 'gauntlet.progress', 'a first game');
    const cancelled = await call(s, 'gauntlet.cancel', { gauntletId: started.gauntletId });
    expect(cancelled.state).toBe('cancelled');
    const done = (await events.next((e) => e.type === 'gauntlet.done', 'the stop')) as Extract<
      ApiEvent,
      { type: 'gauntlet.done' }
    >;
    expect(done.status.state).toBe('cancelled');
    expect(done.status.done).toBeGreaterThan(0);
    expect(done.status.done).toBeLessThan(40);
    expect(done.status.report.finished).toBe(done.status.results.length);
  }, 120_000);

  it('keeps the results with a library deck, read back after a restart', async () => {
    const dataDir = await tempDataDir();
    const s = await services(dataDir);
    const item = await call(s, 'library.create', { type: 'everzone-deck', name: 'Test deck' });
    const opponent = await call(s, 'library.create', { type: 'everzone-deck', name: 'Sparring deck' });
    expect(await call(s, 'gauntlet.saved', { itemId: item.id })).toBeNull();
    const status = await runToEnd(
      s,
      spec({ itemId: item.id, opponents: [{ kind: 'library', id: opponent.id }], gamesPerPairing: 2 }),
    );
    expect(status.report.matchups[0]!.name).toBe('Sparring deck');
    expect(await call(s, 'gauntlet.saved', { itemId: item.id })).toEqual(status);
    await s.close();
    const again = await services(dataDir);
    expect(await call(again, 'gauntlet.saved', { itemId: item.id })).toEqual(status);
  }, 120_000);
});

describe('gauntlet.start refuses', () => {
  it('an illegal deck, with the validator’s reasons', async () => {
    const s = await services();
    const short = adamFinn();
    short.cards.splice(
      short.cards.findLastIndex((c) => c !== 'adam-finn'),
      1,
    );
    const error = await fails(s, 'gauntlet.start', spec({ deck: short }));
    expect(error.code).toBe('bad-request');
    expect(error.message).toBe(
      'The deck cannot be played, so it cannot be tested: 49 forces cards: a deck needs at least 50.',
    );
    expect(error.details).toEqual(['49 forces cards: a deck needs at least 50']);
  });

  it('a deck of two races, naming the card', async () => {
    const s = await services();
    const mixed = adamFinn();
    mixed.cards[mixed.cards.length - 1] = PREMADE_DECK_DOCUMENTS[2]!.document.cards.at(-1)!;
    const error = await fails(s, 'gauntlet.start', spec({ deck: mixed }));
    expect(error.code).toBe('bad-request');
    expect(error.details).toEqual(['Tribe Recall is a Slurr card: this is a Numan deck']);
  });

  it('an illegal library opponent, naming it', async () => {
    const s = await services();
    const item = await call(s, 'library.create', { type: 'everzone-deck', name: 'Broken deck' });
    const broken = { ...adamFinn(), cards: adamFinn().cards.slice(0, 20) };
    await call(s, 'library.save', { id: item.id, text: JSON.stringify(broken) });
    const error = await fails(s, 'gauntlet.start', spec({ opponents: [{ kind: 'library', id: item.id }] }));
    expect(error.message).toMatch(/^Opponent 1 \("Broken deck"\) cannot be played/);
  });

  it('an unknown pre-made deck, listing the known ones', async () => {
    const s = await services();
    const error = await fails(s, 'gauntlet.start', spec({ opponents: [{ kind: 'premade', id: 'nobody' }] }));
    expect(error.message).toContain('there is no pre-made deck "nobody"');
    expect(error.message).toContain('adam-finn');
  });

  it('no opponents, or zero games per pairing', async () => {
    const s = await services();
    expect((await fails(s, 'gauntlet.start', spec({ opponents: [] }))).code).toBe('bad-request');
    expect((await fails(s, 'gauntlet.start', spec({ gamesPerPairing: 0 }))).code).toBe('bad-request');
  });
});
