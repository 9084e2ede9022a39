/**
 * The board of Shadowbrook against the book's geography. Route uniqueness is
 * computed (by counting shortest routes), never listed by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  breadthFirst,
  buildBoard,
  nextTowardTownHall,
  spaceNumber,
  spacesOfKind,
} from '../../../src/games/touch/board';
import { TOUCH_CONTENT } from '../../../src/games/touch/content';

const board = buildBoard(TOUCH_CONTENT.board);
const n = (id: string): number => spaceNumber(board, id);
const names = (spaces: number[]): string[] => spaces.map((i) => board.spaces[i]!.name).sort();

describe('touch board', () => {
  it('"There are 4 Corner Locations on the board", each with its own Location deck', () => {
    expect(names(spacesOfKind(board, 'corner'))).toEqual(['Abandoned Keep', 'Olde Woods', 'The Manor', 'Windmill']);
    for (const corner of spacesOfKind(board, 'corner')) expect(board.spaces[corner]!.deck).toBeDefined();
  });

  it('"There are 5 Town Spaces on the board": the Town Hall, with the four others around it', () => {
    const town = spacesOfKind(board, 'town');
    expect(names(town)).toEqual(['Blacksmith', 'Church', "Doctor's Office", "Magistrate's Office", 'Town Hall']);
    for (const space of town) if (space !== board.townHall) expect(board.adjacent[board.townHall]).toContain(space);
  });

  it('"All Heroes start in the Town Hall space at the center of the Game Board": no space is closer to all others', () => {
    const eccentricity = (i: number): number => Math.max(...breadthFirst(board.adjacent, i));
    const best = Math.min(...board.spaces.map((_, i) => eccentricity(i)));
    expect(eccentricity(board.townHall)).toBe(best);
    expect(board.spaces[board.townHall]).toMatchObject({ x: 50, y: 50 });
  });

  it('"There are 4 Dangerous Locations on the board: Fields, Marsh, Covered Bridge, Crossroads"', () => {
    expect(names(spacesOfKind(board, 'dangerous'))).toEqual(['Covered Bridge', 'Crossroads', 'Fields', 'Marsh']);
  });

  it('"Roads are the unnamed spaces … there is no game text on the board or deck of cards associated with them"', () => {
    const roads = spacesOfKind(board, 'road');
    expect(roads.length).toBeGreaterThan(0);
    for (const road of roads) {
      const space = board.spaces[road]!;
      expect(space.name).toBe('Road');
      expect(space.encounter ?? space.deck ?? space.rule).toBeUndefined();
    }
  });

  it('every space is reachable, and every Town and Dangerous space has its printed game text', () => {
    expect(board.distance.every((d) => d >= 0)).toBe(true);
    for (const kind of ['town', 'dangerous'] as const)
      for (const space of spacesOfKind(board, kind)) expect(board.spaces[space]!.encounter).toBeDefined();
  });

  it('"The only space on the board with two such equal distance routes back to the Town Hall is the Fields space"', () => {
    const routes = board.spaces.map((s, i) => [s.id, board.routeCount[i]] as const);
    expect(routes.filter(([, count]) => count !== 1)).toEqual([['fields', 2]]);
  });

  it('the route count can see a tie: a square of four spaces has two routes to its far corner', () => {
    const square = buildBoard({
      spaces: ['town-hall', 'a', 'b', 'c'].map((id) => ({ id, name: id, kind: 'road', x: 0, y: 0 })),
      paths: [
        ['town-hall', 'a'],
        ['a', 'c'],
        ['c', 'b'],
        ['b', 'town-hall'],
      ],
    });
    expect(square.routeCount).toEqual([1, 1, 1, 2]);
  });

  it('"An arrow with 1, 2, 3 points toward The Manor, while an arrow with 4, 5, 6 points toward the Windmill"', () => {
    const fromManor = breadthFirst(board.adjacent, n('manor'));
    const fromWindmill = breadthFirst(board.adjacent, n('windmill'));
    for (let roll = 1; roll <= 6; roll++) {
      const next = nextTowardTownHall(board, n('fields'), () => roll);
      expect(next).not.toBeNull();
      const [nearer, farther] = roll <= 3 ? [fromManor, fromWindmill] : [fromWindmill, fromManor];
      expect(nearer[next!]!, `roll ${roll}`).toBeLessThan(farther[next!]!);
      expect(board.distance[next!]).toBe(board.distance[n('fields')]! - 1);
    }
  });

  it('following the shortest route from any space reaches the Town Hall in its distance; only the Fields ask for a die', () => {
    board.spaces.forEach((space, start) => {
      let here = start;
      let steps = 0;
      let asked = 0;
      while (here !== board.townHall) {
        here = nextTowardTownHall(board, here, () => (asked++, 1))!;
        steps++;
      }
      expect(steps, space.id).toBe(board.distance[start]);
      expect(asked, space.id).toBe(space.id === 'fields' ? 1 : 0);
    });
    expect(nextTowardTownHall(board, board.townHall, () => 1)).toBeNull();
  });

  it('"the bottom two Locations (Abandoned Keep and Olde Woods) are a little further out of town"', () => {
    const d = (id: string): number => board.distance[n(id)]!;
    for (const far of ['abandoned-keep', 'olde-woods'])
      for (const near of ['manor', 'windmill']) {
        expect(d(far)).toBeGreaterThan(d(near));
        expect(board.spaces[n(far)]!.y).toBeGreaterThan(board.spaces[n(near)]!.y);
      }
  });
});
