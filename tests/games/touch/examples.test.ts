/**
 * The rulebook's worked examples, each as a test quoting it (the FAQ is elsewhere; the
 * list is in docs/rules/touch.md, "The book's worked examples"). Those checked in other files:
 *
 * - Hanging Skulls, "Make a Spirit 4+ Test and gain 1 Investigation for every 4+ rolled":
 *   effects.test.ts ("Hanging Skulls") and content.test.ts.
 * - "such as at the Town Hall space", drawing several and keeping one: effects.test.ts ("the Town Hall").
 * - "if a player uses an Event Card to give their Hero +2 Combat, the Hero would then immediately
 *   roll an extra 2 Fight Dice": windows.test.ts.
 * - "if you have three Heroes on each team, the Villain will have three times its base Health":
 *   modes.test.ts.
 * - The Hero Card shown for Inspector Cooke: content.test.ts ("Inspector Cooke's sheet").
 * - "it IS possible to win the game even if KO'd during the same Showdown Fight Round": showdown.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SHADOWBROOK } from '../../../src/games/touch/board';
import { discardCarried, gainCarried } from '../../../src/games/touch/carry';
import { cardOf } from '../../../src/games/touch/cards';
import { TOUCH_CONTENT, villainDef } from '../../../src/games/touch/content';
import type { CornerDeck } from '../../../src/games/touch/content-types';
import type { Effect } from '../../../src/games/touch/effect-types';
import { startFight } from '../../../src/games/touch/fight';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { placeMinion } from '../../../src/games/touch/minions';
import { healthMultiplier } from '../../../src/games/touch/modes';
import { villainHealth } from '../../../src/games/touch/villain';
import { act, atTurnOf, instanceOf, keys, logText, rig, space, takeFromDeck } from './helpers';

/** Seat 0's Actions, nothing resolving. */
function inActions(config: Partial<TouchConfig> = {}): TouchState {
  const s = atTurnOf(0, config);
  s.turn.step = 'actions';
  return s;
}

function resolve(s: TouchState, effects: Effect[]): TouchState {
  s.tasks.push({ t: 'effects', hero: 0, effects });
  run(s);
  return s;
}

/** Takes a Town Item out of the Stack by id. */
function townItem(s: TouchState, id: string): number {
  const index = TOUCH_CONTENT.townItems.findIndex((t) => t.id === id);
  s.townItems.splice(s.townItems.indexOf(index), 1);
  return index;
}

/** Takes the first Item or Ally out of a Location deck's draw pile. */
function carriable(s: TouchState, deck: CornerDeck): number {
  const card = s.decks[deck].draw.find((c) => ['item', 'ally'].includes(cardOf(deck, c).kind))!;
  s.decks[deck].draw.splice(s.decks[deck].draw.indexOf(card), 1);
  return card;
}

describe('Skill Tests', () => {
  const spirit5: Effect = {
    op: 'test',
    skills: ['spirit'],
    target: 5,
    success: [{ op: 'investigation', amount: 1 }],
    fail: [{ op: 'investigation', amount: -1 }],
  };

  it('"Make a Spirit 5+ Test." would mean to roll a number of dice equal to your Spirit Skill. If at least one of the dice rolls a 5 or higher, the Test is Successful', () => {
    // Thomas (Spirit 2) rolls two dice, and one 5 is enough.
    const s = resolve(rig(inActions({ heroes: ['thomas', 'karl'] }), [1, 5]), [spirit5]);
    expect(logText(s)).toContain('Thomas makes a spirit 5+ Test: 1 5 (1 success(es))');
    expect(s.heroes[0]!.investigation).toBe(3);
  });

  it('"If none of the dice roll high enough, the Test is Failed"', () => {
    const s = resolve(rig(inActions({ heroes: ['thomas', 'karl'] }), [4, 4]), [spirit5]);
    expect(logText(s)).toContain('Thomas makes a spirit 5+ Test: 4 4 (0 success(es))');
    expect(s.heroes[0]!.investigation).toBe(1);
  });

  it('"So a Hero with Spirit 4 and Cunning 2 would make a combined Spirit & Cunning Test using 6 dice"', () => {
    const s = inActions({ heroes: ['karl', 'thomas'] });
    s.heroes[0]!.upgrades.spirit = 2; // Karl, Spirit 2 and Cunning 2, with two Spirit markers: the example's Hero
    const after = resolve(rig(s, [6, 6, 6, 6, 6, 6, 6]), [
      { op: 'test', skills: ['spirit', 'cunning'], target: 4, perSuccess: [{ op: 'investigation', amount: 1 }] },
    ]);
    expect(logText(after)).toContain('Karl makes a spirit & cunning 4+ Test: 6 6 6 6 6 6 (6 success(es))');
    expect(after.heroes[0]!.investigation).toBe(2 + 6);
  });
});

