/** The named rules of Villains, Minions and Secrets, against the sentences of the book and the cards. */
import { describe, expect, it } from 'vitest';
import { curseStep, isWerewolf } from '../../../src/games/touch/curse';
import { lookAtSecrets, turnEvil } from '../../../src/games/touch/elders';
import { currentFight, startFight } from '../../../src/games/touch/fight';
import { skill } from '../../../src/games/touch/hero-stats';
import { knockOut } from '../../../src/games/touch/ko';
import { placeMinion } from '../../../src/games/touch/minions';
import { ratNestSpawn } from '../../../src/games/touch/mystery-minions';
import { run } from '../../../src/games/touch/runner';
import { moveShadow } from '../../../src/games/touch/shadow';
import type { TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, logText, newGame, rig, secrets, space, stack, takeFromDeck } from './helpers';

/** Both Heroes on a quiet road, nothing resolving, seat 0 the First Player. */
function quiet(config = {}): TouchState {
  const s = atTurnOf(0, config);
  for (const hero of s.heroes) hero.space = space('road-5');
  return s;
}

function cursed(s: TouchState, hero: number, id: string, markers: number): void {
  s.heroes[hero]!.curse = takeFromDeck(s, 'curse', id);
  s.heroes[hero]!.transformation = markers;
}

describe('Curse of the Werewolf', () => {
  it('"any Hero that is KO\'d by the Werewolf automatically takes a Curse of the Werewolf card"', () => {
    const s = quiet({ villain: 'werewolf' });
    knockOut(s, 0, false); // by a Minion
    expect(s.heroes[0]!.curse).toBeNull();
    knockOut(s, 1, true);
    expect(s.heroes[1]!.curse).not.toBeNull();
    const vampire = quiet({ villain: 'vampire' });
    knockOut(vampire, 1, true);
    expect(vampire.heroes[1]!.curse).toBeNull();
  });

  it('"gaining Transformation Markers until they actually become a Werewolf Hero"; "Does the Hero attack in the first Mystery Phase that they become a Werewolf Hero? Yes."', () => {
    const s = quiet({ villain: 'werewolf' });
    cursed(s, 1, 'bitten', 1); // transforms at 3
    curseStep(s, 1);
    expect([s.heroes[1]!.transformation, isWerewolf(s, 1)]).toEqual([2, false]);
    expect(s.tasks).toEqual([]);
    // Karl's round with Cooke the Werewolf (Combat 2): Karl 1 1 1 1, re-roll 1; Cooke 6 6
    curseStep(rig(s, [1, 1, 1, 1, 1, 6, 6]), 1);
    run(s);
    expect(isWerewolf(s, 1)).toBe(true);
    expect(logText(s)).toContain('Inspector Cooke becomes a Werewolf Hero!');
    expect(logText(s)).toContain('Karl fights a round with Inspector Cooke the Werewolf');
    expect(s.heroes[0]!.wounds).toBe(2);
  });

  it('a Curse acts while it is held (Fever Dreams: -1 Cunning); "Curses may be Cured there for a cost, even if the Hero has become a full Werewolf Hero"', () => {
    const s = atTurnOf(0, { villain: 'werewolf' });
    cursed(s, 0, 'fever-dreams', 3);
    expect(skill(s, 0, 'cunning')).toBe(1);
    s.heroes[0]!.investigation = 4;
    const doctor = act(rig(s, [1]), 'roll', 'step:doctors-office');
    const asked = act(doctor, 'encounter');
    expect(keys(asked)).toContain('option:3');
    const cured = act(asked, 'option:3');
    expect(cured.heroes[0]!.curse).toBeNull();
    expect(skill(cured, 0, 'cunning')).toBe(2);
  });
});

