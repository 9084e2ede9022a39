/**
 * Helpers for Evy rule tests: maps drawn as text, play by key, and a chosen roll.
 *
 * A map is rows of space-separated tokens; row r, column i is the hex
 * q = i - floor(r / 2), r ("odd rows shifted right", as the book's maps are drawn):
 *   .  floor          #  wall (no tile)     @  Evy's start      M  floor with a monster
 *   P  pit            B  boss pit           E  exit             D  door     L  locked door
 *   S  stairs         s1 stairs to map 1    c3 card tile 3      c  unnumbered card tile
 *   i:baby  item      w:A  waypoint letter
 */
import { createRng, nextInt, tryApply } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_DECK } from '../../../src/games/evy/content';
import type { EvyState } from '../../../src/games/evy/state';
import type {
  EvyCardId,
  Adventure,
  EvyConfig,
  EvyMap,
  Hex,
  MonsterPlacement,
  ObjectiveStep,
  Tile,
} from '../../../src/games/evy/types';

export function hex(col: number, row: number): Hex {
  return { q: col - Math.floor(row / 2), r: row };
}

export function drawMap(
  name: string,
  rows: string[],
  bosses: Record<string, { health: number; name: string }> = {},
): EvyMap {
  const tiles: Tile[] = [];
  const monsters: MonsterPlacement[] = [];
  let start: Hex | null = null;
  rows.forEach((line, row) => {
    line
      .trim()
      .split(/\s+/)
      .forEach((token, col) => {
        const at = hex(col, row);
        if (token === '#') return;
        const tile: Tile = { ...at, kind: 'floor' };
        if (token === '@') start = at;
        else if (token === 'M') monsters.push({ ...at });
        else if (token === 'P') tile.kind = 'pit';
        else if (token === 'B') tile.kind = 'boss-pit';
        else if (token === 'E') tile.kind = 'exit';
        else if (token === 'D') tile.kind = 'door';
        else if (token === 'L') tile.kind = 'locked-door';
        else if (token === 'S') tile.kind = 'stairs';
        else if (/^s\d+$/.test(token)) {
          tile.kind = 'stairs';
          tile.stairsTo = Number(token.slice(1));
        } else if (token === 'c') tile.kind = 'card';
        else if (/^c\d+$/.test(token)) {
          tile.kind = 'card';
          tile.card = Number(token.slice(1));
        } else if (token.startsWith('i:')) tile.item = token.slice(2);
        else if (token.startsWith('w:')) tile.waypoint = token.slice(2);
        else if (token.startsWith('X:')) monsters.push({ ...at, boss: bosses[token.slice(2)] });
        else if (token !== '.') throw new Error(`unknown map token "${token}"`);
        tiles.push(tile);
      });
  });
  if (!start) throw new Error('the map has no @ start');
  return { name, tiles, start, monsters };
}

export function adventureOf(maps: EvyMap[], objective: ObjectiveStep[], more: Partial<Adventure> = {}): Adventure {
  const cardCount = maps.flatMap((m) => m.tiles).filter((t) => t.card !== undefined).length;
  return {
    id: 'test',
    title: 'Test map',
    order: 1,
    intro: 'A map made for a test.',
    cardCount,
    monsterName: 'monsters',
    maps,
    objective,
    rules: {},
    ...more,
  };
}

export function configOf(adventure: Adventure, more: Partial<EvyConfig> = {}): EvyConfig {
  return { custom: adventure, ties: 'ask', ...more };
}

export function keys(state: EvyState): string[] {
  return evy.legalActions(state, 0).map((a) => a.key);
}

/** Applies the legal action with this key; fails loudly with the legal keys. */
export function act(state: EvyState, key: string): EvyState {
  const result = tryApply(evy, state, 0, { key });
  if (!result.ok) throw new Error(`${result.error.message} Legal: ${keys(state).join(' ')}`);
  return result.state as EvyState;
}

export function actAll(state: EvyState, ...list: string[]): EvyState {
  return list.reduce(act, state);
}

/** A copy whose next roll is these dice: the PRNG is re-seeded until it would throw them. */
export function withDice(state: EvyState, a: number, b: number): EvyState {
  for (let i = 0; i < 100_000; i++) {
    const rng = createRng(`dice:${i}`);
    const probe = { ...rng };
    if (nextInt(probe, 6) + 1 === a && nextInt(probe, 6) + 1 === b) return { ...state, rng };
  }
  throw new Error(`no seed throws ${a} and ${b}`);
}

/** Rolls these dice: the monster phase runs until it ends or asks. */
export function rollDice(state: EvyState, a: number, b: number): EvyState {
  return act(withDice(state, a, b), 'roll');
}

/** "q,r" of a monster by id, for keys. */
export function monsterKey(state: EvyState, id: number): string {
  const m = evy.view(state, 0).monsters.find((x) => x.id === id);
  if (!m) throw new Error(`no monster ${id}`);
  return `${m.q},${m.r}`;
}

export function at(col: number, row: number): string {
  const h = hex(col, row);
  return `${h.q},${h.r}`;
}

/** A copy with these cards in Evy's hand (taken out of the face-down deck; for tests that flip no card). */
export function withHand(state: EvyState, ids: EvyCardId[]): EvyState {
  const s = evy.clone!(state);
  for (const id of ids) {
    const card = EVY_DECK.findIndex((def, i) => def === id && !s.hand.includes(i));
    if (card < 0) throw new Error(`no free ${id}`);
    s.deck = s.deck.filter((c) => c !== card);
    if (!s.carried.includes(card)) s.carried.push(card);
    s.hand.push(card);
  }
  return s;
}

/** A copy in Evy's phase with both moves and the attack. */
export function evyPhase(state: EvyState): EvyState {
  const s = evy.clone!(state);
  s.phase = 'evy';
  s.movesLeft = 2;
  s.attackLeft = true;
  return s;
}

/** A copy where the face-down card under tile `n` is a card of this kind (swapped within the deck). */
export function withCardUnder(state: EvyState, n: number, id: EvyCardId): EvyState {
  const s = evy.clone!(state);
  const at = s.deck.findIndex((c) => EVY_DECK[c] === id);
  if (at < 0) throw new Error(`no ${id} left in the deck`);
  const here = s.deck[n - 1] as number;
  s.deck[n - 1] = s.deck[at] as number;
  s.deck[at] = here;
  return s;
}
