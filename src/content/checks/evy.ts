/**
 * Checks of Evy's content that a JSON Schema cannot express. Cards: ids unique,
 * a deck the adventures can be dealt from. Adventures: every start on a floor
 * tile, card tiles numbered 1..n for the adventure's "This map uses N cards"
 * (the elevator's tiles unnumbered), stairs leading to a map that exists, the
 * objective's items, letters and bosses on the maps, and every objective target
 * reachable from the start by walking. Problems name the place as the designer
 * sees it: "map 1, hex (3, -2)". They run on data that already passed the schema.
 */
import type { Adventure, EvyCardDef, Tile } from '../../games/evy/types';
import type { ContentProblem } from '../../shared/api';
import { hexKey, neighbours, place, tilesByHex, walkable, walkingDistances } from './evy-maps';
import { error, pointer, warning } from './pointer';

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

export function checkEvyAdventure(adventure: Adventure): ContentProblem[] {
  return [...checkTiles(adventure), ...checkCards(adventure), ...checkObjective(adventure)];
}

/** Tiles listed once, starts on floor, stairs to real maps, monsters where monsters can stand. */
function checkTiles(adventure: Adventure): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const tiles = tilesByHex(adventure);
  let tokens = 0;
  adventure.maps.forEach((map, m) => {
    const seen = new Set<string>();
    map.tiles.forEach((tile, t) => {
      if (seen.has(hexKey(tile))) {
        problems.push(error(pointer('maps', m, 'tiles', t), `${place(m, tile)} is listed twice; list each tile once`));
      }
      seen.add(hexKey(tile));
      if (tile.kind === 'pit') tokens++;
      if (tile.stairsTo !== undefined && (tile.stairsTo >= adventure.maps.length || tile.stairsTo === m)) {
        problems.push(
          error(
            pointer('maps', m, 'tiles', t, 'stairsTo'),
            `the stairs at ${place(m, tile)} lead to map ${tile.stairsTo + 1}, ` +
              (tile.stairsTo === m ? 'the map they are on' : `but there are only ${adventure.maps.length} maps`),
          ),
        );
      }
    });
    const start = tiles[m]?.get(hexKey(map.start));
    if (!start || start.kind !== 'floor' || start.item !== undefined) {
      problems.push(
        error(
          pointer('maps', m, 'start'),
          `Evy's start, ${place(m, map.start)}, must be a floor tile without an item` +
            (start
              ? ` (it is ${start.item ? `the ${start.item}` : `a ${start.kind} tile`})`
              : ' (there is no tile there)'),
        ),
      );
    }
    (map.monsters ?? []).forEach((monster, i) => {
      const tile = tiles[m]?.get(hexKey(monster));
      const ok = monster.boss
        ? tile && (walkable(tile) || tile.kind === 'boss-pit')
        : tile && walkable(tile) && tile.kind !== 'door' && tile.kind !== 'locked-door' && !tile.item;
      if (!ok) {
        problems.push(
          error(
            pointer('maps', m, 'monsters', i),
            `the monster at ${place(m, monster)} must stand on a tile it can enter` +
              (tile ? ` (not a ${tile.kind})` : ''),
          ),
        );
      }
      if (hexKey(monster) === hexKey(map.start)) {
        problems.push(
          error(pointer('maps', m, 'monsters', i), `the monster at ${place(m, monster)} stands on Evy's start`),
        );
      }
      if (!monster.boss) tokens++;
    });
    map.tiles.forEach((tile, t) => {
      if (tile.kind === 'boss-pit' && !(map.monsters ?? []).some((x) => x.boss && hexKey(x) === hexKey(tile))) {
        problems.push(
          warning(
            pointer('maps', m, 'tiles', t),
            `the boss pit at ${place(m, tile)} has no boss; the rules put one at 6`,
          ),
        );
      }
    });
  });
  if (tokens > MONSTER_TOKENS) {
    problems.push(
      error(pointer('maps'), `the maps need ${tokens} monster tokens at the start; there are only ${MONSTER_TOKENS}`),
    );
  }
  return problems;
}

