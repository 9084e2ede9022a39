/**
 * Validation as the designer edits: the adventure schema (the generated standalone
 * validator, so this runs in the renderer too), then the semantic checks of
 * `checks/evy.ts`. Every problem is pinned to a map and hex where there is one,
 * and its message names that place in the designer's words.
 *
 * Incremental: an edit replaces only the maps it changes, so each map's schema
 * problems and walk are kept by map object, and an edit re-checks just its map.
 */
import type { Adventure, EvyMap, Hex } from '../../games/evy/types';
import type { ContentProblem } from '../../shared/api';
import { checkEvyAdventurePinned, type PinnedProblem } from '../checks/evy';
import { mapLabel, type WalkCache } from '../checks/evy-maps';
import { findUnsafeKeys } from '../unsafe-keys';
import { STANDALONE_CONTENT_VALIDATORS } from '../standalone-validators';
import { ajvProblems } from '../ajv-errors';
import { pointer } from '../checks/pointer';
import { blankMap } from './doc-edits';
import type { EditorProblem } from './types';

const validateSchema = STANDALONE_CONTENT_VALIDATORS['evy-adventure'];
/** Documents of the editor are never changed in place, so each map's walk is kept until the map is replaced. */
const walks: WalkCache = new WeakMap();

/** A valid map standing in for the real ones while the rest of the document is checked. */
const STAND_IN_MAP: EvyMap = blankMap('Stand-in');
/** A valid adventure around one map, to check that map alone (its problems read as map 1's). */
const SHELL: Omit<Adventure, 'maps'> = {
  id: 'shell',
  title: 'Shell',
  order: 1,
  intro: 'Shell',
  cardCount: 1,
  monsterName: 'monsters',
  objective: [{ type: 'defeat-boss' }],
  rules: {},
};
/** Each map's schema problems, checked alone, with paths under `/maps/0`. */
const mapSchemas = new WeakMap<EvyMap, ContentProblem[]>();

/**
 * Schema problems, then the semantic checks. Unlike a file from outside, the editor's
 * document always has the shape of an `Adventure` (edits build it, and JSON text only
 * replaces it once it passes the schema), so the semantic checks run even while a
 * value breaks the schema: a bad item label does not hide a missing start.
 */
export function validateAdventure(doc: Adventure): EditorProblem[] {
  return [...documentSchemaProblems(doc), ...checkEvyAdventurePinned(doc, walks).map(editorProblem)];
}

/**
 * The same problems as `schemaProblems`, map by map: the document with stand-in maps
 * (every field but the maps, and how many there are), then each map in a valid shell,
 * remembered until the map is replaced. Problems of the document first, then each map's.
 */
export function documentSchemaProblems(doc: Adventure): EditorProblem[] {
  const found = rawSchemaProblems({ ...doc, maps: doc.maps.map(() => STAND_IN_MAP) });
  doc.maps.forEach((map, m) => {
    let own = mapSchemas.get(map);
    if (!own) {
      own = rawSchemaProblems({ ...SHELL, maps: [map] });
      mapSchemas.set(map, own);
    }
    for (const p of own) found.push({ ...p, path: p.path.replace(/^\/maps\/0(?=\/|$)/, `/maps/${m}`) });
  });
  return found.map((p) => pinByPointer(doc, p.path, p.message, p.severity));
}

/** The schema's problems of a document (with `$schema` or without), pinned by their JSON pointer. */
export function schemaProblems(data: unknown): EditorProblem[] {
  return rawSchemaProblems(data).map((p) => pinByPointer(data, p.path, p.message, p.severity));
}

function rawSchemaProblems(data: unknown): ContentProblem[] {
  const unsafe = findUnsafeKeys(data);
  if (unsafe.length > 0)
    return unsafe.map((u) => ({ path: pointer(...u.path), message: u.message, severity: 'error' }));
  return validateSchema(data) ? [] : ajvProblems(validateSchema.errors);
}

function editorProblem(p: PinnedProblem): EditorProblem {
  return { map: p.map, hex: p.hex, path: p.path, message: p.message, severity: p.severity };
}

/**
 * A schema problem's place from its pointer: `/maps/2/tiles/5/...` is that tile's hex,
 * `/maps/2/start` the start, `/maps/2/monsters/1` that monster; the message is prefixed
 * with the place ("Map 3 'Cellar', hex (4, 1): must be …").
 */
function pinByPointer(data: unknown, path: string, message: string, severity: 'error' | 'warning'): EditorProblem {
  const parts = path.split('/').slice(1);
  const maps = (data as { maps?: unknown } | null)?.maps;
  if (parts[0] !== 'maps' || !Array.isArray(maps) || parts[1] === undefined) {
    return { map: null, hex: null, path, message: where(path, message), severity };
  }
  const m = Number(parts[1]);
  const map = maps[m] as { name?: unknown; tiles?: unknown[]; start?: unknown; monsters?: unknown[] } | undefined;
  let hex: Hex | null = null;
  if (parts[2] === 'start') hex = asHex(map?.start);
  else if (parts[2] === 'tiles' && parts[3] !== undefined) hex = asHex(map?.tiles?.[Number(parts[3])]);
  else if (parts[2] === 'monsters' && parts[3] !== undefined) hex = asHex(map?.monsters?.[Number(parts[3])]);
  const label = mapLabel(m, typeof map?.name === 'string' ? map.name : undefined);
  const place = hex ? `${label}, hex (${hex.q}, ${hex.r})` : label;
  const rest = parts.slice(hex ? 4 : 2).join('/');
  return { map: m, hex, path, message: `${place}: ${rest ? `${rest} ` : ''}${message}`, severity };
}

function where(path: string, message: string): string {
  return path === '' ? message : `${path.slice(1)}: ${message}`;
}

function asHex(value: unknown): Hex | null {
  const h = value as { q?: unknown; r?: unknown } | undefined;
  return h && Number.isInteger(h.q) && Number.isInteger(h.r) ? { q: h.q as number, r: h.r as number } : null;
}
