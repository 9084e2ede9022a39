/**
 * Evy adventures too large to play, for the tests that check every door refuses
 * them: a real adventure (the Street) with two floor hexes pushed out to ±extent,
 * whose bounding box would be (2·extent)² cells if a map were ever built of it.
 */
import street from '../../content/evy/adventures/street.json';
import type { Adventure } from '../../src/games/evy/types';

export const STREET = street as unknown as Adventure;

/** The Street with floor hexes at (extent, -extent) and (-extent, extent) on its first map. */
export function farAdventure(extent: number): Adventure {
  const adventure = structuredClone(STREET);
  const first = adventure.maps[0]!;
  first.tiles.push({ q: extent, r: -extent, kind: 'floor' }, { q: -extent, r: extent, kind: 'floor' });
  return adventure;
}

/** Evy options playing `adventure`. */
export const customConfig = (adventure: Adventure) => ({ custom: adventure, ties: 'auto' as const });
