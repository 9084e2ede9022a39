/**
 * The command line: parses arguments, runs one command, and turns its end
 * into an exit code (0 done, 1 a check failed, 2 bad arguments).
 */
import { parseArgs } from 'node:util';
import { gamesCommand } from './commands/games';
import { packCommand } from './commands/pack-args';
import { playCommand } from './commands/play';
import { replayCommand } from './commands/replay';
import { reviewCommand } from './commands/review';
import { simulateCommand } from './commands/simulate';
import { validateCommand } from './commands/validate';
import { CliFailure, UsageError } from './errors';
import type { CliRegistry } from './game-cli';
import { CLI_REGISTRY, gameSimulateOptionNames } from './games';
import { usageText } from './usage';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const processOutput: CliOutput = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
};

/** Runs one command over `registry`: the registered games, or a test's own list. */
export async function runCli(
  argv: readonly string[],
  io: CliOutput = processOutput,
  registry: CliRegistry = CLI_REGISTRY,
): Promise<number> {
  try {
    await dispatch(argv, io, registry);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`boardwright: ${error.message}\n\n${usageText(registry.clis)}`);
      return 2;
    }
    if (error instanceof CliFailure) {
      io.err(error.message);
      for (const detail of error.details) io.err(`  ${detail}`);
      return 1;
    }
    io.err(`boardwright: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

async function dispatch(argv: readonly string[], io: CliOutput, registry: CliRegistry): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'games':
      parse(rest, 0, {});
      return gamesCommand(io.out, registry.games);
    case 'play': {
      const generic = ['seats', 'seed', 'config', 'record'] as const;
      const { positionals, values } = parse(rest, 1, {
        ...stringOptions(generic),
        ...stringOptions(gameSimulateOptionNames(registry.clis)),
      });
      const { seats, seed, config, record, ...gameOptions } = values;
      if (seats === undefined) throw new UsageError('play needs --seats, e.g. --seats greedy,random.');
      const options = { game: positionals[0] as string, seats, seed, config, record, gameOptions };
      return playCommand(options, io.out, registry);
    }
    case 'replay':
      return replayCommand(parse(rest, 1, {}).positionals[0] as string, io.out, registry.games);
    case 'review': {
      const { positionals, values } = parse(rest, 1, {
        seat: { type: 'string' },
        level: { type: 'string' },
        iterations: { type: 'string' },
        seed: { type: 'string' },
      });
      return reviewCommand({ file: positionals[0] as string, ...values }, io, registry.games);
    }
    case 'validate':
      return validateCommand(parse(rest, 1, {}).positionals[0] as string, io.out, registry.clis);
    case 'pack':
      return packCommand(rest, io.out);
    case 'simulate': {
      const generic = ['seats', 'games', 'seed', 'jobs', 'iterations', 'config', 'out', 'level'] as const;
      const { positionals, values } = parse(rest, 1, {
        ...stringOptions(generic),
        ...stringOptions(gameSimulateOptionNames(registry.clis)),
      });
      const { seats, games, seed, jobs, iterations, config, out, level, ...gameOptions } = values;
      const options = { seats, games, seed, jobs, iterations, config, out, level };
      return simulateCommand({ game: positionals[0] as string, ...options, gameOptions }, io, {}, registry);
    }
    case 'help':
    case '--help':
    case '-h':
      io.out(usageText(registry.clis));
      return;
    case undefined:
      throw new UsageError('no command given.');
    default:
      throw new UsageError(`unknown command "${command}".`);
  }
}

type StringOptions = Record<string, { type: 'string' }>;

function stringOptions<N extends string>(names: readonly N[]): Record<N, { type: 'string' }> {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' }])) as Record<N, { type: 'string' }>;
}

function parse<O extends StringOptions>(args: string[], positionalCount: number, options: O) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== positionalCount) {
    const want = positionalCount === 0 ? 'no arguments' : `exactly ${positionalCount} argument`;
    throw new UsageError(
      `expected ${want}, got ${parsed.positionals.length} (${parsed.positionals.join(' ') || 'none'}).`,
    );
  }
  return parsed as { positionals: string[]; values: { [K in keyof O]?: string } };
}
