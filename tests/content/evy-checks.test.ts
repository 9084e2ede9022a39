/**
 * Evy's adventure checks: each mistake a designer can make is found, pinned to its
 * map and hex, and named in the designer's words ("Map 1 'The room', hex (3, 0): …").
 * The template room used throughout (start at (0, 1)):
 *
 *   r=0:   (0,0) floor  (1,0) card 1  (2,0) floor  (3,0) pit   (4,0) floor
 *   r=1:   (0,1)…(4,1) floor
 *   r=2:   (-1,2) floor (0,2) floor  (1,2) floor  (2,2) card 2  (3,2) exit
 */
import { describe, expect, it } from 'vitest';
import { checkEvyAdventure, checkEvyAdventurePinned, checkEvyCards } from '../../src/content/checks/evy';
import { EVY_ADVENTURES, EVY_CARDS } from '../../src/games/evy/content';
import type { Adventure, Tile } from '../../src/games/evy/types';
import { templateAdventure } from './evy-edit-fixtures';

const template = templateAdventure;
const tile = (a: Adventure, q: number, r: number, map = 0): Tile => {
  const found = a.maps[map]!.tiles.find((t) => t.q === q && t.r === r);
  if (!found) throw new Error(`no tile ${q},${r}`);
  return found;
};
const drop = (a: Adventure, hexes: string[], map = 0): void => {
  a.maps[map]!.tiles = a.maps[map]!.tiles.filter((t) => !hexes.includes(`${t.q},${t.r}`));
};
/** "severity path @ map:q,r: message" — the pin is part of what is checked. */
const problems = (a: Adventure): string[] =>
  checkEvyAdventurePinned(a).map(
    (p) => `${p.severity} ${p.path} @ ${p.map ?? '-'}:${p.hex ? `${p.hex.q},${p.hex.r}` : '-'}: ${p.message}`,
  );
const twoMaps = (): Adventure => {
  const a = template();
  a.maps.push({
    name: 'Cellar',
    tiles: [
      { q: 0, r: 0, kind: 'floor' },
      { q: 1, r: 0, kind: 'floor' },
      { q: 2, r: 0, kind: 'exit' },
    ],
    start: { q: 0, r: 0 },
  });
  Object.assign(tile(a, 4, 0), { kind: 'stairs', stairsTo: 1 });
  return a;
};

