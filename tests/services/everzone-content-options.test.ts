/**
 * An EverZone match played with a card set or a location set from the library: each set travels
 * whole in the options (`cards`, `locationSet`), the rules play its numbers, the record keeps it
 * (and the game's content hash, as for any match) and replays from itself, and a set tampered
 * with is refused in words naming what is wrong and where.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import everzoneCards from '../../content/everzone/cards.json';
import everzoneLocations from '../../content/everzone/locations.json';
import { replay } from '../../src/engine';
import { everzone } from '../../src/games/everzone';
import type { EverzoneConfig, EverzoneView } from '../../src/games/everzone/types';
import type { Services } from '../../src/services/index';
import type { SaveFile } from '../../src/shared/api';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

type CardSet = NonNullable<EverzoneConfig['cards']>;
type LocationSet = NonNullable<EverzoneConfig['locationSet']>;

const ATTACK_BONUS = 3;

/** The built-in cards with every unit and leader hitting harder. */
function harderHitting(): CardSet {
  const set = structuredClone(everzoneCards) as CardSet & { $schema?: string };
  for (const card of set.cards) if (card.attack !== undefined) card.attack += ATTACK_BONUS;
  return set;
}

/** The built-in locations with the resource limits of every turn raised to 25, 26, 27. */
function richLocations(): LocationSet {
  const set = structuredClone(everzoneLocations) as LocationSet;
  for (const location of set.locations) location.resources = [25, 26, 27];
  return set;
}

const BASE: EverzoneConfig = { format: '1v1', cpPerPlayer: 20, decks: ['adam-finn', 'pandora'], locations: 'random' };
const HUMANS = [{ kind: 'human' as const }, { kind: 'human' as const }];

let services: Services;

beforeAll(async () => {
  services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
});
afterAll(cleanUp);

/** Plays each seat's first legal action until `until` holds of seat 1's view (or 400 moves). */
async function playUntil(matchId: string, until: (view: EverzoneView) => boolean): Promise<EverzoneView> {
  for (let move = 0; move < 400; move++) {
    const seen = (await call(services, 'match.view', { matchId, seat: 0 })).view as EverzoneView;
    if (until(seen)) return seen;
    const summary = await call(services, 'match.get', { matchId });
    const seat = summary.toAct[0];
    if (seat === undefined) return seen;
    const view = await call(services, 'match.view', { matchId, seat });
    await call(services, 'match.act', { matchId, seat, action: { key: view.legal[0]!.action.key } });
  }
  throw new Error('The match never reached the state the test waits for.');
}

const activeUnits = (view: EverzoneView, team: number): number =>
  view.players.filter((p) => p.team === team).reduce((n, p) => n + p.active.length, 0);

describe('an EverZone match with a library card set', () => {
  it('plays the set: its armies attack with the set’s numbers, not the built-in ones', async () => {
    const config: EverzoneConfig = { ...BASE, cards: harderHitting() };
    const edited = await call(services, 'match.create', { game: 'everzone', config, seats: HUMANS, seed: 11 });
    const book = await call(services, 'match.create', { game: 'everzone', config: BASE, seats: HUMANS, seed: 11 });
    const withUnits = (view: EverzoneView): boolean => activeUnits(view, 0) > 0;
    const mine = await playUntil(edited.id, withUnits);
    const theirs = await playUntil(book.id, withUnits);
    // Attack does not change what may be played before the first clash: both matches took the same moves.
    expect(mine.players.map((p) => p.active.map((c) => c.def))).toEqual(
      theirs.players.map((p) => p.active.map((c) => c.def)),
    );
    const attack = (view: EverzoneView) => view.armies.find((a) => a.team === 0)!.attack;
    expect(attack(mine)).toBe(attack(theirs) + ATTACK_BONUS * activeUnits(mine, 0));
    expect(mine.config.cards?.cards.find((c) => c.id === 'adam-finn')?.attack).toBe(3 + ATTACK_BONUS);
  });

  it('refuses a set that breaks the content checks at match.create, naming the card', async () => {
    const tampered = harderHitting();
    tampered.cards.push({ ...tampered.cards[1]! });
    const error = await fails(services, 'match.create', {
      game: 'everzone',
      config: { ...BASE, cards: tampered },
      seats: HUMANS,
    });
    expect(error.code).toBe('bad-request');
    expect(error.details?.some((line) => /^config\/cards\/cards\/\d+\/id: .*"molly-dunbar"/.test(line))).toBe(true);
  });

  it('refuses a set that lacks a card a chosen deck holds, naming the seat, the deck and the card', async () => {
    const set = harderHitting();
    set.cards = set.cards.filter((c) => c.id !== 'adam-finn');
    const error = await fails(services, 'match.create', {
      game: 'everzone',
      config: { ...BASE, cards: set },
      seats: HUMANS,
    });
    expect(`${error.message} ${(error.details ?? []).join(' ')}`).toMatch(
      /Seat 1, deck "[^"]+": "adam-finn" is not a leader card/,
    );
  });
});

describe('an EverZone match with a library location set', () => {
  it('plays the set: the turn’s resource limit is the set’s', async () => {
    const config: EverzoneConfig = { ...BASE, locationSet: richLocations() };
    const match = await call(services, 'match.create', { game: 'everzone', config, seats: HUMANS, seed: 4 });
    const view = await playUntil(match.id, (v) => v.limit !== null);
    expect(view.location?.resources).toEqual([25, 26, 27]);
    expect([25, 26, 27]).toContain(view.limit);
  });

  it('refuses a location with no resource limit, naming where', async () => {
    const tampered = richLocations();
    tampered.locations[2]!.resources = [];
    const error = await fails(services, 'match.create', {
      game: 'everzone',
      config: { ...BASE, locationSet: tampered },
      seats: HUMANS,
    });
    expect(error.code).toBe('bad-request');
    expect(error.details?.some((line) => line.startsWith('config/locationSet/locations/2/resources'))).toBe(true);
  });
});

describe('a save of a match with library sets', () => {
  it('keeps both sets and the content hash in the record, reloads and replays to the same state', async () => {
    const config: EverzoneConfig = { ...BASE, cards: harderHitting(), locationSet: richLocations() };
    const match = await call(services, 'match.create', { game: 'everzone', config, seats: HUMANS, seed: 8 });
    const before = await playUntil(match.id, (v) => v.limit !== null && activeUnits(v, 0) > 0);
    const record = await call(services, 'match.record', { matchId: match.id });
    expect(record.config).toEqual(config);
    expect(record.contentHash).toBe(everzone.contentHash);
    const first = replay(everzone, record);
    const again = replay(everzone, structuredClone(record));
    expect(first.ok && again.ok && first.hash === again.hash).toBe(true);

    const save: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'Rich locations',
      savedAt: '2026-01-01T00:00:00.000Z',
      seats: HUMANS,
      record,
    };
    const loaded = await call(services, 'saves.import', { save });
    const reopened = await call(services, 'match.view', { matchId: loaded.id, seat: 0 });
    expect(reopened.view).toEqual(before);

    const tampered = structuredClone(save);
    (tampered.record.config as EverzoneConfig).locationSet!.locations[0]!.resources = [99];
    const error = await fails(services, 'saves.import', { save: tampered });
    expect(error.code).toBe('invalid-record');
    expect(error.details?.some((line) => line.startsWith('record/config/locationSet/locations/0/resources/0'))).toBe(
      true,
    );
  });
});
