/**
 * A Touch of Evil strength, at the levels' iteration budgets (reproducible from the
 * seeds), each figure with its Wilson 95% interval. The Villain changes from game to
 * game (the box's four in turn), as the book's setup draws it at random.
 *
 * - `hard-greedy`: 2 Heroes racing (Karl and Inspector Cooke, the Advanced game), Hard
 *   against Greedy, seats swapped every game. A game both lose to Darkness is no win
 *   for either, so Hard's win rate is the share of games it defeated the Villain.
 * - `coop`: 3 Heroes together (Karl, Inspector Cooke, Katarina), every Hero played by
 *   one level: the Heroes' win rate at each level against each Villain.
 *
 * - `length`: 4 Heroes racing, every Hero played by Normal: the decisions a game asks of
 *   the AI that have more than one answer, and so the minutes an all-AI game takes in
 *   the app, where Normal thinks its `timeMs` over each such decision, and every AI move,
 *   forced or not, stays on screen at least the app's pause (`DEFAULT_AI_DELAY_MS`). Played at Normal's iteration budget (divided by `BENCH_SCALE`); the
 *   count, not the iterations, is what the minutes come from.
 *
 * `BENCH_GAMES` (default 2) games per Villain and case; `BENCH_TOUCH_CASES` picks cases
 * (default `hard-greedy`; `coop` and `length` on request); `BENCH_TOUCH_VILLAINS` the Villains
 * (default all four: two processes given two each use both cores, and their seeds are those of a
 * run with all four); `BENCH_TOUCH_LEVELS` the levels of
 * the `coop` case (default greedy,easy,normal,hard); `BENCH_SCALE` (default 6) divides every
 * iteration budget (the titles say the budgets used). The defaults keep `npm run bench` to
 * some ten minutes of this; docs/PERFORMANCE.md gives the commands of its tables.
 */
import { ismcts, levelSpec, type Bot, type BotLevel } from '../../src/ai';
import type { AnyGame } from '../../src/engine';
import { findGame } from '../../src/games';
import { DEFAULT_AI_DELAY_MS } from '../../src/host/options';
import { playBots } from '../ai/play-bots';
import { cpuPerMove, lineUp, winCell, type LineUpFigures, type Player, type PlayerFigures } from './rotated-games';
import { benchNumber } from './strength-manor';
import { printTable } from './table';

const FIRST_SEED = 400_000;
const VILLAINS = ['vampire', 'werewolf', 'scarecrow', 'spectral-horseman'] as const;
type Villain = (typeof VILLAINS)[number];

/**
 * A full-budget Hard move costs some 2 s of CPU and a game 150 of them, so this bench divides
 * the budgets by 6 unless `BENCH_SCALE` says otherwise.
 */
const DEFAULT_SCALE = 6;

function searchPlayer(level: BotLevel): Player {
  const spec = levelSpec(level);
  if (spec.kind !== 'ismcts') throw new Error(`${level} is not a search level`);
  const scale = benchNumber('BENCH_SCALE', DEFAULT_SCALE, 1);
  return { kind: 'search', iterations: Math.max(1, Math.round(spec.iterations / scale)), simultaneous: 'decoupled' };
}

function playerOf(level: BotLevel): Player {
  return level === 'greedy' ? { kind: 'greedy' } : searchPlayer(level);
}

function budgetOf(player: Player): string {
  return player.kind === 'search' ? `${player.iterations} iterations` : 'greedy';
}

/** One line-up against each Villain; the figures per Villain and summed. */
async function perVillain(
  config: (villain: Villain) => unknown,
  players: Player[],
  games: number,
): Promise<{ villain: string; figures: LineUpFigures }[]> {
  const rows: { villain: string; figures: LineUpFigures }[] = [];
  const chosen = (process.env.BENCH_TOUCH_VILLAINS ?? VILLAINS.join(',')).split(',');
  const unknown = chosen.filter((v) => !(VILLAINS as readonly string[]).includes(v));
  if (unknown.length > 0)
    throw new Error(`BENCH_TOUCH_VILLAINS: no Villain ${unknown.join(', ')} (the four: ${VILLAINS.join(', ')})`);
  for (const [v, villain] of VILLAINS.entries()) {
    if (!chosen.includes(villain)) continue;
    const figures = await lineUp({
      game: 'touch',
      config: config(villain),
      players,
      games,
      firstSeed: FIRST_SEED + v * 10_000,
    });
    rows.push({ villain, figures });
  }
  const total = rows.reduce<LineUpFigures>(
    (sum, { figures }) => ({
      games: sum.games + figures.games,
      players: sum.players.map((p, i) => {
        const q = figures.players[i] as PlayerFigures;
        return { wins: p.wins + q.wins, moves: p.moves + q.moves, cpuMs: p.cpuMs + q.cpuMs };
      }),
    }),
    { games: 0, players: players.map(() => ({ wins: 0, moves: 0, cpuMs: 0 })) },
  );
  return [...rows, { villain: rows.length === VILLAINS.length ? 'all four' : 'all', figures: total }];
}

