/**
 * Problems of Evy's adventures pinned to a place: the map and hex they concern
 * (null for the adventure as a whole), so the editor can mark the hex and jump to
 * it, and a message that starts with that place in the designer's words.
 */
import type { Adventure, Hex } from '../../games/evy/types';
import type { ContentProblem } from '../../shared/api';
import { mapLabel, place } from './evy-maps';

export interface PinnedProblem extends ContentProblem {
  map: number | null;
  hex: Hex | null;
}

type Severity = ContentProblem['severity'];

/** A problem at a hex: "Map 1 'Hall', hex (3, -2): <what>". */
export function atHex(
  adventure: Adventure,
  map: number,
  hex: Hex,
  path: string,
  what: string,
  severity: Severity = 'error',
): PinnedProblem {
  return {
    path,
    message: `${place(adventure, map, hex)}: ${what}`,
    severity,
    map,
    hex: { q: hex.q, r: hex.r },
  };
}

/** A problem of a whole map: "Map 2 'Cellar': <what>". */
export function atMap(
  adventure: Adventure,
  map: number,
  path: string,
  what: string,
  severity: Severity = 'error',
): PinnedProblem {
  return { path, message: `${mapLabel(map, adventure.maps[map]?.name)}: ${what}`, severity, map, hex: null };
}

/** A problem of the adventure as a whole (its card count, its objective). */
export function atAdventure(path: string, message: string, severity: Severity = 'error'): PinnedProblem {
  return { path, message, severity, map: null, hex: null };
}
