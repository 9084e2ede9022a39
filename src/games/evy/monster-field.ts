/**
 * The monsters' walking distances to a target cell (what they measure: `distance.ts`),
 * cached. A field depends only on the map, the target (Evy, or a map's start) and the
 * markers standing on the map (closed doors, items, the waypoint token): other monsters
 * are no obstacle to it, so a monster's move changes nothing here and a whole monster
 * phase reads one field. Search meets the same few positions again and again, so each
 * field is computed once; the fields are shared and must never be written to.
 */
import { distanceBeside, distanceField, waypointCell } from './distance';
import { GAP, isPit, type MapGeometry } from './geometry';
import { isGhost, mapsOf, posCell, posMap, type EvyState } from './state';

export interface MonsterField {
  /** Steps to the target over cells monsters may enter (-1: blocked or no way); the target is 0. */
  dist: Int32Array;
  /**
   * A monster's distance from each cell: `dist`, or for a cell monsters may not enter
   * (a monster spawned on a pit) one more than its nearest neighbour (-1: no way).
   */
  reach: Int32Array;
}

interface CachedField {
  /** The cells of the markers on the map when it was computed, in the state's order. */
  markers: Int32Array;
  field: MonsterField;
}

/** The fields of one map (for ghosts or for walkers), by target cell. */
interface MapFields {
  /** Gaps (unless ghosts) and pits: what blocks monsters whatever the state. */
  fixed: Uint8Array;
  byTarget: CachedField[][];
  size: number;
}

/** Fields kept per map before the cache starts again (a designer's map with many doors could make many). */
const LIMIT = 4096;

const caches = new WeakMap<MapGeometry, [MapFields | undefined, MapFields | undefined]>();

function mapFields(geo: MapGeometry, ghost: boolean): MapFields {
  let pair = caches.get(geo);
  if (!pair) {
    pair = [undefined, undefined];
    caches.set(geo, pair);
  }
  let fields = pair[ghost ? 1 : 0];
  if (!fields) {
    const fixed = new Uint8Array(geo.cells);
    for (let c = 0; c < geo.cells; c++) if ((geo.kind[c] === GAP && !ghost) || isPit(geo, c)) fixed[c] = 1;
    fields = { fixed, byTarget: [], size: 0 };
    pair[ghost ? 1 : 0] = fields;
  }
  return fields;
}

// The markers of the state asked about, gathered without allocating.
let markers = new Int32Array(64);
let markerCount = 0;

function addMarker(cell: number): void {
  if (markerCount === markers.length) {
    const grown = new Int32Array(markers.length * 2);
    grown.set(markers);
    markers = grown;
  }
  markers[markerCount++] = cell;
}

function gatherMarkers(state: EvyState, geo: MapGeometry, map: number): void {
  markerCount = 0;
  for (const p of state.doors) if (posMap(p) === map) addMarker(posCell(p));
  for (const p of state.items) if (posMap(p) === map) addMarker(posCell(p));
  const token = waypointCell(state, geo);
  if (token >= 0) addMarker(token);
}

function sameMarkers(cached: Int32Array): boolean {
  if (cached.length !== markerCount) return false;
  for (let i = 0; i < markerCount; i++) if (cached[i] !== markers[i]) return false;
  return true;
}

function computeField(geo: MapGeometry, fixed: Uint8Array, target: number): MonsterField {
  const blocked = fixed.slice();
  for (let i = 0; i < markerCount; i++) blocked[markers[i] as number] = 1;
  const dist = distanceField(geo, blocked, target);
  const reach = dist.slice();
  for (let c = 0; c < geo.cells; c++) if ((dist[c] as number) < 0) reach[c] = distanceBeside(geo, dist, c);
  return { dist, reach };
}

/** The monsters' field towards `target` on `map`, as the board stands in `state`. */
export function monsterField(state: EvyState, map: number, target: number): MonsterField {
  const geo = mapsOf(state)[map] as MapGeometry;
  const fields = mapFields(geo, isGhost(state));
  gatherMarkers(state, geo, map);
  let list = fields.byTarget[target];
  if (list) {
    for (const cached of list) if (sameMarkers(cached.markers)) return cached.field;
  } else {
    list = [];
    fields.byTarget[target] = list;
  }
  if (fields.size >= LIMIT) {
    fields.byTarget = [];
    fields.size = 0;
    list = [];
    fields.byTarget[target] = list;
  }
  const field = computeField(geo, fields.fixed, target);
  list.push({ markers: markers.slice(0, markerCount), field });
  fields.size++;
  return field;
}

/** The field towards Evy on her map: the one every monster phase and the Scream read. */
export function fieldToEvy(state: EvyState): MonsterField {
  return monsterField(state, state.map, state.evy);
}