describe('Items and Allies', () => {
  it('"there is only one Musket card in the Town Items stack. If another Hero buys it first, no one else can purchase it until it is discarded back to the Town Items stack"', () => {
    const s = inActions();
    s.turn.encountered = true;
    s.heroes[0]!.space = space('blacksmith');
    s.heroes[0]!.investigation = 9;
    const bought = act(s, 'buy:musket');
    // Cooke's turn, at the Blacksmith too, with the Investigation to pay
    bought.turn = { ...bought.turn, hero: 1, step: 'actions', encountered: true, used: [] };
    bought.heroes[1]!.space = space('blacksmith');
    bought.heroes[1]!.investigation = 9;
    expect(keys(bought)).not.toContain('buy:musket');
    discardCarried(bought, 0, 0);
    expect(keys(bought)).toContain('buy:musket');
  });

  it('"this will be a total of up to seven cards (1 card from each of the four Corner Locations and 3 Town Items)"', () => {
    const s = inActions();
    const cards = [
      ...(['manor', 'windmill', 'olde-woods', 'abandoned-keep'] as const).map((deck) => ({
        deck,
        card: carriable(s, deck),
      })),
      { deck: 'town' as const, card: townItem(s, 'torch') },
      { deck: 'town' as const, card: townItem(s, 'sabre') },
      { deck: 'town' as const, card: townItem(s, 'tri-corn-hat') },
    ];
    for (const item of cards) {
      gainCarried(s, 0, item);
      expect(s.prompt).toBeNull();
    }
    expect(s.heroes[0]!.carried).toHaveLength(7);
    gainCarried(s, 0, { deck: 'town', card: townItem(s, 'musket') }); // an eighth: a fourth Town Item
    expect(s.prompt).toEqual({ kind: 'discard-item', hero: 0, left: 1, reason: 'carry' });
    // Only the Town Items are offered: "Abandoned Keep cards have the Keep symbol … to make it easier to remember what you have"
    expect(keys(s)).toEqual(['discard:4', 'discard:5', 'discard:6', 'discard:7']);
  });

  it('"If a Hero ever has more cards than they can carry (for instance two cards from the Abandoned Keep), they must immediately discard back down. You may always choose which cards to discard and which to keep."', () => {
    const s = inActions();
    const armor = takeFromDeck(s, 'abandoned-keep', 'rusted-armor');
    const sword = takeFromDeck(s, 'abandoned-keep', 'knights-sword');
    gainCarried(s, 0, { deck: 'abandoned-keep', card: armor });
    gainCarried(s, 0, { deck: 'abandoned-keep', card: sword });
    expect(keys(s)).toEqual(['discard:0', 'discard:1']);
    const keptNew = act(s, 'discard:0');
    expect(keptNew.heroes[0]!.carried).toEqual([{ deck: 'abandoned-keep', card: sword }]);
    expect(keptNew.decks['abandoned-keep'].discard).toContain(armor);
    const keptOld = act(s, 'discard:1');
    expect(keptOld.heroes[0]!.carried).toEqual([{ deck: 'abandoned-keep', card: armor }]);
    expect(keptOld.prompt).toBeNull();
  });
});

