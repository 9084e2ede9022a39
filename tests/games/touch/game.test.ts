/**
 * The Competitive game as a whole: setup, the Showdown and winning, views that hide
 * what they must, and seeded random playouts that always reach an end (the conformance
 * suite runs in conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { touch } from '../../../src/games/touch';
import { currentFight, fightPool } from '../../../src/games/touch/fight';
import type { TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, instanceOf, keys, newGame, rig, space, takeFromDeck } from './helpers';

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

  it('the config is checked: two to six different Heroes, a Villain of the box', () => {
    expect(() => touch.setup({ heroes: ['karl'], villain: 'vampire', basic: true }, 1)).toThrow();
    expect(() => touch.setup({ heroes: ['karl', 'karl'], villain: 'vampire', basic: true }, 1)).toThrow();
    expect(() => touch.setup({ heroes: ['karl', 'thomas'], villain: 'dracula', basic: true }, 1)).toThrow();
    expect(touch.seatLabels(touch.defaultConfig())).toEqual(['Karl', 'Inspector Cooke']);
  });
});

/** Cooke (Combat 2, Health 3) in his Actions at the Windmill with the Lair "Grain Loft" (cost 4) against the Scarecrow. */
function readyForShowdown(): TouchState {
  const s = act(rig(atTurnOf(1, { villain: 'scarecrow' }), [1]), 'roll', 'step:church');
  s.heroes[1]!.space = space('windmill');
  s.heroes[1]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[1]!.investigation = 6;
  return s;
}

describe('the Showdown', () => {
  it('"the Hero must have a Lair Card, be at the Location listed on their Lair Card and, instead of Encountering the Space, pay the cost"', () => {
    const s = readyForShowdown();
    expect(keys(s)).toContain('showdown');
    s.heroes[1]!.investigation = 3;
    expect(keys(s)).not.toContain('showdown');
    s.heroes[1]!.investigation = 6;
    s.heroes[1]!.space = space('manor');
    expect(keys(s)).not.toContain('showdown');
  });

  it('"you may form a Hunting Party of up to 2 Town Elders", whose Secrets are revealed', () => {
    let s = act(readyForShowdown(), 'showdown');
    expect(s.heroes[1]!.investigation).toBe(2);
    expect(keys(s)).toContain('party:lady-hanbrook');
    s = act(s, 'party:lady-hanbrook', 'party:reverend-harding');
    // an Elder whose Secret was Evil left the party to join the Villain; the others stay
    const stayed = [1, 4].filter((i) => s.elders[i]!.status === 'town');
    expect(s.showdown?.party.map((p) => p.elder)).toEqual(stayed);
    for (const i of [1, 4]) expect(s.elders[i]!.secrets.every((x) => x.faceUp)).toBe(true);
    expect(currentFight(s)?.enemy.villain).toBe(true);
  });

  it('"it IS possible to win the game even if KO\'d during the same Showdown Fight Round in which you defeat the Villain"', () => {
    const s = act(readyForShowdown(), 'showdown', 'party:done');
    s.villain.wounds = 4; // from an earlier Showdown: one more Wound defeats the Scarecrow (Health 5)
    s.heroes[1]!.wounds = 2;
    // Cooke: 6 1 (one Hit); the Scarecrow: 6 1 1 (Cooke's third Wound)
    const won = act(rig(s, [6, 1, 6, 1, 1]), 'fight');
    expect(touch.isOver(won)).toBe(true);
    expect(touch.outcome(won)).toEqual([0, 1]);
  });

  it('"it must roll one of its Fight Dice specifically against each of the Town Elders in the Hunting Party … A single Wound is enough to kill"', () => {
    const s = act(readyForShowdown(), 'showdown');
    s.elders[1]!.secrets = []; // Lady Hanbrook keeps no Secret in this test
    const fight = act(s, 'party:lady-hanbrook', 'party:done');
    // Cooke: 1 1; the Scarecrow: 6 (at Lady Hanbrook) 1 1
    const after = act(rig(fight, [1, 1, 6, 1, 1]), 'fight');
    expect(after.elders[1]!.status).toBe('dead');
    expect(after.track).toBe(18);
    expect(after.showdown?.party).toEqual([]);
  });

  it('"During the Showdown, you gain the special abilities of the Town Elders in your Hunting Party"', () => {
    const s = act(readyForShowdown(), 'showdown');
    s.elders[0]!.secrets = [];
    expect(fightPool(s, 1, 'combat').dice).toBe(2);
    const fight = act(s, 'party:lord-hanbrook', 'party:done');
    expect(fightPool(fight, 1, 'combat').dice).toBe(3); // Old Campaigner: +1 Combat
    expect(fightPool(fight, 0, 'combat').dice).toBe(4); // Karl, not in the Showdown, gains nothing
  });

  it('Coward: "At the start of the first Showdown Fight Round, roll a D6: on 1 to 3 the Elder flees back to Town"', () => {
    for (const [roll, stays] of [
      [3, false],
      [4, true],
    ] as const) {
      const s = act(readyForShowdown(), 'showdown');
      s.elders[1]!.secrets = [{ card: takeFromDeck(s, 'secret', 'coward'), seenBy: 0, faceUp: false }];
      const fight = act(rig(s, [roll]), 'party:lady-hanbrook', 'party:done');
      expect(fight.showdown?.party.length, `roll ${roll}`).toBe(stays ? 1 : 0);
      expect(fight.elders[1]!.status).toBe('town');
    }
  });

  it('Escaping a Showdown: the Villain keeps its Wounds and "the Villain only gets to Heal its Wounds a bit at a time"', () => {
    const s = act(readyForShowdown(), 'showdown', 'party:done');
    const hit = act(rig(s, [6, 1, 1, 1, 1]), 'fight');
    expect(hit.villain.wounds).toBe(1);
    const fled = act(hit, 'escape:road-5');
    expect(fled.showdown).toBeNull();
    expect(fled.villain.wounds).toBe(1);
    expect(fled.heroes[1]!.lairRevealed).toBe(true);
    expect(touch.view(fled, 0).heroes[1]!.lair).toBe(fled.heroes[1]!.lair); // now public
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
