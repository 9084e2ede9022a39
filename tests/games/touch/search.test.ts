/** The heuristics search uses: the rollout policy's choices and playouts, and `evaluate`. */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { touch } from '../../../src/games/touch';
import { evaluate } from '../../../src/games/touch/evaluate';
import { destination, rolloutPolicy } from '../../../src/games/touch/rollout';
import { startFight } from '../../../src/games/touch/fight';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, newGame, rig, space, takeFromDeck } from './helpers';

const choose = (s: TouchState): string => rolloutPolicy(s, actor(s), createRng('policy')).key;

describe('the rollout policy', () => {
  it('walks toward its Lair once it can pay for the Showdown, and starts it there', () => {
    const s = act(rig(atTurnOf(0), [3]), 'roll');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'manor-attic'); // cost 3
    s.heroes[0]!.investigation = 3;
    expect(choose(s)).toBe('step:magistrates-office'); // Town Hall → Magistrate's Office → road 1 → road 2 → Manor
    s.heroes[0]!.space = space('manor');
    s.turn.step = 'actions';
    s.turn.movesLeft = 0;
    expect(choose(s)).toBe('showdown');
  });

  it('in Cooperative play waits to start the Showdown until the group can expect to deal the Villain its Health, or the town is nearly lost', () => {
    const coop: Partial<TouchConfig> = { heroes: ['karl', 'inspector-cooke', 'katarina'], mode: 'cooperative' };
    const s = act(rig(atTurnOf(0, coop), [3]), 'roll');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'manor-attic');
    s.heroes[0]!.investigation = 3;
    s.heroes[0]!.space = space('manor');
    s.turn.step = 'actions';
    s.turn.movesLeft = 0;
    expect(touch.legalActions(s, actor(s)).map((a) => a.key)).toContain('showdown');
    s.villain.health = 12; // 12 more than the Vampire's 3 × 3: three fresh Heroes expect to deal some 9 Hits before they drop
    expect(choose(s)).not.toBe('showdown');
    s.villain.wounds = 20;
    expect(choose(s)).toBe('showdown');
    s.villain.wounds = 0;
    s.track = 3;
    expect(choose(s)).toBe('showdown');
  });

  it('racing, waits to start the Showdown until it can expect to deal what the Villain and its Evil Elders have left, and trains Combat meanwhile', () => {
    const s = act(rig(atTurnOf(0), [3]), 'roll');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'manor-attic');
    s.heroes[0]!.investigation = 3;
    s.heroes[0]!.space = space('manor');
    s.turn.step = 'actions';
    s.turn.movesLeft = 0;
    // Karl: Combat 4, 4 Health boxes; the Vampire's 3 dice hit once a round, so Karl expects 4 × 4 / 3 Hits, and goes in at twice that.
    s.villain.health = 7; // 3 + 7 = 10 to deal
    expect(choose(s)).toBe('showdown');
    s.villain.health = 8; // 11
    expect(choose(s)).not.toBe('showdown');
    expect(destination(s, 0)).toBe(space('manor')); // 3 Investigation does not pay for training
    s.heroes[0]!.investigation = 4;
    expect(destination(s, 0)).toBe(space('magistrates-office'));
    s.villain.health = 6;
    expect(destination(s, 0)).toBe(space('manor'));
    s.elders[2]!.status = 'evil'; // one more Wound to deal, and the Elder's bonus
    expect(destination(s, 0)).toBe(space('magistrates-office'));
    s.track = 8; // nearly lost: in whatever the odds
    expect(destination(s, 0)).toBe(space('manor'));
  });

  it("takes the Cooperative chart's Wounds instead of Darkness only when no Hero would be KO'd (\"The game also ends in defeat if ALL of the Heroes are ever KO'd at the same time\")", () => {
    const s = atTurnOf(0, { heroes: ['karl', 'inspector-cooke', 'katarina'], mode: 'cooperative' });
    s.prompt = { kind: 'shield', hero: s.first, steps: 2, wounds: 5 };
    expect(choose(s)).toBe('shield:yes'); // 4 + 3 + 3 boxes: 7 to spare above one each
    s.heroes[0]!.wounds = 2;
    s.heroes[1]!.wounds = 1;
    expect(choose(s)).toBe('shield:no'); // 1 + 1 + 2 to spare: 5 Wounds would KO someone
  });

  it('buys a Lair card as soon as it can, and collects Investigation first', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    s.heroes[0]!.investigation = 10;
    expect(choose(s)).toBe('buy-lair');
    s.clues[s.heroes[0]!.space] = 2;
    expect(choose(s)).toBe('collect');
  });

  it('plays an Event on its own dice in a window, and passes on someone else’s', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    s.heroes[0]!.events = [takeFromDeck(s, 'event', 'lucky-shot')];
    s.heroes[1]!.events = [takeFromDeck(s, 'event', 'dodge')];
    startFight(s, 0, { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 0, victory: [] });
    run(s);
    const rolled = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    expect(choose(rolled)).toBe(`play:${rolled.heroes[0]!.events[0]}`);
    expect(choose(act(rolled, 'pass'))).toBe('pass');
  });

  it('escapes a Minion when one more Wound would KO the Hero, and fights the Villain to the end', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    startFight(s, 0, { name: 'Wolves', fightDice: 2, health: 5, fightWith: 'combat', wounds: 0, victory: [] });
    run(s);
    const after = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    after.heroes[0]!.wounds = 3; // Karl has 4 Health boxes
    expect(choose(after)).toMatch(/^escape:/);
    after.heroes[0]!.wounds = 2;
    expect(choose(after)).toBe('fight');
  });

  it('ends games by a Showdown where random play does not (docs/rules/touch.md, "Search")', () => {
    const ended = (policy: boolean): number => {
      let showdowns = 0;
      for (let seed = 0; seed < 8; seed++) {
        const config: TouchConfig = {
          heroes: ['karl', 'katarina', 'thomas'].slice(0, 2 + (seed % 2)),
          villain: 'scarecrow',
          basic: true,
        };
        const s = touch.setup(config, 300 + seed);
        const rng = createRng(`playout ${seed}`);
        while (!touch.isOver(s)) {
          const seat = touch.toAct(s)[0]!;
          const legal = touch.legalActions(s, seat);
          touch.step!(s, seat, policy ? rolloutPolicy(s, seat, rng) : legal[nextInt(rng, legal.length)]!);
        }
        if (s.winner !== null) showdowns++;
      }
      return showdowns;
    };
    const random = ended(false);
    expect(ended(true)).toBeGreaterThan(random);
  });
});

describe('evaluate', () => {
  it('gives the winner 1 and everyone 0 when the Villain wins', () => {
    const s = newGame();
    s.phase = 'over';
    s.winner = 1;
    expect([evaluate(s, 0), evaluate(s, 1)]).toEqual([0, 1]);
    s.winner = null;
    expect([evaluate(s, 0), evaluate(s, 1)]).toEqual([0, 0]);
  });

  it('rises with a Lair card and Investigation to pay for it, and falls as Darkness nears', () => {
    const s = newGame();
    const before = evaluate(s, 0);
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'manor-attic');
    const withLair = evaluate(s, 0);
    s.heroes[0]!.investigation = 5;
    const canPay = evaluate(s, 0);
    expect(before).toBeLessThan(withLair);
    expect(withLair).toBeLessThan(canPay);
    expect(evaluate(s, 1)).toBeLessThan(evaluate(s, 0));
    s.track = 3;
    expect(evaluate(s, 0)).toBeLessThan(canPay);
    for (const v of [evaluate(s, 0), evaluate(s, 1)]) expect(v >= 0 && v <= 1).toBe(true);
  });
});
