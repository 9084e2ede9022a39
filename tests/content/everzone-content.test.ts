/** EverZone's content files: their schemas, the facts of the book they must respect, and the semantic checks. */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/content/ajv';
import { checkEverzoneCards, checkEverzoneDecks, checkEverzoneLocations } from '../../src/content/checks/everzone';
import { EVERZONE_CONTENT, EVERZONE_CONTENT_FILES, deckCounts } from '../../src/games/everzone/content';
import { EZ_CARDS_SCHEMA, EZ_DECKS_SCHEMA, EZ_LOCATIONS_SCHEMA, EZ_OPS } from '../../src/games/everzone/schema';
import type { DeckDef, ForcesCardDef } from '../../src/games/everzone/types';

// strictRequired off: the card schema says "must not have" with `not: { required }` (see ajv.ts).
const ajv = createAjv({ strictRequired: false });
const cards = structuredClone(EVERZONE_CONTENT.cards);
const decks = structuredClone(EVERZONE_CONTENT.decks);

/**
 * "Pre-made Decks", transcribed from the book as printed: leader, units, supports, locations.
 * Card names are matched to our cards by name, so a renamed card or a changed count fails here.
 */
const BOOK_DECKS: Record<string, [string, string, string, string]> = {
  'adam-finn': [
    'Adam Finn',
    '2x Marine - 2x Veil 4x Firelord - 2x Garlik 2x Raptor - 2x Exoskeleton 1x Dome - 2x Buccaneer 1x Sea Arrow - 2x Shark 1x Aircraft Carrier - 4x Sparrow 2x Oblivion - 2x Mantis 2x Skywreck - 1x Armageddon 2x Destroyer',
    '2x Medicbot - 2x Cyberbleach 1x Bunker - 2x Sparkwave Missile 2x Shrimp Mine - 1x Radarscope 1x Reinforcements - 1x Quantum Mortis 3x Asteroids Field',
    'Prime Earth - Prime Sea Prime Space - Earth - Space',
  ],
  'molly-dunbar': [
    'Molly Dunbar',
    '2x Marine - 4x Sniper 2x Veil - 1x Garlik 1x Raptor - 2x Exoskeleton 2x Dome - 2x Buccaneer 3x Sea Arrow - 3x Reaper 2x Oblivion - 1x Mantis 2x Skywreck 4x X-Lag - 2x Armageddon 1x Exodus',
    '1x Medicbot - 1x Cyberbleach 2x Bunker - 2x Neural Emitter 1x Shrimp Mine - 2x Radarscope 1x Reinforcements - 2x Final Protocol 1x Quantum Mortis - 2x Microsphere',
    'Prime Earth - Prime Space Earth - Sea - Space',
  ],
  pandora: [
    'Pandora',
    '4x Slurry - 2x Heralid 1x Vlad - 3x Octoskruul 2x Swinelid - 2x Manticore 3x Barlid - 1x Medusa 3x Adhem - 2x Moray 2x Kraken - 1x Cyclope 2x Overlid - 2x Sore 1x Shapeshifter - 2x Novalid 1x Dasha',
    '2x Acid Secretion - 2x Carapace 1x Corruption - 2x Genetic Mutation 3x Vermin Horde - 1x Burrow 1x Corrupted Water - 1x Area Invasion 2x Tribe Recall',
    'Prime Earth - Prime Sea Sea - Earth - Space',
  ],
  meraud: [
    'Meraud',
    '4x Digger - 2x Heralid - 2x Vlad 1x Octoskruul - 2x Swinelid 1x Manticore - 4x Gunlid - 1x Barlid 2x Medusa - 2x Moray 2x Cyclope - 2x Overlid - 1x Sore 3x Mythosis - 1x Shapeshifter 2x Novalid - 2x Elderlid',
    '2x Terrestrial Possession 1x Acid Secretion - 1x Carapace 2x Corruption - 2x Burrow 2x Spatial Possession 1x Corrupted Water 1x Area Invasion - 1x Tribe Recall 2x Underneath Possession',
    'Prime Space – Earth Sea – Space – Sea',
  ],
  xenogray: [
    'Xenogray',
    '2x Cybot - 2x Ryant 2x Medstark - 1x Ciel 2x Colossus - 1x Barthander 4x Eyeshield - 2x Tornado 2x Virago - 1x Hantal Vexilium 2x Anubis - 1x Jehrah 2x Lak - 2x C.B.L. - 3x Dragon 3x Derran Lock - 2x Phoenix',
    '1x Teleportation – 1x Fusion Core 2x Combined Module 2x Engagement – 3x Sonic Cannon 1x Hantalian Totem 1x Kaldur Crystals 1x Orbital Void – 2x Neural Tower 1x Replacement Parts',
    'Prime Earth - Prime Sea Earth - Sea - Space',
  ],
  zarkendra: [
    'Zarkendra',
    '2x Cybot - 2x Ryant - 1x Ciel 2x Medstark - 4x Jaguar 1x Tornado - 4x Seahorse 2x Virago - 1x Anubis - 1x Colossus 2x Hantal Vexilium 1x Jehrah - 2x Lak - 1x Den 2x C.B.L. - 1x Derran Lock 2x Phoenix - 3x Strike Zero',
    '2x Teleportation - 1x Engagement 1x Combined Module 2x Hantalian Totem 1x Kaldur Crystals - 1x Orbital Void 2x For Hantal! - 1x Fusion Core 1x Replacement Parts 3x Perforating Blades',
    'Prime Sea – Prime Space Earth – Sea – Space',
  ],
};

