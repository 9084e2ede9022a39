/**
 * Awakening tokens on the elder gods: a relic's awakening icon ("Add or remove
 * awakening tokens from god(s) of the matching color"; with several colours "the
 * player may choose any of the elder gods matching the colors"), and the god
 * choice of "another player … must add or remove" effects.
 */
import { ask } from './ask';
import { cultistChoice, cultistColour } from './cultist';
import { COLOURS } from './schema-effects';
import { godOf, playerOf, say, type ManorState } from './state';
import type { Colour, RelicDef } from './types';
import { godName, playerName, tokens } from './words';

type Mode = 'add' | 'remove';
type Icon = NonNullable<RelicDef['awakening']>;

function canRemove(state: ManorState, colours: readonly Colour[]): boolean {
  return colours.some((c) => godOf(state, c).tokens > 0);
}

/** Starts the awakening icon of relic instance `card` for `player`. */
export function resolveAwakeningIcon(state: ManorState, player: number, card: number, icon: Icon): void {
  if (playerOf(state, player).kind === 'cultist') {
    return cultistGods(state, player, icon.colours, icon.mode, icon.amount, card);
  }
  const modes: Mode[] = icon.mode === 'either' ? ['add', 'remove'] : [icon.mode];
  const possible = modes.filter((m) => m === 'add' || canRemove(state, icon.colours));
  if (possible.length === 0) {
    say(state, () => `No elder god of those colours has a token to remove.`);
    return;
  }
  ask(state, player, 'awaken-mode', possible, { card, amount: icon.amount });
}

/** After the mode: which god. */
export function chooseGod(
  state: ManorState,
  player: number,
  colours: readonly Colour[],
  mode: Mode,
  amount: number,
  card: number | null,
): void {
  if (playerOf(state, player).kind === 'cultist') return cultistGods(state, player, colours, mode, amount, card);
  // Offered in the gods' own order, whatever the icon's order.
  const candidates = COLOURS.filter((c) => colours.includes(c) && (mode === 'add' || godOf(state, c).tokens > 0));
  if (candidates.length === 0) {
    say(state, () => `${playerName(state, player)} has no elder god to remove a token from.`);
    return;
  }
  ask(state, player, 'awaken-god', candidates, { card, mode, amount });
}

/** The Cultist picks by its rules; a tie goes to the player as a question. */
function cultistGods(
  state: ManorState,
  player: number,
  colours: readonly Colour[],
  mode: Mode | 'either',
  amount: number,
  card: number | null,
): void {
  const choice = cultistChoice(state, cultistColour(state, player), colours, mode);
  if (choice.candidates.length === 0) {
    say(state, () => `${playerName(state, player)} has no elder god to remove a token from.`);
    return;
  }
  ask(state, player, 'awaken-god', choice.candidates, { card, mode: choice.mode, amount });
}

/** Adds or removes tokens on one god (never below none). */
export function moveTokens(state: ManorState, player: number, colour: Colour, mode: Mode, amount: number): void {
  const god = godOf(state, colour);
  const before = god.tokens;
  god.tokens = mode === 'add' ? god.tokens + amount : Math.max(0, god.tokens - amount);
  const moved = Math.abs(god.tokens - before);
  say(
    state,
    () =>
      `${playerName(state, player)} ${mode === 'add' ? 'adds' : 'removes'} ${tokens(moved, 'awakening')} ${mode === 'add' ? 'to' : 'from'} ${godName(state, colour)} (${god.tokens}).`,
  );
}
