/** Fights, Wounds, Escape and KO'd Heroes, against the sentences of the book. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { TOUCH_CONTENT } from '../../../src/games/touch/content';
import { currentFight, fightPool, startFight } from '../../../src/games/touch/fight';
import { woundsFrom } from '../../../src/games/touch/fight-round';
import { run } from '../../../src/games/touch/runner';
import type { FightEnemy, TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, instanceOf, keys, logText, rig, rngRolling, space, takeFromDeck } from './helpers';

const wolves = (at?: number): FightEnemy => ({
  name: 'Wolves',
  fightDice: 2,
  health: 2,
  fightWith: 'combat',
  wounds: 0,
  victory: [{ op: 'investigation', amount: 2 }],
  ...(at === undefined ? {} : { space: at }),
});

/** Karl (Combat 4, Health 4) in the Town Hall facing an enemy, in his Actions. */
function fighting(enemy: FightEnemy, rolls: number[]): TouchState {
  const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
  if (enemy.space !== undefined) s.minions.push({ minion: 'wolves', space: enemy.space, round: false });
  startFight(s, 0, enemy);
  run(s);
  return rig(s, rolls);
}

describe('Fight Rounds', () => {
  it('"Unless noted otherwise, Fight Dice always need to roll 5 or 6 … For each Hit done, one Wound is caused"', () => {
    // Karl rolls 4 dice (5 1 2 3) and re-rolls his lowest failure (Continental Veteran: the 1, to a 2): one Hit;
    // the Wolves roll 2 (6 6): two Hits
    const s = act(fighting(wolves(), [5, 1, 2, 3, 2, 6, 6]), 'fight');
    expect(s.heroes[0]!.wounds).toBe(2);
    expect(currentFight(s)?.enemy.wounds).toBe(1);
    expect(currentFight(s)?.rounds).toBe(1);
  });

  it('"it is possible for both the Hero and Minion to be defeated/KO\'d in the same Fight Round"; the Victory still counts', () => {
    // Karl: 5 6 1 1, re-roll 1 → 1 (two Hits); the Wolves: 6 6 (two Wounds, Karl's 3rd and 4th); the KO roll: 3
    const s = fighting(wolves(), [5, 6, 1, 1, 1, 6, 6, 3]);
    s.heroes[0]!.wounds = 2;
    const after = act(s, 'fight');
    expect(logText(after)).toContain('Karl defeats Wolves');
    expect(after.heroes[0]!.ko).toBe(true);
    expect(logText(after)).toContain('Karl gains 2 Investigation');
  });

  it('"Minions roll the number of Fight Dice listed"; enemies that name a Skill are fought with it (Locust Swarm: Cunning)', () => {
    const s = atTurnOf(0);
    expect(fightPool(s, 0, 'combat')).toEqual({ skill: 'combat', dice: 4 });
    expect(fightPool(s, 0, 'cunning')).toEqual({ skill: 'cunning', dice: 2 });
  });

  it('"Items like Tools of Science may ONLY be used if you would actually be using Combat to fight"', () => {
    const s = atTurnOf(0, { heroes: ['anne-marie', 'karl'] });
    s.heroes[0]!.carried.push({ deck: 'windmill', card: takeFromDeck(s, 'windmill', 'tools-of-science') });
    expect(fightPool(s, 0, 'combat')).toEqual({ skill: 'cunning', dice: 4 });
    expect(fightPool(s, 0, 'spirit')).toEqual({ skill: 'spirit', dice: 3 });
  });

  it('Militia: "+1 Combat and can take one Wound for the Hero. If a Wound is assigned to the Militia Marker, remove it"', () => {
    expect(woundsFrom(rngRolling([]), 2, { flat: 0, preventOn: null, militia: 1 })).toEqual({
      wounds: 1,
      prevented: 0,
      militiaUsed: 1,
    });
    const s = atTurnOf(0);
    s.militia[s.heroes[0]!.space] = 1;
    expect(fightPool(s, 0, 'combat').dice).toBe(5);
  });

  it('a Wound is prevented on the roll the card names; several such cards roll once per Wound, with the best', () => {
    expect(woundsFrom(rngRolling([6, 2, 5]), 3, { flat: 0, preventOn: 5, militia: 0 }).wounds).toBe(1);
    expect(woundsFrom(rngRolling([]), 3, { flat: 2, preventOn: null, militia: 0 }).wounds).toBe(1);
  });
});

