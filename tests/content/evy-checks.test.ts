/** Evy's adventure checks: each mistake a designer can make is found and named by map and hex. */
import { describe, expect, it } from 'vitest';
import { checkEvyAdventure, checkEvyCards } from '../../src/content/checks/evy';
import { evyAdventureTemplate } from '../../src/content/templates/evy';
import { EVY_ADVENTURES, EVY_CARDS } from '../../src/games/evy/content';
import type { Adventure, Tile } from '../../src/games/evy/types';

const template = (): Adventure => {
  const { $schema: _schema, ...adventure } = evyAdventureTemplate() as Adventure & { $schema: string };
  return adventure;
};
const tile = (a: Adventure, q: number, r: number, map = 0): Tile => {
  const found = a.maps[map]!.tiles.find((t) => t.q === q && t.r === r);
  if (!found) throw new Error(`no tile ${q},${r}`);
  return found;
};
const messages = (a: Adventure): string[] => checkEvyAdventure(a).map((p) => `${p.severity} ${p.path}: ${p.message}`);

describe('Evy adventure checks', () => {
  it('the template passes', () => {
    expect(messages(template())).toEqual([]);
  });

  it("Evy's start must be a floor tile", () => {
    const a = template();
    a.maps[0]!.start = { q: 3, r: 0 };
    expect(messages(a)).toContain(
      "error /maps/0/start: Evy's start, map 1, hex (3, 0), must be a floor tile without an item (it is a pit tile)",
    );
    a.maps[0]!.start = { q: 9, r: 9 };
    expect(messages(a)).toContain(
      "error /maps/0/start: Evy's start, map 1, hex (9, 9), must be a floor tile without an item (there is no tile there)",
    );
  });

  it('"This map uses N cards": card numbers 1..N, each once', () => {
    const a = template();
    a.cardCount = 3;
    tile(a, 2, 2).card = 1;
    expect(messages(a)).toEqual([
      'error /maps/0/tiles/13: card number 1 at map 1, hex (2, 2) is already at map 1, hex (1, 0)',
      'error /cardCount: the adventure uses 3 cards, but no tile holds card 2, 3',
    ]);
  });

  it('the elevator deals per floor: its card tiles carry no number, and there are two or more', () => {
    const a = template();
    a.rules = { elevator: { floors: 10 } };
    a.objective = [{ type: 'survive-floors', floors: 9 }];
    expect(messages(a)).toEqual([
      'error /maps/0/tiles/1: the card tile at map 1, hex (1, 0) is numbered, but elevator card tiles are not: the card is dealt per floor',
      'error /maps/0/tiles/13: the card tile at map 1, hex (2, 2) is numbered, but elevator card tiles are not: the card is dealt per floor',
      'error /maps: the elevator needs at least 2 card tiles, not 0',
      'error /objective/0/floors: the objective rides 9 floors, but rules.elevator says 10',
    ]);
  });

  it('stairs lead to a map that exists', () => {
    const a = template();
    Object.assign(tile(a, 4, 0), { kind: 'stairs', stairsTo: 2 });
    expect(messages(a)).toEqual([
      'error /maps/0/tiles/4/stairsTo: the stairs at map 1, hex (4, 0) lead to map 3, but there are only 1 maps',
    ]);
  });

  it('objective items and waypoint letters must be on the maps', () => {
    const a = template();
    a.objective = [{ type: 'collect', item: 'baby' }, { type: 'waypoints', letters: ['W'] }, { type: 'defeat-boss' }];
    expect(messages(a)).toEqual([
      'error /objective/0: there is no item "baby" on the maps',
      'error /objective/1: there is no waypoint "W" on the maps',
      'error /objective/2: the objective is to defeat the boss, but no map has one',
    ]);
  });

  it('"Walls are just gaps without tiles": a goal walled off from the start is refused, naming where it is', () => {
    const a = template();
    // Wall off the exit at (3, 2): remove its three walkable neighbours.
    a.maps[0]!.tiles = a.maps[0]!.tiles.filter((t) => !['2,2', '3,1', '4,1'].includes(`${t.q},${t.r}`));
    a.cardCount = 1;
    expect(messages(a)).toEqual(['error /objective/0: Evy cannot walk from the start to the exit (map 1, hex (3, 2))']);
  });

  it('"Neither Evy nor monsters … may ever walk onto any spawn pit": pits block the way', () => {
    const a = template();
    for (const hex of ['2,2', '3,1', '4,1'])
      Object.assign(
        a.maps[0]!.tiles.find((t) => `${t.q},${t.r}` === hex)!,
        { kind: 'pit', card: undefined },
      );
    a.cardCount = 1;
    expect(messages(a)).toContain('error /objective/0: Evy cannot walk from the start to the exit (map 1, hex (3, 2))');
  });

  it('stairs carry Evy to the start of the map they lead to (the Tower is climbable)', () => {
    const tower = structuredClone(EVY_ADVENTURES.find((a) => a.id === 'tower')!);
    expect(messages(tower)).toEqual([]);
    // Without the stairs of the fourth floor the witch is out of reach.
    const stairs = tower.maps[3]!.tiles.find((t) => t.kind === 'stairs')!;
    stairs.kind = 'floor';
    delete stairs.stairsTo;
    expect(messages(tower)).toEqual(['error /objective/0: Evy cannot walk next to the boss at map 5, hex (3, 1)']);
  });

  it('monsters stand where monsters can, never on the start; at most 25 tokens', () => {
    const a = template();
    a.maps[0]!.monsters = [
      { q: 0, r: 1 },
      { q: 3, r: 0 },
    ];
    expect(messages(a)).toEqual([
      "error /maps/0/monsters/0: the monster at map 1, hex (0, 1) stands on Evy's start",
      'error /maps/0/monsters/1: the monster at map 1, hex (3, 0) must stand on a tile it can enter (not a pit)',
    ]);
    a.maps[0]!.monsters = Array.from({ length: 25 }, () => ({ q: 2, r: 1 }));
    expect(messages(a)).toContain('error /maps: the maps need 26 monster tokens at the start; there are only 25');
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
