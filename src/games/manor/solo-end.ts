/**
 * The solo game's test at the second Clock, after the player's own role effects of
 * each step: "If the player has a total madness greater than or equal to that of the
 * cultist the player is devoured"; then "If the player has ($) value equal to or
 * less than that of Lovecraft the player is devoured … greater … the player is victorious!"
 */
import { totalDollars } from './end-effects';
import { playerOf, say, type ManorState } from './state';
import type { GameResult } from './types';

const PLAYER = 0;
const CULTIST = 1;
const LOVECRAFT = 2;

/** The Madness step: the result when the player is devoured, else null (the Cultist is, and Scoring follows). */
export function soloDevour(state: ManorState, madness: number[]): GameResult | null {
  const mine = madness[PLAYER] ?? 0;
  const cultist = madness[CULTIST] ?? 0;
  if (mine >= cultist) {
    playerOf(state, PLAYER).devoured = true;
    say(state, () => `The player's madness (${mine}) is not below the Cultist's (${cultist}): the player is devoured.`);
    return {
      reason: 'clock',
      god: null,
      madness,
      dollars: state.players.map(() => null),
      devoured: [PLAYER],
      winners: [],
    };
  }
  playerOf(state, CULTIST).devoured = true;
  say(state, () => `The player's madness (${mine}) is below the Cultist's (${cultist}): the Cultist is devoured.`);
  return null;
}

/** The Scoring step: the player's $ (relics and role) against Lovecraft's (every relic in his cache, face down too). */
export function soloScore(state: ManorState, result: GameResult): GameResult {
  const dollars = totalDollars(state, PLAYER, state.ending);
  const lovecraft = totalDollars(state, LOVECRAFT, null);
  result.dollars[PLAYER] = dollars;
  result.dollars[LOVECRAFT] = lovecraft;
  if (dollars > lovecraft) {
    result.winners = [PLAYER];
    say(state, () => `The player's ${dollars} $ beat Lovecraft's ${lovecraft} $: the player wins!`);
  } else {
    playerOf(state, PLAYER).devoured = true;
    result.devoured = [...result.devoured, PLAYER];
    say(state, () => `The player's ${dollars} $ do not beat Lovecraft's ${lovecraft} $: the player is devoured.`);
  }
  return result;
}
