/**
 * The Hunting Party in a Showdown: its Wounds prevented, healing between rounds, and, in a
 * Showdown fought together, the First Player's choice, the assignments and regrouping.
 * Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { TOUCH_CONTENT } from '../../../src/games/touch/content';
import { currentFight, fightPool } from '../../../src/games/touch/fight';
import { skill } from '../../../src/games/touch/hero-stats';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, rig, secrets, space, takeFromDeck } from './helpers';

/** Cooke (Combat 2, Health 3) in his Actions at the Windmill with the Lair "Grain Loft" (cost 4); Karl cannot accuse. */
function readyForShowdown(): TouchState {
  const s = act(rig(atTurnOf(1, { villain: 'scarecrow' }), [1]), 'roll', 'step:church');
  s.heroes[1]!.space = space('windmill');
  s.heroes[1]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[1]!.investigation = 6;
  s.heroes[0]!.investigation = 0;
  secrets(s, 5, ['drunkard']); // the party's Elders keep no Secret
  return s;
}

describe('the Hunting Party in a Showdown', () => {
  it('"A single Wound is enough to kill any Town Elder … These Wounds may be prevented as normal": a card\'s prevention shields the Elders the Hero chooses', () => {
    const s = readyForShowdown();
    const card = takeFromDeck(s, 'event', 'narrow-escape');
    s.heroes[1]!.events = [card];
    const fight = act(s, 'showdown', 'pass', 'party:lady-hanbrook', 'party:done');
    // Cooke: 1 1; the Scarecrow: 6 (Lady Hanbrook) 6 (Cooke) 1; Narrow Escape prevents 2: both Hits
    const rolled = act(rig(fight, [1, 1, 6, 6, 1]), 'fight');
    expect(keys(rolled)).toContain(`play:${card}`);
    const after = act(rolled, `play:${card}`);
    expect(after.elders[1]!.status).toBe('town');
    expect(after.heroes[1]!.wounds).toBe(0);
    // Dodge prevents 1 of the 2 Hits: the Hero's player says whose
    s.decks.event.draw.push(card);
    s.heroes[1]!.events = [takeFromDeck(s, 'event', 'dodge')];
    const dodge = act(rig(act(s, 'showdown', 'pass', 'party:lady-hanbrook', 'party:done'), [1, 1, 6, 6, 1]), 'fight');
    const asked = act(dodge, `play:${dodge.heroes[1]!.events[0]}`);
    expect(keys(asked)).toEqual(['protect:lady-hanbrook', 'protect:hero']);
    const elder = act(asked, 'protect:lady-hanbrook');
    expect([elder.elders[1]!.status, elder.heroes[1]!.wounds]).toEqual(['town', 1]);
    const hero = act(asked, 'protect:hero');
    expect([hero.elders[1]!.status, hero.heroes[1]!.wounds]).toEqual(['dead', 0]);
  });

  it('"There is also an opportunity between each Showdown Fight Round … (such as most Healing)": the Heal Action, "at a cost of 3 Investigation each"', () => {
    const s = readyForShowdown();
    const fight = act(s, 'showdown', 'party:done');
    fight.heroes[1]!.wounds = 2;
    fight.heroes[1]!.investigation = 5; // one Wound's worth
    expect(keys(fight).filter((k) => k.startsWith('heal'))).toEqual(['heal:1']);
    const healed = act(fight, 'heal:1');
    expect([healed.heroes[1]!.wounds, healed.heroes[1]!.investigation]).toEqual([1, 2]);
    expect(currentFight(healed)?.enemy.villain).toBe(true); // the Showdown goes on
  });
});

const COOP: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas'],
  mode: 'cooperative',
  villain: 'scarecrow',
};

/** Karl starts at the Windmill with the group's Lair (cost 4); Cooke can pay to join; Thomas is the First Player. */
function togetherWithThomasFirst(): TouchState {
  const s = atTurnOf(0, COOP);
  s.turn.step = 'actions';
  s.first = 2;
  s.heroes[0]!.space = space('windmill');
  s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[0]!.investigation = 4;
  s.heroes[1]!.investigation = 5;
  s.heroes[2]!.investigation = 1;
  secrets(s, 5, ['drunkard']);
  return act(s, 'showdown', 'join:yes');
}

