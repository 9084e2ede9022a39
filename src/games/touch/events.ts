/**
 * Event cards in a hand: which may be played at a moment, and playing one. "Event
 * Cards should be fairly clear as to when they should be played": each card's timing
 * (own-turn, fight, test, any-time) says at which moments it is offered.
 */
import type { TouchAction } from './actions';
import { cardOf, discardCard, removeCard } from './cards';
import { heroDef } from './content';
import type { EventTiming } from './content-types';
import { handOf } from './seats';
import { heroAt, logLine, type TouchState } from './state';

/** The Events of a Hero's hand playable with these timings; two copies of one Event play the same, so the first is listed. */
export function eventPlays(state: TouchState, index: number, timings: readonly EventTiming[]): TouchAction[] {
  const seen = new Set<string>();
  const out: TouchAction[] = [];
  for (const card of handOf(state, index)) {
    const def = cardOf('event', card);
    if (!timings.includes(def.timing) || seen.has(def.id)) continue;
    seen.add(def.id);
    out.push({ key: `play:${card}`, type: 'play', card });
  }
  return out;
}

/** The card leaves the hand (removed from the game if it says so) and its effects happen now. */
export function playEvent(state: TouchState, index: number, card: number): void {
  const hero = heroAt(state, index);
  const def = cardOf('event', card);
  const hand = handOf(state, index);
  hand.splice(hand.indexOf(card), 1);
  if (def.removeAfterPlay) removeCard(state, 'event', card);
  else discardCard(state, 'event', card);
  logLine(state, `${heroDef(hero.hero).name} plays ${def.name}: ${def.text}`, hero.seat);
  state.tasks.push({ t: 'effects', hero: index, effects: def.effects });
}
