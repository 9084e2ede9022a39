/**
 * Whether the items chosen can go into one pack, said as soon as they are chosen: a pack
 * holds one game's content (the services refuse a mix the same way), in the games' names.
 */
import type { LibraryItemInfo } from '../../../../shared/api';

export function packMixProblem(
  items: readonly Pick<LibraryItemInfo, 'game'>[],
  gameName: (id: string) => string,
): string | null {
  const games = [...new Set(items.map((item) => item.game))];
  if (games.length < 2) return null;
  const names = games.map(gameName);
  const listed = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `A pack holds one game's content; the items chosen are for ${listed}. Choose the items of one game.`;
}
