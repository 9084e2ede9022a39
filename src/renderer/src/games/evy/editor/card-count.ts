/**
 * "This map uses N cards" follows the card tiles: when an edit of the maps adds or
 * takes away card numbers, the adventure's card count becomes the highest number on
 * a tile, so a designer never has to keep the two in step by hand. The elevator's
 * unnumbered tiles and edits of the count itself (the form, the JSON) are left alone.
 */
import type { EditOp } from '../../../../../content/evy-edit';
import type { Adventure } from '../../../../../games/evy/types';

/** Edits of the maps' tiles: those can change which card numbers are on the board. */
const MAP_EDITS: ReadonlySet<EditOp['type']> = new Set([
  'paint',
  'fill',
  'move-tiles',
  'set-map',
  'add-map',
  'remove-map',
  'set-maps',
  'batch',
]);

/** The highest card number on any tile (0 when there is none). */
export function highestCard(doc: Adventure): number {
  let highest = 0;
  for (const map of doc.maps) for (const tile of map.tiles) highest = Math.max(highest, tile.card ?? 0);
  return highest;
}

/**
 * The card count `after` should have once `op` turned `before` into it, or null to leave
 * it. Never below 1: with no card tile left, the problems list keeps asking for one.
 */
export function followedCardCount(before: Adventure, after: Adventure, op: EditOp): number | null {
  if (!MAP_EDITS.has(op.type) || after.rules.elevator !== undefined) return null;
  const highest = highestCard(after);
  if (highest === highestCard(before) || highest < 1 || highest === after.cardCount) return null;
  return highest;
}
