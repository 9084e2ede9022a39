/**
 * Event windows: the moments the book lets a player play an Event out of turn. "Unless
 * specifically stated otherwise, cards may always be used after the fact to add extra
 * dice to a Skill Test, force dice to be re-rolled, etc." and "Many times a card will
 * allow you to cancel another card as it is played". A window opens after a Fight
 * Round's dice are rolled (before the results are applied), after a Skill Test's dice,
 * as a Mystery card is drawn, as a Minion Chart Event is rolled ("These Minion Chart
 * Events MAY be canceled by anything that cancels an Event"), and as a Town Elder is about
 * to be killed (elder-death.ts). In Cooperative play one also opens before each Fight
 * Round of a Hero's Fight (`openRoundWindow`).
 *
 * Who is asked must not tell anyone what a hand holds: every seat holding at least one
 * Event (a public count) is asked, play one or pass, whatever it holds. "If there is ever
 * a dispute over who gets to play their card first, priority always goes to the players
 * based on the current turn order (starting with the First Player": seats are asked in
 * that order; after a play the window starts again from the First Player, so everyone
 * may answer it, and it closes when every holder has passed in a row.
 */
import type { TouchAction } from './actions';
import { cardOf } from './cards';
import type { EventTiming } from './content-types';
import { eventPlays, eventTargets, healingPlays, playEvent } from './events';
import { modeOf } from './modes';
import { handHolder, handOf } from './seats';
import type { FightState, Task, TouchState, WindowTiming } from './state';

export type EventWindow = Extract<Task, { t: 'window' }>;

/** Opens a window for `hero`'s dice (null: nobody's, a Mystery or a chart Event), unless no seat holds an Event. */
export function openWindow(state: TouchState, timing: WindowTiming, hero: number | null): void {
  if (state.heroes.some((h) => h.events.length > 0)) state.tasks.push({ t: 'window', timing, hero, next: 0 });
}

/**
 * Cooperative play: "At the start of a Fight, as well as before each subsequent Fight
 * Round, players have the opportunity to play cards", and Events "can be played on any
 * Hero". Before each round of a Fight (not a single round that rolls by itself) the other
 * seats are asked once, before the fighting Hero makes its own choice; `roundOffered`
 * names the Hero whose round it was, so a Showdown's next Hero is asked for again. Returns
 * whether the window was offered now (it may ask nobody and close at once).
 */
export function openRoundWindow(state: TouchState, fight: FightState): boolean {
  if (fight.enemy.attack || modeOf(state.config) !== 'cooperative' || fight.roundOffered === fight.hero) return false;
  fight.roundOffered = fight.hero;
  openWindow(state, 'round', fight.hero);
  return true;
}

/** The window on top of the stack, if any. */
export function topWindow(state: TouchState): EventWindow | null {
  const top = state.tasks[state.tasks.length - 1];
  return top?.t === 'window' ? top : null;
}

const position = (state: TouchState, hero: number): number =>
  (hero - state.first + state.heroes.length) % state.heroes.length;

/** The Hero whose player is asked now: the next in turn order holding an Event; null once all have passed. */
export function windowHero(state: TouchState, window: EventWindow): number | null {
  const n = state.heroes.length;
  for (let k = window.next; k < n; k++) {
    const index = (state.first + k) % n;
    // A Team of Heroes' one hand is offered once for each Hero it may be played on.
    if (handOf(state, index).length > 0 && !fightersHand(state, window, index)) return index;
  }
  return null;
}

/**
 * Before a Fight Round the fighting Hero's own hand (a Team of Heroes': the one hand) is
 * offered with its other choices before that round (legal.ts): the window does not ask it twice.
 */
function fightersHand(state: TouchState, window: EventWindow, index: number): boolean {
  return window.timing === 'round' && handHolder(state, index) === handHolder(state, window.hero!);
}

/** What a Hero may play here: their own dice's Events when the dice are theirs, and any-time Events. */
function timings(window: EventWindow, hero: number): EventTiming[] {
  if (window.hero !== hero || (window.timing !== 'fight' && window.timing !== 'test')) return ['any-time'];
  return [window.timing, 'any-time'];
}

/**
 * Pass, or play an Event: one's any-time Events, the Events of these dice when they are
 * one's own, and (Cooperative play, "played on any Hero") any-time Events on every other
 * Hero one may target, those Events on an ally's dice, and before an ally's Showdown round
 * the healing the Showdown allows then.
 */
export function windowActions(state: TouchState, window: EventWindow): TouchAction[] {
  const hero = windowHero(state, window);
  if (hero === null) return [];
  const targets = eventTargets(state, hero);
  const onAlly = window.hero !== null && window.hero !== hero && targets.includes(window.hero) ? [window.hero] : [];
  return [
    { key: 'pass', type: 'pass' },
    ...eventPlays(state, hero, timings(window, hero)),
    ...eventPlays(
      state,
      hero,
      ['any-time'],
      targets.filter((t) => t !== hero),
    ),
    ...(window.timing === 'fight' || window.timing === 'test' ? eventPlays(state, hero, [window.timing], onAlly) : []),
    ...(window.timing === 'round' && underShowdown(state, window) ? healingPlays(state, hero, onAlly) : []),
    ...saves(state, window, hero),
  ];
}

/** A window before a Showdown Fight Round: "an opportunity between each Showdown Fight Round … (such as most Healing)". */
function underShowdown(state: TouchState, window: EventWindow): boolean {
  const under = state.tasks[state.tasks.indexOf(window) - 1];
  return under?.t === 'fight' && under.fight.enemy.villain === true;
}

/** As a Town Elder is about to be killed: any Event made of preventing Wounds, whatever its timing ("any Event card … that would prevent a Wound to a Hero"). */
function saves(state: TouchState, window: EventWindow, hero: number): TouchAction[] {
  const doom = state.tasks[state.tasks.indexOf(window) - 1];
  if (window.timing !== 'elder' || doom?.t !== 'elder-doom' || doom.prevented) return [];
  return eventPlays(state, hero, ['own-turn', 'fight', 'test']).filter(
    (a) => a.type === 'play' && cardOf('event', a.card).effects.every((e) => e.op === 'prevent'),
  );
}

export function answerWindow(state: TouchState, window: EventWindow, action: TouchAction): void {
  const hero = windowHero(state, window);
  if (hero === null) throw new Error('Nobody is asked in this window.');
  if (action.type === 'pass') {
    window.next = position(state, hero) + 1;
    return;
  }
  if (action.type !== 'play') throw new Error(`"${action.key}" is not an answer to an Event window.`);
  window.next = 0;
  playEvent(state, hero, action.card, action.on);
}

/**
 * The roll an Event played now acts on: the dice under the topmost window, when they
 * are the playing Hero's (a Fight with its round pending, or a Skill Test); else null.
 */
export function rollUnderWindow(state: TouchState, hero: number): Task | null {
  for (let i = state.tasks.length - 1; i > 0; i--) {
    const task = state.tasks[i]!;
    if (task.t !== 'window') continue;
    return task.hero === hero ? state.tasks[i - 1]! : null;
  }
  return null;
}
