/**
 * The sixteen cards ("List of cards" and the FAQ): which uses are legal now, as
 * actions, and what each does. Health cards act when turned over (`evy-turn.ts`).
 */
import { DIRECTIONS, cellOf, hexOf, isPit, isTile, type MapGeometry } from './geometry';
import { iceCubeAction, moveCardAction, skillAction } from './actions';
import { enterCells, hitMonster, advanceObjective } from './evy-turn';
import { fieldToEvy } from './monster-field';
import { cardDef, cardId, discardCard, evyMap, heal, monsterAt, say, type EvyState, type MonsterState } from './state';
import type { EvyAction, Hex } from './types';

const hk = (h: Hex): string => `${h.q},${h.r}`;

/** A tile Evy may stand on: a tile, not a pit, no monster on it. */
export function walkable(state: EvyState, geo: MapGeometry, cell: number): boolean {
  return isTile(geo, cell) && !isPit(geo, cell) && monsterAt(state, state.map, cell) === undefined;
}

/** The first `length` hexes from Evy in a direction (stopping at the bounding box). */
function line(geo: MapGeometry, from: number, direction: number, length: number): number[] {
  const out: number[] = [];
  let c = from;
  for (let i = 0; i < length; i++) {
    c = geo.next[c * 6 + direction] as number;
    if (c < 0) break;
    out.push(c);
  }
  return out;
}

function adjacentMonsters(state: EvyState, geo: MapGeometry, cell: number): MonsterState[] {
  const out: MonsterState[] = [];
  for (let d = 0; d < 6; d++) {
    const n = geo.next[cell * 6 + d] as number;
    const m = n < 0 ? undefined : monsterAt(state, state.map, n);
    if (m) out.push(m);
  }
  return out;
}

/** Every choice of up to three: all of them when there are three or fewer (hitting more is never worse). */
function upToThree<T>(items: T[]): T[][] {
  if (items.length <= 3) return items.length ? [items] : [];
  const out: T[][] = [];
  for (let a = 0; a < items.length; a++)
    for (let b = a + 1; b < items.length; b++)
      for (let c = b + 1; c < items.length; c++) out.push([items[a], items[b], items[c]] as T[]);
  return out;
}

/** Bicycle (3) and Sneakers (2): exactly that many tiles in one line, no monster within them. */
function rideCells(state: EvyState, geo: MapGeometry, direction: number, length: number): number[] | null {
  const cells = line(geo, state.evy, direction, length);
  if (cells.length < length || !cells.every((c) => walkable(state, geo, c))) return null;
  return cells;
}

/** Pogo Stick: over one or two monsters in a line, landing just beyond on a free tile. */
function pogoLanding(state: EvyState, geo: MapGeometry, direction: number): number {
  const [c1, c2, c3] = line(geo, state.evy, direction, 3);
  if (c1 === undefined || !monsterAt(state, state.map, c1) || c2 === undefined) return -1;
  if (walkable(state, geo, c2)) return c2;
  if (monsterAt(state, state.map, c2) && c3 !== undefined && walkable(state, geo, c3)) return c3;
  return -1;
}

/** Crossbow (3) and Sword (2): the monsters on the first tiles of a line; a wall stops the shot. */
function shotTargets(state: EvyState, geo: MapGeometry, direction: number, length: number): MonsterState[] {
  const out: MonsterState[] = [];
  for (const c of line(geo, state.evy, direction, length)) {
    const m = monsterAt(state, state.map, c);
    if (m) out.push(m);
    if (!isTile(geo, c)) break;
  }
  return out;
}

