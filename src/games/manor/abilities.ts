/**
 * A stolen relic's steal abilities, one queued step each: the awakening icon, the
 * madness icon ("Unless otherwise noted this effects the player who steals the
 * relic"), and the special ability ("Relic abilities must be resolved unless the
 * ability uses the word 'may'").
 */
import { ask } from './ask';
import { resolveAwakeningIcon } from './awakening';
import { cardOf } from './content';
import { cultistIgnores } from './cultist';
import { startEffect } from './effects';
import { changeMadness } from './madness';
import { playerOf, say, type ManorState } from './state';
import type { Prompt } from './types';
import { cardName, playerName } from './words';

function relicOf(card: number) {
  const relic = cardOf(card).relic;
  if (!relic) throw new Error(`${cardName(card)} has no abilities.`);
  return relic;
}

export function runAwakeningIcon(state: ManorState, player: number, card: number): void {
  const icon = relicOf(card).awakening;
  if (!icon || cultistIgnores(state, player, card, 'icon', icon.asterisk === true)) return;
  resolveAwakeningIcon(state, player, card, icon);
}

export function runMadnessIcon(state: ManorState, player: number, card: number): void {
  const icon = relicOf(card).madnessIcon;
  if (!icon || cultistIgnores(state, player, card, 'icon', icon.asterisk === true)) return;
  changeMadness(state, player, icon.amount);
}

export function runSpecial(state: ManorState, player: number, card: number): void {
  const special = relicOf(card).special;
  if (!special || cultistIgnores(state, player, card, 'special', false)) return;
  // The Cultist resolves everything "to the greatest extent possible": it never declines a "may".
  if (special.may && playerOf(state, player).kind !== 'cultist') {
    return ask(state, player, 'may', ['yes', 'no'], { card, effect: special.effect });
  }
  startEffect(state, player, special.effect, card);
}

/** The answer to "you may …". */
export function answerMay(state: ManorState, prompt: Prompt, value: string | number): void {
  if (value !== 'yes') {
    say(state, () => `${playerName(state, prompt.player)} does not use ${cardName(prompt.card as number)}.`);
    return;
  }
  if (!prompt.effect) throw new Error('A "may" question without its effect.');
  startEffect(state, prompt.player, prompt.effect, prompt.card);
}