describe('Secrets that send Elders into the town', () => {
  it('On the Hunt: "places the Town Elder\'s marker on the board, giving bonuses to Heroes in its space and moving whenever the Shadow Track crosses into a new Stage"', () => {
    const s = quiet({ basic: false });
    secrets(s, 2, ['on-the-hunt']);
    stack(s, 'lair', ['fields-barn', 'marsh-island']);
    lookAtSecrets(s, 0, 2, false);
    expect(s.elders[2]!.hunting).toBe(space('fields'));
    s.heroes[0]!.space = space('fields');
    expect([skill(s, 0, 'combat'), skill(s, 0, 'spirit')]).toEqual([5, 3]);
    moveShadow(s, 3, 'test'); // 20 → 17: still Stage I
    expect(s.elders[2]!.hunting).toBe(space('fields'));
    moveShadow(s, 1, 'test'); // 17 → 16: Stage II
    expect(s.elders[2]!.hunting).toBe(space('marsh'));
    expect(skill(s, 0, 'combat')).toBe(4);
  });

  it('Hero of the People: "allows the Town Elder to join forces with a Hero, traveling with them and granting that Hero the Elder\'s Special Ability"', () => {
    const s = quiet({ basic: false });
    secrets(s, 4, ['hero-of-the-people']); // Reverend Harding: +1 Spirit, +1 Honor
    lookAtSecrets(s, 1, 4, false);
    expect(s.elders[4]!.with).toBe(1);
    expect([skill(s, 1, 'spirit'), skill(s, 1, 'honor')]).toEqual([2, 5]);
    expect(skill(s, 0, 'spirit')).toBe(2); // Karl gains nothing
    s.elders[4]!.status = 'dead';
    expect(skill(s, 1, 'spirit')).toBe(1);
  });
});

describe('Minions with rules of their own', () => {
  it('Rats Nest: "places Rats in the next space on its shortest route to the Town Hall"', () => {
    const s = quiet({ villain: 'werewolf', basic: false });
    placeMinion(s, 'rat-nest', space('marsh'));
    ratNestSpawn(s, space('marsh'));
    expect(s.minions.filter((m) => m.minion === 'rats').map((m) => m.space)).toEqual([space('road-9')]);
  });

  it('Rats: "A Hero who ends a Move with Rats loses 1 Investigation"; round counters do not fight', () => {
    const s = atTurnOf(0, { villain: 'werewolf', basic: false });
    placeMinion(s, 'rats', space('church'));
    const after = act(rig(s, [1]), 'roll', 'step:church');
    expect(after.heroes[0]!.investigation).toBe(1);
    expect(currentFight(after)).toBeNull();
  });

  it('Crows: "A Hero who ends a Move with Crows takes 1 Wound on a D6 roll of 1 or 2"', () => {
    for (const [roll, wounds] of [
      [2, 1],
      [3, 0],
    ] as const) {
      const s = atTurnOf(0, { villain: 'scarecrow', basic: false });
      placeMinion(s, 'crows', space('church'));
      const after = act(rig(s, [1, roll]), 'roll', 'step:church');
      expect(after.heroes[0]!.wounds, `roll ${roll}`).toBe(wounds);
    }
  });

  it('Barghest Hound: "moves up to 2 spaces at the start of the Mystery Phase to reach the nearest Hero … will move over any intervening Minion"', () => {
    const s = quiet({ villain: 'spectral-horseman', basic: false });
    s.heroes[0]!.space = space('marsh');
    s.heroes[1]!.space = space('olde-woods');
    placeMinion(s, 'barghest-hound', space('town-hall'));
    placeMinion(s, 'will-o-wisps', space('magistrates-office'));
    s.tasks.push({ t: 'hounds' });
    run(s);
    // Town Hall → Magistrate's Office (over the Wisps) → road 9, one step from Karl in the Marsh
    expect(s.minions.map((m) => [m.minion, m.space])).toEqual([
      ['barghest-hound', space('road-9')],
      ['will-o-wisps', space('magistrates-office')],
    ]);
  });

  it('"The Barghest Hounds will move one at a time (the order is chosen by the current First Player)"', () => {
    const s = quiet({ villain: 'spectral-horseman', basic: false });
    s.heroes[0]!.space = space('marsh');
    placeMinion(s, 'barghest-hound', space('abandoned-keep'));
    placeMinion(s, 'barghest-hound', space('magistrates-office'));
    s.tasks.push({ t: 'hounds' });
    run(s);
    expect(actor(s)).toBe(0);
    expect(keys(s)).toEqual(['hound:abandoned-keep', 'hound:magistrates-office']);
    // "The Hero will have to fight the first Hound that moves before the second Hound gets to go."
    const first = act(s, 'hound:abandoned-keep');
    expect(currentFight(first)?.enemy.name).toBe('Barghest Hound');
  });

  it('Ghost Soldiers: "A Hero who takes a Wound from them is pushed back one space toward the edge of the board"', () => {
    const s = quiet({ villain: 'spectral-horseman' });
    s.heroes[0]!.space = space('marsh');
    placeMinion(s, 'ghost-soldiers', space('marsh'));
    run(s);
    // Karl fights with Spirit 2: 1 1; the Soldiers: 6 1
    const pushed = act(rig(s, [1, 1, 6, 1]), 'fight');
    expect(pushed.heroes[0]!.space).toBe(space('road-10'));
    expect(currentFight(pushed)).toBeNull();
    expect(pushed.minions.map((m) => m.space)).toEqual([space('marsh')]);
  });

  it('"if there are more than one with equal Honor, the First Player chooses who must fight"', () => {
    const s = newGame({ heroes: ['karl', 'anne-marie', 'thomas'] }); // Honor 3, 3, 1
    const first = s.first;
    for (const hero of s.heroes) hero.space = space('marsh');
    s.tasks = [];
    s.prompt = null;
    placeMinion(s, 'wolves', space('marsh'));
    run(s);
    expect(actor(s)).toBe(first);
    expect(keys(s)).toEqual(['first:karl', 'first:anne-marie']);
    expect(currentFight(act(s, 'first:anne-marie'))?.hero).toBe(1);
  });
});

