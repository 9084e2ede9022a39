/**
 * The solo Cultist's choices of elder gods, exactly as the book gives them: "The
 * cultist will always choose to add Awakening tokens to the god of its color and
 * always choose to remove Awakening tokens from the gods not of its color." A tie
 * left by these rules is broken by the player.
 */
import { cardOf, roleDef } from './content';
import { COLOURS } from './schema-effects';
import { playerOf, type ManorState } from './state';
import type { Colour } from './types';

/** The Cultist's colour: the colour on its role card. */
export function cultistColour(state: ManorState, player: number): Colour {
  const role = roleDef(playerOf(state, player).role);
  if (!('cultist' in role) || role.cultist === undefined) throw new Error('This player is not a cultist.');
  return role.cultist;
}

export interface CultistChoice {
  mode: 'add' | 'remove';
  /** The gods the rules leave: one, or several tied (the player picks), or none (nothing to do). */
  candidates: Colour[];
}

/**
 * Which god(s) the Cultist picks among `colours`, for an icon that adds, removes or
 * either. "If the cultist is ever given the option to add or remove awakening tokens
 * the cultist always chooses to add." Tokens cannot be removed from a god that has
 * none, so such a god is never picked to lose one (the rest of the rule still holds).
 */
export function cultistChoice(
  state: ManorState,
  own: Colour,
  colours: readonly Colour[],
  mode: 'add' | 'remove' | 'either',
): CultistChoice {
  const tokensOf = (c: Colour): number => state.gods.find((g) => g.colour === c)?.tokens ?? 0;
  if (mode !== 'remove') {
    if (colours.includes(own)) return { mode: 'add', candidates: [own] };
    // "When adding Awakening tokens to a god not of its color the cultist chooses the god with the most Awakening tokens."
    const most = Math.max(...colours.map(tokensOf));
    return { mode: 'add', candidates: COLOURS.filter((c) => colours.includes(c) && tokensOf(c) === most) };
  }
  const others = COLOURS.filter((c) => colours.includes(c) && c !== own && tokensOf(c) > 0);
  if (others.length === 0) {
    // Only its own god can lose a token: the icon allows nothing else.
    return { mode: 'remove', candidates: colours.includes(own) && tokensOf(own) > 0 ? [own] : [] };
  }
  // "When removing Awakening tokens from a god not of its color the cultist chooses the god with the least."
  const least = Math.min(...others.map(tokensOf));
  return { mode: 'remove', candidates: others.filter((c) => tokensOf(c) === least) };
}

/** "When resolving a relic's ability for the cultist, ignore any text with the word Role and any icon tied to that ability by an asterisk." */
export function cultistIgnores(
  state: ManorState,
  player: number,
  card: number,
  part: 'icon' | 'special',
  asterisk: boolean,
): boolean {
  if (playerOf(state, player).kind !== 'cultist') return false;
  const text = cardOf(card).relic?.text ?? '';
  if (!/\bRole\b/.test(text)) return false;
  return part === 'special' || asterisk;
}
