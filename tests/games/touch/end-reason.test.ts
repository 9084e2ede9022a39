/** What A Touch of Evil says at its end (`endReason`) and in its goal line, per mode, on seeded games. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { touchGoalLine } from '../../../src/games/touch/goal-line';
import type { TouchConfig } from '../../../src/games/touch/state';
import { playOut } from '../end-playout';
import { act, atTurnOf, rig, space, takeFromDeck } from './helpers';

const COOP: TouchConfig = {
  heroes: ['anne-marie', 'katarina', 'inspector-cooke'],
  villain: 'werewolf',
  basic: true,
  mode: 'cooperative',
};

describe('A Touch of Evil says why the game ended', () => {
  it('a Hero defeats the Villain in its Lair: who, where, and the Villain’s last Wound', () => {
    // Cooke at the Windmill with its Lair card, in a Showdown; one more Wound defeats the Scarecrow (Health 3).
    const s = act(rig(atTurnOf(1, { villain: 'scarecrow' }), [1]), 'roll', 'step:church');
    s.heroes[1]!.space = space('windmill');
    s.heroes[1]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[1]!.investigation = 6;
    const fight = act(s, 'showdown', 'party:done', 'accuse:none');
    fight.villain.wounds = 2;
    const won = act(rig(fight, [6, 1, 6, 1, 1]), 'fight');
    expect(touch.endReason!(fight)).toBeNull();
    const why = touch.endReason!(won)!;
    expect(why.headline).toBe('Inspector Cooke defeated the Scarecrow in its Lair at the Windmill');
    expect(why.details[0]).toMatch(/^Shadow Track at \d+ · Scarecrow: 3 of 3 Wounds · round 1$/);
  });

  it('Competitive: Darkness fell when the Shadow Track reached 0', () => {
    const { mid, end } = playOut(
      touch,
      { heroes: ['thomas', 'isabella-von-took'], villain: 'spectral-horseman', basic: true },
      1,
    );
    expect(touchGoalLine(touch.view(mid, 0)).goal).toBe(
      'Be the first Hero to defeat the Spectral Horseman in a Showdown at its Lair; at 0 on the Shadow Track the Spectral Horseman wins',
    );
    expect(touchGoalLine(touch.view(mid, 0)).status).toMatch(
      /^Shadow Track at \d+ · Spectral Horseman \d+ of \d+ Wounds · round \d+$/,
    );
    expect(end.track).toBe(0);
    expect(touch.endReason!(end)!.headline).toBe('Darkness fell: the Shadow Track reached 0');
  });

  it('Cooperative: the town fell into Darkness with the Villain’s Health left, or every Hero was KO’d at once', () => {
    const ko = playOut(touch, COOP, 1);
    expect(touch.endReason!(ko.end)!.headline).toBe("Every Hero was KO'd at the same time: the Werewolf wins");
    const dark = playOut(touch, COOP, 2);
    expect(touch.endReason!(dark.end)!.headline).toMatch(
      /^The town fell into Darkness with the Werewolf at \d+ Health$/,
    );
    expect(touchGoalLine(touch.view(ko.mid, 0)).goal).toMatch(/^Together, hunt the Werewolf to its Lair and defeat it/);
  });

  it('names a Villain whose card says "The" as a sentence does: "the Vampire"', () => {
    const s = atTurnOf(0, {
      villain: 'vampire',
      mode: 'team',
      heroes: ['karl', 'inspector-cooke', 'thomas', 'katarina'],
    });
    expect(touchGoalLine(touch.view(s, 0)).goal).toBe(
      'Be the first Team to defeat the Vampire in a Showdown at its Lair, before the Shadow Track reaches 0',
    );
  });
});
