/**
 * Engine throughput: random playouts per second from seeded starting positions,
 * the engine's way (copy once, then `step` in place) against a reference that
 * copies the whole state with `structuredClone` on every transition. Both apply
 * the same rules (`step`) to the same seeds with the same choices, and the final
 * state hashes are checked equal before any figure is printed. Also shown: the
 * contract's `apply` (hand-written copy per move) and the search copy (no log).
 *
 * Every mode runs in its own process so no mode's JIT feedback slows another.
 * Rates are shown by wall time and by the CPU time the measuring process got: on a
 * machine others share, waiting for a core slows the wall clock by whatever the load
 * is at that moment, so the CPU ratios are the steadier comparison between modes.
 */
import { createRng, nextInt, stateHash, type Action, type AnyGame, type Seat } from '../../src/engine';
import { findGame } from '../../src/games';
import { evySplit } from './evy-split';
import { runInChild } from './processes';
import { perSecond, printTable } from './table';

type Mode = 'engine' | 'reference' | 'apply' | 'search';

interface EngineArgs {
  game: string;
  config: unknown;
  mode: Mode;
  playouts: number;
  minMs: number;
}

interface EngineFigures {
  playouts: number;
  plies: number;
  ms: number;
  /** CPU time the measuring process got (user and system, all its threads), in ms. */
  cpuMs: number;
  hashes: string[];
}

function gameById(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`no game "${id}"`);
  return game;
}

/** One way of moving from a state to the next; the returned state is the one to go on with. */
function transition(game: AnyGame, mode: Mode): (state: unknown, seat: Seat, action: Action) => unknown {
  const step = game.step?.bind(game);
  if (!step) throw new Error(`${game.name} has no in-place step to benchmark`);
  switch (mode) {
    case 'reference':
      return (state, seat, action) => {
        const next = structuredClone(state);
        step(next, seat, action);
        return next;
      };
    case 'apply':
      return (state, seat, action) => game.apply(state, seat, action);
    default:
      return (state, seat, action) => {
        step(state, seat, action);
        return state;
      };
  }
}

/** The starting copy each playout works on: the engine copies once; the others copy per transition. */
function start(game: AnyGame, mode: Mode, initial: unknown): unknown {
  if (mode === 'engine') return (game.clone as (s: unknown) => unknown)(initial);
  if (mode === 'search') return (game.forSearch as (s: unknown) => unknown)(initial);
  return initial;
}

function playout(game: AnyGame, mode: Mode, initial: unknown, seed: number, move: ReturnType<typeof transition>) {
  const chooser = createRng(`bench-playout:${seed}`);
  let state = start(game, mode, initial);
  let plies = 0;
  while (!game.isOver(state)) {
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    state = move(state, seat, legal[nextInt(chooser, legal.length)] as Action);
    plies++;
  }
  return { state, plies };
}

/** Runs in a child process: one verification pass (hashes), then timed passes for at least `minMs`. */
export function measureEngine(args: EngineArgs): EngineFigures {
  const game = gameById(args.game);
  const move = transition(game, args.mode);
  const initials = Array.from({ length: args.playouts }, (_, seed) => game.setup(args.config, seed + 1));
  // The search copy has no log, so its hashes are compared without the log.
  const hashOf = (state: unknown): string =>
    args.mode === 'search' ? stateHash({ ...(state as object), log: [] }) : stateHash(state);
  const hashes = initials.map((initial, i) => hashOf(playout(game, args.mode, initial, i + 1, move).state));
  let playouts = 0;
  let plies = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let ms: number;
  do {
    for (let i = 0; i < initials.length; i++) {
      plies += playout(game, args.mode, initials[i], i + 1, move).plies;
      playouts++;
    }
    ms = performance.now() - started;
  } while (ms < args.minMs);
  const cpu = process.cpuUsage(cpuStarted);
  return { playouts, plies, ms, cpuMs: (cpu.user + cpu.system) / 1000, hashes };
}

/** Final hashes of the search copy, for comparing with the logged modes: the same states without their log. */
function withoutLog(game: AnyGame, config: unknown, count: number): string[] {
  const move = transition(game, 'engine');
  return Array.from({ length: count }, (_, i) => {
    const { state } = playout(game, 'engine', game.setup(config, i + 1), i + 1, move);
    return stateHash({ ...(state as object), log: [] });
  });
}

/**
 * The positions measured: Queen with 2 and 4 players, EverZone in every format (1v1 with its
 * default pre-made decks; the team formats and 1v1v1 with the pre-made decks of each race), and
 * three Evy adventures, and A Touch of Evil. `playouts`: fewer for the longest games, so the reference's pass stays
 * short. `BENCH_ENGINE_CASES` keeps only the cases whose label contains it
 * (`BENCH_ENGINE_CASES=evy npm run bench -- engine`).
 */