/** "This map uses N cards": numbered card tiles 1..N over all maps; the elevator's are unnumbered. */
function checkCards(adventure: Adventure): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const numbered = new Map<number, string>();
  let unnumbered = 0;
  const elevator = adventure.rules.elevator !== undefined;
  adventure.maps.forEach((map, m) =>
    map.tiles.forEach((tile, t) => {
      if (tile.kind !== 'card') return;
      const at = pointer('maps', m, 'tiles', t);
      if (tile.card === undefined) {
        unnumbered++;
        if (!elevator)
          problems.push(
            error(at, `the card tile at ${place(m, tile)} needs a card number (1 to ${adventure.cardCount})`),
          );
        return;
      }
      if (elevator) {
        problems.push(
          error(
            at,
            `the card tile at ${place(m, tile)} is numbered, but elevator card tiles are not: the card is dealt per floor`,
          ),
        );
        return;
      }
      const earlier = numbered.get(tile.card);
      if (earlier) problems.push(error(at, `card number ${tile.card} at ${place(m, tile)} is already at ${earlier}`));
      else numbered.set(tile.card, place(m, tile));
      if (tile.card > adventure.cardCount) {
        problems.push(
          error(
            at,
            `card number ${tile.card} at ${place(m, tile)} is more than the adventure's ${adventure.cardCount} cards`,
          ),
        );
      }
    }),
  );
  if (elevator) {
    // "The card tile you move to must be different from the previous one": two at the very least.
    if (unnumbered < 2)
      problems.push(error(pointer('maps'), `the elevator needs at least 2 card tiles, not ${unnumbered}`));
  } else {
    const missing = Array.from({ length: adventure.cardCount }, (_, i) => i + 1).filter((n) => !numbered.has(n));
    if (missing.length > 0) {
      problems.push(
        error(
          pointer('cardCount'),
          `the adventure uses ${adventure.cardCount} cards, but no tile holds card ${missing.join(', ')}`,
        ),
      );
    }
  }
  if (adventure.cardCount >= BOOK_DECK) {
    problems.push(
      error(pointer('cardCount'), `an adventure can use at most ${BOOK_DECK - 1} cards (one may be carried in)`),
    );
  }
  return problems;
}

/** Every step of the objective has its target on the maps, and Evy can walk to it. */
function checkObjective(adventure: Adventure): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const distance = walkingDistances(adventure);
  const all = adventure.maps.flatMap((map, m) => map.tiles.map((tile) => ({ m, tile })));
  const reachable = (m: number, tile: Tile): boolean => distance.has(`${m}:${hexKey(tile)}`);
  const need = (step: number, found: { m: number; tile: Tile }[], what: string): void => {
    const at = pointer('objective', step);
    if (found.length === 0) problems.push(error(at, `there is no ${what} on the maps`));
    else if (!found.some(({ m, tile }) => reachable(m, tile))) {
      const where = found.map(({ m, tile }) => place(m, tile)).join('; ');
      problems.push(error(at, `Evy cannot walk from the start to the ${what} (${where})`));
    }
  };
  adventure.objective.forEach((step, i) => {
    switch (step.type) {
      case 'reach':
        if (step.tile !== 'start')
          need(
            i,
            all.filter(({ tile }) => tile.kind === step.tile),
            step.tile === 'exit' ? 'exit' : 'staircase',
          );
        break;
      case 'collect':
        need(
          i,
          all.filter(({ tile }) => tile.item === step.item),
          `item "${step.item}"`,
        );
        break;
      case 'waypoints':
        step.letters.forEach((letter) =>
          need(
            i,
            all.filter(({ tile }) => tile.waypoint === letter),
            `waypoint "${letter}"`,
          ),
        );
        break;
      case 'defeat-boss':
        checkBosses(adventure, i, distance, problems);
        break;
      case 'survive-floors':
        if (adventure.rules.elevator?.floors !== step.floors) {
          problems.push(
            error(
              pointer('objective', i, 'floors'),
              `the objective rides ${step.floors} floors, but rules.elevator says ${adventure.rules.elevator?.floors ?? 'nothing'}`,
            ),
          );
        }
        break;
    }
  });
  if (adventure.rules.elevator && !adventure.objective.some((s) => s.type === 'survive-floors')) {
    problems.push(error(pointer('objective'), 'an elevator adventure needs a "survive-floors" objective'));
  }
  return problems;
}

/** A boss is beaten by attacks from a tile next to it: some such tile must be reachable. */
function checkBosses(
  adventure: Adventure,
  step: number,
  distance: Map<string, number>,
  problems: ContentProblem[],
): void {
  const bosses = adventure.maps.flatMap((map, m) => (map.monsters ?? []).filter((x) => x.boss).map((x) => ({ m, x })));
  const bossPits = adventure.maps.flatMap((map, m) =>
    map.tiles.filter((t) => t.kind === 'boss-pit').map((x) => ({ m, x })),
  );
  const found = [...bosses, ...bossPits];
  if (found.length === 0) {
    problems.push(error(pointer('objective', step), 'the objective is to defeat the boss, but no map has one'));
    return;
  }
  for (const { m, x } of found) {
    if (!neighbours(x).some((n) => distance.has(`${m}:${hexKey(n)}`))) {
      problems.push(error(pointer('objective', step), `Evy cannot walk next to the boss at ${place(m, x)}`));
    }
  }
}
