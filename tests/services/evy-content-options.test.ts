/**
 * An Evy match played with a card set from the library: the set travels whole in the options
 * (`cards`), the rules deal and use its cards with its numbers, the record keeps it and replays
 * from itself, and a set tampered with, or too small for the adventure, is refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import evyCards from '../../content/evy/cards.json';
import { contentOptionsOf } from '../../src/content/config-content';
import { replay } from '../../src/engine';
import { evy } from '../../src/games/evy';
import type { EvyConfig, EvyView } from '../../src/games/evy/types';
import type { Services } from '../../src/services/index';
import type { SaveFile } from '../../src/shared/api';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

type CardSet = NonNullable<EvyConfig['cards']>;

/** The book's cards with a longer-lasting Sword and two more Fruit. */
function editedSet(): CardSet {
  const set = structuredClone(evyCards) as CardSet;
  set.cards.find((c) => c.id === 'sword')!.uses = 7;
  set.cards.find((c) => c.id === 'fruit')!.copies += 2;
  return set;
}

const SEATS = [{ kind: 'human' as const }];
/** The Park, Evy carrying the Sword in from an earlier adventure. */
const BASE: EvyConfig = { adventure: 'park', carry: { hp: 6, card: 'sword' }, ties: 'auto' };

let services: Services;

beforeAll(async () => {
  services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
});
afterAll(cleanUp);

async function viewOf(matchId: string): Promise<EvyView> {
  return (await call(services, 'match.view', { matchId, seat: 0 })).view as EvyView;
}

describe('the content options the setup offers', () => {
  it('lists Evy’s adventure before its card set, and EverZone’s card set and location set', () => {
    expect(contentOptionsOf('evy').map((o) => [o.key, o.type])).toEqual([
      ['custom', 'evy-adventure'],
      ['cards', 'evy-cards'],
    ]);
    expect(contentOptionsOf('everzone').map((o) => [o.key, o.type])).toEqual([
      ['cards', 'everzone-cards'],
      ['locationSet', 'everzone-locations'],
    ]);
  });
});

describe('an Evy match with a library card set', () => {
  it('plays the set: its deck has the set’s copies, and a carried card the set’s uses', async () => {
    const edited = await call(services, 'match.create', {
      game: 'evy',
      config: { ...BASE, cards: editedSet() },
      seats: SEATS,
      seed: 3,
    });
    const book = await call(services, 'match.create', { game: 'evy', config: BASE, seats: SEATS, seed: 3 });
    const mine = await viewOf(edited.id);
    const theirs = await viewOf(book.id);
    // The face-down deck: every card but the carried one (27 - 1 in the book, 29 - 1 with two more Fruit).
    expect(theirs.deckSize).toBe(26);
    expect(mine.deckSize).toBe(28);
    const sword = (view: EvyView) => view.hand.find((c) => c.def === 'sword');
    expect(sword(theirs)?.usesLeft).toBe(4);
    expect(sword(mine)?.usesLeft).toBe(7);
  });

  it('refuses a set that breaks the content checks, naming the card', async () => {
    const tampered = editedSet();
    // The Scream card replaced by a second Fruit entry.
    tampered.cards[tampered.cards.length - 1] = { ...tampered.cards[0]! };
    const error = await fails(services, 'match.create', {
      game: 'evy',
      config: { ...BASE, cards: tampered },
      seats: SEATS,
    });
    expect(error.code).toBe('bad-request');
    expect(error.details).toContainEqual(
      expect.stringMatching(/^config\/cards\/cards\/\d+\/id: the card "fruit" is already card 1/),
    );
  });

  it('refuses a set with fewer cards than the adventure’s card tiles, saying so', async () => {
    const small: CardSet = { cards: editedSet().cards.filter((c) => c.kind === 'weapon') };
    const error = await fails(services, 'match.create', {
      game: 'evy',
      config: { adventure: 'park', cards: small },
      seats: SEATS,
    });
    expect(`${error.message} ${(error.details ?? []).join(' ')}`).toMatch(
      /The card set has \d+ cards, but "[^"]+" has card tiles up to \d+/,
    );
  });

  it('keeps the set in the record and a save, which reload and replay to the same state', async () => {
    const config: EvyConfig = { ...BASE, cards: editedSet() };
    const match = await call(services, 'match.create', { game: 'evy', config, seats: SEATS, seed: 9 });
    for (let i = 0; i < 4; i++) {
      const seat = await call(services, 'match.view', { matchId: match.id, seat: 0 });
      if (seat.legal.length === 0) break;
      await call(services, 'match.act', { matchId: match.id, seat: 0, action: { key: seat.legal[0]!.action.key } });
    }
    const before = await viewOf(match.id);
    const record = await call(services, 'match.record', { matchId: match.id });
    expect(record.config).toEqual(config);
    expect(record.contentHash).toBe(evy.contentHash);
    const first = replay(evy, record);
    const again = replay(evy, structuredClone(record));
    expect(first.ok && again.ok && first.hash === again.hash).toBe(true);
    const save: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'Long sword',
      savedAt: '2026-01-01T00:00:00.000Z',
      seats: SEATS,
      record,
    };
    const loaded = await call(services, 'saves.import', { save });
    expect(await viewOf(loaded.id)).toEqual(before);
  });
});
