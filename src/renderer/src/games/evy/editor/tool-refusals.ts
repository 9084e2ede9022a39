/**
 * Why a tool cannot act on a hex, in a designer's words — instead of a click that
 * silently does nothing. The rules behind each are the model's and the checks'
 * own (`monsterCanStand`, "nobody ever walks onto a spawn pit").
 */
import { monsterCanStand, TILE_WORDS } from '../../../../../content/checks/evy-maps';
import type { Adventure, Hex } from '../../../../../games/evy/types';
import type { ToolId, ToolOptions } from './tools';

const isPit = (kind: string | undefined) => kind === 'pit' || kind === 'boss-pit';

/** The reason the tool does nothing at `hex`, or null when it acts there. */
export function whyToolCannotAct(
  doc: Adventure,
  map: number,
  hex: Hex,
  tool: ToolId,
  options: ToolOptions,
): string | null {
  const m = doc.maps[map];
  if (!m) return null;
  const tile = m.tiles.find((t) => t.q === hex.q && t.r === hex.r);
  const on = tile ? TILE_WORDS[tile.kind] : 'a wall';
  switch (tool) {
    case 'select':
      return null;
    case 'start':
      return isPit(tile?.kind) ? `Evy cannot start on ${on}: nobody ever walks onto a pit.` : null;
    case 'item':
      if (options.item.trim() === '' && tile?.item === undefined)
        return 'Type the item’s name in the palette first (an empty name takes an item away).';
      return isPit(tile?.kind) ? `An item cannot lie on ${on}: nobody ever steps onto it to pick it up.` : null;
    case 'waypoint':
      if (options.letter.trim() === '' && tile?.waypoint === undefined)
        return 'Type the letter in the palette first (an empty letter takes a letter away).';
      return isPit(tile?.kind) ? `A letter cannot go on ${on}: Evy can never visit it.` : null;
    case 'monster': {
      const here = m.monsters?.find((x) => x.q === hex.q && x.r === hex.r);
      if (here || monsterCanStand({ q: hex.q, r: hex.r }, tile)) return null;
      if (isPit(tile?.kind)) return `No monster needs placing on ${on}: every pit gets its own at set-up.`;
      if (tile?.item !== undefined) return 'A monster cannot start on an item’s tile: monsters never enter it.';
      return `A monster cannot start on ${on}.`;
    }
    default:
      return null;
  }
}
