import { greedyBot } from './greedy';
import { randomBot } from './random';
import type { Bot, BotLevel, BotLevelInfo } from './types';

/** The levels offered on the setup screen (`ai.levels`), weakest first. */
export const AI_LEVELS: readonly BotLevelInfo[] = [
  {
    level: 'random',
    label: 'Random',
    description: 'Picks any legal move at random. Good for learning the rules.',
  },
  {
    level: 'greedy',
    label: 'Greedy',
    description:
      'Looks one move ahead: tries every legal move on a few guesses of the hidden cards and plays the one that looks best right now.',
  },
];

const BOTS: Record<BotLevel, Bot> = { random: randomBot, greedy: (input) => greedyBot(input) };

export function isBotLevel(level: unknown): level is BotLevel {
  return typeof level === 'string' && Object.hasOwn(BOTS, level);
}

export function botFor(level: BotLevel): Bot {
  return BOTS[level];
}
