/**
 * Checks a batch simulation request and resolves it into a plan: the game,
 * its config, one known AI level per seat, and limits that keep a typo from
 * becoming a week of work. Shared by the `sim.*` API and the `simulate` CLI, so
 * both refuse the same things with the same words.
 */
import { AI_LEVELS, isBotLevel } from '../../ai';
import type { AnyGame } from '../../engine';
import type { AiLevel, SimSpec } from '../../shared/api';
import { MAX_SIM_GAMES, MAX_SIM_ITERATIONS, MAX_SIM_JOBS } from '../../shared/api-schemas';
import { badRequest, notFound } from '../errors';
import type { RequestChecker } from '../request-check';

export interface SimPlan {
  game: AnyGame;
  config: unknown;
  seats: AiLevel[];
  games: number;
  seed: number;
  /** Games played at the same time (never more than there are games). */
  jobs: number;
  iterations?: number;
  labels: string[];
  teams: number[];
}

export function planSimulation(
  spec: SimSpec,
  games: readonly AnyGame[],
  requests: RequestChecker,
  defaultJobs: number,
): SimPlan {
  const game = games.find((g) => g.id === spec.game);
  if (!game) throw notFound(`There is no game called "${spec.game}". Games: ${games.map((g) => g.id).join(', ')}.`);
  requests.checkConfig(game, spec.config);
  const config: unknown = structuredClone(spec.config);
  const problems: string[] = [];
  const expected = game.seatCount(config);
  if (spec.seats.length !== expected) {
    problems.push(
      `seats: this ${game.name} setup plays with ${expected} seats, but ${spec.seats.length} bots were given`,
    );
  }
  spec.seats.forEach((level, seat) => {
    if (!isBotLevel(level)) {
      const known = AI_LEVELS.map((l) => l.level).join(', ');
      problems.push(`seats/${seat}: there is no AI level called "${String(level)}" (levels: ${known})`);
    }
  });
  wholeIn(problems, 'games', spec.games, 1, MAX_SIM_GAMES);
  wholeIn(problems, 'seed', spec.seed, 0, 4294967295);
  const jobs = spec.jobs ?? defaultJobs;
  wholeIn(problems, 'jobs', jobs, 1, MAX_SIM_JOBS);
  if (spec.iterations !== undefined) wholeIn(problems, 'iterations', spec.iterations, 1, MAX_SIM_ITERATIONS);
  if (problems.length > 0) throw badRequest('This batch simulation cannot run.', problems);
  return {
    game,
    config,
    seats: [...spec.seats],
    games: spec.games,
    seed: spec.seed,
    jobs: Math.min(jobs, spec.games),
    ...(spec.iterations === undefined ? {} : { iterations: spec.iterations }),
    labels: game.seatLabels(config),
    teams: game.seatTeams(config),
  };
}

function wholeIn(problems: string[], name: string, value: unknown, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name}: must be a whole number from ${min} to ${max.toLocaleString('en')}, not ${String(value)}`);
  }
}
