import { describe, expect, it } from 'vitest';
import {
  choose,
  deckStats,
  forcesDeck,
  OpeningSampler,
  openingOdds,
  probabilityAtLeast,
  spreadMean,
  unitsFor,
} from '../../src/content/deck-stats';
import { PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import type { ForcesCardDef } from '../../src/games/everzone/types';

// A small card list whose figures can be counted by hand.
const CARDS: ForcesCardDef[] = [
  {
    id: 'boss',
    name: 'Boss',
    race: 'numan',
    type: 'leader',
    cost: 4,
    attack: 3,
    defence: 3,
    range: 4,
    terrains: ['earth', 'sea', 'space'],
    limit: 1,
  },
  {
    id: 'grunt',
    name: 'Grunt',
    race: 'numan',
    type: 'unit',
    cost: 1,
    attack: 2,
    defence: 1,
    range: 2,
    terrains: ['earth', 'sea'],
    limit: 3,
  },
  {
    id: 'pilot',
    name: 'Pilot',
    race: 'numan',
    type: 'unit',
    cost: 3,
    attack: 1,
    defence: 2,
    range: 0,
    terrains: ['space'],
    limit: 2,
  },
  {
    id: 'medkit',
    name: 'Medkit',
    race: 'numan',
    type: 'support',
    cost: 2,
    terrains: ['earth', 'sea', 'space'],
    limit: 3,
  },
];
const DECK = { cards: ['boss', 'grunt', 'grunt', 'grunt', 'pilot', 'pilot', 'medkit', 'medkit', 'mystery'] };

describe('choose', () => {
  it('gives the binomials counted by hand', () => {
    expect(choose(5, 2)).toBe(10n);
    expect(choose(52, 5)).toBe(2598960n);
    expect(choose(29, 10)).toBe(20030010n);
    expect(choose(49, 10)).toBe(8217822536n);
    expect(choose(4, 0)).toBe(1n);
    expect(choose(3, 4)).toBe(0n);
  });
});

describe('probabilityAtLeast (hypergeometric, exact)', () => {
  it('two of four cards, at least one of the two marked: 5/6', () => {
    const p = probabilityAtLeast({ population: 4, successes: 2, draws: 2, atLeast: 1 });
    expect([p.numerator, p.denominator]).toEqual([5n, 6n]);
    expect(p.value).toBeCloseTo(5 / 6, 15);
  });

  it('a poker hand holds at least one ace 886656 times in 2598960', () => {
    const p = probabilityAtLeast({ population: 52, successes: 4, draws: 5, atLeast: 1 });
    expect([p.numerator, p.denominator]).toEqual([2598960n - 1712304n, 2598960n]);
    expect(p.value).toBeCloseTo(0.341158, 6);
  });

  it('ten from 49 with 20 units: no unit at all in C(29,10) of C(49,10) hands', () => {
    const p = probabilityAtLeast({ population: 49, successes: 20, draws: 10, atLeast: 1 });
    expect(p.denominator).toBe(8217822536n);
    expect(p.numerator).toBe(8217822536n - 20030010n);
    expect(p.value).toBeCloseTo(1 - 20030010 / 8217822536, 12);
  });

  it('all three marked cards in a hand of three from ten: 1/120', () => {
    const p = probabilityAtLeast({ population: 10, successes: 3, draws: 3, atLeast: 3 });
    expect([p.numerator, p.denominator]).toEqual([1n, 120n]);
  });

  it('at least 0 is certain; more than there are is impossible', () => {
    expect(probabilityAtLeast({ population: 49, successes: 20, draws: 10, atLeast: 0 }).value).toBe(1);
    expect(probabilityAtLeast({ population: 49, successes: 3, draws: 10, atLeast: 4 }).value).toBe(0);
  });

  it('refuses an impossible question', () => {
    expect(() => probabilityAtLeast({ population: 5, successes: 6, draws: 2, atLeast: 1 })).toThrow(RangeError);
  });
});

describe('deckStats', () => {
  it('counts types, the curve, the spreads and the terrains of a hand-counted deck', () => {
    const stats = deckStats(DECK, CARDS);
    expect(stats.total).toBe(9);
    expect(stats.byType).toEqual({ leader: 1, unit: 5, support: 2 });
    expect(stats.unknown).toBe(1);
    expect(stats.curve.units).toEqual([0, 3, 0, 2, 1]);
    expect(stats.curve.supports).toEqual([0, 0, 2, 0, 0]);
    expect(stats.attack).toEqual([0, 2, 3, 1]);
    expect(stats.defence).toEqual([0, 3, 2, 1]);
    expect(stats.range).toEqual([2, 0, 3, 0, 1]);
    expect(stats.terrain).toEqual({ earth: 4, sea: 4, space: 3 });
    expect(spreadMean(stats.attack)).toBeCloseTo(11 / 6, 12);
  });

  it('every pre-made deck: 35 units with the leader and 15 supports ("Pre-made decks")', () => {
    for (const { document } of PREMADE_DECK_DOCUMENTS) {
      const stats = deckStats(document);
      expect(stats.byType.leader + stats.byType.unit).toBe(35);
      expect(stats.byType.support).toBe(15);
      expect(stats.unknown).toBe(0);
    }
  });
});

describe('opening hands ("1/Draw Phase")', () => {
  it('the leader waits aside: the forces deck is every other card', () => {
    expect(forcesDeck(DECK, CARDS)).toEqual(DECK.cards.slice(1));
    expect(unitsFor(forcesDeck(DECK, CARDS), 'space', CARDS)).toBe(2);
  });

  it('draws ten, then one fewer per mulligan from what is left, never the leader', () => {
    const forces = forcesDeck(PREMADE_DECK_DOCUMENTS[0]!.document);
    const sampler = new OpeningSampler(forces, 7);
    const seen = [...sampler.hand];
    expect(sampler.hand).toHaveLength(10);
    for (const size of [9, 8, 7]) {
      expect(sampler.mulligan()).toBe(true);
      expect(sampler.hand).toHaveLength(size);
      seen.push(...sampler.hand);
    }
    // Every card drawn so far came from a different copy in the deck.
    const left = [...forces];
    for (const id of seen) {
      const at = left.indexOf(id);
      expect(at, id).toBeGreaterThanOrEqual(0);
      left.splice(at, 1);
    }
    expect(seen).not.toContain(PREMADE_DECK_DOCUMENTS[0]!.document.cards[0]);
    expect(sampler.mulligans).toBe(3);
  });

  it('is seeded: the same seed deals the same hands, another seed others', () => {
    const forces = forcesDeck(PREMADE_DECK_DOCUMENTS[1]!.document);
    const a = new OpeningSampler(forces, 'x');
    const b = new OpeningSampler(forces, 'x');
    expect(b.hand).toEqual(a.hand);
    a.mulligan();
    b.mulligan();
    expect(b.hand).toEqual(a.hand);
    expect(new OpeningSampler(forces, 'y').hand).not.toEqual(new OpeningSampler(forces, 'x').hand);
  });

  it('a hand mulliganed down to nothing cannot be mulliganed again', () => {
    const sampler = new OpeningSampler(['grunt'], 1);
    expect(sampler.hand).toEqual(['grunt']);
    expect(sampler.mulligan()).toBe(true);
    expect(sampler.hand).toEqual([]);
    expect(sampler.mulligan()).toBe(false);
  });

  it('openingOdds asks the hypergeometric about the forces deck and the terrain', () => {
    const forces = forcesDeck(DECK, CARDS); // 8 cards, 2 of them units for space
    const p = openingOdds(forces, 'space', 1, 3, CARDS);
    // 1 - C(6,3)/C(8,3) = 1 - 20/56
    expect([p.numerator, p.denominator]).toEqual([36n, 56n]);
  });
});
