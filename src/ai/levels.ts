/**
 * The AI levels a player chooses from. A level is a budget and a rollout policy,
 * never extra knowledge: every level sees only its seat's view.
 *
 * Search levels think for `timeMs` in play (spread over the worker pool by root
 * parallelism). `iterations` is the same level with a fixed iteration budget, for
 * tests and benchmarks that must be reproducible. How strong a level is depends on
 * the game: each game quotes its own measurements (`Game.aiNotes`), and a level
 * nothing was measured for says so.
 */
import type { AnyGame } from '../engine';
import { greedyBot } from './greedy';
import { ismcts } from './ismcts';
import { randomBot } from './random';
import type { RolloutKind, SearchOptions } from './search-options';
import type { Bot, BotLevel, BotLevelInfo } from './types';

export interface SearchLevelBudget {
  /** Thinking time per move in play. */
  timeMs: number;
  /** The reproducible stand-in for `timeMs` (tests, benchmarks, seeded simulations). */
  iterations: number;
  rollout: RolloutKind;
  /** Rollout cut-off in plies. */
  depth: number;
}

export type LevelSpec = Omit<BotLevelInfo, 'strength'> &
  ({ kind: 'random' } | { kind: 'greedy' } | ({ kind: 'ismcts' } & SearchLevelBudget));

export type SearchLevelSpec = Extract<LevelSpec, { kind: 'ismcts' }>;

const LEVEL_SPECS: readonly LevelSpec[] = [
  {
    level: 'random',
    kind: 'random',
    label: 'Random',
    description: 'Picks any legal move at random. Good for learning the rules.',
    budget: 'answers at once',
  },
  {
    level: 'greedy',
    kind: 'greedy',
    label: 'Greedy',
    description:
      'Looks one move ahead: tries every legal move on a few guesses of the hidden cards and plays the one that looks best right now.',
    budget: 'answers at once',
  },
  {
    level: 'easy',
    kind: 'ismcts',
    label: 'Easy',
    description:
      'Before each move, plays quick games in its head with random moves for everyone, for a fifth of a second. It still blunders.',
    budget: 'thinks about 0.2 s per move',
    timeMs: 200,
    iterations: 200,
    rollout: 'random',
    depth: 20,
  },
  {
    level: 'normal',
    kind: 'ismcts',
    label: 'Normal',
    description:
      'Before each move, plays games in its head for half a second (thousands on a two-core computer), guessing the cards it cannot see and playing sensibly for everyone.',
    budget: 'thinks about 0.5 s per move',
    timeMs: 500,
    iterations: 1000,
    rollout: 'heuristic',
    depth: 20,
  },
  {
    level: 'hard',
    kind: 'ismcts',
    label: 'Hard',
    description:
      'Like Normal, thinking twice as long, so it plays out twice as many games in its head before each move. Never sees your hidden cards.',
    budget: 'thinks about 1 s per move',
    timeMs: 1000,
    iterations: 3000,
    rollout: 'heuristic',
    depth: 20,
  },
  {
    level: 'expert',
    kind: 'ismcts',
    label: 'Expert',
    description:
      'Like Hard, thinking three times as long. More thinking helps less and less: see its strength at each game. Never sees your hidden cards.',
    budget: 'thinks about 3 s per move',
    timeMs: 3000,
    iterations: 10000,
    rollout: 'heuristic',
    depth: 20,
  },
];

/** The strength text of a level nothing was measured for at the game. */
export const UNMEASURED_STRENGTH = 'not measured at this game yet';
/** The strength text when no game is named: the figures belong to games, not to levels. */
export const PER_GAME_STRENGTH = 'measured per game: choose a game to see it';

/**
 * The levels offered on a setup screen (`ai.levels`), weakest first: the words only, each
 * level's strength as measured at `game` (neutral without a game, or where nothing was measured).
 */
export function aiLevelsFor(game?: Pick<AnyGame, 'aiNotes' | 'aiPlayoutCaps'>): BotLevelInfo[] {
  return LEVEL_SPECS.map(({ level, label, description, budget }) => {
    const cap = game && playoutCapAt(game, level);
    return {
      level,
      label,
      description,
      budget:
        cap === undefined ? budget : `${budget}, or until it has played ${cap.toLocaleString('en')} games in its head`,
      strength: game ? (game.aiNotes?.[level] ?? UNMEASURED_STRENGTH) : PER_GAME_STRENGTH,
    };
  });
}

/**
 * The most playouts `level` runs per move in play at `game` (its time permitting), or undefined:
 * no ceiling but the level's time. A game sets one where more playouts stop buying strength
 * before the next level's time does, so that the levels stay apart.
 */
export function playoutCapAt(game: Pick<AnyGame, 'aiPlayoutCaps'>, level: BotLevel): number | undefined {
  return level === 'random' || level === 'greedy' ? undefined : game.aiPlayoutCaps?.[level];
}

/** The levels with neutral strength texts (names and budgets for menus, the CLI and request checks). */
export const AI_LEVELS: readonly BotLevelInfo[] = aiLevelsFor();

export function isBotLevel(level: unknown): level is BotLevel {
  return typeof level === 'string' && LEVEL_SPECS.some((spec) => spec.level === level);
}

export function levelSpec(level: BotLevel): LevelSpec {
  const spec = LEVEL_SPECS.find((s) => s.level === level);
  if (!spec) throw new RangeError(`There is no AI level called "${String(level)}".`);
  return spec;
}

/**
 * The options of one search at a level: by time when a clock is given (play),
 * else by the level's iteration budget (reproducible).
 */
export function searchOptionsFor(spec: SearchLevelSpec, seed: number, now?: () => number): SearchOptions {
  const base = { seed, rollout: spec.rollout, depth: spec.depth };
  return now ? { ...base, timeMs: spec.timeMs, now } : { ...base, iterations: spec.iterations };
}

/**
 * A bot for any level. Search levels run in one go with their iteration budget,
 * so the answer is reproducible; a worker that must stay responsive runs
 * `IsmctsSearch` in slices with `levelSpec` and `searchOptionsFor` instead.
 */
export function botFor(level: BotLevel): Bot {
  const spec = levelSpec(level);
  switch (spec.kind) {
    case 'random':
      return randomBot;
    case 'greedy':
      return (input) => greedyBot(input);
    case 'ismcts':
      return ({ game, view, seat, seed }) => ismcts(game, view, seat, searchOptionsFor(spec, seed)).best;
  }
}
