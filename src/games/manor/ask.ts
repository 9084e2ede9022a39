/** Opening a prompt: the seat that controls the player is asked; everything asked is public. */
import { controllerOf, type ManorState } from './state';
import type { Prompt, PromptPurpose } from './types';

/** What a prompt carries besides who is asked, why, and the answers. */
export type PromptExtra = Partial<Omit<Prompt, 'seat' | 'player' | 'purpose' | 'options'>>;

/**
 * Asks `player`'s controller to choose among `options`. Never call it with no
 * option (the effect has nothing to do then); with one, the rules answer at once.
 */
export function ask(
  state: ManorState,
  player: number,
  purpose: PromptPurpose,
  options: (string | number)[],
  extra: PromptExtra = {},
): void {
  if (options.length === 0) throw new Error(`A ${purpose} question with no possible answer.`);
  state.prompt = {
    seat: controllerOf(state, player),
    player,
    purpose,
    options,
    card: extra.card ?? null,
    effect: extra.effect ?? null,
    ...(extra.mode === undefined ? {} : { mode: extra.mode }),
    ...(extra.target === undefined ? {} : { target: extra.target }),
    ...(extra.amount === undefined ? {} : { amount: extra.amount }),
    ...(extra.room === undefined ? {} : { room: extra.room }),
  };
}
