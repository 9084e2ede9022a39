/**
 * One game's code stays out of another's: src/games/<a> (and the renderer's
 * src/renderer/src/games/<a>) may import its own folder, the shared helpers
 * folder, and loose helper files of a games folder, but never the folder of
 * another game, nor the registry that lists them all. The registry itself
 * (src/games/index.ts) is not in a game folder, so it may import every game.
 */
import { placeInGames } from './import-target.js';

/**
 * The game folder a cross-game import reaches (`"registry"` for the list of
 * all games), or null when the import is allowed.
 */
export function crossGameTarget(fromFile, targetFile, helpersFolder) {
  const from = placeInGames(fromFile);
  if (!from || from.kind !== 'folder') return null;
  const to = placeInGames(targetFile);
  if (!to || to.kind === 'top-level') return null;
  if (to.kind === 'registry') return 'registry';
  // The same game's rules and board share a folder name: renderer/src/games/evy may read games/evy.
  if (to.folder === from.folder || to.folder === helpersFolder) return null;
  return to.folder;
}
