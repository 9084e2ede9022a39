/**
 * The Evy adventure editor's document model: the document is an `Adventure`
 * (the content type the rules play), edited only through `EditOp`s — plain data,
 * applied purely by `applyEdit`, each with a plain-data inverse for undo. The
 * renderer's editor screen, the services and the benchmark all build on this.
 *
 * Documents are never mutated: an edit copies what it changes and shares the
 * rest, so an unchanged map is the same object before and after (validation
 * caches by object identity, and an inverse can hold the old map for free).
 */
import type { Adventure, AdventureRules, EvyMap, Hex, MonsterPlacement, ObjectiveStep } from '../../games/evy/types';

/** What a brush paints. `wall` erases the tile (a wall is a hex without a tile). */
export type PaintTool =
  | { kind: 'wall' }
  | { kind: 'floor' | 'pit' | 'boss-pit' | 'exit' | 'door' | 'locked-door' }
  /** A card tile; without `card` it gets the smallest number not yet used (none in the elevator). */
  | { kind: 'card'; card?: number }
  /** Stairs to another map (its index); without `stairsTo` they lead out of the adventure. */
  | { kind: 'stairs'; stairsTo?: number };

/**
 * The rows and drawn columns a fill may spread over: rows `r` from `minR` to `maxR`,
 * and hexes whose doubled centre `2q + r` lies between `minX2` and `maxX2` — the same
 * bounding box "as drawn" the rules use for a map's cells.
 */
export interface FillBounds {
  minR: number;
  maxR: number;
  minX2: number;
  maxX2: number;
}

/** The adventure's scalar fields an editor changes. */
export type AdventureMeta = Pick<Adventure, 'id' | 'title' | 'intro' | 'cardCount' | 'monsterName' | 'order'>;

export type EditOp =
  // ------------------------------------------------------------ one map's hexes
  /** Paint every hex listed with the tool (a brush dab; a stroke is many, coalesced by the history). */
  | { type: 'paint'; map: number; hexes: Hex[]; tool: PaintTool }
  /** Flood fill: the connected region of hexes alike to `from` (same kind, or all walls) gets the tool. */
  | { type: 'fill'; map: number; from: Hex; tool: PaintTool; bounds?: FillBounds }
  | { type: 'set-start'; map: number; hex: Hex }
  /** An item token on a tile (a floor tile is laid on a wall); null removes it. */
  | { type: 'set-item'; map: number; hex: Hex; item: string | null }
  /** A waypoint letter on a tile (a floor tile is laid on a wall); null removes it. */
  | { type: 'set-waypoint'; map: number; hex: Hex; letter: string | null }
  /** A boss (its health die and name) at a hex, usually a boss pit; null removes it. */
  | { type: 'set-boss'; map: number; hex: Hex; boss: { health: number; name: string } | null }
  /** A normal monster placed at the start (besides those on pits); false removes it. */
  | { type: 'set-monster'; map: number; hex: Hex; present: boolean }
  /**
   * Move the tiles at `hexes` (with the start, items and monsters on them) by `offset`.
   * What they land on is replaced; the hexes they leave become walls.
   */
  | { type: 'move-tiles'; map: number; hexes: Hex[]; offset: Hex }
  /** Replace one map whole (the inverse of every one-map edit). */
  | { type: 'set-map'; map: number; value: EvyMap }
  | { type: 'rename-map'; map: number; name: string }
  // ------------------------------------------------------------ the maps
  /** Number the card tiles 1..n in reading order (map by map, row by row, left to right). */
  | { type: 'renumber-cards'; setCount?: boolean }
  /** Insert a map at `index` (default: at the end); stairs into later maps follow. */
  | { type: 'add-map'; index?: number; value?: EvyMap }
  /** Remove a map; stairs into it lose their target, stairs into later maps follow. */
  | { type: 'remove-map'; map: number }
  /** Move a map from one place in the list to another; every stairs target follows. */
  | { type: 'move-map'; from: number; to: number }
  /** Replace the whole list of maps (the inverse of the list edits). */
  | { type: 'set-maps'; value: EvyMap[] }
  // ------------------------------------------------------------ objective, rules, text
  | { type: 'objective-add'; index?: number; step: ObjectiveStep }
  | { type: 'objective-remove'; index: number }
  | { type: 'objective-move'; from: number; to: number }
  | { type: 'objective-set'; index: number; step: ObjectiveStep }
  | { type: 'set-objective'; value: ObjectiveStep[] }
  | { type: 'set-rules'; value: AdventureRules }
  /** Title, intro, card count, monster name, id, order: only the fields given change. */
  | { type: 'set-meta'; value: Partial<AdventureMeta> }
  /** Replace the whole document (the JSON tab's accepted text; the inverse of itself). */
  | { type: 'replace'; value: Adventure }
  /** Several edits as one (applied in order): a coalesced stroke, or an inverse of more than one part. */
  | { type: 'batch'; ops: EditOp[] };

export type EditOpType = EditOp['type'];

/** An edit that cannot be carried out, in words for the designer (the document is left as it was). */
export class EditRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditRefused';
  }
}

/** The editor's state around the document: which map is shown and which hexes are selected. */
export interface EditorState {
  doc: Adventure;
  activeMap: number;
  selection: Hex[];
}

/**
 * One problem of the document, pinned where the designer can see it: `map` and `hex`
 * (null when the problem is about the adventure as a whole), the JSON pointer for the
 * JSON tab, and a message that names the place ("Map 1 'Hall', hex (3, -2): …").
 */
export interface EditorProblem {
  map: number | null;
  hex: Hex | null;
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export type { Adventure, AdventureRules, EvyMap, Hex, MonsterPlacement, ObjectiveStep };