describe('the Werewolf Hero’s attack', () => {
  it('"While KO\'d, a Hero does not participate in any element of the game": a Werewolf Hero KO’d before its attack comes makes none', () => {
    const s = quiet({ villain: 'werewolf' });
    startFight(s, 0, {
      name: 'Cooke the Werewolf',
      attack: true,
      werewolf: 1,
      fightDice: 2,
      health: 0,
      fightWith: 'combat',
      wounds: 0,
      victory: [],
    });
    s.heroes[1]!.ko = true;
    run(s);
    expect(currentFight(s)).toBeNull();
    expect(s.heroes[0]!.wounds).toBe(0);
  });
});

describe('ties the book gives to the First Player', () => {
  it('"If there is more than one thing that needs to happen at the Start of the Mystery Phase, the current First Player chooses in what order they are done"', () => {
    const s = quiet();
    turnEvil(s, 0); // Lord Hanbrook, Evil: every Hero loses 1 Investigation
    turnEvil(s, 1); // Lady Hanbrook, Evil: a random Town Elder gains a Secret
    s.tasks.push({ t: 'mystery', step: 'start' });
    run(s);
    expect(actor(s)).toBe(s.first);
    expect(keys(s)).toEqual(['order:0', 'order:1']);
    const after = act(s, 'order:1');
    const log = logText(after);
    expect(log.indexOf('gains 1 Secret')).toBeLessThan(log.indexOf('loses 1 Investigation'));
  });

  it('"the current First Player chooses in what order they are done": the Rats Nests and the Curses among the rest', () => {
    const s = quiet({ villain: 'werewolf', basic: false });
    placeMinion(s, 'rat-nest', space('marsh'));
    cursed(s, 1, 'bitten', 0);
    turnEvil(s, 0); // Lord Hanbrook, Evil: every Hero loses 1 Investigation
    s.tasks.push({ t: 'mystery', step: 'start' });
    run(s);
    expect(actor(s)).toBe(s.first);
    const top = s.tasks[s.tasks.length - 1];
    expect(top?.t === 'start-jobs' && top.jobs.map((job) => job.source)).toEqual([
      'The Rats Nest in Marsh',
      "Inspector Cooke's Bitten",
      'Lord of Shadows',
    ]);
    const curseFirst = act(s, 'order:1');
    expect(keys(curseFirst)).toEqual(['order:0', 'order:1']); // the Nest and the Elder are still to come
    const done = act(curseFirst, 'order:1'); // the Elder; the Nest, last, needs no choice
    const log = logText(done);
    const at = (text: string): number => log.indexOf(text);
    expect(at('Transformation marker')).toBeGreaterThan(-1);
    expect(at('Transformation marker')).toBeLessThan(at('loses 1 Investigation'));
    expect(at('loses 1 Investigation')).toBeLessThan(at('Rats appear'));
  });

  it('the Town Elder "with the lowest Honor": the First Player chooses among Elders of equal Honor', () => {
    const s = quiet();
    s.elders[5]!.status = 'dead'; // Magistrate Kroft (Honor 2); Lady Hanbrook, Doctor Manning and Sophie have 3
    s.tasks.push({ t: 'effects', hero: 1, effects: [{ op: 'elder-secret', elder: 'lowest-honor', count: 1 }] });
    run(s);
    expect(actor(s)).toBe(s.first);
    expect(keys(s)).toEqual(['elder:lady-hanbrook', 'elder:doctor-manning', 'elder:sophie-the-midwife']);
    expect(act(s, 'elder:doctor-manning').elders[2]!.secrets).toHaveLength(2);
  });
});
