/**
 * Where an Evy ply's time goes: the same seeded random playouts as the engine
 * throughput (copy once, then `step` in place), with every `legalActions` and every
 * `step` timed on its own and counted by what it does. A step taken while the
 * monster phase waits (the roll, and the answers that resume it: a discard or a
 * hit taken, a tie decided) is the monster phase; any other step is Evy's own.
 * Timing each call costs a little, so the shares matter more than the sum.
 */
import { createRng, nextInt, type Action, type AnyGame, type Seat } from '../../src/engine';
import { findGame } from '../../src/games';
import type { EvyState } from '../../src/games/evy';
import { runInChild } from './processes';
import { percent, printTable } from './table';

const PARTS = ['monster phase', "Evy's actions", 'legalActions'] as const;
type Part = (typeof PARTS)[number];

interface SplitArgs {
  config: unknown;
  playouts: number;
  minMs: number;
}

type SplitFigures = Record<Part, { calls: number; ms: number }>;

const MONSTER_PHASES: ReadonlySet<string> = new Set(['monster', 'monster-choice', 'hit']);

function playout(game: AnyGame, initial: unknown, seed: number, figures: SplitFigures): void {
  const chooser = createRng(`bench-playout:${seed}`);
  const state = (game.clone as (s: unknown) => unknown)(initial);
  const step = game.step as (state: unknown, seat: Seat, action: Action) => void;
  while (!game.isOver(state)) {
    const seat = game.toAct(state)[0] as Seat;
    const t0 = performance.now();
    const legal = game.legalActions(state, seat);
    const t1 = performance.now();
    const part: Part = MONSTER_PHASES.has((state as EvyState).phase) ? 'monster phase' : "Evy's actions";
    step(state, seat, legal[nextInt(chooser, legal.length)] as Action);
    const t2 = performance.now();
    figures.legalActions.calls++;
    figures.legalActions.ms += t1 - t0;
    figures[part].calls++;
    figures[part].ms += t2 - t1;
  }
}

/** Runs in a child process: one untimed pass to warm up, then timed passes for at least `minMs`. */
export function measureEvySplit(args: SplitArgs): SplitFigures {
  const game = findGame('evy') as AnyGame;
  const initials = Array.from({ length: args.playouts }, (_, seed) => game.setup(args.config, seed + 1));
  const empty = (): SplitFigures =>
    Object.fromEntries(PARTS.map((p) => [p, { calls: 0, ms: 0 }])) as unknown as SplitFigures;
  initials.forEach((initial, i) => playout(game, initial, i + 1, empty()));
  const figures = empty();
  const started = performance.now();
  do {
    initials.forEach((initial, i) => playout(game, initial, i + 1, figures));
  } while (performance.now() - started < args.minMs);
  return figures;
}

/** The split for each Evy case, one child process each, as one table. */
export async function evySplit(cases: { label: string; config: unknown }[]): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const { label, config } of cases) {
    const figures = await runInChild<SplitFigures>(import.meta.filename, 'measureEvySplit', {
      config,
      playouts: 200,
      minMs: 2000,
    });
    const total = PARTS.reduce((sum, p) => sum + figures[p].ms, 0);
    for (const part of PARTS) {
      const f = figures[part];
      rows.push([
        `${label} ${part}`,
        f.calls.toLocaleString('en'),
        ((f.ms * 1000) / f.calls).toFixed(2),
        percent(f.ms / total),
      ]);
    }
  }
  printTable(
    "Evy's ply time by part: the monster phase (the roll and the answers that resume it) against Evy's own actions and legalActions",
    ['case / part', 'calls', 'µs per call', 'share'],
    rows,
  );
}
