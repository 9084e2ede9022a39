/**
 * The identity ability hooks: army totals as printed, no skills, and every support
 * in hand may be played (the rules decide which may) with no effect. The rules engine's tests run on these, so
 * they check the book's rules and not any card's text.
 */
import type { AbilityHooks, EzAction } from './types';

export const NO_ABILITIES: AbilityHooks = {
  armyTotals: (_state, _team, base) => base,
  declarable(state, seat) {
    const player = state.players[seat];
    if (!player) return [];
    const out: EzAction[] = [];
    // Every card in hand is offered; the rules keep the supports that may be played now.
    for (const card of player.hand) out.push({ key: `support:${card}`, type: 'play-support', card, choice: {} });
    return out;
  },
  resolve: () => undefined,
  onEvent: () => undefined,
  canPlaySupports: () => true,
  canBeDestroyed: () => true,
};
