/**
 * The editor's tools: what each is called, its key, and the edit a click (or a
 * brush dab) with it makes on a hex. Pure: the canvas reports hexes, the store
 * turns them into `EditOp`s here and gives those to the model's history.
 */
import type { EditOp, PaintTool } from '../../../../../content/evy-edit';
import type { Adventure, Hex } from '../../../../../games/evy/types';

export type ToolId =
  | 'select'
  | 'floor'
  | 'wall'
  | 'start'
  | 'pit'
  | 'boss-pit'
  | 'card'
  | 'exit'
  | 'door'
  | 'locked-door'
  | 'item'
  | 'stairs'
  | 'waypoint'
  | 'monster';

export interface ToolInfo {
  id: ToolId;
  label: string;
  /** The key that picks the tool (shown in the palette and the help). */
  key: string;
  /** Click-drag paints a stroke (one undo step); other tools act on the clicked hex only. */
  brush: boolean;
  /** Fill mode floods the connected region alike to the clicked hex with this tool. */
  fills: boolean;
}

export const TOOLS: readonly ToolInfo[] = [
  { id: 'select', label: 'Select / move', key: 'V', brush: false, fills: false },
  { id: 'floor', label: 'Floor', key: 'F', brush: true, fills: true },
  { id: 'wall', label: 'Wall (erase)', key: 'W', brush: true, fills: true },
  { id: 'start', label: "Evy's start", key: 'S', brush: false, fills: false },
  { id: 'pit', label: 'Spawn pit', key: 'P', brush: true, fills: true },
  { id: 'boss-pit', label: 'Boss pit', key: 'B', brush: false, fills: false },
  { id: 'card', label: 'Card tile', key: 'C', brush: true, fills: false },
  { id: 'exit', label: 'Exit', key: 'X', brush: true, fills: true },
  { id: 'door', label: 'Door', key: 'D', brush: true, fills: false },
  { id: 'locked-door', label: 'Locked door', key: 'L', brush: true, fills: false },
  { id: 'item', label: 'Item', key: 'I', brush: false, fills: false },
  { id: 'stairs', label: 'Staircase', key: 'T', brush: false, fills: false },
  { id: 'waypoint', label: 'Waypoint letter', key: 'K', brush: false, fills: false },
  { id: 'monster', label: 'Monster at start', key: 'M', brush: false, fills: false },
];

export function toolInfo(id: ToolId): ToolInfo {
  return TOOLS.find((t) => t.id === id) as ToolInfo;
}

/** The tool picked by a key press (letters only, either case), or null. */
export function toolForKey(key: string): ToolId | null {
  const upper = key.toUpperCase();
  return TOOLS.find((t) => t.key === upper)?.id ?? null;
}

/** What the palette's fields add to a tool: the item's label, the waypoint letter, the stairs' target. */
export interface ToolOptions {
  fill: boolean;
  item: string;
  letter: string;
  /** Map index the stairs lead to; null leads out of the adventure. */
  stairsTo: number | null;
}

export const DEFAULT_TOOL_OPTIONS: ToolOptions = { fill: false, item: 'key', letter: 'A', stairsTo: null };

/** The boss a new boss pit gets: like the adventure's first boss, else the book's six-health boss. */
export function defaultBoss(doc: Adventure): { health: number; name: string } {
  for (const map of doc.maps) {
    const boss = map.monsters?.find((m) => m.boss)?.boss;
    if (boss) return { ...boss };
  }
  return { health: 6, name: 'the boss' };
}

function paintTool(tool: ToolId, options: ToolOptions): PaintTool | null {
  switch (tool) {
    case 'wall':
      return { kind: 'wall' };
    case 'floor':
    case 'pit':
    case 'boss-pit':
    case 'exit':
    case 'door':
    case 'locked-door':
      return { kind: tool };
    case 'card':
      return { kind: 'card' };
    case 'stairs':
      return options.stairsTo === null ? { kind: 'stairs' } : { kind: 'stairs', stairsTo: options.stairsTo };
    default:
      return null;
  }
}

function isWall(doc: Adventure, map: number, hex: Hex): boolean {
  return !doc.maps[map]?.tiles.some((t) => t.q === hex.q && t.r === hex.r);
}

/** The edit a click (or one dab of a stroke) with `tool` makes at `hex` of map `map`; null does nothing. */
export function editForHex(doc: Adventure, map: number, hex: Hex, tool: ToolId, options: ToolOptions): EditOp | null {
  const at = { q: hex.q, r: hex.r };
  const painted = paintTool(tool, options);
  if (painted && options.fill && toolInfo(tool).fills) return { type: 'fill', map, from: at, tool: painted };
  switch (tool) {
    case 'select':
      return null;
    case 'start': {
      const start: EditOp = { type: 'set-start', map, hex: at };
      // Evy stands on a tile: a start drawn on a wall lays a floor under her.
      if (!isWall(doc, map, at)) return start;
      return { type: 'batch', ops: [{ type: 'paint', map, hexes: [at], tool: { kind: 'floor' } }, start] };
    }
    case 'boss-pit':
      return {
        type: 'batch',
        ops: [
          { type: 'paint', map, hexes: [at], tool: { kind: 'boss-pit' } },
          { type: 'set-boss', map, hex: at, boss: defaultBoss(doc) },
        ],
      };
    case 'item': {
      const label = options.item.trim();
      return { type: 'set-item', map, hex: at, item: label === '' ? null : label };
    }
    case 'monster': {
      // A click puts a monster there, or takes away the one (not a boss) that is there.
      const here = doc.maps[map]?.monsters?.find((m) => m.q === at.q && m.r === at.r);
      return { type: 'set-monster', map, hex: at, present: !here || here.boss !== undefined };
    }
    case 'waypoint': {
      const letter = options.letter.trim().toUpperCase();
      return { type: 'set-waypoint', map, hex: at, letter: letter === '' ? null : letter };
    }
    default:
      return painted ? { type: 'paint', map, hexes: [at], tool: painted } : null;
  }
}

/** The letter after `letter` (A → B … Y → Z, Z stays), so waypoints are laid down in order. */
export function nextLetter(letter: string): string {
  const code = letter.toUpperCase().charCodeAt(0);
  return code >= 65 && code < 90 ? String.fromCharCode(code + 1) : letter.toUpperCase();
}