describe('Evy adventure checks', () => {
  it('the template and every built-in adventure pass', () => {
    expect(problems(template())).toEqual([]);
    for (const adventure of EVY_ADVENTURES) expect(problems(structuredClone(adventure)), adventure.id).toEqual([]);
  });

  it('the content problems are the pinned ones without the pin', () => {
    const a = template();
    a.maps[0]!.start = { q: 3, r: 0 };
    expect(checkEvyAdventure(a)).toEqual([
      {
        path: '/maps/0/start',
        message: "Map 1 'The room', hex (3, 0): Evy's start is on a spawn pit; nobody may stand on a pit",
        severity: 'error',
      },
    ]);
  });

  describe('"Starting an adventure": Evy needs a start on a floor tile', () => {
    it('a start on a wall (no tile) is refused', () => {
      const a = template();
      a.maps[0]!.start = { q: 9, r: 9 };
      expect(problems(a)).toContain(
        "error /maps/0/start @ 0:9,9: Map 1 'The room', hex (9, 9): Evy's start is on a wall; put it on a floor tile",
      );
    });

    it('"Neither Evy nor monsters … may ever walk onto any spawn pit": no pit on the start', () => {
      const a = template();
      tile(a, 0, 1).kind = 'pit';
      expect(problems(a)[0]).toBe(
        "error /maps/0/start @ 0:0,1: Map 1 'The room', hex (0, 1): Evy's start is on a spawn pit; nobody may stand on a pit",
      );
    });

    it('a start on another kind of tile, or under an item, is refused', () => {
      const a = template();
      a.maps[0]!.start = { q: 3, r: 2 };
      expect(problems(a)).toEqual([
        "error /maps/0/start @ 0:3,2: Map 1 'The room', hex (3, 2): Evy's start must be a floor tile without an item (it is an exit)",
      ]);
      a.maps[0]!.start = { q: 0, r: 1 };
      tile(a, 0, 1).item = 'key';
      expect(problems(a)).toEqual([
        "error /maps/0/start @ 0:0,1: Map 1 'The room', hex (0, 1): Evy's start must be a floor tile without an item (the key lies there)",
      ]);
    });
  });

  it('each hex is listed once', () => {
    const a = template();
    a.maps[0]!.tiles.push({ q: 2, r: 1, kind: 'floor' });
    expect(problems(a)).toEqual([
      "error /maps/0/tiles/15 @ 0:2,1: Map 1 'The room', hex (2, 1): this hex is listed twice; list each tile once",
    ]);
  });

  describe('"Cards": "place one card face-down for each card on the map, in order"', () => {
    it('a card tile needs a number', () => {
      const a = template();
      delete tile(a, 2, 2).card;
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/13 @ 0:2,2: Map 1 'The room', hex (2, 2): this card tile needs a card number (1 to 2)",
        'error /cardCount @ -:-: the adventure uses 2 cards, but no tile holds card 2',
      ]);
    });

    it('each number once, none above "This map uses N cards", every number 1..N on a tile', () => {
      const a = template();
      a.cardCount = 3;
      tile(a, 2, 2).card = 1;
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/13 @ 0:2,2: Map 1 'The room', hex (2, 2): card number 1 is already at Map 1 'The room', hex (1, 0)",
        'error /cardCount @ -:-: the adventure uses 3 cards, but no tile holds card 2, 3',
      ]);
      a.cardCount = 2;
      tile(a, 2, 2).card = 5;
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/13 @ 0:2,2: Map 1 'The room', hex (2, 2): card number 5 is more than the adventure's 2 cards",
        'error /cardCount @ -:-: the adventure uses 2 cards, but no tile holds card 2',
      ]);
    });

    it('at most 26 cards: one of the 27 may be carried in', () => {
      const a = template();
      a.cardCount = 27;
      expect(problems(a)).toContain(
        'error /cardCount @ -:-: an adventure can use at most 26 cards (one may be carried in)',
      );
    });

    it('"One card for each floor": elevator card tiles carry no number, there are two or more, floors agree', () => {
      const a = template();
      a.rules = { elevator: { floors: 10 } };
      a.objective = [{ type: 'survive-floors', floors: 9 }];
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/1 @ 0:1,0: Map 1 'The room', hex (1, 0): this card tile is numbered, but elevator card tiles are not: the card is dealt per floor",
        "error /maps/0/tiles/13 @ 0:2,2: Map 1 'The room', hex (2, 2): this card tile is numbered, but elevator card tiles are not: the card is dealt per floor",
        'error /maps @ -:-: the elevator needs at least 2 card tiles, not 0',
        'error /objective/0/floors @ -:-: objective step 1 rides 9 floors, but rules.elevator says 10',
      ]);
      a.objective = [{ type: 'reach', tile: 'exit' }];
      delete tile(a, 1, 0).card;
      delete tile(a, 2, 2).card;
      expect(problems(a)).toEqual(['error /objective @ -:-: an elevator adventure needs a "survive-floors" objective']);
    });
  });

  describe('"Reach a staircase? On to the next floor!": stairs link the maps', () => {
    it('stairs lead to a map that exists, and not to their own', () => {
      const a = template();
      Object.assign(tile(a, 4, 0), { kind: 'stairs', stairsTo: 2 });
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/4/stairsTo @ 0:4,0: Map 1 'The room', hex (4, 0): the stairs lead to map 3, but there are only 1 maps",
      ]);
      tile(a, 4, 0).stairsTo = 0;
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/4/stairsTo @ 0:4,0: Map 1 'The room', hex (4, 0): the stairs lead to map 1, the map they are on",
      ]);
    });

    it('every map after the first is the target of stairs Evy can walk to', () => {
      const a = twoMaps();
      expect(problems(a)).toEqual([]);
      Object.assign(tile(a, 4, 0), { kind: 'floor', stairsTo: undefined });
      delete tile(a, 4, 0).stairsTo;
      expect(problems(a)).toEqual([
        "error /maps/1 @ 1:-: Map 2 'Cellar': Evy never gets here: no staircase leads to this map",
      ]);
      // Stairs that lead there, but walled off by pits: (4,0)'s way in is (3,1)/(4,1) and (3,0) is a pit.
      Object.assign(tile(a, 4, 0), { kind: 'stairs', stairsTo: 1 });
      tile(a, 3, 1).kind = 'pit';
      tile(a, 4, 1).kind = 'pit';
      expect(problems(a)).toContain(
        "error /maps/1 @ 1:-: Map 2 'Cellar': Evy never gets here: she cannot walk to any staircase that leads to this map",
      );
    });

    it('on an adventure of several maps, stairs without a target are a warning', () => {
      const a = twoMaps();
      Object.assign(tile(a, 2, 1), { kind: 'stairs' });
      expect(problems(a)).toEqual([
        "warning /maps/0/tiles/7 @ 0:2,1: Map 1 'The room', hex (2, 1): these stairs lead out of the adventure; choose the map they lead to",
      ]);
    });

    it('stairs carry Evy to the start of the map they lead to (the Tower is climbable)', () => {
      const tower = structuredClone(EVY_ADVENTURES.find((a) => a.id === 'tower')!);
      const stairs = tower.maps[3]!.tiles.find((t) => t.kind === 'stairs')!;
      stairs.kind = 'floor';
      delete stairs.stairsTo;
      expect(problems(tower)).toEqual([
        "error /maps/4 @ 4:-: Map 5 'The witch's room': Evy never gets here: no staircase leads to this map",
        "error /objective/0 @ 4:3,1: Map 5 'The witch's room', hex (3, 1): Evy cannot walk next to the boss here",
      ]);
    });
  });

  describe('"End of the game": the goal is on the maps and Evy can walk to it', () => {
    it('objective items, waypoint letters and the boss must be on the maps', () => {
      const a = template();
      a.objective = [{ type: 'collect', item: 'baby' }, { type: 'waypoints', letters: ['W'] }, { type: 'defeat-boss' }];
      expect(problems(a)).toEqual([
        'error /objective/0 @ -:-: objective step 1: there is no item "baby" on the maps',
        'error /objective/1 @ -:-: objective step 2: there is no waypoint "W" on the maps',
        'error /objective/2 @ -:-: objective step 3 is to defeat the boss, but no map has one (paint a boss pit)',
      ]);
    });

    it('a goal to reach needs a tile of that kind', () => {
      const a = template();
      a.objective = [{ type: 'reach', tile: 'stairs' }];
      expect(problems(a)).toEqual(['error /objective/0 @ -:-: objective step 1: there is no staircase on the maps']);
      drop(a, ['3,2']);
      a.objective = [{ type: 'reach', tile: 'exit' }];
      expect(problems(a)).toEqual(['error /objective/0 @ -:-: objective step 1: there is no exit on the maps']);
    });

    it('"Walls are just gaps without tiles": an item walled off is pinned to the item', () => {
      const a = template();
      tile(a, 4, 0).item = 'key';
      a.objective = [{ type: 'collect', item: 'key' }];
      drop(a, ['3,1', '4,1']);
      expect(problems(a)).toEqual([
        'error /objective/0 @ 0:4,0: Map 1 \'The room\', hex (4, 0): objective step 1: Evy cannot walk from the start to the item "key"',
      ]);
    });

    it('"Head for either exit": every exit must be reachable, each pinned to its hex', () => {
      const a = template();
      drop(a, ['2,2', '3,1', '4,1']);
      a.cardCount = 1;
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/11 @ 0:3,2: Map 1 'The room', hex (3, 2): Evy cannot walk from the start to this exit",
      ]);
    });

    it('"Neither Evy nor monsters … may ever walk onto any spawn pit": pits block the way', () => {
      const a = template();
      for (const hex of ['2,2', '3,1', '4,1']) {
        const t = a.maps[0]!.tiles.find((x) => `${x.q},${x.r}` === hex)!;
        t.kind = 'pit';
        delete t.card;
      }
      a.cardCount = 1;
      expect(problems(a)).toEqual([
        "error /maps/0/tiles/14 @ 0:3,2: Map 1 'The room', hex (3, 2): Evy cannot walk from the start to this exit",
      ]);
    });

    it('a card tile Evy cannot walk to is a warning', () => {
      const a = template();
      // An island: no tile next to (6, 2).
      a.maps[0]!.tiles.push({ q: 6, r: 2, kind: 'card', card: 3 });
      a.cardCount = 3;
      expect(problems(a)).toEqual([
        "warning /maps/0/tiles/15 @ 0:6,2: Map 1 'The room', hex (6, 2): Evy cannot walk to this card tile (card 3)",
      ]);
    });
  });

  describe('"Monsters": monsters stand where monsters can', () => {
    it('never on the start, never on a pit; "you only have 25" monster tokens', () => {
      const a = template();
      a.maps[0]!.monsters = [
        { q: 0, r: 1 },
        { q: 3, r: 0 },
      ];
      expect(problems(a)).toEqual([
        "error /maps/0/monsters/0 @ 0:0,1: Map 1 'The room', hex (0, 1): a monster stands on Evy's start",
        "error /maps/0/monsters/1 @ 0:3,0: Map 1 'The room', hex (3, 0): a monster cannot stand here (it is a spawn pit)",
      ]);
      // FAQ: "If you have no more monster tokens … leave the rest empty": pits beyond the tokens warn.
      a.maps[0]!.monsters = Array.from({ length: 25 }, () => ({ q: 2, r: 1 }));
      expect(problems(a)).toContain(
        'warning /maps @ -:-: the maps have 1 spawn pit but only 0 monster tokens are left for them: some pits start empty (those on the first map and nearest the start are filled first)',
      );
      // Placed monsters cannot wait for a token: more than 25 is an error.
      a.maps[0]!.monsters = Array.from({ length: 26 }, () => ({ q: 2, r: 1 }));
      expect(problems(a)).toContain(
        'error /maps @ -:-: the maps place 26 monsters at the start; there are only 25 monster tokens',
      );
    });

    it('"Boss monsters": a boss pit without a boss gets one at 6 (a warning); Evy must reach a tile next to it', () => {
      const a = template();
      tile(a, 3, 0).kind = 'boss-pit';
      expect(problems(a)).toEqual([
        "warning /maps/0/tiles/3 @ 0:3,0: Map 1 'The room', hex (3, 0): this boss pit has no boss; the rules put one at 6",
      ]);
      a.maps[0]!.monsters = [{ q: 3, r: 0, boss: { health: 6, name: 'the boss' } }];
      a.objective = [{ type: 'defeat-boss' }];
      expect(problems(a)).toEqual([]);
      drop(a, ['2,0', '4,0', '2,1', '3,1']);
      expect(problems(a)).toContain(
        "error /objective/0 @ 0:3,0: Map 1 'The room', hex (3, 0): Evy cannot walk next to the boss here",
      );
    });
  });

  it("cards: each card once; a deck other than the book's 27 is a warning", () => {
    const cards = structuredClone(EVY_CARDS) as typeof EVY_CARDS extends readonly (infer C)[] ? C[] : never;
    cards[1] = { ...cards[1]!, id: 'fruit' };
    expect(checkEvyCards({ cards }).map((p) => `${p.severity} ${p.path}: ${p.message}`)).toEqual([
      'error /cards/1/id: the card "fruit" is already card 1; list each card once',
    ]);
    cards[0] = { ...cards[0]!, copies: 1 };
    expect(checkEvyCards({ cards }).at(-1)).toEqual({
      path: '/cards',
      message: "the deck has 22 cards; the book's has 27, so adventures play differently",
      severity: 'warning',
    });
  });
});
