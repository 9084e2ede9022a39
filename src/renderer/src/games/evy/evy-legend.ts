/**
 * The map key of Evy's board: what every tile and token on the map is, in a
 * player's words. The board's legend lists the entries an adventure uses, and
 * each tile's tooltip reads its words from here, so the two never disagree.
 */
import type { Adventure, EvyMap, TileKind } from '../../../../games/evy/types';

export interface LegendEntry {
  /** Stable key: `tile:<kind>`, `item:<name>` or `token:<what>`; the map highlights tiles by it. */
  key: string;
  name: string;
  meaning: string;
}

/** Every tile kind the rules know: a `Record` so a kind added to the rules cannot be left unexplained. */
const TILE_WORDS: Record<TileKind, { name: string; meaning: string }> = {
  floor: { name: 'Floor', meaning: 'Evy and the monsters can walk here. A gap between tiles is a wall.' },
  pit: {
    name: 'Spawn pit',
    meaning:
      'A monster crawls out of an empty pit at the end of every monster phase. Nobody can walk onto a pit, not even Evy.',
  },
  'boss-pit': {
    name: 'Boss pit',
    meaning: 'The boss starts here. Once the boss leaves, it is a normal spawn pit.',
  },
  card: {
    name: 'Card tile',
    meaning:
      'A face-down card with its number. When Evy reaches it she may turn the card over. A greyed number: the card is gone.',
  },
  exit: { name: 'Exit', meaning: 'Evy leaves the map here when the objective says to reach the exit.' },
  door: {
    name: 'Door',
    meaning: 'Closed (a brown bar): monsters cannot pass until Evy walks over it and opens it.',
  },
  'locked-door': {
    name: 'Locked door',
    meaning: 'Locked (a red bar): monsters cannot pass until Evy walks over it and opens it.',
  },
  stairs: {
    name: 'Staircase',
    meaning: 'Leads to another map (its number is shown); Evy arrives on that map’s start.',
  },
};

/** Items the built-in adventures use; a designer's own item gets the general words. */
const ITEM_NAMES: Record<string, string> = {
  baby: 'Baby brother',
  grandma: 'Grandma',
  grandpa: 'Grandpa',
  key: 'Key',
};
const ITEM_MEANING =
  'Evy picks it up by stepping onto its tile (its first letter marks it). Monsters cannot enter the tile until she has.';

const TOKENS = {
  evy: { name: 'Evy', meaning: 'The E token: you. Two moves and one attack each turn.' },
  monster: {
    name: 'Monster',
    meaning: 'A numbered token: it moves towards Evy and attacks when next to her. One hit defeats it.',
  },
  ghost: { name: 'Ghost', meaning: 'A see-through monster: it walks and attacks through walls.' },
  boss: { name: 'Boss', meaning: 'The boss’s die shows its health: each hit takes one off.' },
  waypoint: { name: 'Book letter', meaning: 'Visit the letters in order; the ringed letter is the next one.' },
  covered: { name: 'Card under a monster', meaning: 'The small card in a tile’s corner: a monster stands on it.' },
} as const;

export function tileWords(kind: TileKind): { name: string; meaning: string } {
  return TILE_WORDS[kind];
}

/** "Baby brother"; an item without words of its own is named as the designer wrote it. */
export function itemName(item: string): string {
  return ITEM_NAMES[item] ?? item.charAt(0).toUpperCase() + item.slice(1);
}

function tokenEntry(what: keyof typeof TOKENS): LegendEntry {
  return { key: `token:${what}`, ...TOKENS[what] };
}

/** The tile name a tooltip leads with: a staircase says where it goes. */
export function tileName(tile: EvyMap['tiles'][number], maps: readonly EvyMap[]): string {
  const words = TILE_WORDS[tile.kind].name;
  if (tile.kind !== 'stairs' || tile.stairsTo === undefined) return words;
  const to = maps[tile.stairsTo];
  return `${words} to map ${tile.stairsTo + 1}${to ? ` (${to.name})` : ''}`;
}

/**
 * The legend of one adventure: every tile kind and item on its maps, then the tokens
 * it can show (ghosts only where the rules make them, bosses only with a boss).
 */
export function legendFor(adventure: Adventure): LegendEntry[] {
  const kinds = new Set<TileKind>();
  const items = new Set<string>();
  let waypoints = false;
  let boss = false;
  for (const map of adventure.maps) {
    for (const tile of map.tiles) {
      kinds.add(tile.kind);
      if (tile.item) items.add(tile.item);
      if (tile.waypoint) waypoints = true;
    }
    if (map.monsters?.some((m) => m.boss)) boss = true;
  }
  if (kinds.has('boss-pit')) boss = true;
  const tiles = (Object.keys(TILE_WORDS) as TileKind[])
    .filter((kind) => kinds.has(kind))
    .map((kind) => ({ key: `tile:${kind}`, ...TILE_WORDS[kind] }));
  const itemEntries = [...items].sort().map((item) => ({
    key: `item:${item}`,
    name: itemName(item),
    meaning: ITEM_MEANING,
  }));
  return [
    tokenEntry('evy'),
    tokenEntry(adventure.rules.ghosts ? 'ghost' : 'monster'),
    ...(boss ? [tokenEntry('boss')] : []),
    ...tiles,
    ...itemEntries,
    ...(waypoints ? [tokenEntry('waypoint')] : []),
    ...(kinds.has('card') ? [tokenEntry('covered')] : []),
  ];
}

/** Whether a legend entry is about this tile, so hovering the entry can light the tiles it explains. */
export function entryMatchesTile(key: string, tile: EvyMap['tiles'][number]): boolean {
  if (key === `tile:${tile.kind}`) return true;
  if (tile.item && key === `item:${tile.item}`) return true;
  return !!tile.waypoint && key === 'token:waypoint';
}
