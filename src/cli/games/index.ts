/**
 * The games' additions to the command line (game-cli.ts), one line per game,
 * and what the generic commands ask of them.
 */
import type { AnyGame } from '../../engine';
import { GAMES } from '../../games';
import type { ContentType } from '../../shared/api';
import { UsageError } from '../errors';
import type { CliRegistry, GameCli, Out } from '../game-cli';
import { everzoneCli } from './everzone';
import { evyCli } from './evy';
import { manorCli } from './manor';
import { touchCli } from './touch';

export const GAME_CLIS: readonly GameCli[] = [evyCli, everzoneCli, manorCli, touchCli];

/** The registered games and their additions: what `boardwright` runs over. */
export const CLI_REGISTRY: CliRegistry = { games: GAMES, clis: GAME_CLIS };

/** Every `simulate` option some game adds, for the argument parser. */
export function gameSimulateOptionNames(clis: readonly GameCli[] = GAME_CLIS): string[] {
  return [...new Set(clis.flatMap((cli) => Object.keys(cli.simulateOptions ?? {})))];
}

/**
 * The config with each given game option put in (`play` and `simulate` take the same ones); an
 * option of another game is refused in its words. Options parsed but not given are `undefined`.
 */
export function applySimulateOptions(
  game: AnyGame,
  config: unknown,
  given: Readonly<Record<string, string | undefined>>,
  clis: readonly GameCli[] = GAME_CLIS,
) {
  let result = config;
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const own = clis.find((cli) => cli.game === game.id)?.simulateOptions?.[name];
    if (own) {
      result = own.apply(game, result, value);
      continue;
    }
    const other = clis.map((cli) => cli.simulateOptions?.[name]).find((option) => option !== undefined);
    throw new UsageError(other ? other.refusedFor(game.name) : `unknown option --${name}.`);
  }
  return result;
}

/** The game's own check of a file by its name, if some game reads such files. */
export function gameFileCheck(
  path: string,
  clis: readonly GameCli[] = GAME_CLIS,
): ((path: string, out: Out) => Promise<void>) | undefined {
  for (const cli of clis) {
    const ending = Object.keys(cli.validateFiles ?? {}).find((end) => path.endsWith(end));
    if (ending) return cli.validateFiles?.[ending];
  }
  return undefined;
}

/** The game's own check of a document of `type`, if some game checks that type in its own words. */
export function gameDocumentCheck(type: ContentType | undefined, clis: readonly GameCli[] = GAME_CLIS) {
  if (type === undefined) return undefined;
  return clis.map((cli) => cli.validateDocuments?.[type]).find((check) => check !== undefined);
}