describe('Escaping and ending a Fight', () => {
  it('"At the start of each Fight Round after the first, the Hero may choose to continue the Fight or Escape"', () => {
    const s = fighting(wolves(space('town-hall')), [1, 1, 1, 1, 1, 1, 1]);
    expect(keys(s).filter((k) => k.startsWith('escape'))).toEqual([]);
    const after = act(s, 'fight');
    expect(keys(after).filter((k) => k.startsWith('escape'))).toEqual([
      'escape:church',
      'escape:blacksmith',
      'escape:doctors-office',
      'escape:magistrates-office',
    ]);
  });

  it('"they must immediately move to any adjacent space that does not contain an enemy and their turn immediately ends"; the counter stays', () => {
    const s = act(fighting(wolves(space('town-hall')), [1, 1, 1, 1, 1, 1, 1]), 'fight');
    s.minions.push({ minion: 'bats', space: space('church'), round: false });
    s.heroes[1]!.space = space('road-3'); // nobody else is left with the Wolves
    expect(keys(s)).not.toContain('escape:church');
    const after = act(s, 'escape:blacksmith');
    expect(after.heroes[0]!.space).toBe(space('blacksmith'));
    expect(after.turn.hero).toBe(1); // Karl's turn ended
    expect(after.minions.some((m) => m.minion === 'wolves' && m.space === space('town-hall'))).toBe(true);
  });

  it('"If a Hero Escapes … and there is another Hero left in the space with the Minion, the other Hero will now have to fight"', () => {
    const s = act(fighting(wolves(space('town-hall')), [1, 1, 1, 1, 1, 1, 1]), 'fight');
    const after = act(s, 'escape:blacksmith');
    const fight = currentFight(after);
    expect(fight?.hero).toBe(1);
    expect(fight?.enemy.wounds).toBe(0); // "Fully Heals any Wounds it had taken"
  });

  it('Victor Danforth may Escape before the first Fight Round', () => {
    const s = act(rig(atTurnOf(0, { heroes: ['victor-danforth', 'karl'] }), [2, 2]), 'roll', 'stop');
    startFight(s, 0, wolves());
    run(s);
    expect(keys(s).filter((k) => k.startsWith('escape'))).toHaveLength(4);
  });

  it('Holy Water: "If discarded before a Fight Round, the Minion is defeated without rolling Fight Dice"', () => {
    const s = fighting(wolves(space('town-hall')), []);
    const holyWater = TOUCH_CONTENT.townItems.findIndex((item) => item.id === 'holy-water');
    s.heroes[0]!.carried.push({ deck: 'town', card: holyWater });
    expect(keys(s)).toContain('defeat:0');
    const after = act(s, 'defeat:0');
    expect(after.minions).toEqual([]);
    expect(after.heroes[0]!.carried).toEqual([]);
    expect(after.townItems).toContain(holyWater); // "When discarded, Town Item cards are returned to the Stack"
    expect(logText(after)).toContain('Karl defeats Wolves');
  });

  it('"If the Minion is a card, it is simply discarded" whether or not it was defeated', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    const card = takeFromDeck(s, 'abandoned-keep', 'bandit-gang');
    startFight(s, 0, { ...wolves(), name: 'Bandit Gang', card: { deck: 'abandoned-keep', card } });
    run(s);
    s.heroes[0]!.wounds = 3;
    // Karl misses (1 1 1 1, re-roll 1); the Gang hits once (6 1); the KO roll: 1
    const after = act(rig(s, [1, 1, 1, 1, 1, 6, 1, 1]), 'fight');
    expect(after.heroes[0]!.ko).toBe(true);
    expect(after.decks['abandoned-keep'].discard).toContain(card);
  });
});

describe("KO'd Heroes", () => {
  it('"Immediately move the Hero to the Town Hall … lose that number of any mix of Investigation, Items, and/or Ally Cards. Also remove all Wound markers"', () => {
    const s = act(rig(atTurnOf(1), [1]), 'roll', 'step:church');
    const lantern = TOUCH_CONTENT.townItems.findIndex((item) => item.id === 'lantern'); // no Fight bonus
    s.heroes[1]!.carried.push({ deck: 'town', card: lantern });
    s.heroes[1]!.wounds = 2;
    startFight(s, 1, wolves());
    run(s);
    // Cooke misses (1 1); the Wolves hit once (6 1); the KO roll is a 2
    const after = act(rig(s, [1, 1, 6, 1, 2]), 'fight');
    expect(after.heroes[1]).toMatchObject({ ko: true, wounds: 0, space: space('town-hall') });
    expect(keys(after)).toEqual(['lose:investigation', 'lose:0']);
    // the Lantern first; the second loss can only be Investigation, so it is taken without asking
    const lost = act(after, 'lose:0');
    expect(lost.heroes[1]).toMatchObject({ carried: [], investigation: 1 });
    expect(lost.turn.hero).toBe(0); // a KO ends the Hero's own turn
  });

  it('"While KO\'d, a Hero does not participate"; "KO\'d Heroes stand back up … during step 2 of the Mystery Phase", Fully Healed', () => {
    let s = atTurnOf(0);
    s.heroes[1]!.ko = true;
    s.heroes[1]!.space = space('town-hall');
    s.decks.mystery.draw.unshift(instanceOf('mystery', 'quiet-night'));
    s = act(rig(s, [2]), 'roll', 'step:church', 'step:road-3', 'end');
    // Cooke, KO'd, had no turn: the Mystery Phase came at once, stood him up and passed the marker to him
    expect(s.round).toBe(2);
    expect(s.heroes[1]).toMatchObject({ ko: false, wounds: 0 });
    expect(s.first).toBe(1);
    expect(s.turn.hero).toBe(1);
    expect(touch.isOver(s)).toBe(false);
  });
});
