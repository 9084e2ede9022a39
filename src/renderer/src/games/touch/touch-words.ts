/**
 * A Touch of Evil's names for the table: Heroes, Elders, Minions, cards and spaces,
 * read from the content the view's ids point to. A card number of -1 is one the
 * seat may not see (the view's redaction), and is never looked up.
 */
import { SHADOWBROOK } from '../../../../games/touch/board';
import { cardOf } from '../../../../games/touch/cards';
import { carriedName } from '../../../../games/touch/carry';
import { elderDef, heroDef, villainDef } from '../../../../games/touch/content';
import type { Carried, TouchState } from '../../../../games/touch/state';
import type { TouchView } from '../../../../games/touch/view';

export const HIDDEN_CARD = -1;

export function heroName(view: TouchView, hero: number): string {
  const state = view.heroes[hero];
  return state ? heroDef(state.hero).name : `Hero ${hero + 1}`;
}

export function elderName(view: TouchView, elder: number): string {
  const state = view.elders[elder];
  return state ? elderDef(state.elder).name : `Elder ${elder + 1}`;
}

export function spaceName(space: number): string {
  return SHADOWBROOK.spaces[space]?.name ?? `space ${space}`;
}

export function minionName(view: TouchView, minion: string): string {
  return villainDef(view.villain.villain).minions.find((m) => m.id === minion)?.name ?? minion;
}

export function itemName(item: Carried): string {
  return carriedName(item);
}

export function eventName(card: number): string {
  return card === HIDDEN_CARD ? 'a face-down Event' : cardOf('event', card).name;
}

/** The seat's own words for the question asked, from the view's prompt (null when none is open). */
export function promptHeading(view: TouchView): string | null {
  const prompt = view.prompt;
  if (!prompt) return null;
  const who = heroName(view, prompt.hero);
  switch (prompt.kind) {
    case 'choose':
      return `${who}: choose what the encounter gives`;
    case 'keep':
      return `${who}: keep ${prompt.keep === 1 ? 'one card' : `${prompt.keep} cards`}`;
    case 'peek':
      return `${who}: choose an Elder to peek at`;
    case 'replace-secret':
      return `${who}: discard one of ${elderName(view, prompt.elder)}'s Secrets, or keep them all`;
    case 'discard-item':
      return prompt.reason === 'carry'
        ? `${who} carries too much: discard a card`
        : `${who}: discard an Item or Ally (${prompt.left} left)`;
    case 'ko-loss':
      return `${who} is KO'd: lose Investigation or a card (${prompt.left} left)`;
    case 'lair-keep':
      return `${who}: keep one Lair card`;
    case 'party':
      return `${who}: gather the Hunting Party`;
    case 'first-fights':
      return `${who}: choose which Hero fights first at ${spaceName(prompt.space)}`;
    case 'hound-order':
      return `${who}: choose which Hound moves next`;
    case 'push-back':
      return `${who} is pushed back: choose the space`;
    case 'martyr':
      return `${who}: may ${elderName(view, prompt.elder)} take this round's Wounds?`;
    case 'heal-whom':
      return `${who}: heal yourself or ${elderName(view, prompt.elder)}?`;
    case 'protect':
      return `${who}: choose the Elders your card protects (${prompt.left} left)`;
    case 'regroup':
      return `${who}: regroup the Hunting Party before the round`;
    case 'accuse':
      return `${who}: accuse a Town Elder, or not`;
    case 'join':
      return `${who}: join the Showdown?`;
    case 'gift':
      return `${who}: ${heroName(view, prompt.from)} offers a card`;
    case 'hold-back':
      return `${who}: hold back the Darkness?`;
    case 'shield':
      return `${who}: take ${prompt.wounds} Wounds between the Heroes, or the track moves ${prompt.steps}`;
    case 'pick-elder':
      return `${who}: choose among the Elders tied`;
    case 'order':
      return `${who}: choose what happens next`;
    case 'omen':
      return prompt.resolve
        ? `${who}: choose the Elder who gains a Resolve token`
        : `${who}: choose the dead Town Elder who returns`;
    case 'madness-dice':
      return `${who}: how many Fight Dice to roll against the madness (${prompt.min} to ${prompt.max})`;
    case 'confronter':
      return `${who}: choose the Hero who makes the Daring Confrontation's Test`;
    case 'confront':
      return `${who}: every Hero takes 1 Wound, or the Showdown is cancelled`;
    case 'chase':
      return prompt.join ? `${who}: join the Showdown for free?` : `${who}: pay ${prompt.cost} to follow the Showdown?`;
  }
}

/** The rules' functions read the table; a seat's view is the table with that seat's hidden cards masked. */
export const rulesTable = (view: TouchView): TouchState => view as unknown as TouchState;