/** The uses of movement card `card` now, added to `out`. */
export function movementCardActions(state: EvyState, card: number, out: EvyAction[]): void {
  const geo = evyMap(state);
  const id = cardId(state, card);
  for (let d = 0; d < 6; d++) {
    if (id === 'bicycle' || id === 'sneakers') {
      if (rideCells(state, geo, d, id === 'bicycle' ? 3 : 2)) out.push(moveCardAction(card, d));
    } else if (id === 'pogo-stick') {
      if (pogoLanding(state, geo, d) >= 0) out.push(moveCardAction(card, d));
    } else if (id === 'mountain-boots') {
      const n = geo.next[state.evy * 6 + d] as number;
      if (n >= 0 && monsterAt(state, state.map, n)) {
        const direction = DIRECTIONS[d] as (typeof DIRECTIONS)[number];
        const target = hexOf(geo, n);
        out.push({ key: `boots:${card}:${hk(target)}`, type: 'move-card', card, direction, target });
      }
    }
  }
}

/** The uses of weapon card `card` now, added to `out`. */
export function weaponActions(state: EvyState, card: number, out: EvyAction[]): void {
  const geo = evyMap(state);
  const id = cardId(state, card);
  const targetsKey = (targets: Hex[]): string => targets.map(hk).join('+');
  if (id === 'baseball-bat') {
    // Two monsters next to Evy and next to each other: neighbours in consecutive directions.
    for (let d = 0; d < 6; d++) {
      const a = geo.next[state.evy * 6 + d] as number;
      const b = geo.next[state.evy * 6 + ((d + 1) % 6)] as number;
      if (a < 0 || b < 0 || !monsterAt(state, state.map, a) || !monsterAt(state, state.map, b)) continue;
      const targets = [hexOf(geo, a), hexOf(geo, b)];
      out.push({ key: `weapon:${card}:${targetsKey(targets)}`, type: 'weapon', card, targets });
    }
  } else if (id === 'chainsaw') {
    for (const group of upToThree(adjacentMonsters(state, geo, state.evy))) {
      const targets = group.map((m) => hexOf(geo, m.cell));
      out.push({ key: `weapon:${card}:${targetsKey(targets)}`, type: 'weapon', card, targets });
    }
  } else if (id === 'crossbow' || id === 'sword') {
    for (let d = 0; d < 6; d++) {
      const hit = shotTargets(state, geo, d, id === 'crossbow' ? 3 : 2);
      if (hit.length === 0) continue;
      const direction = DIRECTIONS[d] as (typeof DIRECTIONS)[number];
      const targets = hit.map((m) => hexOf(geo, m.cell));
      out.push({ key: `weapon:${card}:${direction}`, type: 'weapon', card, direction, targets });
    }
  }
}

/** The uses of skill card `card` now, added to `out`. */
export function skillActions(state: EvyState, card: number, out: EvyAction[]): void {
  switch (cardId(state, card)) {
    case 'first-aid-kit':
    case 'freeze-ray':
      out.push(skillAction(card));
      return;
    case 'scream':
      for (const m of state.monsters) {
        if (m.map === state.map) {
          out.push(skillAction(card));
          return;
        }
      }
      return;
    case 'ice-cube':
      out.push(iceCubeAction(card, null));
      for (const c of state.hand) {
        const kind = cardDef(state, c).kind;
        if (kind === 'weapon' || kind === 'movement') out.push(iceCubeAction(card, c));
      }
      return;
    case 'hypnotize':
      hypnotizeActions(state, card, out);
      return;
    default:
      return;
  }
}

function hypnotizeActions(state: EvyState, card: number, out: EvyAction[]): void {
  const geo = evyMap(state);
  for (const m of state.monsters) {
    if (m.map !== state.map) continue;
    const monster = hexOf(geo, m.cell);
    for (const group of upToThree(adjacentMonsters(state, geo, m.cell))) {
      const targets = group.map((x) => hexOf(geo, x.cell));
      out.push({
        key: `skill:${card}:${hk(monster)}>${targets.map(hk).join('+')}`,
        type: 'skill',
        card,
        monster,
        targets,
      });
    }
  }
}

