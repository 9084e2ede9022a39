/** Minion counters: placement within the box's limit, displacement toward the Town Hall, round counters, who fights. */
import { describe, expect, it } from 'vitest';
import { currentFight } from '../../../src/games/touch/fight';
import { displaceFrom, heroesInSpace, placeMinion } from '../../../src/games/touch/minions';
import { rollMinionChart } from '../../../src/games/touch/minion-chart';
import { run } from '../../../src/games/touch/runner';
import type { TouchState } from '../../../src/games/touch/state';
import { atTurnOf, logText, newGame, rig, space } from './helpers';

/** A game with both Heroes out of the way on the Windmill road, nothing resolving. */
function quiet(config = {}): TouchState {
  const s = atTurnOf(0, config);
  for (const hero of s.heroes) hero.space = space('road-5');
  return s;
}

const at = (s: TouchState): [string, number][] => s.minions.map((m) => [m.minion, m.space]);

describe('Minion counters', () => {
  it('a placed counter stays on the board: "Minion Counters … will remain there until defeated"', () => {
    const s = quiet();
    placeMinion(s, 'wolves', space('marsh'));
    expect(at(s)).toEqual([['wolves', space('marsh')]]);
  });

  it('"If a Minion ever moves or appears in a space that already has a Minion, the existing Minion Counter will be displaced to the next adjacent space on the shortest route back to the Town Hall"', () => {
    const s = quiet();
    placeMinion(s, 'wolves', space('marsh'));
    placeMinion(s, 'bats', space('marsh'));
    expect(at(s)).toEqual([
      ['wolves', space('road-9')],
      ['bats', space('marsh')],
    ]);
  });

  it('"This may occasionally displace several Minions in a row"', () => {
    const s = quiet();
    placeMinion(s, 'wolves', space('road-9'));
    placeMinion(s, 'walking-dead', space('marsh'));
    placeMinion(s, 'bats', space('marsh'));
    expect(at(s)).toEqual([
      ['wolves', space('magistrates-office')],
      ['walking-dead', space('road-9')],
      ['bats', space('marsh')],
    ]);
  });

  it('"If a Minion is already at the Town Hall and would be displaced, instead remove the Minion Counter … and move the Shadow Track 1 step"', () => {
    const s = quiet();
    placeMinion(s, 'wolves', space('town-hall'));
    placeMinion(s, 'bats', space('town-hall'));
    expect(at(s)).toEqual([['bats', space('town-hall')]]);
    expect(s.track).toBe(19);
  });

  it('a Minion displaced from the Fields rolls for the numbered arrows: 1-3 toward the Manor, 4-6 toward the Windmill', () => {
    for (const [roll, toward] of [
      [2, 'road-7'],
      [5, 'road-8'],
    ] as const) {
      const s = rig(quiet(), [roll]);
      s.minions.push({ minion: 'wolves', space: space('fields'), round: false });
      expect(displaceFrom(s, space('fields'))).toEqual([space(toward)]);
    }
  });

  it('"If you are ever called to place a certain Minion and there are no more counters for that Minion available, instead move the Shadow Track 1 step"', () => {
    const s = quiet();
    for (const id of ['church', 'marsh']) placeMinion(s, 'succubus', space(id)); // the box holds 2
    placeMinion(s, 'succubus', space('crossroads'));
    expect(s.minions.filter((m) => m.minion === 'succubus')).toHaveLength(2);
    expect(s.track).toBe(19);
  });

  it('round counters "do not displace other Minions" and are "limited to one per space of their own Minion type"', () => {
    const s = quiet({ villain: 'werewolf' });
    placeMinion(s, 'wolves', space('marsh'));
    placeMinion(s, 'rats', space('marsh'));
    expect(at(s)).toEqual([
      ['wolves', space('marsh')],
      ['rats', space('marsh')],
    ]);
    placeMinion(s, 'rats', space('marsh'));
    expect(s.minions.filter((m) => m.minion === 'rats')).toHaveLength(1);
    expect(s.track).toBe(19);
  });
});

describe('Minions and Heroes', () => {
  it('"Any time a Minion appears or moves into a space with a Hero, that Hero must immediately fight the Minion"', () => {
    const s = quiet();
    s.heroes[1]!.space = space('marsh');
    placeMinion(s, 'wolves', space('marsh'));
    run(s);
    expect(currentFight(s)).toMatchObject({ hero: 1, enemy: { name: 'Wolves', space: space('marsh') } });
  });

  it('a displaced Minion that lands on a Hero starts a Fight there too', () => {
    const s = quiet();
    s.heroes[1]!.space = space('road-9');
    placeMinion(s, 'wolves', space('marsh'));
    placeMinion(s, 'bats', space('marsh'));
    run(s);
    expect(currentFight(s)).toMatchObject({ hero: 1, enemy: { name: 'Wolves' } });
  });

  it('"the Minion will fight the Hero with the highest Honor Skill first (if there are more than one with equal Honor, the First Player chooses)"', () => {
    const s = newGame({ heroes: ['thomas', 'katarina', 'karl'] }); // Honor 1, 4, 3
    for (const hero of s.heroes) hero.space = space('marsh');
    expect(heroesInSpace(s, space('marsh'))).toEqual([1, 2, 0]);
    s.heroes[1]!.ko = true; // "While KO'd … cannot be attacked"
    expect(heroesInSpace(s, space('marsh'))).toEqual([2, 0]);
  });

  it('the Minion Chart: the Basic Game uses the Basic side', () => {
    // the Vampire's advanced 5 is the Gargoyle; its basic 5 is the Creeping Mist Event
    const advanced = rig(quiet(), [5]);
    rollMinionChart(advanced, 0, space('marsh'));
    expect(at(advanced)).toEqual([['gargoyle', space('marsh')]]);
    const basic = rig(quiet({ basic: true }), [5]);
    rollMinionChart(basic, 0, space('marsh'));
    run(basic);
    expect(basic.minions).toEqual([]);
    expect(logText(basic)).toContain('Creeping Mist');
    expect(basic.track).toBe(19);
  });

  it('the Gargoyle: on a 1 when placed, a random Town Elder is carried off (killed, then removed from the game)', () => {
    const swoop = rig(quiet(), [1, 1]); // the roll, then the pick among the six Elders (the first)
    placeMinion(swoop, 'gargoyle', space('marsh'));
    expect(swoop.elders.map((e) => e.status)).toEqual(['removed', 'town', 'town', 'town', 'town', 'town']);
    expect(swoop.track).toBe(18);
    const miss = rig(quiet(), [2]);
    placeMinion(miss, 'gargoyle', space('marsh'));
    expect(miss.elders.every((e) => e.status === 'town')).toBe(true);
  });
});