describe('Fights and KOs', () => {
  it('"If there are no adjacent spaces to Escape to (perhaps there is an enemy in every adjacent space), the Hero may not Escape and must fight to the finish"', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    const here = space('town-hall');
    s.heroes[0]!.space = here;
    s.minions.push({ minion: 'wolves', space: here, round: false });
    startFight(s, 0, {
      name: 'Wolves',
      fightDice: 2,
      health: 2,
      fightWith: 'combat',
      wounds: 0,
      victory: [],
      space: here,
    });
    run(s);
    const afterRound = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    expect(keys(afterRound).some((k) => k.startsWith('escape:'))).toBe(true);
    const surrounded = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    const minions = ['bats', 'walking-dead', 'succubus', 'gargoyle', 'wolves'];
    SHADOWBROOK.adjacent[here]!.forEach((at, i) =>
      surrounded.minions.push({ minion: minions[i % minions.length]!, space: at, round: false }),
    );
    expect(keys(surrounded)).toEqual(['fight']);
  });

  it('"if KO\'d during the normal turn, you will stand up during the Mystery Phase of that same Game Round. If KO\'d during the Mystery Phase itself, you will not be able to stand back up until the following Mystery Phase, thereby missing your next Hero turn"', () => {
    const s = atTurnOf(0);
    // Karl was KO'd during this Mystery Phase, after the Revive step: only the Mystery card is left to draw.
    s.phase = 'mystery';
    s.heroes[0]!.ko = true;
    s.decks.mystery.draw.unshift(instanceOf('mystery', 'quiet-night'), instanceOf('mystery', 'quiet-night') + 1);
    s.tasks.push({ t: 'mystery', step: 'pass' }, { t: 'mystery', step: 'draw' });
    run(s);
    // The marker passes to Cooke; Karl, still KO'd, misses his turn of round 2.
    expect(s.round).toBe(2);
    expect(s.heroes[0]!.ko).toBe(true);
    expect(s.turn.hero).toBe(1);
    let next = s;
    for (let guard = 0; next.round === 2 && guard < 50; guard++) {
      const legal = keys(next);
      next = act(next, ['end', 'encounter', 'stop', 'roll', 'pass'].find((k) => legal.includes(k)) ?? legal[0]!);
    }
    // The round's Mystery Phase stands him up, and round 3 is his as First Player.
    expect(next.heroes[0]!.ko).toBe(false);
    expect(next.round).toBe(3);
    expect(next.turn.hero).toBe(0);
  });
});

describe('Cooperative play', () => {
  const four = ['karl', 'inspector-cooke', 'thomas', 'katarina'];

  it('"if there are four Heroes, it would cost 4 Investigation to look at the Secrets of one Town Elder. The whole cost must be paid by a single Hero"', () => {
    const s = inActions({ heroes: four, mode: 'cooperative' });
    s.turn.encountered = true;
    s.heroes[0]!.investigation = 3;
    s.heroes[1]!.investigation = 9; // another Hero's Investigation does not help
    expect(keys(s).some((k) => k.startsWith('look:'))).toBe(false);
    s.heroes[0]!.investigation = 4;
    const looked = act(s, `look:${s.elders[0]!.elder}`);
    expect(looked.heroes[0]!.investigation).toBe(0);
    expect(looked.heroes[1]!.investigation).toBe(9);
  });

  it('"if there are four Heroes, and the Villain has a base Health of 5, the Villain will actually have Health 20 for this Cooperative game (4 × 5 = 20)"', () => {
    // The book's Villain has a printed 5; ours (the Werewolf) a printed 3: the same multiplier of 4 makes 12.
    const s = atTurnOf(0, { heroes: four, mode: 'cooperative', villain: 'werewolf' });
    expect(healthMultiplier(s.config)).toBe(4);
    expect(5 * healthMultiplier(s.config)).toBe(20);
    expect(villainHealth(s)).toBe(villainDef('werewolf').health * healthMultiplier(s.config));
  });
});

describe('Optional rules', () => {
  it('Endurance of Evil "is triggered even if the Elder is just removed from the game outright (such as with the Gargoyle)"', () => {
    const s = atTurnOf(0, { options: { enduranceOfEvil: true } });
    for (const hero of s.heroes) hero.space = space('road-5');
    const health = villainHealth(s);
    placeMinion(rig(s, [1, 1]), 'gargoyle', space('marsh')); // the Gargoyle's roll of 1, then the first Elder
    expect(s.elders[0]!.status).toBe('removed');
    expect(villainHealth(s)).toBe(health + 2);
  });
});
