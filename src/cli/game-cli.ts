/**
 * What a game adds to the command line: `simulate` options that set part of its
 * config, files that `validate` checks the game's own way, and the lines of the
 * usage text that describe them. A game's module is `games/<id>/index.ts`, listed
 * once in `games/index.ts`; the generic commands ask that list, never a game id.
 */
import type { AnyGame } from '../engine';
import type { ContentType } from '../shared/api';

export type Out = (line: string) => void;

export interface SimulateOption {
  /** The config with `--<name> <value>` put in; throws a UsageError for a value the game does not know. */
  apply(game: AnyGame, config: unknown, value: string): unknown;
  /** Why the option is refused for another game (`name`), in words for the command line. */
  refusedFor(name: string): string;
}

export interface GameCli {
  /** The game's id, as `boardwright games` lists it. */
  game: string;
  /** `simulate <game> --<name> <value>` options, by name. */
  simulateOptions?: Readonly<Record<string, SimulateOption>>;
  /** `validate <file>` of a file whose name ends so (".txt"): read and checked by the game. */
  validateFiles?: Readonly<Record<string, (path: string, out: Out) => Promise<void>>>;
  /** `validate <file.json>` of a document of a content type the game checks in its own words. */
  validateDocuments?: Readonly<Partial<Record<ContentType, (path: string, data: unknown, out: Out) => void>>>;
  usage?: {
    /** Whole blocks of the usage text, after the generic `simulate` one. */
    simulate?: string;
    /** The kind of file `validate` takes ("deck.txt"), and a clause saying what it checks ("or check …"). */
    validate?: { file: string; clause: string };
  };
}

/**
 * What the command line plays and checks: the games, and what each adds to the commands. The
 * command line runs over `CLI_REGISTRY` (games/index.ts); tests pass their own lists.
 */
export interface CliRegistry {
  games: readonly AnyGame[];
  clis: readonly GameCli[];
}
