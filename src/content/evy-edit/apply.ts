/**
 * `applyEdit(doc, op)`: the one way the editor changes a document, purely. And
 * `applyWithInverse`, which also returns the edit that takes the result back to
 * `doc` — plain data too, so the history stores edits, never copies of documents.
 * An edit that changes nothing returns the very same document.
 */
import type { Adventure, EvyMap } from '../../games/evy/types';
import {
  addMap,
  moveMap,
  objectiveAdd,
  objectiveMove,
  objectiveRemove,
  objectiveSet,
  removeMap,
  renumberCards,
} from './doc-edits';
import { fill, moveTiles, paint, setBoss, setLabel, setMonster, setStart } from './map-edits';
import { EditRefused, type AdventureMeta, type EditOp } from './types';

export function applyEdit(doc: Adventure, op: EditOp): Adventure {
  switch (op.type) {
    case 'paint':
      return withMap(doc, op.map, (m) => paint(doc, m, op.hexes, op.tool));
    case 'fill':
      return withMap(doc, op.map, (m) => fill(doc, m, op.from, op.tool, op.bounds));
    case 'set-start':
      return withMap(doc, op.map, (m) => setStart(m, op.hex));
    case 'set-item':
      return withMap(doc, op.map, (m) => setLabel(m, op.hex, 'item', op.item));
    case 'set-waypoint':
      return withMap(doc, op.map, (m) => setLabel(m, op.hex, 'waypoint', op.letter));
    case 'set-boss':
      return withMap(doc, op.map, (m) => setBoss(m, op.hex, op.boss));
    case 'set-monster':
      return withMap(doc, op.map, (m) => setMonster(m, op.hex, op.present));
    case 'move-tiles':
      return withMap(doc, op.map, (m) => moveTiles(m, op.hexes, op.offset));
    case 'set-map':
      return withMap(doc, op.map, () => op.value);
    case 'rename-map':
      return withMap(doc, op.map, (m) => (m.name === op.name ? m : { ...m, name: op.name }));
    case 'renumber-cards': {
      const { maps, count } = renumberCards(doc);
      const next = withMaps(doc, maps);
      const setCount = op.setCount === true && doc.rules.elevator === undefined && count !== doc.cardCount;
      return setCount ? { ...next, cardCount: count } : next;
    }
    case 'add-map':
      return withMaps(doc, addMap(doc, op.index, op.value));
    case 'remove-map':
      return withMaps(doc, removeMap(doc, op.map));
    case 'move-map':
      return withMaps(doc, moveMap(doc, op.from, op.to));
    case 'set-maps':
      return withMaps(doc, op.value);
    case 'objective-add':
      return { ...doc, objective: objectiveAdd(doc, op.step, op.index) };
    case 'objective-remove':
      return { ...doc, objective: objectiveRemove(doc, op.index) };
    case 'objective-move':
      return op.from === op.to ? doc : { ...doc, objective: objectiveMove(doc, op.from, op.to) };
    case 'objective-set':
      return { ...doc, objective: objectiveSet(doc, op.index, op.step) };
    case 'set-objective':
      return op.value === doc.objective ? doc : { ...doc, objective: op.value };
    case 'set-rules':
      return op.value === doc.rules ? doc : { ...doc, rules: op.value };
    case 'set-meta':
      return setMeta(doc, op.value);
    case 'replace':
      return shareUnchanged(doc, op.value);
    case 'batch':
      return op.ops.reduce(applyEdit, doc);
  }
}

/** Applies `op` and returns the edit that undoes it (from the result back to `doc`). */
export function applyWithInverse(doc: Adventure, op: EditOp): { doc: Adventure; inverse: EditOp } {
  const next = applyEdit(doc, op);
  return { doc: next, inverse: inverseOf(doc, op) };
}

