/**
 * All Manor of Evil strength, at the levels' iteration budgets (reproducible from the
 * seeds), each figure with its Wilson 95% interval:
 *
 * - `hard-greedy`: 4 players, one Hard against three Greedy, Hard in every seat in
 *   turn. Its fair share is 25%; the goal is 1.5 times that, with the interval's
 *   lower bound above 25%.
 * - `expert-hard`: 2 players, Expert against Hard, seats swapped every game (the
 *   2-player Lovecraft can win too, so the two need not add up to 100%).
 *
 * `BENCH_GAMES` (default 40) games (from `BENCH_FIRST_GAME`, default 0) per case; `BENCH_MANOR_CASES` picks cases
 * (default both); `BENCH_SCALE` (default 1) divides every iteration budget, for a
 * quick look on a busy machine (the title says the budgets used).
 */
import { levelSpec, type BotLevel } from '../../src/ai';
import { cpuPerMove, lineUp, winCell, type Player, type PlayerFigures } from './rotated-games';
import { printTable } from './table';

const FIRST_SEED = 300_000;

export function benchNumber(name: string, fallback: number, min: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, not ${value}`);
  return value;
}

/** The search player of a level, its budget divided by BENCH_SCALE. */
export function searchPlayer(level: BotLevel, simultaneous: 'decoupled' | 'sequential' = 'decoupled'): Player {
  const spec = levelSpec(level);
  if (spec.kind !== 'ismcts') throw new Error(`${level} is not a search level`);
  const scale = benchNumber('BENCH_SCALE', 1, 1);
  return { kind: 'search', iterations: Math.max(1, Math.round(spec.iterations / scale)), simultaneous };
}

function iterationsOf(player: Player): string {
  return player.kind === 'search' ? `${player.iterations} iterations` : 'greedy';
}

export async function strengthManor(): Promise<void> {
  const games = Math.round(benchNumber('BENCH_GAMES', 40, 2));
  const cases = (process.env.BENCH_MANOR_CASES ?? 'hard-greedy,expert-hard').split(',');
  const started = performance.now();
  if (cases.includes('hard-greedy')) {
    const hard = searchPlayer('hard');
    const greedy: Player = { kind: 'greedy' };
    const f = await lineUp({
      game: 'manor',
      config: { players: 4 },
      players: [hard, greedy, greedy, greedy],
      games,
      firstSeed: FIRST_SEED,
    });
    const [h, ...greedies] = f.players as [PlayerFigures, ...PlayerFigures[]];
    const greedyWins = greedies.reduce((sum, g) => sum + g.wins, 0);
    printTable(
      `Manor, 4 players: Hard (${iterationsOf(hard)}) against three Greedy, ${games} seeded games, Hard in each seat in turn (fair share 25%)`,
      ['player', 'wins (95%)', 'against fair share', 'CPU per move'],
      [
        ['hard', winCell(h.wins, games), `×${(h.wins / games / 0.25).toFixed(2)}`, cpuPerMove(h)],
        ['3 greedy (together)', winCell(greedyWins, games), `×${(greedyWins / games / 0.75).toFixed(2)}`, '–'],
      ],
    );
  }
  if (cases.includes('expert-hard')) {
    const expert = searchPlayer('expert');
    const hard = searchPlayer('hard');
    const f = await lineUp({
      game: 'manor',
      config: { players: 2 },
      players: [expert, hard],
      games,
      firstSeed: FIRST_SEED,
    });
    const [e, h] = f.players as [PlayerFigures, PlayerFigures];
    printTable(
      `Manor, 2 players: Expert (${iterationsOf(expert)}) against Hard (${iterationsOf(hard)}), ${games} seeded games, seats swapped`,
      ['player', 'wins (95%)', 'CPU per move'],
      [
        ['expert', winCell(e.wins, games), cpuPerMove(e)],
        ['hard', winCell(h.wins, games), cpuPerMove(h)],
      ],
    );
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s of wall time)`);
}
