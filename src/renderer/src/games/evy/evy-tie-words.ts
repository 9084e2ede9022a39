/**
 * The words of a monster-phase tie ("you decide which monster moves first", and
 * where it goes when it has equal choices): each answer names the monster and
 * the place (what is on the tile, which way from Evy) instead of coordinates.
 */
import type { LegalAction } from '../../../../shared/api';
import type { EvyView, Hex } from '../../../../games/evy/types';
import { asEvyAction } from './evy-controls';
import { hexCenter, sameHex } from './evy-geometry';
import { itemName, tileWords } from './evy-legend';
import { monsterWho } from './evy-words';

const COMPASS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Which of the six hex directions `to` lies in, seen from `from` (the nearest by angle). */
export function compassWord(from: Hex, to: Hex): string {
  const a = hexCenter(from);
  const b = hexCenter(to);
  // SVG y grows downwards, so the angle turns clockwise: 0 = east, 60 = south-east, …
  const degrees = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const sector = Math.round((((degrees % 360) + 360) % 360) / 60) % 6;
  return COMPASS[sector] as string;
}

/** What is on a tile of Evy's map worth naming ("card tile 4", "the exit"), or null for bare floor. */
function tileThing(view: EvyView, hex: Hex): string | null {
  const tile = view.adventure.maps[view.map]?.tiles.find((t) => sameHex(t, hex));
  if (!tile) return null;
  const item = view.items.find((i) => i.map === view.map && sameHex(i.at, hex));
  if (item) return `the ${itemName(item.item).toLowerCase()}’s tile`;
  if (tile.kind === 'card') return tile.card !== undefined ? `card tile ${tile.card}` : 'a card tile';
  if (tile.kind === 'floor') return tile.waypoint ? `book ${tile.waypoint}` : null;
  return `the ${tileWords(tile.kind).name.toLowerCase()}`;
}

/**
 * Which way a hex is from Evy: "next to Evy (east of her)" or "south-west of Evy". No count of
 * tiles: across walls it would contradict the "equally close" of the question.
 */
export function fromEvy(view: EvyView, hex: Hex): string {
  const d = hexDistance(view.evy, hex);
  if (d === 0) return 'on Evy';
  const way = compassWord(view.evy, hex);
  return d === 1 ? `next to Evy (${way} of her)` : `${way} of Evy`;
}

function monsterAt(view: EvyView, hex: Hex) {
  return view.monsters.find((m) => m.map === view.map && sameHex(m, hex));
}

function nameOf(view: EvyView, id: number): string {
  return monsterWho(view.monsters, id, view.adventure.monsterName);
}

/** The question of a tie, naming the monsters in it; null when no tie is open. */
export function tieHeading(view: EvyView): string | null {
  const choice = view.monsterPhase?.choice;
  if (!choice) return null;
  if (choice.kind === 'monster') {
    const names = choice.options.map((id) => nameOf(view, id));
    const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
    return `${listed} are equally close to Evy: which moves first?`;
  }
  return `${nameOf(view, choice.monster)} can go ${choice.options.length} ways that bring it equally close to Evy: where does it go?`;
}

/** One tie answer in words; other prompts keep the label the rules gave them. */
export function tieChoiceLabel(choice: LegalAction, view: EvyView): string {
  const action = asEvyAction(choice);
  if (action.type === 'choose-monster') {
    const m = monsterAt(view, action.monster);
    const who = m ? nameOf(view, m.id) : 'The monster';
    return `${who}, ${fromEvy(view, action.monster)}, moves first`;
  }
  if (action.type === 'choose-tile') {
    const tie = view.monsterPhase?.choice;
    const mover = tie?.kind === 'tile' ? view.monsters.find((m) => m.id === tie.monster) : undefined;
    const who = mover ? nameOf(view, mover.id) : 'The monster';
    const way = mover ? `${compassWord(mover, action.to)}` : 'there';
    const thing = tileThing(view, action.to);
    return `${who} goes ${way}${thing ? `, onto ${thing}` : ''}, ${fromEvy(view, action.to)}`;
  }
  return choice.label;
}
