/** "If you draw a Demon", death, allies, the Euro variant and the end of the game. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import {
  FOUR_EURO,
  THREE,
  THREE_EURO,
  TWO,
  act,
  actAll,
  arrange,
  defs,
  demonToBottom,
  keys,
  playKey,
  playRandomly,
} from './helpers';

describe('queen demons', () => {
  it('"If you draw a Demon card, reveal it to everyone!"', () => {
    const s = act(arrange(TWO, { pile: ['demon'] }), 'draw');
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = queen.view(s, viewer);
      expect(v.lastDemon?.seat).toBe(0);
      expect(v.lastDemon?.card.def).toBe('demon');
      expect(v.log.at(-1)?.text).toBe('The Girl draws a Demon!');
    }
  });

  it('"You may use one of your Weapons on the table to defeat it. Discard the weapon in the discard pile and stay alive."', () => {
    let s = arrange(TWO, { tables: [['basic-sword', 'ember-bow'], ['basic-sword']], pile: ['demon'] });
    s = act(s, 'draw');
    expect(s.prompt?.purpose).toBe('defeat-demon');
    expect(queen.toAct(s)).toEqual([0]);
    // The drawer picks which of their own weapons; declining is not offered.
    expect(keys(s)).toEqual([...s.seats[0]!.table].sort((a, b) => a - b).map((c) => `card:${c}`));
    const bow = s.seats[0]!.table[1]!;
    s = act(s, `card:${bow}`);
    expect(s.seats[0]!.alive).toBe(true);
    expect(defs(s, s.seats[0]!.table)).toEqual(['basic-sword']);
    expect(defs(s, s.discard)).toEqual(['ember-bow']);
    expect(s.lastDemon?.defeatedWith).toBe(bow);
    expect(s.prompt?.purpose).toBe('place-demon');
  });

  it('"However, if you have no Weapon on the table, you die." (weapons in hand do not count)', () => {
    const s = act(
      arrange(THREE, { hands: [['silver-dagger'], ['fireflies'], []], tables: [[], [], []], pile: ['demon'] }),
      'draw',
    );
    expect(s.seats[0]!.alive).toBe(false);
    expect(s.phase).toBe('prompt');
    expect(s.prompt?.purpose).toBe('place-demon');
  });

  it('"Place back the Demon card face up anywhere in the Draw Pile in sight of the other players. You need to do this even if you died."', () => {
    let s = act(arrange(THREE, { tables: [[], ['basic-sword'], ['basic-sword']], pile: ['demon'] }), 'draw');
    expect(s.seats[0]!.alive).toBe(false);
    // The dead Girl still chooses: every position from the top (0) to the bottom (n).
    expect(queen.toAct(s)).toEqual([0]);
    const n = s.pile.length;
    expect(keys(s)).toEqual(Array.from({ length: n + 1 }, (_, i) => `pos:${i}`));
    const demon = s.prompt!.demon!;
    s = act(s, 'pos:2');
    expect(s.pile[2]).toBe(demon);
    for (const viewer of [1, 2, 'spectator'] as const) {
      const slot = queen.view(s, viewer).drawPile[2]!;
      expect(slot.faceUp).toBe(true);
      expect(slot.card).toEqual({ id: demon, def: 'demon' });
    }
    expect(s.current).toBe(1);
  });

  it('decision: position n puts the Demon at the bottom; positions count from the top (0 = top)', () => {
    let s = act(arrange(TWO, { pile: ['demon'] }), 'draw');
    s = act(s, `card:${s.seats[0]!.table[0]}`);
    const n = s.pile.length;
    const bottom = act(s, `pos:${n}`);
    expect(bottom.pile.at(-1)).toBe(s.prompt!.demon);
    const top = act(s, 'pos:0');
    expect(top.pile[0]).toBe(s.prompt!.demon);
  });

  it('"If your Ally dies at any point in the game, their cards are placed into the Discard Pile in any order. Flip your Character card to its Alone side."', () => {
    let s = arrange(THREE, {
      hands: [['fireflies'], ['whirlwind', 'spark-of-courage'], []],
      tables: [['basic-sword'], [], ['basic-sword']],
      pile: ['fireflies', 'demon'],
    });
    s = act(s, 'draw'); // the Girl draws Fireflies
    s = act(s, 'draw'); // the Robot draws the Demon without a weapon
    expect(s.seats[1]!.alive).toBe(false);
    expect(s.seats[1]!.hand).toEqual([]);
    expect(defs(s, s.discard).sort()).toEqual(['spark-of-courage', 'whirlwind']);
    expect(s.seats[0]!.side).toBe('alone');
    expect(s.seats[2]!.side).toBe('alone');
    expect(queen.view(s, 'spectator').seats[0]!.side).toBe('alone');
  });

  it('the Alone side brings its own abilities', () => {
    let s = arrange(THREE, {
      hands: [['spark-of-courage', 'fireflies'], []],
      tables: [['basic-sword'], [], ['basic-sword']],
      current: 1,
      pile: ['demon', 'whirlwind'],
    });
    s = act(s, 'draw'); // the Robot dies
    s = act(s, `pos:${s.pile.length}`);
    expect(s.current).toBe(2); // the Queen
    s = act(s, 'draw');
    expect(s.current).toBe(0);
    s = act(s, playKey(s, 'spark-of-courage'));
    const abilities = keys(s).filter((k) => k.startsWith('ability:'));
    expect(abilities).toEqual(['ability:girl-foresight']); // Alone side; Lend a Hand is gone
  });

  it('dead players are skipped in the turn order', () => {
    let s = arrange(THREE, {
      tables: [['basic-sword'], [], ['basic-sword']],
      current: 1,
      pile: ['demon', 'fireflies', 'fireflies'],
    });
    s = act(s, 'draw');
    s = act(s, `pos:${s.pile.length}`);
    expect(s.current).toBe(2);
    s = act(s, 'draw');
    expect(s.current).toBe(0);
    s = act(s, 'draw');
    expect(s.current).toBe(2);
  });

  it('"last team standing wins": outcome 1 for every seat of the winning team, dead or alive', () => {
    let s = arrange(THREE, { tables: [[], [], []], pile: ['demon', 'fireflies', 'demon'] });
    s = act(s, 'draw'); // the Girl dies
    s = act(s, 'pos:1'); // Demon back 2nd from the top
    expect(queen.isOver(s)).toBe(false);
    s = act(s, 'draw'); // the Robot draws Fireflies
    s = act(s, 'draw'); // the Queen draws the face-up Demon… and has no weapon
    expect(s.seats[2]!.alive).toBe(false);
    expect(queen.isOver(s)).toBe(true);
    expect(queen.outcome(s)).toEqual([1, 1, 0]);
    expect(queen.toAct(s)).toEqual([]);
    expect(queen.view(s, 'spectator').winnerTeam).toBe(0);
  });

  it('decision: a death that ends the game ends it at once (no Demon to place)', () => {
    const s = act(arrange(TWO, { tables: [[], []], pile: ['demon'] }), 'draw');
    expect(queen.isOver(s)).toBe(true);
    expect(s.prompt).toBeNull();
    expect(queen.outcome(s)).toEqual([0, 1]);
  });

  it('Euro: "Allies share 1 life (if one ally dies, the other dies as well)."', () => {
    const s = act(arrange(THREE_EURO, { tables: [[], [], ['basic-sword']], current: 0, pile: ['demon'] }), 'draw');
    expect(s.seats[0]!.alive).toBe(false);
    expect(s.seats[1]!.alive).toBe(false);
    expect(queen.isOver(s)).toBe(true);
    expect(queen.outcome(s)).toEqual([0, 0, 1]);
    // In the standard game the Robot would live on.
    const std = act(arrange(THREE, { tables: [[], ['basic-sword'], ['basic-sword']], pile: ['demon'] }), 'draw');
    expect(std.seats[1]!.alive).toBe(true);
  });

  it('Euro: "An ally can use the Weapons of their ally."', () => {
    let s = arrange(FOUR_EURO, {
      tables: [['ember-bow'], [], ['basic-sword'], ['basic-sword']],
      current: 1,
      pile: ['demon'],
    });
    s = act(s, 'draw');
    expect(s.seats[1]!.alive).toBe(true);
    const bow = s.seats[0]!.table[0]!;
    expect(keys(s)).toEqual([`card:${bow}`]);
    s = act(s, `card:${bow}`);
    expect(s.seats[0]!.table).toEqual([]);
    expect(defs(s, s.discard)).toEqual(['ember-bow']);
    // Not in the standard game.
    const std = act(
      arrange(
        { players: 4, variant: 'standard' },
        { tables: [['ember-bow'], [], ['basic-sword'], ['basic-sword']], current: 1, pile: ['demon'] },
      ),
      'draw',
    );
    expect(std.seats[1]!.alive).toBe(false);
  });

  it("Euro: the weapon choice lists own weapons first, then the ally's", () => {
    const s = act(
      arrange(THREE_EURO, { tables: [['ember-bow'], ['basic-sword'], []], current: 1, pile: ['demon'] }),
      'draw',
    );
    expect(keys(s)).toEqual([`card:${s.seats[1]!.table[0]}`, `card:${s.seats[0]!.table[0]}`]);
  });

  it("draw-bottom: a Demon drawn from the bottom is met as usual, and a survivor's turn goes on", () => {
    let s = arrange(TWO, { hands: [['back-door', 'fireflies'], []], pile: ['fireflies'] });
    demonToBottom(s);
    s = act(s, playKey(s, 'back-door'));
    expect(s.prompt?.purpose).toBe('defeat-demon');
    s = act(s, keys(s)[0]!);
    s = act(s, 'pos:0');
    expect(s.current).toBe(0);
    expect(s.phase).toBe('turn');
    expect(keys(s)).toContain(playKey(s, 'fireflies'));
  });

  it('decision: a player who dies in their own turn (draw-bottom) loses the turn, and their pool goes to the Discard Pile', () => {
    let t = arrange(THREE, {
      hands: [['surge-of-resolve', 'back-door'], [], []],
      tables: [[], ['basic-sword'], ['basic-sword']],
    });
    demonToBottom(t);
    t = act(t, playKey(t, 'surge-of-resolve'));
    t = act(t, playKey(t, 'back-door'));
    expect(t.seats[0]!.alive).toBe(false);
    expect(t.pool).toEqual([]);
    expect(t.points).toBe(0);
    expect(defs(t, t.discard).sort()).toEqual(['back-door', 'surge-of-resolve']);
    t = act(t, 'pos:0'); // the dead Girl still places the Demon
    expect(t.current).toBe(1);
    expect(t.phase).toBe('turn');
  });

  it('Euro with 2 players changes nothing: there are no allies', () => {
    const std = arrange(TWO, { tables: [[], ['basic-sword']], pile: ['fireflies', 'demon'] });
    const euro = arrange(
      { players: 2, variant: 'euro' },
      { tables: [[], ['basic-sword']], pile: ['fireflies', 'demon'] },
    );
    const a = actAll(std, 'draw', 'draw', `card:${std.seats[1]!.table[0]}`, 'pos:0', 'draw');
    const b = actAll(euro, 'draw', 'draw', `card:${euro.seats[1]!.table[0]}`, 'pos:0', 'draw');
    // Only the opening line of the log names the variant.
    expect({ ...b, config: a.config, log: b.log.slice(1) }).toEqual({ ...a, log: a.log.slice(1) });
    expect(queen.outcome(b)).toEqual([0, 1]);
  });

  it('"the 4 Demons always stay in the pile": after every step of random games they are in the pile or being placed', () => {
    for (let seed = 1; seed <= 30; seed++) {
      playRandomly(queen.setup(seed % 2 ? THREE : FOUR_EURO, seed), seed, undefined, (s) => {
        const demons = defs(s, s.pile).filter((d) => d === 'demon').length;
        const out = s.prompt?.demon !== undefined && !s.pile.includes(s.prompt.demon) ? 1 : 0;
        const ended = s.phase === 'over' ? 1 : 0;
        expect(demons + out + ended).toBeGreaterThanOrEqual(4);
        expect(demons + out).toBeLessThanOrEqual(4);
      });
    }
  });
});
