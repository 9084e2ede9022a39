/**
 * Hidden information: "Allies … can talk and show their cards to each other"; everything
 * else in hands and the Draw Pile stays hidden unless a team saw it.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, createRng } from '../../../src/engine';
import { queen } from '../../../src/games/queen';
import { KNOWN_BY_TEAM, instanceDefs, type QueenState } from '../../../src/games/queen/state';
import { FOUR, FOUR_EURO, THREE, TWO, act, allPlaces, arrange, playKey, playRandomly, shownIds } from './helpers';

/** Every card a view shows in a hand or the pile must be one the viewer's team knows (or a face-up Demon). */
function assertNoLeak(s: QueenState): void {
  s.seats.forEach((_, viewer) => {
    const team = s.seats[viewer]!.team;
    const v = queen.view(s, viewer);
    v.seats.forEach((seat, i) => {
      const truth = s.seats[i]!.hand;
      expect(seat.handCount).toBe(truth.length);
      seat.hand.forEach((card, j) => {
        if (seat.team === team)
          expect(card?.id).toBe(truth[j]); // allies' hands are open
        else if (card) expect(s.known[card.id]! & KNOWN_BY_TEAM[team]).not.toBe(0);
      });
    });
    v.drawPile.forEach((slot, j) => {
      if (slot.card) {
        expect(slot.card.id).toBe(s.pile[j]);
        expect(slot.faceUp || (s.known[slot.card.id]! & KNOWN_BY_TEAM[team]) !== 0).toBe(true);
      }
    });
  });
  const spectator = queen.view(s, 'spectator');
  for (const seat of spectator.seats) expect(seat.hand.every((c) => c === null)).toBe(true);
  for (const slot of spectator.drawPile) expect(slot.card === null || slot.faceUp).toBe(true);
}

describe('queen views', () => {
  it('"Allies … can talk and show their cards to each other": allies\' hands are shown, opponents\' are not', () => {
    const s = queen.setup(FOUR, 3);
    const v = queen.view(s, 0);
    expect(v.seats[1]!.hand.map((c) => c?.id)).toEqual(s.seats[1]!.hand);
    expect(v.seats[0]!.hand.map((c) => c?.id)).toEqual(s.seats[0]!.hand);
    expect(v.seats[2]!.hand).toEqual([null, null, null, null, null]);
    expect(v.seats[3]!.handCount).toBe(5);
  });

  it('a spectator sees no hand and no face-down card', () => {
    const v = queen.view(queen.setup(FOUR, 3), 'spectator');
    for (const seat of v.seats) expect(seat.hand.every((c) => c === null)).toBe(true);
    expect(v.drawPile.every((slot) => slot.card === null)).toBe(true);
    expect(v.seats.every((seat) => seat.table.length === 1)).toBe(true); // tables are public
  });

  it('the view never holds the PRNG, nor the id of a card the viewer does not know', () => {
    const s = queen.setup(THREE, 9);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const v = queen.view(s, viewer);
      const text = canonicalJson(v);
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain(String(s.rng.a));
      const visible = new Set(shownIds(v));
      // Every number after "id": is a card the view shows.
      for (const match of text.matchAll(/"id":(\d+)/g)) expect(visible.has(Number(match[1]))).toBe(true);
    }
    expect(new Set(shownIds(queen.view(s, 2)))).toEqual(
      new Set([...s.seats[2]!.hand, ...s.seats.flatMap((x) => x.table)]),
    );
  });

  it("an opponent's hand card never appears in a view unless the viewer's team saw it (random games)", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const config = [TWO, THREE, FOUR, FOUR_EURO][seed % 4]!;
      playRandomly(queen.setup(config, seed), seed, undefined, assertNoLeak);
    }
  });

  it("a face-up Demon's position is visible to all", () => {
    let s = act(arrange(THREE, { pile: ['demon'] }), 'draw');
    s = act(s, `card:${s.seats[0]!.table[0]}`);
    s = act(s, 'pos:4');
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const slot = queen.view(s, viewer).drawPile[4]!;
      expect(slot).toMatchObject({ faceUp: true, card: { def: 'demon' }, knownTo: [0, 1] });
    }
  });

  it('peeked cards become unknown after a shuffle', () => {
    let s = arrange(TWO, { hands: [['fireflies'], ['whirlwind']], pile: ['ember-bow', 'nightmare', 'scavenge'] });
    s = act(s, playKey(s, 'fireflies'));
    expect(
      queen
        .view(s, 0)
        .drawPile.slice(0, 3)
        .every((slot) => slot.card !== null),
    ).toBe(true);
    s = act(s, 'draw');
    s = act(s, playKey(s, 'whirlwind'));
    const v = queen.view(s, 0);
    expect(v.drawPile.every((slot) => slot.card === null && slot.knownTo?.length === 0)).toBe(true);
  });

  it('the open prompt is public: every seat sees who is asked and why', () => {
    let s = arrange(TWO, { hands: [['nightmare'], ['fireflies']] });
    s = act(act(s, playKey(s, 'nightmare')), 'seat:1');
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(queen.view(s, viewer).prompt).toMatchObject({
        kind: 'choose-card',
        seat: 1,
        detail: { purpose: 'drain-discard', actor: 0, target: 1 },
      });
    }
  });

  it("the log hides what the viewer may not know: a draw is named only to the drawer's team", () => {
    const s = act(arrange(THREE, { pile: ['ember-bow'] }), 'draw');
    expect(queen.view(s, 0).log.at(-2)!.text).toBe('The Girl draws Ember Bow.');
    expect(queen.view(s, 1).log.at(-2)!.text).toBe('The Girl draws Ember Bow.');
    expect(queen.view(s, 2).log.at(-2)!.text).toBe('The Girl draws a card.');
    expect(queen.view(s, 'spectator').log.at(-2)!.text).toBe('The Girl draws a card.');
    expect(queen.view(s, 2).log.at(-1)).toEqual({ seat: 1, text: "The Robot's turn." });
  });
});