function cases(): { game: string; label: string; config: unknown; playouts?: number }[] {
  const everzone = gameById('everzone');
  const all = [
    { game: 'queen', label: 'queen 2p', config: { players: 2, variant: 'standard' } },
    { game: 'queen', label: 'queen 4p', config: { players: 4, variant: 'standard' } },
    { game: 'everzone', label: 'everzone 1v1', config: everzone.defaultConfig() },
    { game: 'everzone', label: 'everzone 2v2', config: everzoneTeams('2v2'), playouts: 100 },
    { game: 'everzone', label: 'everzone 3v3', config: everzoneTeams('3v3'), playouts: 60 },
    { game: 'everzone', label: 'everzone 1v1v1', config: everzoneTeams('1v1v1'), playouts: 100 },
    // Evy, ties 'auto' so a random playout is not mostly tie questions. The Park: one open
    // map, a boss and five pits; the Dungeon: narrow corridors, a door and a key to fetch;
    // the Tower: five small floors joined by stairs, one pit each.
    { game: 'evy', label: 'evy park', config: { adventure: 'park', ties: 'auto' } },
    { game: 'evy', label: 'evy dungeon', config: { adventure: 'dungeon', ties: 'auto' } },
    { game: 'evy', label: 'evy tower', config: { adventure: 'tower', ties: 'auto' } },
    // A Touch of Evil: a Competitive race of 2 and of 4 Heroes, and 4 Heroes together.
    { game: 'touch', label: 'touch 2 heroes', config: touchConfig(2, 'competitive'), playouts: 60 },
    { game: 'touch', label: 'touch 4 heroes', config: touchConfig(4, 'competitive'), playouts: 40 },
    { game: 'touch', label: 'touch cooperative 4', config: touchConfig(4, 'cooperative'), playouts: 40 },
  ];
  const only = process.env.BENCH_ENGINE_CASES ?? '';
  return all.filter((c) => c.label.includes(only));
}

/** The Advanced game against the Vampire with the box's first Heroes. */
function touchConfig(heroes: number, mode: 'competitive' | 'cooperative'): unknown {
  const ids = ['karl', 'inspector-cooke', 'katarina', 'heinrich-cartwright'].slice(0, heroes);
  return { heroes: ids, villain: 'vampire', basic: false, mode };
}

/** EverZone's pre-made decks seated so that each team (or player, in 1v1v1) has its own race. */
function everzoneTeams(format: '2v2' | '3v3' | '1v1v1'): unknown {
  const decks = {
    '2v2': ['adam-finn', 'pandora', 'molly-dunbar', 'meraud'],
    '3v3': ['adam-finn', 'pandora', 'molly-dunbar', 'meraud', 'xenogray', 'zarkendra'],
    '1v1v1': ['adam-finn', 'pandora', 'xenogray'],
  }[format];
  return { format, cpPerPlayer: 20, decks, locations: 'random' };
}

export async function engineThroughput(): Promise<void> {
  const rows: (string | number)[][] = [];
  const chosen = cases();
  for (const { game, label, config, playouts } of chosen) {
    const base = { game, config, playouts: playouts ?? 200, minMs: 3000 };
    const figures = {} as Record<Mode, EngineFigures>;
    for (const mode of ['reference', 'engine', 'apply', 'search'] as const) {
      figures[mode] = await runInChild<EngineFigures>(import.meta.filename, 'measureEngine', { ...base, mode });
    }
    const same = (a: string[], b: string[]): boolean => a.length === b.length && a.every((h, i) => h === b[i]);
    if (
      !same(figures.engine.hashes, figures.reference.hashes) ||
      !same(figures.apply.hashes, figures.reference.hashes)
    ) {
      throw new Error(`${label}: final state hashes differ between the engine and the reference`);
    }
    if (!same(figures.search.hashes, withoutLog(gameById(game), config, base.playouts))) {
      throw new Error(`${label}: the search copy reached different states`);
    }
    const rate = (f: EngineFigures): number => f.playouts / f.ms;
    const cpuRate = (f: EngineFigures): number => f.playouts / f.cpuMs;
    for (const mode of ['reference', 'engine', 'apply', 'search'] as const) {
      const f = figures[mode];
      rows.push([
        `${label} ${mode}`,
        perSecond(f.playouts, f.ms),
        perSecond(f.plies, f.ms),
        `${(rate(f) / rate(figures.reference)).toFixed(1)}×`,
        perSecond(f.plies, f.cpuMs),
        `${(cpuRate(f) / cpuRate(figures.reference)).toFixed(1)}×`,
      ]);
    }
  }
  printTable(
    'Engine throughput: random playouts from 200 seeded starts, fewer for the longest EverZone formats ' +
      '(hashes equal to the structuredClone reference)',
    ['game / mode', 'playouts/s', 'plies/s', 'vs reference', 'plies per CPU-s', 'vs reference (CPU)'],
    rows,
  );
  const evyCases = chosen.filter((c) => c.game === 'evy');
  if (evyCases.length > 0) await evySplit(evyCases);
}
