export const USAGE = `Usage: boardwright <command> [arguments]

Commands:
  games
      List the games with their number of seats.
  play <game> --seats <level>,<level>[,...] [--seed N] [--config file.json] [--record out.json]
      Play a whole game between bots (levels: random, greedy) in AI worker
      processes and print a JSON summary. --config gives the game's options
      (default: the game's defaults); --record writes the game record.
  replay <file.json>
      Replay a game record or a save file and print the final state hash.
  validate <file.json>
      Check a content file against the schema its "$schema" field names,
      printing every problem with its JSON path.
  help
      Show this text.

Exit codes: 0 success, 1 the file or game failed its check, 2 bad arguments.`;
