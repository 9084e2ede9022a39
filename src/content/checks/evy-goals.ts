/**
 * Where Evy must and can go: every step of the objective has its target on the
 * maps and reachable from the start by walking (doors open for Evy; pits and
 * walls stop her); every exit and every card tile reachable; the maps linked by
 * stairs so each one after the first is entered; a boss where the objective
 * needs one, with a tile next to it Evy can reach.
 */
import type { Adventure, Hex, Tile } from '../../games/evy/types';
import { neighbours, type AdventureWalk } from './evy-maps';
import { atAdventure, atHex, atMap, type PinnedProblem } from './evy-problems';
import { pointer } from './pointer';

interface Placed {
  m: number;
  at: Hex;
  path: string;
}

export function checkGoals(adventure: Adventure, walk: AdventureWalk): PinnedProblem[] {
  const problems: PinnedProblem[] = [];
  const where = (found: (t: Tile) => boolean): Placed[] => {
    const placed: Placed[] = [];
    adventure.maps.forEach((map, m) => {
      for (let t = 0; t < map.tiles.length; t++) {
        const tile = map.tiles[t] as Tile;
        if (found(tile)) placed.push({ m, at: tile, path: pointer('maps', m, 'tiles', t) });
      }
    });
    return placed;
  };
  checkStairs(adventure, walk, problems);
  checkObjective(adventure, walk, where, problems);
  adventure.maps.forEach((map, m) => {
    if (!walk.entered[m]) return; // the map itself is reported: nothing on it is reachable
    for (let t = 0; t < map.tiles.length; t++) {
      const tile = map.tiles[t] as Tile;
      if ((tile.kind !== 'exit' && tile.kind !== 'card') || walk.reaches(m, tile)) continue;
      const path = pointer('maps', m, 'tiles', t);
      if (tile.kind === 'exit') {
        problems.push(atHex(adventure, m, tile, path, 'Evy cannot walk from the start to this exit'));
      } else {
        const what = `Evy cannot walk to this card tile${tile.card === undefined ? '' : ` (card ${tile.card})`}`;
        problems.push(atHex(adventure, m, tile, path, what, 'warning'));
      }
    }
  });
  return problems;
}

function checkObjective(
  adventure: Adventure,
  walk: AdventureWalk,
  where: (found: (t: Tile) => boolean) => Placed[],
  problems: PinnedProblem[],
): void {
  const need = (step: number, found: Placed[], what: string): void => {
    const path = pointer('objective', step);
    if (found.length === 0) {
      problems.push(atAdventure(path, `objective step ${step + 1}: there is no ${what} on the maps`));
    } else if (!found.some(({ m, at }) => walk.reaches(m, at))) {
      const first = found[0] as Placed;
      const what2 = `objective step ${step + 1}: Evy cannot walk from the start to the ${what}`;
      problems.push(atHex(adventure, first.m, first.at, path, what2));
    }
  };
  adventure.objective.forEach((step, i) => {
    switch (step.type) {
      case 'reach':
        // Unreachable exits are each reported as such; only a missing one is the objective's problem.
        if (step.tile === 'exit' && where((t) => t.kind === 'exit').length === 0) {
          need(i, [], 'exit');
        } else if (step.tile === 'stairs') {
          need(
            i,
            where((t) => t.kind === 'stairs'),
            'staircase',
          );
        }
        break;
      case 'collect':
        need(
          i,
          where((t) => t.item === step.item),
          `item "${step.item}"`,
        );
        break;
      case 'waypoints':
        step.letters.forEach((letter) =>
          need(
            i,
            where((t) => t.waypoint === letter),
            `waypoint "${letter}"`,
          ),
        );
        break;
      case 'defeat-boss':
        checkBosses(adventure, i, walk, problems);
        break;
      case 'survive-floors':
        if (adventure.rules.elevator?.floors !== step.floors) {
          const says = adventure.rules.elevator?.floors ?? 'nothing';
          const what = `objective step ${i + 1} rides ${step.floors} floors, but rules.elevator says ${says}`;
          problems.push(atAdventure(pointer('objective', i, 'floors'), what));
        }
        break;
    }
  });
  if (adventure.rules.elevator && !adventure.objective.some((s) => s.type === 'survive-floors')) {
    problems.push(atAdventure(pointer('objective'), 'an elevator adventure needs a "survive-floors" objective'));
  }
}

/**
 * "Reach a staircase? On to the next floor!": stairs lead one way, to the start of
 * the map they name. Linked both ways means every map after the first is the
 * target of stairs Evy can reach, and on an adventure of several maps every
 * staircase says where it leads.
 */
function checkStairs(adventure: Adventure, walk: AdventureWalk, problems: PinnedProblem[]): void {
  adventure.maps.forEach((map, m) => {
    if (m === 0 || walk.entered[m]) return;
    const led = adventure.maps.some((other, o) => o !== m && other.tiles.some((t) => t.stairsTo === m));
    const what = led
      ? 'Evy never gets here: she cannot walk to any staircase that leads to this map'
      : 'Evy never gets here: no staircase leads to this map';
    problems.push(atMap(adventure, m, pointer('maps', m), what));
  });
  if (adventure.maps.length < 2) return;
  adventure.maps.forEach((map, m) =>
    map.tiles.forEach((tile, t) => {
      if (tile.kind === 'stairs' && tile.stairsTo === undefined) {
        const what = 'these stairs lead out of the adventure; choose the map they lead to';
        problems.push(atHex(adventure, m, tile, pointer('maps', m, 'tiles', t), what, 'warning'));
      }
    }),
  );
}

/** A boss is beaten by attacks from a tile next to it: some such tile must be reachable. */
function checkBosses(adventure: Adventure, step: number, walk: AdventureWalk, problems: PinnedProblem[]): void {
  const bosses = adventure.maps.flatMap((map, m) => (map.monsters ?? []).filter((x) => x.boss).map((x) => ({ m, x })));
  const bossPits = adventure.maps.flatMap((map, m) =>
    map.tiles.filter((t) => t.kind === 'boss-pit').map((x) => ({ m, x })),
  );
  const found = [...bosses, ...bossPits];
  const path = pointer('objective', step);
  if (found.length === 0) {
    const what = `objective step ${step + 1} is to defeat the boss, but no map has one (paint a boss pit)`;
    problems.push(atAdventure(path, what));
    return;
  }
  for (const { m, x } of found) {
    if (!neighbours(x).some((n) => walk.reaches(m, n))) {
      problems.push(atHex(adventure, m, x, path, 'Evy cannot walk next to the boss here'));
    }
  }
}
