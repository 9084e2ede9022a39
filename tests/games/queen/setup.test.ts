/** Setup: teams, sides, Basic Swords, the deal, and who starts. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import { instanceDefs } from '../../../src/games/queen/state';
import { FOUR, THREE, TWO, act, defs, keys } from './helpers';

describe('queen setup', () => {
  it('"2 players: The Girl VS the Evil Queen" / "3 players: The Girl and the Robot VS the Evil Queen" / "4 players: … VS the Evil Queen and the Shadow Robot"', () => {
    expect(queen.seatLabels(TWO)).toEqual(['The Girl', 'The Evil Queen']);
    expect(queen.seatTeams(TWO)).toEqual([0, 1]);
    expect(queen.seatLabels(THREE)).toEqual(['The Girl', 'The Robot', 'The Evil Queen']);
    expect(queen.seatTeams(THREE)).toEqual([0, 0, 1]);
    expect(queen.seatLabels(FOUR)).toEqual(['The Girl', 'The Robot', 'The Shadow Robot', 'The Evil Queen']);
    expect(queen.seatTeams(FOUR)).toEqual([0, 0, 1, 1]);
    expect(queen.seatCount(FOUR)).toBe(4);
    expect(queen.defaultConfig()).toEqual({ players: 2, variant: 'standard' });
  });

  it('"Allies play next to each other." (decision: seats in table order, allies adjacent)', () => {
    for (const config of [THREE, FOUR]) {
      const teams = queen.seatTeams(config);
      // Each team's seats form one contiguous run around the table.
      const changes = teams.filter((t, i) => t !== teams[(i + 1) % teams.length]).length;
      expect(changes).toBe(2);
    }
  });

  it('"If you play with an ally, flip your Character card to its Team side; otherwise, flip it to its Alone side."', () => {
    expect(queen.setup(TWO, 1).seats.map((s) => s.side)).toEqual(['alone', 'alone']);
    expect(queen.setup(THREE, 1).seats.map((s) => s.side)).toEqual(['team', 'team', 'alone']);
    expect(queen.setup(FOUR, 1).seats.map((s) => s.side)).toEqual(['team', 'team', 'team', 'team']);
  });

  it('"Every player starts with 1 Basic Sword card to be placed next to their character, remove all extra Basic Swords from the game."', () => {
    for (const config of [TWO, THREE, FOUR]) {
      const s = queen.setup(config, 7);
      for (const seat of s.seats) expect(defs(s, seat.table)).toEqual(['basic-sword']);
      expect(instanceDefs(config.players).filter((d) => d === 'basic-sword')).toHaveLength(config.players);
      expect(defs(s, s.pile)).not.toContain('basic-sword');
      for (const seat of s.seats) expect(defs(s, seat.hand)).not.toContain('basic-sword');
    }
  });

  it('"Remove the 4 Demon cards from the Deck, shuffle the Deck and deal 5 cards to each player. Put the Demon cards back into the Deck and reshuffle the deck."', () => {
    const demonTopHalf: number[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      const s = queen.setup(FOUR, seed);
      for (const seat of s.seats) {
        expect(seat.hand).toHaveLength(5);
        expect(defs(s, seat.hand)).not.toContain('demon');
      }
      expect(defs(s, s.pile).filter((d) => d === 'demon')).toHaveLength(4);
      expect(s.pile.length + 4 * 5 + 4).toBe(instanceDefs(4).length);
      s.pile.forEach((card, i) => {
        if (defs(s, [card])[0] === 'demon' && i < s.pile.length / 2) demonTopHalf.push(i);
      });
    }
    // Reshuffled after the Demons went back: they are not stuck at the bottom.
    expect(demonTopHalf.length).toBeGreaterThan(30);
  });

  it('the same seed gives the same deal; another seed another deal', () => {
    expect(queen.setup(THREE, 5)).toEqual(queen.setup(THREE, 5));
    expect(queen.setup(THREE, 5).pile).not.toEqual(queen.setup(THREE, 6).pile);
  });

  it('"The Girl starts and chooses the turn order (clockwise or counter-clockwise)."', () => {
    for (const config of [THREE, FOUR]) {
      const s = queen.setup(config, 1);
      expect(s.phase).toBe('choose-order');
      expect(queen.toAct(s)).toEqual([0]);
      expect(keys(s)).toEqual(['order:cw', 'order:ccw']);
      expect(queen.legalActions(s, 1)).toEqual([]);
      const cw = act(s, 'order:cw');
      expect(cw.direction).toBe('clockwise');
      expect(queen.toAct(cw)).toEqual([0]);
      expect(keys(cw)).toContain('draw');
    }
  });

  it('decision: with 2 players there is no order to choose (both orders are the same)', () => {
    const s = queen.setup(TWO, 1);
    expect(s.phase).toBe('turn');
    expect(s.direction).toBe('clockwise');
    expect(queen.toAct(s)).toEqual([0]);
    expect(keys(s)).not.toContain('order:cw');
  });

  it('decision: clockwise is increasing seat index, counter-clockwise decreasing', () => {
    const cw = act(queen.setup(FOUR, 2), 'order:cw');
    const afterCw = act(cw, 'draw');
    const ccw = act(queen.setup(FOUR, 2), 'order:ccw');
    const afterCcw = act(ccw, 'draw');
    // The draws above may be Demons: play out their prompts until the turn passes.
    const next = (s: typeof afterCw): number => {
      let x = s;
      while (x.phase === 'prompt') x = act(x, keys(x)[0]!);
      return x.current;
    };
    expect(next(afterCw)).toBe(1);
    expect(next(afterCcw)).toBe(3);
  });

  it('refuses a bad config in plain words', () => {
    expect(() => queen.setup({ players: 5 as 2, variant: 'standard' }, 1)).toThrow(/2, 3 or 4 players, not 5/);
    expect(() => queen.setup({ players: 2, variant: 'solo' as 'euro' }, 1)).toThrow(/Unknown variant "solo"/);
  });
});
