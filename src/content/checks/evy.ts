/**
 * Checks of Evy's content that a JSON Schema cannot express. Cards: ids unique,
 * a deck the adventures can be dealt from. Adventures: tiles listed once, Evy's
 * start on a floor tile (never a pit), monsters where monsters can stand, card
 * tiles numbered 1..n for the adventure's "This map uses N cards" (the elevator's
 * unnumbered), and — in `evy-goals.ts` — stairs linking the maps, every objective
 * target and every exit reachable from the start. Each problem is pinned to its
 * map and hex and named as the designer sees it: "Map 1 'Hall', hex (3, -2): …".
 * They run on data that already passed the schema.
 */
import type { Adventure, EvyCardDef, Hex, Tile } from '../../games/evy/types';
import type { ContentProblem } from '../../shared/api';
import { checkGoals } from './evy-goals';
import {
  hexCode,
  hexKey,
  monsterCanStand,
  place,
  TILE_WORDS,
  walkAdventure,
  walkable,
  type AdventureWalk,
  type MapWalk,
  type WalkCache,
} from './evy-maps';
import { atAdventure, atHex, type PinnedProblem } from './evy-problems';
import { error, pointer, warning } from './pointer';

export type { PinnedProblem } from './evy-problems';

/** The book's deck; the adventures' card counts are written for it. */
const BOOK_DECK = 27;
/** "25 monster markers". */
const MONSTER_TOKENS = 25;

export function checkEvyCards(data: { cards: EvyCardDef[] }): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Map<string, number>();
  let deck = 0;
  data.cards.forEach((card, i) => {
    const earlier = seen.get(card.id);
    if (earlier !== undefined) {
      problems.push(
        error(pointer('cards', i, 'id'), `the card "${card.id}" is already card ${earlier + 1}; list each card once`),
      );
    } else seen.set(card.id, i);
    deck += card.copies;
  });
  if (deck !== BOOK_DECK) {
    problems.push(
      warning(
        pointer('cards'),
        `the deck has ${deck} cards; the book's has ${BOOK_DECK}, so adventures play differently`,
      ),
    );
  }
  return problems;
}

/** The checks as content problems (the library, packs, the CLI). */
export function checkEvyAdventure(adventure: Adventure): ContentProblem[] {
  return checkEvyAdventurePinned(adventure).map(({ path, message, severity }) => ({ path, message, severity }));
}

/**
 * The checks with each problem's map and hex, for the editor. `walks` keeps each
 * map's walk by map object: pass one only when maps are replaced, never changed in place.
 */
export function checkEvyAdventurePinned(adventure: Adventure, walks?: WalkCache): PinnedProblem[] {
  const walk = walkAdventure(adventure, walks);
  return [...checkTiles(adventure, walk), ...checkCards(adventure), ...checkGoals(adventure, walk)];
}

