/**
 * Cooperative play: "You'll notice that many of the cards (especially Events) can be played
 * on any Hero, not just yourself." Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { startFight } from '../../../src/games/touch/fight';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, logText, rig, takeFromDeck } from './helpers';

const THREE = ['karl', 'inspector-cooke', 'thomas'];
const COOP: Partial<TouchConfig> = { heroes: THREE, mode: 'cooperative' };

/** Karl's Actions (seat 0, the First Player) with these hands, by Event id per seat. */
function table(hands: string[][], config: Partial<TouchConfig> = COOP): TouchState {
  const s = act(rig(atTurnOf(0, config), [2, 2]), 'roll', 'stop');
  hands.forEach((ids, seat) => (s.heroes[seat]!.events = ids.map((id) => takeFromDeck(s, 'event', id))));
  return s;
}

const plays = (s: TouchState): string[] => keys(s).filter((k) => k.startsWith('play:'));

describe('Events played on any Hero', () => {
  it('"many of the cards (especially Events) can be played on any Hero, not just yourself": Found a Clue on an ally', () => {
    const s = table([['found-a-clue'], [], []]);
    const card = s.heroes[0]!.events[0]!;
    expect(plays(s)).toEqual([`play:${card}`, `play:${card}:inspector-cooke`, `play:${card}:thomas`]);
    const after = act(s, `play:${card}:thomas`);
    expect(after.heroes[2]!.investigation).toBe(s.heroes[2]!.investigation + 2);
    expect(after.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation);
    expect(after.heroes[0]!.events).toEqual([]);
    expect(logText(after)).toContain('Karl plays Found a Clue on Thomas');
  });

  it("only in Cooperative play: a Competitive or Team Game player's Events act on their own Hero", () => {
    for (const config of [{ heroes: THREE }, { heroes: [...THREE, 'katarina'], mode: 'team' as const, teamSize: 2 }]) {
      const s = table([['found-a-clue'], [], []], config);
      expect(plays(s)).toEqual([`play:${s.heroes[0]!.events[0]}`]);
    }
  });

  it('not on a KO\'d Hero ("does not participate in any element of the game"), and not the cards that are the player\'s own: "Your turn ends", a Peek, a cancel', () => {
    const s = table([['second-wind', 'rest-and-recover', 'keen-eye', 'holy-vigil'], [], []]);
    s.heroes[2]!.ko = true;
    const [wind, rest, peek, vigil] = s.heroes[0]!.events;
    expect(plays(s)).toEqual([
      `play:${wind}`,
      `play:${wind}:inspector-cooke`,
      `play:${rest}`,
      `play:${peek}`,
      `play:${vigil}`,
    ]);
  });

  it("on an ally's dice: \"if a player uses an Event Card to give their Hero +2 Combat, the Hero would then immediately roll an extra 2 Fight Dice\" — Cooke's Adrenaline on Karl's Fight Round", () => {
    const s = table([[], ['adrenaline'], []]);
    startFight(s, 0, { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 0, victory: [] });
    run(s);
    // Karl: 1 1 1 1, re-rolls one (1); the Wolves: 1 1. Cooke's Adrenaline then rolls 6 6 for Karl.
    const rolled = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    expect(actor(rolled)).toBe(1);
    const card = rolled.heroes[1]!.events[0]!;
    expect(keys(rolled)).toEqual(['pass', `play:${card}:karl`]);
    const after = act(rig(rolled, [6, 6]), `play:${card}:karl`);
    expect(logText(after)).toContain('Karl rolls 1 1 1 1 6 6 (combat), Wolves rolls 1 1: 2 Hits on Wolves');
  });

  it('on an ally\'s Skill Test: "cards may always be used after the fact to add extra dice to a Skill Test, force dice to be re-rolled"', () => {
    const s = rig(table([[], [], ['inspiration']]), [1, 2, 1, 5]);
    s.tasks.push({
      t: 'effects',
      hero: 0,
      effects: [{ op: 'test', skills: ['cunning'], target: 5, success: [{ op: 'investigation', amount: 3 }] }],
    });
    run(s);
    const card = s.heroes[2]!.events[0]!;
    expect(keys(s)).toEqual(['pass', `play:${card}:karl`]);
    const after = act(s, `play:${card}:karl`);
    expect(after.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation + 3);
  });
});

describe('who is asked in Cooperative play', () => {
  /** The seats asked while a window on Karl's Fight Round stays open, all passing. */
  function asked(hands: string[][]): number[] {
    const s = table(hands);
    startFight(s, 0, { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 0, victory: [] });
    run(s);
    let at = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    const seats: number[] = [];
    while (keys(at).includes('pass')) {
      seats.push(actor(at));
      at = act(at, 'pass');
    }
    return seats;
  }

  it('"Event cards go into your hand and should be kept secret": an ally holding an Event for these dice is asked exactly as one holding none that fits', () => {
    expect(asked([[], ['adrenaline'], ['found-a-clue']])).toEqual([1, 2]);
    expect(asked([[], ['strength-of-will'], ['found-a-clue']])).toEqual([1, 2]);
  });
});
