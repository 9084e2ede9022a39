/** What each seat may see, and determinisations that keep it and re-deal everything else. */
import { describe, expect, it } from 'vitest';
import { canonicalJson, createRng } from '../../../src/engine';
import { manor } from '../../../src/games/manor';
import { CLOCK_IDS, INSTANCES, lovecraftRoleIds, rolesFor } from '../../../src/games/manor/content';
import type { ManorState } from '../../../src/games/manor/state';
import { act, arrange, FOUR, keys, selectAll, SOLO, TWO } from './helpers';

function deals(state: ManorState, seat: number, count = 40): ManorState[] {
  const view = manor.view(state, seat);
  return Array.from({ length: count }, (_, i) => manor.determinize(view, seat, createRng(`deal:${i}`)));
}

describe('manor views', () => {
  it('roles: each seat sees its own, a spectator none', () => {
    const state = manor.setup(FOUR, 3);
    for (let seat = 0; seat < 4; seat++) {
      const roles = manor.view(state, seat).players.map((p) => p.role);
      expect(roles.filter((r) => r !== null)).toEqual([state.players[seat]?.role]);
    }
    expect(manor.view(state, 'spectator').players.every((p) => p.role === null)).toBe(true);
    expect(canonicalJson(manor.view(state, 'spectator'))).not.toContain(state.players[0]!.role);
  });

  it('caches are shown in full: every card entered them in front of everyone', () => {
    const state = arrange(FOUR, { caches: [['amber-amulet', 'ruby-brooch'], [], [], []] });
    expect(manor.view(state, 2).players[0]?.cache.map((c) => c?.def)).toEqual([
      'skeleton-key',
      'amber-amulet',
      'ruby-brooch',
    ]);
  });

  it('"Look at the Role card of another player of your choice": the looker alone learns it, and everyone sees that they looked', () => {
    let state = arrange(FOUR, {
      rooms: ['seance-planchette', 'amber-amulet', 'ancient-tablet', 'pearl-necklace'],
      lantern: 0,
      madness: [1, 1, 1, 1],
      roles: ['skeptic', 'occultist', 'medium', 'blue-cultist'],
    });
    state = selectAll(state, ['study', 'inspect', 'inspect', 'inspect']);
    state = act(act(state, 'amount:0'), 'room:attic');
    expect(keys(state)).toEqual(['player:1', 'player:2', 'player:3']);
    state = act(state, 'player:3');
    expect(manor.view(state, 0).players[3]?.role).toBe('blue-cultist');
    expect(manor.view(state, 1).players[3]?.role).toBeNull();
    expect(manor.view(state, 1).players[3]?.roleKnownBy).toEqual([0]);
    expect(manor.view(state, 0).log.some((l) => l.text.includes('Blue Cultist'))).toBe(true);
    expect(manor.view(state, 1).log.some((l) => l.text.includes('Blue Cultist'))).toBe(false);
    // Determinisations for seat 0 keep the role it saw; for seat 1 they vary it.
    for (const guess of deals(state, 0)) expect(guess.players[3]?.role).toBe('blue-cultist');
    expect(new Set(deals(state, 1).map((g) => g.players[3]?.role)).size).toBeGreaterThan(1);
  });
});

describe('manor determinisations', () => {
  it("other seats' roles are dealt from the role cards the seat has not seen", () => {
    const state = manor.setup(FOUR, 5);
    const mine = state.players[1]!.role;
    const seen = new Set<string>();
    for (const guess of deals(state, 1)) {
      expect(guess.players[1]?.role).toBe(mine);
      const roles = guess.players.map((p) => p.role);
      expect(new Set(roles).size).toBe(4);
      for (const role of roles) expect(rolesFor(4)).toContain(role);
      seen.add(guess.players[0]!.role);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(seen.has(mine)).toBe(false);
  });

  it('the deck is re-dealt with the unseen Clocks only in what is left of the bottom quarter', () => {
    const state = manor.setup(FOUR, 8);
    state.players[0]!.cache.push(...state.deck.splice(0, 30)); // far into the game: 30 cards drawn and stolen
    const zone = Math.min(state.clockPile, state.deck.length);
    const orders = new Set<string>();
    for (const guess of deals(state, 0)) {
      expect(guess.deck).toHaveLength(state.deck.length);
      for (const clock of CLOCK_IDS) expect(guess.deck.indexOf(clock)).toBeGreaterThanOrEqual(guess.deck.length - zone);
      orders.add(guess.deck.join(','));
    }
    expect(orders.size).toBeGreaterThan(30);
  });

  it('after the first Clock, only the second is dealt, still in the bottom quarter', () => {
    const state = manor.setup(FOUR, 2);
    const first = state.deck.findIndex((id) => INSTANCES[id]?.kind === 'clock');
    state.deck.splice(first, 1);
    state.clocksOut = 1;
    for (const guess of deals(state, 2, 10)) {
      expect(guess.deck.filter((id) => INSTANCES[id]?.kind === 'clock')).toHaveLength(1);
    }
  });

  it("2 players: Lovecraft's face-down role is dealt from the Lovecraft cards, different from deal to deal", () => {
    const state = manor.setup(TWO, 4);
    const seen = new Set<string>();
    for (const guess of deals(state, 0)) {
      expect(lovecraftRoleIds()).toContain(guess.players[2]?.role);
      seen.add(guess.players[2]!.role);
    }
    expect(seen.size).toBe(4);
  });

  it("solo: Lovecraft's face-down relics and the box are re-dealt from the unseen relics; a relic given to him in play stays known", () => {
    let state = arrange(SOLO, { rooms: ['rite-of-leng', 'obsidian-statue', 'elder-sign', 'amber-amulet'] });
    state.box = state.deck.splice(0, 20); // twenty relics went back to the box unseen
    state = act(act(state, 'select:study'), 'amount:0');
    state = act(state, 'fate:lovecraft');
    const lovecraft = state.players[2]!;
    const hidden = lovecraft.hidden[0]!;
    const view = manor.view(state, 0);
    expect(view.players[2]?.cache.map((c) => c?.def ?? null)).toEqual([null, 'rite-of-leng']);
    const faceDown = new Set<number>();
    for (const guess of deals(state, 0)) {
      expect(guess.players[2]?.cache[1]).toBe(lovecraft.cache[1]);
      expect(guess.box).toHaveLength(20);
      faceDown.add(guess.players[2]!.cache[0]!);
    }
    expect(faceDown.size).toBeGreaterThan(5);
    expect(hidden).toBe(lovecraft.cache[0]);
  });

  it('a card placed face down by another seat is guessed among the cards that seat could choose', () => {
    let state = manor.setup(FOUR, 6);
    state.players.forEach((p) => (p.previous = 'inspect'));
    state = act(state, 'select:study', 2);
    const guesses = new Set<string | null>();
    for (const guess of deals(state, 0)) {
      expect(guess.players[2]?.selected).not.toBe('inspect');
      expect(guess.players[2]?.selected).not.toBeNull();
      expect(guess.players[0]?.selected).toBeNull();
      guesses.add(guess.players[2]!.selected);
    }
    expect(guesses.size).toBe(3);
    // Its own card is kept.
    for (const guess of deals(state, 2, 5)) expect(guess.players[2]?.selected).toBe('study');
  });
});
