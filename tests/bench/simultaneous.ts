/**
 * Simultaneous steps in search: the Hard search with its simultaneous steps decoupled
 * (each seat at one shared node, by regret matching; the default) against the same
 * search walking them one seat after another (each later seat answering the hidden
 * choices before it), head to head at the same iteration budget, seats swapped each
 * game. The CPU time per move of each shows the budgets cost the same time.
 *
 * - Manor: 2 players (the 2-player Lovecraft can win too).
 * - EverZone: a 1v1 mirror match (`BENCH_EZ_DECK`, default adam-finn, 10 CP each).
 *
 * `BENCH_GAMES` (default 40) games (from `BENCH_FIRST_GAME`, default 0) per game; `BENCH_SIM_GAMES` picks the games
 * (default manor,everzone); `BENCH_SCALE` divides the iteration budget.
 */
import { cpuPerMove, lineUp, winCell, type PlayerFigures } from './rotated-games';
import { benchNumber, searchPlayer } from './strength-manor';
import { printTable } from './table';

const FIRST_SEED = 400_000;

function configOf(game: string): unknown {
  if (game === 'manor') return { players: 2 };
  const deck = process.env.BENCH_EZ_DECK ?? 'adam-finn';
  return { format: '1v1', cpPerPlayer: 10, decks: [deck, deck], locations: 'random' };
}

export async function simultaneousBench(): Promise<void> {
  const games = Math.round(benchNumber('BENCH_GAMES', 40, 2));
  const which = (process.env.BENCH_SIM_GAMES ?? 'manor,everzone').split(',');
  const decoupled = searchPlayer('hard', 'decoupled');
  const sequential = searchPlayer('hard', 'sequential');
  const budget = decoupled.kind === 'search' ? decoupled.iterations : 0;
  for (const game of which) {
    const started = performance.now();
    const f = await lineUp({
      game,
      config: configOf(game),
      players: [decoupled, sequential],
      games,
      firstSeed: FIRST_SEED,
    });
    const [d, s] = f.players as [PlayerFigures, PlayerFigures];
    printTable(
      `${game}: decoupled against sequential simultaneous steps, Hard search at ${budget} iterations each, ${games} seeded games, seats swapped`,
      ['handling', 'wins (95%)', 'CPU per move'],
      [
        ['decoupled (regret matching)', winCell(d.wins, games), cpuPerMove(d)],
        ['sequential (one seat after another)', winCell(s.wins, games), cpuPerMove(s)],
      ],
    );
    console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s of wall time)`);
  }
}