/** One use off the tracker; "When you use up all card usages, discard the card." */
function useTracker(state: EvyState, card: number): void {
  state.uses[card] = (state.uses[card] ?? 0) - 1;
  if ((state.uses[card] as number) <= 0) {
    discardCard(state, card);
    say(state, () => `${cardDef(state, card).name} is used up.`);
  }
}

function monsterOn(state: EvyState, geo: MapGeometry, h: Hex): MonsterState {
  const cell = cellOf(geo, h);
  const m = cell < 0 ? undefined : monsterAt(state, state.map, cell);
  if (!m) throw new Error(`No monster stands at ${hk(h)}.`);
  return m;
}

export function playMovementCard(state: EvyState, action: Extract<EvyAction, { type: 'move-card' }>): void {
  const geo = evyMap(state);
  const id = cardId(state, action.card);
  const d = DIRECTIONS.indexOf(action.direction);
  state.movesLeft--;
  useTracker(state, action.card);
  if (id === 'bicycle' || id === 'sneakers') {
    enterCells(state, rideCells(state, geo, d, id === 'bicycle' ? 3 : 2) as number[]);
  } else if (id === 'pogo-stick') {
    // FAQ: no card is taken from a jumped-over tile; only where she lands.
    enterCells(state, [pogoLanding(state, geo, d)]);
  } else {
    const m = monsterOn(state, geo, action.target as Hex);
    const cell = m.cell;
    hitMonster(state, m);
    // FAQ "Mountain Boots vs. Boss monsters": a boss not defeated only takes the kick.
    if (!state.monsters.includes(m) && walkable(state, geo, cell)) enterCells(state, [cell]);
    else advanceObjective(state);
  }
}

export function playWeapon(state: EvyState, action: Extract<EvyAction, { type: 'weapon' }>): void {
  const geo = evyMap(state);
  state.attackLeft = false;
  const targets = action.targets.map((h) => monsterOn(state, geo, h));
  useTracker(state, action.card);
  for (const m of targets) hitMonster(state, m);
  advanceObjective(state);
}

export function playSkill(state: EvyState, action: Extract<EvyAction, { type: 'skill' }>): void {
  const geo = evyMap(state);
  const def = cardDef(state, action.card);
  discardCard(state, action.card);
  switch (def.id) {
    case 'first-aid-kit':
      heal(state, def.heal ?? 3);
      say(state, `Evy has ${state.hp} HP.`);
      break;
    case 'freeze-ray':
      state.frozen = true;
      say(state, 'The next monster phase is skipped.');
      break;
    case 'ice-cube':
      if (action.tracker === undefined) {
        heal(state, 1);
        say(state, `Evy has ${state.hp} HP.`);
      } else {
        state.uses[action.tracker] = (state.uses[action.tracker] ?? 0) + 1;
      }
      break;
    case 'hypnotize': {
      const targets = (action.targets ?? []).map((h) => monsterOn(state, geo, h));
      for (const m of targets) hitMonster(state, m);
      advanceObjective(state);
      break;
    }
    case 'scream':
      scream(state);
      break;
    default:
      throw new Error(`${def.name} is not a skill card.`);
  }
}

/**
 * Scream: every monster one tile away, the furthest first — the reverse of the
 * monsters' own movement (to a free tile one step further, first in direction order).
 */
function scream(state: EvyState): void {
  const geo = evyMap(state);
  const { dist, reach } = fieldToEvy(state);
  const order = state.monsters
    .map((m) => ({ m, d: reach[m.cell] as number }))
    .filter((x) => x.m.map === state.map && x.d >= 0)
    .sort((a, b) => b.d - a.d || a.m.id - b.m.id);
  let moved = 0;
  for (const { m, d } of order) {
    for (let k = 0; k < 6; k++) {
      const n = geo.next[m.cell * 6 + k] as number;
      if (n < 0 || dist[n] !== d + 1 || monsterAt(state, state.map, n)) continue;
      m.cell = n;
      moved++;
      break;
    }
  }
  say(state, `Evy screams: ${moved} monster${moved === 1 ? '' : 's'} back away.`);
}