/** The edit that takes the result of `op` on `before` back to `before`. */
function inverseOf(before: Adventure, op: EditOp): EditOp {
  switch (op.type) {
    case 'paint':
    case 'fill':
    case 'set-start':
    case 'set-item':
    case 'set-waypoint':
    case 'set-boss':
    case 'set-monster':
    case 'move-tiles':
    case 'set-map':
    case 'rename-map':
      return { type: 'set-map', map: op.map, value: before.maps[op.map] as EvyMap };
    case 'renumber-cards':
      return { type: 'batch', ops: [{ type: 'set-maps', value: before.maps }, metaBack(before, { cardCount: 0 })] };
    case 'add-map':
    case 'remove-map':
    case 'move-map':
    case 'set-maps':
      return { type: 'set-maps', value: before.maps };
    case 'objective-add':
    case 'objective-remove':
    case 'objective-move':
    case 'objective-set':
    case 'set-objective':
      return { type: 'set-objective', value: before.objective };
    case 'set-rules':
      return { type: 'set-rules', value: before.rules };
    case 'set-meta':
      return metaBack(before, op.value);
    case 'replace':
      return { type: 'replace', value: before };
    case 'batch': {
      // Each part's inverse is taken against the document as it was when that part ran.
      const inverses: EditOp[] = [];
      let doc = before;
      for (const part of op.ops) {
        inverses.unshift(inverseOf(doc, part));
        doc = applyEdit(doc, part);
      }
      return { type: 'batch', ops: inverses };
    }
  }
}

function metaBack(before: Adventure, fields: Partial<AdventureMeta>): EditOp {
  const value: Partial<AdventureMeta> = {};
  for (const key of Object.keys(fields) as (keyof AdventureMeta)[]) {
    (value as Record<string, unknown>)[key] = before[key];
  }
  return { type: 'set-meta', value };
}

function setMeta(doc: Adventure, fields: Partial<AdventureMeta>): Adventure {
  const keys = (Object.keys(fields) as (keyof AdventureMeta)[]).filter((k) => fields[k] !== doc[k]);
  if (keys.length === 0) return doc;
  const next = { ...doc };
  for (const key of keys) (next as Record<string, unknown>)[key] = fields[key];
  return next;
}

/**
 * The new document with every part equal to the current one's taken from the current
 * one: text from the JSON tab that changes one tile leaves the other maps the same
 * objects (their checks stay cached), and text that changes nothing (spacing) is no edit.
 */
function shareUnchanged(current: Adventure, next: Adventure): Adventure {
  const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
  const maps = next.maps.map((map, i) => (same(map, current.maps[i]) ? (current.maps[i] as EvyMap) : map));
  const shared: Adventure = { ...next, maps: withMaps(current, maps).maps };
  if (same(next.objective, current.objective)) shared.objective = current.objective;
  if (same(next.rules, current.rules)) shared.rules = current.rules;
  const parts = (d: Adventure): unknown => ({ ...d, maps: null, objective: null, rules: null });
  const unchanged =
    shared.maps === current.maps &&
    shared.objective === current.objective &&
    shared.rules === current.rules &&
    same(parts(shared), parts(current));
  if (unchanged) return current;
  // Nothing of `next` was swapped for an equal part (an undo restoring the document it
  // replaced): keep `next` itself, so undo gives back the very same document.
  const isNext =
    shared.maps.every((m, i) => m === next.maps[i]) &&
    shared.objective === next.objective &&
    shared.rules === next.rules;
  return isNext ? next : shared;
}

function withMap(doc: Adventure, index: number, edit: (map: EvyMap) => EvyMap): Adventure {
  const map = doc.maps[index];
  if (!Number.isInteger(index) || !map) {
    throw new EditRefused(`There is no map ${index + 1} (the adventure has ${doc.maps.length})`);
  }
  const next = edit(map);
  if (next === map) return doc;
  return { ...doc, maps: doc.maps.map((m, i) => (i === index ? next : m)) };
}

function withMaps(doc: Adventure, maps: EvyMap[]): Adventure {
  const same = maps.length === doc.maps.length && maps.every((m, i) => m === doc.maps[i]);
  return same ? doc : { ...doc, maps };
}