/** "2x Sea Arrow - 1x C.B.L." → [[2, 'sea arrow'], [1, 'c.b.l.']] */
function parseList(text: string): [number, string][] {
  return text
    .split(/(?=\b\d+x )/)
    .map((chunk) => /^(\d+)x (.+?)[\s–-]*$/.exec(chunk.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [Number(m[1]), m[2]!.toLowerCase()]);
}

const byName = new Map(cards.map((c) => [c.name.toLowerCase(), c]));
const locationByName = new Map(EVERZONE_CONTENT.locations.map((l) => [l.name.toLowerCase(), l.id]));

function ourList(deck: DeckDef, type: ForcesCardDef['type']): [number, string][] {
  return deck.cards
    .filter(({ card }) => cards.find((c) => c.id === card)!.type === type)
    .map(({ card, count }) => [count, cards.find((c) => c.id === card)!.name.toLowerCase()]);
}

describe('EverZone content files', () => {
  it('the three files pass their schemas and the semantic checks', () => {
    for (const [schema, file] of [
      [EZ_CARDS_SCHEMA, EVERZONE_CONTENT_FILES.cards],
      [EZ_LOCATIONS_SCHEMA, EVERZONE_CONTENT_FILES.locations],
      [EZ_DECKS_SCHEMA, EVERZONE_CONTENT_FILES.decks],
    ] as const) {
      const validate = ajv.compile(schema);
      expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    }
    expect(checkEverzoneCards({ cards })).toEqual([]);
    expect(checkEverzoneLocations({ locations: EVERZONE_CONTENT.locations })).toEqual([]);
    expect(checkEverzoneDecks({ decks })).toEqual([]);
  });

  it('Pre-made Decks: the six decks exactly as the book lists them', () => {
    expect(decks.map((d) => d.id).sort()).toEqual(Object.keys(BOOK_DECKS).sort());
    for (const deck of decks) {
      const [leader, units, supports, locations] = BOOK_DECKS[deck.id]!;
      expect(byName.get(leader.toLowerCase())?.id, deck.id).toBe(deck.leader);
      expect(ourList(deck, 'unit').sort(), `${deck.id} units`).toEqual(parseList(units).sort());
      expect(ourList(deck, 'support').sort(), `${deck.id} supports`).toEqual(parseList(supports).sort());
      const bookLocations = [...locations.matchAll(/Prime (?:Earth|Sea|Space)|Earth|Sea|Space/g)].map((m) => m[0]);
      expect(deck.locations.slice().sort(), `${deck.id} locations`).toEqual(
        bookLocations.map((n) => locationByName.get(n.toLowerCase())).sort(),
      );
    }
  });

  it('Setup: "each of them having 35 Unit cards and 15 Support cards" (the leader is one of the 35)', () => {
    for (const deck of decks) expect(deckCounts(deck), deck.id).toEqual({ units: 35, supports: 15 });
  });

  it('Pre-made Decks: every card’s copy limit allows the largest count in any list (4x means at least 4)', () => {
    for (const deck of decks) {
      for (const { card, count } of deck.cards) {
        expect(cards.find((c) => c.id === card)!.limit, `${deck.id}: ${card}`).toBeGreaterThanOrEqual(count);
      }
    }
  });

  it('Selecting Races and Decks: every deck is of one race, and every card is in a deck or leads one', () => {
    const used = new Set(decks.flatMap((d) => [d.leader, ...d.cards.map((c) => c.card)]));
    expect(cards.filter((c) => !used.has(c.id)).map((c) => c.id)).toEqual([]);
    for (const deck of decks) {
      const races = new Set(
        [deck.leader, ...deck.cards.map((c) => c.card)].map((id) => cards.find((c) => c.id === id)!.race),
      );
      expect([...races], deck.id).toEqual([deck.race]);
    }
  });

  it('Location Cards: Prime Earth, Prime Sea, Prime Space, Earth, Sea and Space, turns = resource values', () => {
    const locations = EVERZONE_CONTENT.locations;
    expect(locations.map((l) => l.name).sort()).toEqual([
      'Earth',
      'Prime Earth',
      'Prime Sea',
      'Prime Space',
      'Sea',
      'Space',
    ]);
    for (const l of locations) {
      expect(l.resources.length).toBeGreaterThanOrEqual(1);
      // "generally a new turn means an increase of the resource limit"
      expect(l.resources.slice().sort((a, b) => a - b)).toEqual(l.resources);
    }
  });

  it('every effect word of the vocabulary is used by some card', () => {
    const used = new Set(cards.flatMap((c) => (c.ability?.ops ?? []).map((o) => String(o['op']))));
    expect(EZ_OPS.filter((op) => !used.has(op))).toEqual([]);
  });
});

describe('EverZone semantic checks', () => {
  const card = (id: string) => structuredClone(cards.find((c) => c.id === id)!);

  it('Unit Leader Cards: a leader fights anywhere and is one per deck', () => {
    const leader = { ...card('adam-finn'), terrains: ['earth' as const], limit: 2 };
    const problems = checkEverzoneCards({ cards: [leader] });
    expect(problems.map((p) => p.path)).toEqual(['/cards/0/terrains', '/cards/0/limit']);
    expect(problems[0]!.message).toContain('sea and space');
  });

  it('abilities must fit the card: a support cannot duel, a trigger is for contextual skills, filters name known cards', () => {
    const support = card('orbital-void');
    support.ability = { kind: 'single', text: 'x', ops: [{ op: 'duel' }] };
    const unit = card('sniper');
    unit.ability = { ...unit.ability!, kind: 'arbitrary' };
    const medstark = card('medstark');
    const problems = checkEverzoneCards({ cards: [support, unit, medstark, card('medstark')] });
    expect(problems.map((p) => p.path)).toEqual([
      '/cards/3/id',
      '/cards/0/ability/ops/0/op',
      '/cards/1/ability/trigger',
      '/cards/2/ability/ops/0/per/filter/card',
      '/cards/3/ability/ops/0/per/filter/card',
    ]);
  });

  it('How to Build Your Own Deck: one race, at least 50 cards, copies within limits', () => {
    const deck = structuredClone(decks[0]!);
    deck.cards[0]!.count = 5; // Marine: limit 3
    deck.cards.push({ card: 'slurry', count: 1 });
    deck.cards.splice(1, 3); // Veil, Firelord, Garlik: 8 cards; 50 + 3 + 1 - 8 = 46
    const problems = checkEverzoneDecks({ decks: [deck] });
    expect(problems.map((p) => p.message)).toEqual([
      'Marine allows 3 copies in a deck, not 5',
      'Slurry is slurr; a numan deck holds one race only',
      'the deck has 46 cards with its leader; it needs at least 50',
    ]);
  });

  it('a deck names an existing leader of its race and existing locations', () => {
    const deck = { ...structuredClone(decks[0]!), leader: 'pandora', locations: ['moon'] };
    expect(checkEverzoneDecks({ decks: [deck] }).map((p) => p.path)).toEqual([
      '/decks/0/leader',
      '/decks/0/locations/0',
    ]);
  });

  it('Setup: the location cards need a Prime of each terrain', () => {
    const locations = EVERZONE_CONTENT.locations.filter((l) => l.id !== 'prime-sea');
    expect(checkEverzoneLocations({ locations }).map((p) => p.message)).toEqual([
      'there is no Prime location for sea; every game starts with one',
    ]);
  });
});
