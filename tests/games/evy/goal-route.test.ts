/**
 * The AI's sense of direction on any map: the walking distance to the current
 * objective over every map (stairs up are progress, stairs back down are not), and
 * the monsters in the way counted, so the search heads round a crowded corridor.
 */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import { distanceAroundMonsters, evyBlocked, goalDistance } from '../../../src/games/evy/evaluate';
import { cellOf } from '../../../src/games/evy/geometry';
import { fieldThroughMonsters, goalRoute } from '../../../src/games/evy/goal-route';
import { evyMap, mapsOf, type EvyState } from '../../../src/games/evy/state';
import { act, adventureOf, at, configOf, drawMap, evyPhase, hex } from './helpers';

const cell = (state: EvyState, col: number, row: number) => cellOf(evyMap(state), hex(col, row));

describe('the route to the objective over several maps', () => {
  // Ground: the stairs up at the far end. Attic: stairs back down right beside its start.
  const floors = adventureOf(
    [drawMap('Ground', ['@  .  .  .  s1']), drawMap('Attic', ['s0 @  .  .  .  E'])],
    [{ type: 'reach', tile: 'exit' }],
  );

  it('on a map without the goal the way leads up the stairs, which cost what is left beyond them', () => {
    const s = evyPhase(evy.setup(configOf(floors), 1));
    const dist = goalDistance(s);
    // Attic: start (col 1) to the exit (col 5) is 4 steps; the stairs tile is that far too.
    expect([0, 1, 2, 3, 4].map((col) => dist[cell(s, col, 0)])).toEqual([8, 7, 6, 5, 4]);
  });

  it('climbing the stairs is progress: the value does not drop when Evy arrives upstairs', () => {
    let s = evyPhase(evy.setup(configOf(floors), 1));
    s = act(act(s, `step:${at(1, 0)}`), `step:${at(2, 0)}`);
    s = evyPhase(s);
    const beforeStairs = act(s, `step:${at(3, 0)}`);
    const upstairs = act(beforeStairs, `step:${at(4, 0)}`);
    expect(upstairs.map).toBe(1);
    expect(evy.evaluate!(upstairs, 0)).toBeGreaterThan(evy.evaluate!(beforeStairs, 0));
  });

  it('in the attic the stairs back down look as far as the walk back makes them', () => {
    let s = evyPhase(evy.setup(configOf(floors), 1));
    for (const col of [1, 2, 3, 4]) s = evyPhase(act(s, `step:${at(col, 0)}`));
    expect(s.map).toBe(1);
    const dist = goalDistance(s);
    expect(dist[cell(s, 1, 0)]).toBe(4);
    // Down the stairs Evy would be back at the ground's start, 8 steps from the goal.
    expect(dist[cell(s, 0, 0)]).toBe(8);
  });

  it('goals on no map: every distance is -1 (no way), and the route says so', () => {
    const s = evy.setup(configOf(floors), 1);
    const route = goalRoute(mapsOf(s), [[], []], evyBlocked);
    expect(route.dist.every((field) => field.every((d) => d === -1))).toBe(true);
  });
});

describe('monsters in the way', () => {
  // A ring: the short way east along the top row, the long way round below.
  const ring = adventureOf(
    [drawMap('Ring', ['@  .  M  M  .  E', '.  #  #  #  #  .', '.  .  .  .  .  .'])],
    [{ type: 'reach', tile: 'exit' }],
  );

  it('each monster on the way costs the toll: the way round is shorter past two of them', () => {
    const s = evyPhase(evy.setup(configOf(ring), 1));
    const plain = goalDistance(s);
    const around = distanceAroundMonsters(s);
    expect(plain[s.evy]).toBe(5);
    // Along the top: 5 steps and two monsters of 3 each = 11; below: 1 + 6 + 1 = 8.
    expect(around[s.evy]).toBe(8);
    expect(around[cell(s, 0, 1)]).toBe(7);
    // Past the monsters the top row is the short way again.
    expect(around[cell(s, 4, 0)]).toBe(1);
  });

  it('with no monster the field is the plain walking distance', () => {
    const s = evy.setup(configOf(ring), 1);
    const geo = evyMap(s);
    const route = goalRoute(mapsOf(s), [[cellOf(geo, hex(5, 0))]], evyBlocked);
    const field = fieldThroughMonsters(geo, evyBlocked(geo), route.sources[0]!, new Uint8Array(geo.cells), 3, 1);
    for (let c = 0; c < geo.cells; c++) expect(field[c]).toBe(route.dist[0]![c]);
  });
});
