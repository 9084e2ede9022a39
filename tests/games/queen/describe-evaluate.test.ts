/** Readable action texts, the heuristic evaluation, and whole-game invariants. */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/engine';
import { queen } from '../../../src/games/queen';
import { instanceDefs } from '../../../src/games/queen/state';
import { FOUR, FOUR_EURO, THREE, THREE_EURO, TWO, act, allPlaces, arrange, playKey, playRandomly } from './helpers';

const text = (s: ReturnType<typeof arrange>, key: string): string => {
  const seat = queen.toAct(s)[0]!;
  const action = queen.legalActions(s, seat).find((a) => a.key === key);
  if (!action) throw new Error(`no ${key}`);
  return queen.describe(action, s);
};

describe('queen describe', () => {
  it('says what an action does in plain words', () => {
    const s = arrange(TWO, { hands: [['fireflies', 'spark-of-courage', 'ember-bow'], []] });
    expect(text(s, playKey(s, 'fireflies'))).toBe('Play Fireflies (peek 3)');
    expect(text(s, playKey(s, 'spark-of-courage'))).toBe('Play Spark of Courage (+1 ability point)');
    expect(text(s, playKey(s, 'ember-bow'))).toBe('Put Ember Bow on the table');
    expect(text(s, 'draw')).toBe('Draw the top card and end the turn');
    const p = act(s, playKey(s, 'spark-of-courage'));
    expect(text(p, 'ability:girl-foresight')).toBe('Use Foresight (1 point: peek 3)');
    const order = queen.setup(THREE, 1);
    expect(text(order, 'order:cw')).toBe('Play clockwise (seat order)');
  });

  it('names targets, cards and places in the Draw Pile', () => {
    let s = act(arrange(TWO, { pile: ['demon'] }), 'draw');
    expect(text(s, `card:${s.seats[0]!.table[0]}`)).toBe('Defeat the Demon with Basic Sword');
    s = act(s, `card:${s.seats[0]!.table[0]}`);
    expect(text(s, 'pos:0')).toBe('Put the Demon back on top of the Draw Pile');
    expect(text(s, 'pos:2')).toBe('Put the Demon back 3rd from the top');
    expect(text(s, `pos:${s.pile.length}`)).toBe('Put the Demon back at the bottom of the Draw Pile');
    let d = arrange(TWO, { hands: [['nightmare'], ['whirlwind']] });
    d = act(d, playKey(d, 'nightmare'));
    expect(text(d, 'seat:1')).toBe('Choose The Evil Queen');
    d = act(d, 'seat:1');
    expect(text(d, `card:${d.seats[1]!.hand[0]}`)).toBe('Discard Whirlwind');
  });
});

describe('queen evaluate', () => {
  it('stays in [0, 1] and equals the outcome once the game is over', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const end = playRandomly(queen.setup(seed % 2 ? FOUR : THREE_EURO, seed), seed, undefined, (s) => {
        for (let seat = 0; seat < s.seats.length; seat++) {
          const v = queen.evaluate!(s, seat);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
      });
      expect(end.seats.map((_, seat) => queen.evaluate!(end, seat))).toEqual(queen.outcome(end));
    }
  });

  it('prefers more weapons on the table and more living allies', () => {
    const base = arrange(THREE, { hands: [['fireflies'], ['fireflies'], ['fireflies']] });
    const armed = arrange(THREE, {
      hands: [['fireflies'], ['fireflies'], ['fireflies']],
      tables: [['basic-sword', 'ember-bow'], ['basic-sword'], ['basic-sword']],
    });
    expect(queen.evaluate!(armed, 0)).toBeGreaterThan(queen.evaluate!(base, 0));
    expect(queen.evaluate!(armed, 2)).toBeLessThan(queen.evaluate!(base, 2));
    const robotDead = structuredClone(base);
    robotDead.seats[1]!.alive = false;
    robotDead.seats[1]!.hand = [];
    expect(queen.evaluate!(robotDead, 0)).toBeLessThan(queen.evaluate!(base, 0));
  });

  it('fears a face-up Demon on top for an unarmed player about to draw', () => {
    const safe = arrange(TWO, { hands: [['fireflies'], []], tables: [[], ['basic-sword']] });
    const danger = structuredClone(safe);
    const demon = danger.pile.findIndex((c) => instanceDefs(2)[c] === 'demon');
    danger.pile.unshift(danger.pile.splice(demon, 1)[0]!);
    danger.known[danger.pile[0]!] = 7;
    expect(queen.evaluate!(danger, 0)).toBeLessThan(queen.evaluate!(safe, 0));
  });
});

describe('queen invariants', () => {
  it('every card instance is in exactly one place after every step, and apply never mutates its input', () => {
    for (let seed = 1; seed <= 24; seed++) {
      const config = [TWO, THREE, FOUR, THREE_EURO, FOUR_EURO][seed % 5]!;
      const ids = instanceDefs(config.players).map((_, id) => id);
      let s = queen.setup(config, seed);
      for (let step = 0; !queen.isOver(s); step++) {
        expect([...allPlaces(s)].sort((a, b) => a - b)).toEqual(ids);
        const seat = queen.toAct(s)[0]!;
        const legal = queen.legalActions(s, seat);
        const before = canonicalJson(s);
        const next = queen.apply(s, seat, legal[(seed * 31 + step * 7) % legal.length]!);
        expect(canonicalJson(s)).toBe(before);
        expect(canonicalJson(next)).not.toBe(before);
        s = next;
      }
      expect([...allPlaces(s)].sort((a, b) => a - b)).toEqual(ids);
    }
  });

  it('"last team standing wins": every random game ends with one team alive', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const config = [TWO, THREE, FOUR, THREE_EURO, FOUR_EURO][seed % 5]!;
      const end = playRandomly(queen.setup(config, seed), seed);
      expect(queen.isOver(end)).toBe(true);
      const alive = new Set(end.seats.filter((s) => s.alive).map((s) => s.team));
      expect([...alive]).toEqual([end.winnerTeam]);
    }
  });

  it('seat and action order is deterministic: the same seed and choices replay to the same state', () => {
    const a = playRandomly(queen.setup(FOUR, 77), 5);
    const b = playRandomly(queen.setup(FOUR, 77), 5);
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });
});