async function hardAgainstGreedy(games: number): Promise<void> {
  const hard = searchPlayer('hard');
  const rows = await perVillain(
    (villain) => ({ heroes: ['karl', 'inspector-cooke'], villain, basic: false }),
    [hard, { kind: 'greedy' }],
    games,
  );
  printTable(
    `Touch, 2 Heroes racing: Hard (${budgetOf(hard)}) against Greedy, ${games} seeded games per Villain, seats swapped every game`,
    ['Villain', 'Hard wins (95%)', 'Greedy wins (95%)', 'Hard CPU per move'],
    rows.map(({ villain, figures }) => {
      const [h, g] = figures.players as [PlayerFigures, PlayerFigures];
      return [villain, winCell(h.wins, figures.games), winCell(g.wins, figures.games), cpuPerMove(h)];
    }),
  );
}

async function cooperative(games: number): Promise<void> {
  const levels = (process.env.BENCH_TOUCH_LEVELS ?? 'greedy,easy,normal,hard').split(',') as BotLevel[];
  for (const level of levels) {
    const player = playerOf(level);
    const rows = await perVillain(
      (villain) => ({ heroes: ['karl', 'inspector-cooke', 'katarina'], villain, basic: false, mode: 'cooperative' }),
      [player, player, player],
      games,
    );
    printTable(
      `Touch, Cooperative, 3 Heroes each played by ${level} (${budgetOf(player)}), ${games} seeded games per Villain`,
      ['Villain', 'Heroes win (95%)', 'CPU per move'],
      rows.map(({ villain, figures }) => {
        // A Cooperative win is shared: every seat scores it, so one seat's score counts the games won.
        const first = figures.players[0] as PlayerFigures;
        const cpu = figures.players.reduce((sum, p) => ({
          ...sum,
          cpuMs: sum.cpuMs + p.cpuMs,
          moves: sum.moves + p.moves,
        }));
        return [villain, winCell(first.wins, figures.games), cpuPerMove(cpu)];
      }),
    );
  }
}

/** One seeded 4-Hero game with Normal in every seat: its plies and the decisions with a choice. */
function normalGame(game: AnyGame, seed: number): { plies: number; choices: number; cpuMs: number } {
  const spec = levelSpec('normal');
  if (spec.kind !== 'ismcts') throw new Error('Normal is a search level');
  const iterations = Math.max(1, Math.round(spec.iterations / benchNumber('BENCH_SCALE', DEFAULT_SCALE, 1)));
  let choices = 0;
  let cpuMs = 0;
  const normal: Bot = ({ view, seat, seed: decision }) => {
    const started = process.cpuUsage();
    const result = ismcts(game, view, seat, { seed: decision, iterations, rollout: spec.rollout, depth: spec.depth });
    const used = process.cpuUsage(started);
    if (result.stats.length > 1) {
      choices++;
      cpuMs += (used.user + used.system) / 1000;
    }
    return result.best;
  };
  const config = {
    heroes: ['karl', 'inspector-cooke', 'katarina', 'heinrich-cartwright'],
    villain: 'vampire',
    basic: false,
  };
  const played = playBots(game, config, seed, [normal, normal, normal, normal], (step) => seed * 7 + step, 50_000);
  return { plies: played.keys.length, choices, cpuMs };
}

async function gameLength(games: number): Promise<void> {
  const game = findGame('touch') as AnyGame;
  const { timeMs } = levelSpec('normal') as { timeMs: number };
  const rows = Array.from({ length: games }, (_, g) => {
    const { plies, choices, cpuMs } = normalGame(game, FIRST_SEED + 90_000 + g);
    const minutes =
      (choices * Math.max(timeMs, DEFAULT_AI_DELAY_MS) + (plies - choices) * DEFAULT_AI_DELAY_MS) / 60_000;
    return [g, plies, choices, `${(cpuMs / Math.max(1, choices)).toFixed(0)} ms`, minutes.toFixed(1)];
  });
  printTable(
    `Touch, 4 Heroes racing against the Vampire, Normal in every seat: decisions with a choice, and the minutes in the app at Normal's ${timeMs} ms a decision and ${DEFAULT_AI_DELAY_MS} ms at least a move`,
    ['game', 'plies', 'decisions with a choice', 'CPU per such decision here', 'minutes in the app'],
    rows,
  );
}

export async function strengthTouch(): Promise<void> {
  const games = Math.round(benchNumber('BENCH_GAMES', 2, 1));
  const cases = (process.env.BENCH_TOUCH_CASES ?? 'hard-greedy').split(',');
  if (cases.includes('hard-greedy')) await hardAgainstGreedy(games);
  if (cases.includes('coop')) await cooperative(games);
  if (cases.includes('length')) await gameLength(games);
}
