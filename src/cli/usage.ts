/**
 * The usage text: the generic commands, with what each game adds to them
 * (games/index.ts) put in where it belongs.
 */
import type { GameCli } from './game-cli';
import { GAME_CLIS } from './games';

const INDENT = '      ';
const WIDTH = 76;

/** `text` as indented lines no wider than the usage text's. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && INDENT.length + line.length + 1 + word.length > WIDTH) {
      lines.push(INDENT + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, INDENT + line].join('\n');
}

/** The usage text with what each of `clis` adds (the registered games' by default). */
export function usageText(clis: readonly GameCli[] = GAME_CLIS): string {
  const gameSimulateBlocks = clis.flatMap((cli) => (cli.usage?.simulate ? [cli.usage.simulate] : []));
  const gameValidate = clis.flatMap((cli) => (cli.usage?.validate ? [cli.usage.validate] : []));

  const validateFiles = ['file.json', 'file.bwpack', ...gameValidate.map((v) => v.file)].join(' | ');
  const validateText = wrap(
    [
      'Check a content file against the schema its "$schema" field names and, for content, the game\'s own checks (counts, ids, references), printing every problem with its JSON path',
      'or check a content pack the way an import does, without installing it',
      ...gameValidate.map((v) => v.clause),
    ].join('; ') + '.',
  );

  return `Usage: boardwright <command> [arguments]

Commands:
  games
      List the games with their number of seats.
  play <game> --seats <level>,<level>[,...] [game options] [--seed N]
       [--config file.json] [--record out.json]
      Play a whole game between bots (levels: random, greedy, easy, normal,
      hard, expert) in AI worker processes and print a JSON summary. Search
      levels use their fixed number of playouts, so a seed replays the same
      game. --config gives the game's options (default: the game's defaults);
      the game options below (--players, --heroes, --adventure, …) change
      them, as for simulate; --record writes the game record.
  simulate <game> --seats <bot>,<bot>[,...] --games N [--seed S] [--jobs J]
           [--iterations N] [--config file.json] [--out results.jsonl]
      Play N seeded games between bots (random, greedy, easy, normal, hard,
      expert) in AI worker processes, J at a time (default: one per core).
      Prints one JSON line per finished game (also written to --out at once)
      and a summary line with win rates per seat and team and their 95%
      (Wilson) intervals. Game i's seed comes from S and i, and search bots
      use a fixed number of playouts (--iterations, default the level's), so
      the same command gives the same games. Ctrl+C stops after the games
      already finished.
${gameSimulateBlocks.map((block) => block + '\n').join('')}  replay <file.json>
      Replay a game record or a save file and print the final state hash.
  review <file.json> --seat N [--level L] [--iterations N] [--seed S]
      Review one seat's play in a game record or save file: at each of its
      decisions a search (level L, default normal; N playouts, default the
      level's) weighs every move on the view that seat had then, never the
      cards it could not see. Prints one JSON line per decision (win chance
      before and after, the loss against the best move, the top
      alternatives) and a summary line (the worst moves, the win-chance
      series, the result). The same seed and playouts give the same review.
  validate <${validateFiles}>
${validateText}
  pack export <id|file.json>... --out <file.bwpack> --name <name> --version <x.y.z>
           [--id <pack-id>] [--author A] [--description D] [--license L] [--data-dir DIR]
      Write a content pack of library items (ids as the app lists them;
      built-in ones need no data directory) or content files.
  pack import <file.bwpack> [--data-dir DIR] [--dry-run] [--replace]
      Check a pack, list what it does with each file (new, update, keep-both,
      conflict), and install it into the library of the data directory, all
      or nothing (--dry-run: only list). Items you edited, and items another
      author's pack with the same id installed, are kept beside the pack's
      version unless --replace (their previous version goes to the trash).
      The data directory is --data-dir, else the BOARDWRIGHT_DATA_DIR variable.
  help
      Show this text.

Exit codes: 0 success, 1 the file or game failed its check, 2 bad arguments.`;
}

export const USAGE = usageText();