describe('queen determinize', () => {
  it('keeps what the seat knows and deals the unseen cards at random into hidden slots', () => {
    const s = playRandomly(queen.setup(FOUR, 12), 12, (x) => x.pile.length < 18);
    const v = queen.view(s, 0);
    const variants = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const guess = queen.determinize(v, 0, createRng(`guess-${i}`));
      expect(canonicalJson(queen.view(guess, 0))).toBe(canonicalJson(v));
      expect(queen.legalActions(guess, 0).map((a) => a.key)).toEqual(queen.legalActions(s, 0).map((a) => a.key));
      // Every card instance is somewhere, once.
      expect([...allPlaces(guess)].sort((a, b) => a - b)).toEqual(instanceDefs(4).map((_, id) => id));
      variants.add(canonicalJson([guess.seats[2]!.hand, guess.pile]));
    }
    expect(variants.size).toBeGreaterThan(1);
  });

  it('the unseen cards are exactly the deck minus what the view shows', () => {
    const s = queen.setup(TWO, 4);
    const v = queen.view(s, 1);
    const guess = queen.determinize(v, 1, createRng(1));
    const defs = instanceDefs(2);
    const hidden = (state: QueenState): string[] =>
      [...state.seats[0]!.hand, ...state.pile].map((c) => defs[c]!).sort();
    expect(hidden(guess)).toEqual(hidden(s));
  });

  it('does not change the view it is given', () => {
    const v = queen.view(queen.setup(THREE, 2), 1);
    const before = canonicalJson(v);
    queen.determinize(v, 1, createRng(3));
    expect(canonicalJson(v)).toBe(before);
  });

  it('refuses a view that does not add up, in words', () => {
    const v = queen.view(queen.setup(TWO, 2), 0);
    v.drawPile.pop();
    expect(() => queen.determinize(v, 0, createRng(1))).toThrow(/does not come from a real game/);
  });
});
