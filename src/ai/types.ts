import type { AnyGame, BaseView, Seat } from '../engine';

/**
 * What a bot is given: the game (as a parameter, since `ai` may not import
 * `games`), the view of the seat it plays — never the true state — and a seed
 * so that the same question always gets the same answer.
 */
export interface BotInput {
  game: AnyGame;
  view: BaseView;
  seat: Seat;
  seed: number;
}

/** A bot returns the key of the legal action it chooses. */
export type Bot = (input: BotInput) => string;

/**
 * The AI levels the setup screen offers. Kept structurally identical to
 * `AiLevel`/`AiLevelInfo` in src/shared/api.ts (which `ai` may not import).
 */
export type BotLevel = 'random' | 'greedy' | 'easy' | 'normal' | 'hard' | 'expert';

export interface BotLevelInfo {
  level: BotLevel;
  label: string;
  description: string;
  /** The thinking budget in words ("thinks about 1 s per move"). */
  budget: string;
  /** Expected strength, from measurements ("wins ~70% against Greedy"). */
  strength: string;
}
