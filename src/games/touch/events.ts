/**
 * Event cards in a hand: which may be played at a moment, on which Hero, and playing one.
 * "Event Cards should be fairly clear as to when they should be played": each card's
 * timing (own-turn, fight, test, any-time) says at which moments it is offered.
 *
 * Cooperative play: "You'll notice that many of the cards (especially Events) can be
 * played on any Hero, not just yourself." An Event whose effects act on a Hero may be
 * played on any standing Hero; one that ends "your turn", lets its player Peek or
 * cancels a card acts for its player only.
 */
import type { TouchAction } from './actions';
import { cardOf, discardCard, removeCard } from './cards';
import { heroDef } from './content';
import type { EventDef, EventTiming } from './content-types';
import type { Effect } from './effect-types';
import { modeOf } from './modes';
import { handOf } from './seats';
import { heroAt, logLine, type TouchState } from './state';

/** Effects that act on the Hero the card is played on. */
const ON_A_HERO: ReadonlySet<Effect['op']> = new Set<Effect['op']>([
  'investigation',
  'collect-here',
  'wound',
  'heal',
  'draw',
  'upgrade',
  'move-hero',
  'militia',
  'discard-item',
  'fight-dice',
  'reroll',
  'prevent',
  'cure-curse',
  'test',
  'choose',
]);

/** Effects that belong to the player's own turn or hand: "Your turn ends", a Peek, a cancel. */
const PLAYER_ONLY: ReadonlySet<Effect['op']> = new Set<Effect['op']>(['end-turn', 'peek', 'replace-secret', 'cancel']);

/** Whether this Event may be played on a Hero other than its player's own. */
export function playableOnAnyHero(state: TouchState, def: EventDef): boolean {
  if (modeOf(state.config) !== 'cooperative') return false;
  return def.effects.some((e) => ON_A_HERO.has(e.op)) && !def.effects.some((e) => PLAYER_ONLY.has(e.op));
}

/** The Heroes a player's Events may act on: their own, then (Cooperative play) every other standing Hero in turn order. */
export function eventTargets(state: TouchState, index: number): number[] {
  if (modeOf(state.config) !== 'cooperative') return [index];
  const n = state.heroes.length;
  const others = Array.from({ length: n - 1 }, (_, k) => (index + 1 + k) % n);
  return [index, ...others.filter((i) => !state.heroes[i]!.ko)];
}

/**
 * The Events of a Hero's hand playable with these timings, on each of `on` the card may
 * act on (own Hero: `play:<card>`; another: `play:<card>:<hero>`). Two copies of one
 * Event play the same, so the first is listed.
 */
export function eventPlays(
  state: TouchState,
  index: number,
  timings: readonly EventTiming[],
  on: readonly number[] = [index],
): TouchAction[] {
  const seen = new Set<string>();
  const out: TouchAction[] = [];
  for (const card of handOf(state, index)) {
    const def = cardOf('event', card);
    if (!timings.includes(def.timing) || seen.has(def.id)) continue;
    seen.add(def.id);
    for (const target of on) {
      if (target === index) out.push({ key: `play:${card}`, type: 'play', card });
      else if (playableOnAnyHero(state, def))
        out.push({ key: `play:${card}:${heroAt(state, target).hero}`, type: 'play', card, on: target });
    }
  }
  return out;
}

/**
 * The `own-turn` Events made only of healing, on each of `on`: the Showdown's "opportunity
 * between each Showdown Fight Round for the Hero to play cards that may not be used 'during
 * a Fight Round' (such as most Healing)".
 */
export function healingPlays(state: TouchState, index: number, on: readonly number[] = [index]): TouchAction[] {
  return eventPlays(state, index, ['own-turn'], on).filter(
    (a) => a.type === 'play' && cardOf('event', a.card).effects.every((e) => e.op === 'heal'),
  );
}

/** The card leaves the hand (removed from the game if it says so) and its effects happen now, to the Hero it is played on. */
export function playEvent(state: TouchState, index: number, card: number, on = index): void {
  const hero = heroAt(state, index);
  const def = cardOf('event', card);
  const hand = handOf(state, index);
  hand.splice(hand.indexOf(card), 1);
  if (def.removeAfterPlay) removeCard(state, 'event', card);
  else discardCard(state, 'event', card);
  const target = on === index ? '' : ` on ${heroDef(heroAt(state, on).hero).name}`;
  logLine(state, `${heroDef(hero.hero).name} plays ${def.name}${target}: ${def.text}`, hero.seat);
  state.tasks.push({ t: 'effects', hero: on, effects: def.effects });
}
