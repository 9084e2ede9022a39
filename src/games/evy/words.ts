/** Names and phrases the log and `describe` share. */
import { DIRECTIONS } from './geometry';
import { adventure, type EvyState } from './state';
import type { Direction } from './types';

const DIRECTION_WORDS: Record<Direction, string> = {
  E: 'east',
  SE: 'south-east',
  SW: 'south-west',
  W: 'west',
  NW: 'north-west',
  NE: 'north-east',
};

export function directionWord(d: Direction | number): string {
  return DIRECTION_WORDS[typeof d === 'number' ? (DIRECTIONS[d] as Direction) : d];
}

/** "Monster 3", or a boss's name ("The jelly boss"). */
export function monsterLabel(state: EvyState, id: number): string {
  const m = state.monsters.find((x) => x.id === id);
  if (m?.boss) {
    const placed = adventure(state).maps[m.map]?.monsters?.find((p) => p.boss);
    return placed?.boss?.name ?? 'The boss';
  }
  return `Monster ${id}`;
}
