export const USAGE = `Usage: boardwright <command> [arguments]

Commands:
  games
      List the games with their number of seats.
  play <game> --seats <level>,<level>[,...] [--seed N] [--config file.json] [--record out.json]
      Play a whole game between bots (levels: random, greedy) in AI worker
      processes and print a JSON summary. --config gives the game's options
      (default: the game's defaults); --record writes the game record.
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
  replay <file.json>
      Replay a game record or a save file and print the final state hash.
  validate <file.json>
      Check a content file against the schema its "$schema" field names,
      printing every problem with its JSON path.
  help
      Show this text.

Exit codes: 0 success, 1 the file or game failed its check, 2 bad arguments.`;
