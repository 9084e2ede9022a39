/**
 * Starting an adventure ("How to play — Starting an adventure"): Evy on the start,
 * her HP, a monster on every pit, the carried card set aside in hand, the other cards
 * shuffled and one placed face down per numbered card tile, in number order.
 */
import { createRng, shuffleInPlace } from '../../engine';
import { evyDeck } from './content';
import { geometry, type MapGeometry } from './geometry';
import { spawnOnEmptyPits } from './spawn';
import { TOKENS, adventureOf, cardDef, pos, type EvyState, type MonsterState } from './state';
import type { Adventure, EvyCardId, EvyConfig } from './types';

const DIFFICULTY_LETTERS = { easier: ['A', 'B', 'C'], harder: ['A', 'B', 'C', 'D'] } as const;

/** Refuses, in words, a config the schema would refuse (for callers that skipped validation). */
export function checkConfig(config: EvyConfig): void {
  if (!config || typeof config !== 'object') throw new RangeError('The Evy game options are missing.');
  const adv = adventureOf(config);
  const deck = evyDeck(config);
  // "place one card face-down for each card on the map": a card set must have a card for every card tile.
  const tiles = highestCardNumber(adv);
  if (deck.ids.length < tiles) {
    throw new RangeError(
      `The card set has ${deck.ids.length} cards, but "${adv.title}" has card tiles up to ${tiles}: add copies, or choose another adventure.`,
    );
  }
  const d = config.difficulty;
  for (const side of ['easier', 'harder'] as const) {
    for (const letter of d?.[side] ?? []) {
      if (!(DIFFICULTY_LETTERS[side] as readonly string[]).includes(letter)) {
        throw new RangeError(`"${letter}" is not one of the ${side} difficulty rules.`);
      }
    }
  }
  if (config.carry) {
    const hp = config.carry.hp;
    if (!Number.isInteger(hp) || hp < 0)
      throw new RangeError(`Carried HP must be a whole number of 0 or more, not ${hp}.`);
    for (const id of [config.carry.card, ...(config.carry.skills ?? [])]) {
      if (id !== undefined && !deck.byId.has(id)) throw new RangeError(`The card set has no "${id}" card to carry.`);
    }
  }
}

function highestCardNumber(adv: Adventure): number {
  let highest = 0;
  for (const map of adv.maps) for (const t of map.tiles) if (t.card !== undefined) highest = Math.max(highest, t.card);
  return highest;
}

/** Starting HP: at least 5 (Easier B: 6 or 7), or exactly what was carried under Harder A. */
export function startingHp(config: EvyConfig): number {
  const minimum = config.difficulty?.easier?.includes('B') ? (config.difficulty.minHp ?? 6) : 5;
  const carried = config.carry?.hp;
  if (carried === undefined) return minimum;
  if (config.difficulty?.harder?.includes('A')) return carried;
  return Math.max(minimum, carried);
}

/** The card instances carried in: the kept card (unless Harder C) and, with Easier C, the kept skills. */
function carriedCards(config: EvyConfig): number[] {
  if (!config.carry || config.difficulty?.harder?.includes('C')) return [];
  const wanted: EvyCardId[] = [];
  if (config.carry.card) wanted.push(config.carry.card);
  if (config.difficulty?.easier?.includes('C')) wanted.push(...(config.carry.skills ?? []));
  const out: number[] = [];
  for (const id of wanted) {
    const instance = evyDeck(config).ids.findIndex((def, i) => def === id && !out.includes(i));
    if (instance >= 0) out.push(instance);
  }
  return out;
}

function placeMonsters(adv: Adventure, maps: MapGeometry[], state: EvyState): void {
  adv.maps.forEach((map, m) => {
    const geo = maps[m] as MapGeometry;
    for (const p of map.monsters ?? []) {
      const cell = geo.byHex.get(`${p.q},${p.r}`);
      if (cell === undefined)
        throw new RangeError(`Map "${map.name}": a monster is placed off the map at ${p.q},${p.r}.`);
      const monster: MonsterState = { id: state.nextMonsterId++, map: m, cell, hp: 1, boss: false };
      if (p.boss) {
        monster.boss = true;
        monster.hp = p.boss.health;
      }
      state.monsters.push(monster);
    }
  });
  // "Place the boss dice on the … spawn pit with 6 up": a boss pit nobody placed a boss on gets one at 6.
  maps.forEach((geo, m) => {
    for (const cell of geo.pits) {
      if (geo.kind[cell] !== 3 || state.monsters.some((x) => x.map === m && x.cell === cell)) continue;
      state.monsters.push({ id: state.nextMonsterId++, map: m, cell, hp: 6, boss: true });
    }
  });
  // "Put a monster token on each monster spawn pit": Evy's map first, the rest in map order.
  spawnOnEmptyPits(state, 0, null);
  for (let m = 1; m < maps.length; m++) spawnOnEmptyPits(state, m, null);
}

export function setup(config: EvyConfig, seed: number): EvyState {
  checkConfig(config);
  const adv = adventureOf(config);
  const maps = geometry(adv);
  const rng = createRng(seed);
  const carried = carriedCards(config);
  const cards = evyDeck(config);
  const uses = cards.defs.map((def) => def.uses ?? 0);
  if (config.difficulty?.harder?.includes('B') && config.carry?.cardUses !== undefined && carried[0] !== undefined) {
    uses[carried[0]] = Math.max(1, Math.min(config.carry.cardUses, cards.defs[carried[0]]?.uses ?? 0));
  }
  // "Shuffle all other cards … and place one card face-down for each card on the map, in order."
  const deck = shuffleInPlace(
    rng,
    cards.ids.map((_, i) => i).filter((i) => !carried.includes(i)),
  );
  const doors: number[] = [];
  const items: number[] = [];
  maps.forEach((geo, m) => {
    for (let c = 0; c < geo.cells; c++) {
      if (geo.kind[c] === 6 || geo.kind[c] === 7) doors.push(pos(m, c));
      if (geo.item[c] !== undefined) items.push(pos(m, c));
    }
  });
  const start = (maps[0] as MapGeometry).start;
  const state: EvyState = {
    config,
    rng,
    phase: 'monster',
    turn: 1,
    map: 0,
    evy: start,
    hp: startingHp(config),
    hand: carried.slice(),
    uses,
    monsters: [],
    nextMonsterId: 1,
    doors,
    items,
    collected: [],
    deck,
    taken: [],
    carried,
    discarded: [],
    movesLeft: 0,
    attackLeft: false,
    offers: [],
    offerCell: -1,
    monsterPhase: null,
    frozen: false,
    objectiveStep: 0,
    waypoint: 0,
    floor: adv.rules.elevator ? 1 : 0,
    floorTaken: false,
    lastLiftTile: -1,
    floors: adv.rules.elevator?.floors ?? 0,
    picked: adv.maps.map(() => 0),
    result: null,
    kept: null,
    undoable: 0,
    lastMonsterPhase: [],
    log: [],
  };
  placeMonsters(adv, maps, state);
  const names = carried.map((c) => cardDef(state, c).name);
  state.log.push({
    text: `${adv.title}: Evy starts with ${state.hp} HP${names.length ? ` and ${names.join(', ')}` : ''}.`,
  });
  state.log.push({
    text: `${state.monsters.length} ${adv.monsterName} on the board, ${TOKENS - state.monsters.filter((m) => !m.boss).length} tokens left.`,
  });
  return state;
}