describe('a Showdown fought together', () => {
  it('"Players may discuss which Town Elders to bring along as part of the Hunting Party, but the final choice rests with the current First Player"', () => {
    const s = togetherWithThomasFirst();
    expect(s.prompt).toEqual({ kind: 'party', hero: 2 });
    expect(actor(s)).toBe(2); // Thomas, though he is not in the Showdown
  });

  it('"Each Town Elder in the Hunting Party must then be assigned to a specific Hero (Limit 1 per Hero). A Town Elder\'s Special Ability only applies to the Hero they are assigned to"', () => {
    const s = act(togetherWithThomasFirst(), 'party:lady-hanbrook', 'party:reverend-harding');
    // two Heroes present: two Elders, one each, first in fight order
    expect(s.showdown?.party.map((p) => [p.elder, p.hero])).toEqual([
      [1, 0],
      [4, 1],
    ]);
    expect(s.prompt).toEqual({ kind: 'regroup', hero: 2 });
    expect(keys(s)).toEqual(['assign:lady-hanbrook:inspector-cooke', 'assign:reverend-harding:karl', 'assign:done']);
    const swapped = act(s, 'assign:lady-hanbrook:inspector-cooke', 'assign:done');
    expect(swapped.showdown?.party.map((p) => [p.elder, p.hero])).toEqual([
      [1, 1],
      [4, 0],
    ]);
    expect(skill(swapped, 1, 'honor')).toBe(5); // Cooke 4, Lady Hanbrook +1
    expect(skill(swapped, 0, 'honor')).toBe(4); // Karl 3, Reverend Harding +1
    expect(currentFight(swapped)?.hero).toBe(0);
  });

  it('"You may only bring along two Town Elders as normal": alone in a Showdown fought together, one ("Limit 1 per Hero")', () => {
    const s = atTurnOf(0, COOP);
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 4;
    const alone = act(s, 'showdown', 'party:lady-hanbrook');
    expect(alone.showdown?.party.map((p) => p.elder)).toEqual([1]);
    expect(currentFight(alone)?.hero).toBe(0); // the party closed at one
  });

  it('"if there is a Militia Counter in the space, it must be assigned to a specific Hero in the same way, and may not be assigned to a Hero that already has a Town Elder assigned"', () => {
    const start = togetherWithThomasFirst();
    start.militia[space('windmill')] = 1;
    const s = act(start, 'party:lady-hanbrook', 'party:done');
    expect(s.showdown?.militia).toBe(1); // Karl has Lady Hanbrook
    expect(fightPool(s, 0, 'combat').dice).toBe(4);
    expect(fightPool(s, 1, 'combat').dice).toBe(3); // Cooke 2, the Militia +1
    const swapped = act(s, 'assign:lady-hanbrook:inspector-cooke', 'assign:done');
    expect(swapped.showdown?.militia).toBe(0);
    expect(fightPool(swapped, 0, 'combat').dice).toBe(5);
    expect(fightPool(swapped, 1, 'combat').dice).toBe(2);
  });

  it('"The Villain only targets Town Elders in the Hunting Party when attacking the Hero they are assigned to"; "At the start of each Showdown Fight Round (including the first), Heroes present may regroup"', () => {
    const s = act(
      togetherWithThomasFirst(),
      'party:lady-hanbrook',
      'party:done',
      'assign:lady-hanbrook:inspector-cooke',
      'assign:done',
    );
    currentFight(s)!.hero = 1; // Cooke's round, the last of this Showdown Fight Round
    // Cooke: 1 1; the Scarecrow: 1 (at Lady Hanbrook, who stands with Cooke) 1 1
    const after = act(rig(s, [1, 1, 1, 1, 1]), 'fight');
    expect(after.prompt).toEqual({ kind: 'regroup', hero: 2 }); // before Karl's round, the next Showdown Fight Round
    expect(keys(after)).toContain('assign:lady-hanbrook:karl');
    expect(currentFight(act(after, 'assign:done'))?.hero).toBe(0);
  });

  it('"Heroes present may regroup by exchanging Items and Allies as well as switching the assignment of Town Elders/Militia"', () => {
    const start = togetherWithThomasFirst();
    const torch = TOUCH_CONTENT.townItems.findIndex((item) => item.id === 'torch');
    start.heroes[0]!.carried.push({ deck: 'town', card: torch });
    const s = act(start, 'party:done');
    expect(s.prompt).toEqual({ kind: 'regroup', hero: 2 });
    expect(keys(s)).toEqual(['hand:karl:0:inspector-cooke', 'assign:done']);
    const handed = act(s, 'hand:karl:0:inspector-cooke');
    expect(handed.heroes[1]!.carried).toEqual([{ deck: 'town', card: torch }]);
    expect(handed.heroes[0]!.carried).toEqual([]);
    expect(keys(handed)).toEqual(['hand:inspector-cooke:0:karl', 'assign:done']);
  });

  it('Team Game: Showdowns "are handled as per Cooperative play with your own Team": the team\'s Hero first in turn order from the First Player chooses', () => {
    const s = atTurnOf(0, { heroes: ['karl', 'inspector-cooke', 'thomas', 'katarina'], mode: 'team', teamSize: 2 });
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 4;
    for (const hero of s.heroes.slice(1)) hero.events = [];
    s.first = 3; // Katarina, of the other team: then Karl, then Cooke
    expect(act(s, 'showdown').prompt).toEqual({ kind: 'party', hero: 0 });
    s.first = 1; // Cooke, Karl's teammate
    expect(act(s, 'showdown').prompt).toEqual({ kind: 'party', hero: 1 });
  });

  it('a Hero who Escapes leaves its Elder to the next regroup: with every Hero left holding one, "move them back to their normal position"', () => {
    const s = act(togetherWithThomasFirst(), 'party:lady-hanbrook', 'party:reverend-harding', 'assign:done');
    currentFight(s)!.rounds = 2; // a later Showdown Fight Round: Karl may Escape
    const fled = act(
      s,
      keys(s).find((k) => k.startsWith('escape:'))!,
    );
    expect(fled.showdown?.heroes).toEqual([1]);
    expect(fled.showdown?.party.map((p) => [p.elder, p.hero])).toEqual([
      [1, -1],
      [4, 1],
    ]);
    // Cooke: 1 1; the Scarecrow: 1 (at Reverend Harding) 1 1
    const after = act(rig(fled, [1, 1, 1, 1, 1]), 'fight');
    expect(after.showdown?.party.map((p) => [p.elder, p.hero])).toEqual([[4, 1]]);
    expect(after.elders[1]!.status).toBe('town');
    expect(currentFight(after)?.hero).toBe(1);
  });
});
