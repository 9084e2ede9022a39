/**
 * The Competitive game as a whole: setup, views that hide what they must, and seeded
 * random playouts that always reach an end (the Showdown is in showdown.test.ts, the
 * conformance suite in conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { touch } from '../../../src/games/touch';
import { TOUCH_CONTENT } from '../../../src/games/touch/content';
import { instanceOf, newGame, space } from './helpers';

const VILLAINS = ['vampire', 'werewolf', 'scarecrow', 'spectral-horseman'];

describe('setup', () => {
  it('"Each Hero starts the game with 2 Investigation"; "All Heroes start in the Town Hall space … unless noted otherwise"', () => {
    const s = newGame({ heroes: ['karl', 'heinrich-cartwright', 'isabella-von-took'] }, 7);
    expect(s.heroes.map((h) => h.investigation)).toEqual([2, 2, 4]); // Isabella's Family Fortune
    expect(s.heroes[0]!.space).toBe(space('town-hall'));
    expect(s.heroes[1]!.space).not.toBe(space('town-hall')); // "Heinrich Cartwright, The Drifter starts in a space other than the Town Hall"
    expect(s.decks.lair.discard).toHaveLength(1); // his Random Location was drawn and discarded
    expect(s.track).toBe(20);
  });

  it('the Basic Game removes its eight Secrets from the deck before the Elders draw theirs', () => {
    const basic = newGame({ basic: true });
    expect(basic.decks.secret.removed).toHaveLength(8);
    const advanced = newGame({ basic: false });
    expect(advanced.decks.secret.removed).toHaveLength(0);
    const inPlay = basic.elders.flatMap((e) => e.secrets.map((x) => x.card));
    for (const card of inPlay) expect(basic.decks.secret.removed).not.toContain(card);
  });

  it('"Whoever rolls highest … starts the game as the First Player": every seat can be first', () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, seed) => newGame({}, seed).first));
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('"can be played by 1-8 players, either Competitively, Cooperatively or Solo": a race of all eight Heroes is set up (7 or 8 are "cumbersome", advice the setup screen gives, not a rule)', () => {
    const all = TOUCH_CONTENT.heroes.map((h) => h.id);
    expect(all).toHaveLength(8);
    const config = { heroes: all, villain: 'vampire', basic: false };
    expect(touch.seatCount(config)).toBe(8);
    const state = touch.setup(config, 3);
    expect(state.heroes.map((h) => h.seat)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(touch.legalActions(state, touch.toAct(state)[0]!).length).toBeGreaterThan(0);
  });

  it('the config is checked: two to eight different Heroes, a Villain of the box', () => {
    expect(() => touch.setup({ heroes: ['karl'], villain: 'vampire', basic: true }, 1)).toThrow();
    expect(() => touch.setup({ heroes: ['karl', 'karl'], villain: 'vampire', basic: true }, 1)).toThrow();
    expect(() => touch.setup({ heroes: ['karl', 'thomas'], villain: 'dracula', basic: true }, 1)).toThrow();
    expect(touch.seatLabels(touch.defaultConfig())).toEqual(['Karl', 'Inspector Cooke']);
  });
});

describe('views', () => {
  it('"Only Event Cards and Lair Cards are kept secret when drawn by a player": other seats see how many, not which', () => {
    const s = newGame();
    s.heroes[0]!.events = [instanceOf('event', 'dodge')];
    s.heroes[0]!.lair = instanceOf('lair', 'manor-attic');
    const mine = touch.view(s, 0).heroes[0]!;
    const theirs = touch.view(s, 1).heroes[0]!;
    expect([mine.events, mine.lair]).toEqual([[instanceOf('event', 'dodge')], instanceOf('lair', 'manor-attic')]);
    expect([theirs.events, theirs.lair]).toEqual([[-1], -1]);
    expect(touch.view(s, 'spectator').decks.event.draw.every((c) => c === -1)).toBe(true);
  });
});

describe('playouts', () => {
  it('every seeded random playout ends, with each Villain and both chart sides (docs/rules/touch.md, "The game always ends")', () => {
    for (const [i, villain] of VILLAINS.entries())
      for (const basic of [true, false]) {
        const s = touch.setup({ heroes: ['katarina', 'thomas'], villain, basic }, 100 + i);
        const chooser = createRng(`playout:${villain}:${basic}`);
        let steps = 0;
        while (!touch.isOver(s)) {
          const seat = touch.toAct(s)[0]!;
          const legal = touch.legalActions(s, seat);
          touch.step!(s, seat, legal[nextInt(chooser, legal.length)]!);
          if (++steps > 20_000) throw new Error(`${villain}: no end after ${steps} steps`);
        }
        expect(touch.outcome(s).every((v) => v === 0 || v === 1)).toBe(true);
      }
  });
});