/** Tiles listed once, starts on floor, stairs to real maps, monsters where monsters can stand. */
function checkTiles(adventure: Adventure, walk: AdventureWalk): PinnedProblem[] {
  const problems: PinnedProblem[] = [];
  let pits = 0;
  let placed = 0;
  adventure.maps.forEach((map, m) => {
    // The walk's table keeps the first tile listed at each hex: any other is listed twice.
    const byHex = (walk.maps[m] as MapWalk).tiles;
    const tileAt = (h: Hex): Tile | undefined => byHex.get(hexCode(h.q, h.r));
    // Plain loops over the tiles: this runs on every edit of maps of thousands of tiles.
    for (let t = 0; t < map.tiles.length; t++) {
      const tile = map.tiles[t] as Tile;
      if (tileAt(tile) !== tile) {
        const at = pointer('maps', m, 'tiles', t);
        problems.push(atHex(adventure, m, tile, at, 'this hex is listed twice; list each tile once'));
      }
      if (tile.kind === 'pit') pits++;
      if (tile.kind === 'boss-pit' && !(map.monsters ?? []).some((x) => x.boss && hexKey(x) === hexKey(tile))) {
        const at = pointer('maps', m, 'tiles', t);
        problems.push(atHex(adventure, m, tile, at, 'this boss pit has no boss; the rules put one at 6', 'warning'));
      }
      if (tile.stairsTo !== undefined && (tile.stairsTo >= adventure.maps.length || tile.stairsTo === m)) {
        const why = tile.stairsTo === m ? 'the map they are on' : `but there are only ${adventure.maps.length} maps`;
        const at = pointer('maps', m, 'tiles', t, 'stairsTo');
        problems.push(atHex(adventure, m, tile, at, `the stairs lead to map ${tile.stairsTo + 1}, ${why}`));
      }
    }
    const start = tileAt(map.start);
    const startAt = pointer('maps', m, 'start');
    if (!start) {
      problems.push(atHex(adventure, m, map.start, startAt, "Evy's start is on a wall; put it on a floor tile"));
    } else if (!walkable(start)) {
      problems.push(
        atHex(adventure, m, map.start, startAt, "Evy's start is on a spawn pit; nobody may stand on a pit"),
      );
    } else if (start.kind !== 'floor' || start.item !== undefined) {
      const what = start.item !== undefined ? `the ${start.item} lies there` : `it is ${TILE_WORDS[start.kind]}`;
      problems.push(
        atHex(adventure, m, map.start, startAt, `Evy's start must be a floor tile without an item (${what})`),
      );
    }
    (map.monsters ?? []).forEach((monster, i) => {
      const at = pointer('maps', m, 'monsters', i);
      const tile = tileAt(monster);
      if (!monsterCanStand(monster, tile)) {
        const what = tile ? `${TILE_WORDS[tile.kind]}${tile.item ? ` with the ${tile.item}` : ''}` : 'a wall';
        problems.push(atHex(adventure, m, monster, at, `a monster cannot stand here (it is ${what})`));
      }
      if (hexKey(monster) === hexKey(map.start)) {
        problems.push(atHex(adventure, m, monster, at, "a monster stands on Evy's start"));
      }
      if (!monster.boss) placed++;
    });
  });
  if (placed > MONSTER_TOKENS) {
    const what = `the maps place ${placed} monsters at the start; there are only ${MONSTER_TOKENS} monster tokens`;
    problems.push(atAdventure(pointer('maps'), what));
  } else if (placed + pits > MONSTER_TOKENS) {
    // FAQ: "If you have no more monster tokens … fill up the spawn pits closest to Evy and
    // leave the rest empty" — the rules do so (Evy's map first), so this is only a warning.
    const left = MONSTER_TOKENS - placed;
    const what =
      `the maps have ${pits} spawn pit${pits === 1 ? '' : 's'} but only ${left} monster tokens are left for them: ` +
      'some pits start empty (those on the first map and nearest the start are filled first)';
    problems.push(atAdventure(pointer('maps'), what, 'warning'));
  }
  return problems;
}

/** "This map uses N cards": numbered card tiles 1..N over all maps; the elevator's are unnumbered. */
function checkCards(adventure: Adventure): PinnedProblem[] {
  const problems: PinnedProblem[] = [];
  const numbered = new Map<number, string>();
  let unnumbered = 0;
  const elevator = adventure.rules.elevator !== undefined;
  adventure.maps.forEach((map, m) => {
    for (let t = 0; t < map.tiles.length; t++) {
      const tile = map.tiles[t] as Tile;
      if (tile.kind !== 'card') continue;
      const at = pointer('maps', m, 'tiles', t);
      if (tile.card === undefined) {
        unnumbered++;
        if (!elevator) {
          const what = `this card tile needs a card number (1 to ${adventure.cardCount})`;
          problems.push(atHex(adventure, m, tile, at, what));
        }
        continue;
      }
      if (elevator) {
        const what = 'this card tile is numbered, but elevator card tiles are not: the card is dealt per floor';
        problems.push(atHex(adventure, m, tile, at, what));
        continue;
      }
      const earlier = numbered.get(tile.card);
      const here = place(adventure, m, tile);
      if (earlier) problems.push(atHex(adventure, m, tile, at, `card number ${tile.card} is already at ${earlier}`));
      else numbered.set(tile.card, here);
      if (tile.card > adventure.cardCount) {
        const what = `card number ${tile.card} is more than the adventure's ${adventure.cardCount} cards`;
        problems.push(atHex(adventure, m, tile, at, what));
      }
    }
  });
  if (elevator) {
    // "The card tile you move to must be different from the previous one": two at the very least.
    if (unnumbered < 2) {
      problems.push(atAdventure(pointer('maps'), `the elevator needs at least 2 card tiles, not ${unnumbered}`));
    }
  } else {
    const missing = Array.from({ length: adventure.cardCount }, (_, i) => i + 1).filter((n) => !numbered.has(n));
    if (missing.length > 0) {
      const what = `the adventure uses ${adventure.cardCount} cards, but no tile holds card ${missing.join(', ')}`;
      problems.push(atAdventure(pointer('cardCount'), what));
    }
  }
  if (adventure.cardCount >= BOOK_DECK) {
    const what = `an adventure can use at most ${BOOK_DECK - 1} cards (one may be carried in)`;
    problems.push(atAdventure(pointer('cardCount'), what));
  }
  return problems;
}
