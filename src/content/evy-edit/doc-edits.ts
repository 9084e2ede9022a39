/**
 * Edits of the adventure as a whole: the list of maps (stairs targets follow every
 * insert, removal and move), card numbering in reading order, the objective's steps.
 */
import { MAX_MAPS } from '../../games/evy/schema';
import type { Adventure, EvyMap, ObjectiveStep, Tile } from '../../games/evy/types';
import { readingOrder } from './hexes';
import { EditRefused } from './types';

/** A fresh map: two floor tiles (the schema's least), Evy's start on the first. */
export function blankMap(name: string): EvyMap {
  return {
    name,
    tiles: [
      { q: 0, r: 0, kind: 'floor' },
      { q: 1, r: 0, kind: 'floor' },
    ],
    start: { q: 0, r: 0 },
  };
}

/**
 * Every stairs target passed through `remap` (old map index → new index, or
 * undefined when the map is gone: the stairs then lead out of the adventure).
 * Maps without a changed stairs tile are kept as they are.
 */
function remapStairs(maps: EvyMap[], remap: (index: number) => number | undefined): EvyMap[] {
  return maps.map((map) => {
    let changed = false;
    const tiles = map.tiles.map((tile) => {
      if (tile.stairsTo === undefined) return tile;
      const to = remap(tile.stairsTo);
      if (to === tile.stairsTo) return tile;
      changed = true;
      const next: Tile = { ...tile };
      if (to === undefined) delete next.stairsTo;
      else next.stairsTo = to;
      return next;
    });
    return changed ? { ...map, tiles } : map;
  });
}

function checkIndex(doc: Adventure, index: number, what: string): void {
  if (!Number.isInteger(index) || index < 0 || index >= doc.maps.length) {
    throw new EditRefused(`${what}: there is no map ${index + 1} (the adventure has ${doc.maps.length})`);
  }
}

export function addMap(doc: Adventure, index = doc.maps.length, value?: EvyMap): EvyMap[] {
  if (doc.maps.length >= MAX_MAPS) throw new EditRefused(`An adventure has at most ${MAX_MAPS} maps`);
  if (!Number.isInteger(index) || index < 0 || index > doc.maps.length) {
    throw new EditRefused(`Cannot add a map at place ${index + 1}: the adventure has ${doc.maps.length} maps`);
  }
  const shifted = remapStairs(doc.maps, (j) => (j >= index ? j + 1 : j));
  const map = value ?? blankMap(`Map ${doc.maps.length + 1}`);
  return [...shifted.slice(0, index), map, ...shifted.slice(index)];
}

export function removeMap(doc: Adventure, index: number): EvyMap[] {
  checkIndex(doc, index, 'Cannot remove the map');
  if (doc.maps.length === 1) throw new EditRefused('An adventure needs at least one map');
  const rest = doc.maps.filter((_, j) => j !== index);
  return remapStairs(rest, (j) => (j === index ? undefined : j > index ? j - 1 : j));
}

export function moveMap(doc: Adventure, from: number, to: number): EvyMap[] {
  checkIndex(doc, from, 'Cannot move the map');
  checkIndex(doc, to, 'Cannot move the map there');
  if (from === to) return doc.maps;
  const order = doc.maps.map((_, j) => j);
  order.splice(to, 0, ...order.splice(from, 1));
  const newIndex = new Map(order.map((old, j) => [old, j]));
  return remapStairs(
    order.map((old) => doc.maps[old] as EvyMap),
    (j) => newIndex.get(j) ?? j,
  );
}

/**
 * Card tiles numbered 1..n in reading order, map by map ("The numbers on the cards on
 * the map correspond to the order of the actual card"); the elevator's carry none.
 */
export function renumberCards(doc: Adventure): { maps: EvyMap[]; count: number } {
  const elevator = doc.rules.elevator !== undefined;
  let n = 0;
  const maps = doc.maps.map((map) => {
    const cards = map.tiles.filter((t) => t.kind === 'card').sort(readingOrder);
    const numbers = new Map<Tile, number | undefined>(cards.map((t) => [t, elevator ? undefined : ++n]));
    let changed = false;
    const tiles = map.tiles.map((tile) => {
      if (!numbers.has(tile) || numbers.get(tile) === tile.card) return tile;
      changed = true;
      const next: Tile = { ...tile };
      const number = numbers.get(tile);
      if (number === undefined) delete next.card;
      else next.card = number;
      return next;
    });
    return changed ? { ...map, tiles } : map;
  });
  return { maps, count: n };
}

function checkStep(doc: Adventure, index: number, room = 0): void {
  if (!Number.isInteger(index) || index < 0 || index >= doc.objective.length + room) {
    throw new EditRefused(`The objective has no step ${index + 1} (it has ${doc.objective.length})`);
  }
}

export function objectiveAdd(doc: Adventure, step: ObjectiveStep, index = doc.objective.length): ObjectiveStep[] {
  checkStep(doc, index, 1);
  return [...doc.objective.slice(0, index), step, ...doc.objective.slice(index)];
}

export function objectiveRemove(doc: Adventure, index: number): ObjectiveStep[] {
  checkStep(doc, index);
  return doc.objective.filter((_, i) => i !== index);
}

export function objectiveMove(doc: Adventure, from: number, to: number): ObjectiveStep[] {
  checkStep(doc, from);
  checkStep(doc, to);
  const steps = [...doc.objective];
  steps.splice(to, 0, ...steps.splice(from, 1));
  return steps;
}

export function objectiveSet(doc: Adventure, index: number, step: ObjectiveStep): ObjectiveStep[] {
  checkStep(doc, index);
  return doc.objective.map((s, i) => (i === index ? step : s));
}
