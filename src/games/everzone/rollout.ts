/**
 * A cheap, sensible rollout policy for search: what a plain player does without
 * thinking ahead. Keep the hand, marshal the units that can fight here and keep
 * the supports in hand, reveal what can fight, keep the strongest units active,
 * play a support or a skill now and then, fight on unless the side has nothing
 * left to fight with, and keep the hand at the retreat. Among the engine's own
 * menu of subsets it picks the one a plain player would; it never builds a subset
 * itself, so every move it makes is legal. It reads only the acting seat's cards
 * and the public board of the state it is given (in search, a determinisation of
 * the searching seat's view).
 */
import { nextFloat, pick, type RngState, type Seat } from '../../engine';
import { cardValue, type CardLookup } from './evaluate';
import type { EzAction, EzState, ForcesCardDef } from './types';

/** How often a rollout plays a support it may play, instead of passing. */
const PLAY_SUPPORT_CHANCE = 0.5;
/** How often a rollout uses a skill it may use, instead of passing. */
const USE_SKILL_CHANCE = 0.6;

export type LegalActionsOf = (state: EzState, seat: Seat) => EzAction[];

/** The game's `rolloutPolicy`, given the rules' lookups and `legalActions`. */
export function makeRolloutPolicy(lookup: CardLookup, legalActions: LegalActionsOf) {
  return (state: EzState, seat: Seat, rng: RngState): EzAction =>
    chooseRolloutAction(lookup, state, seat, legalActions(state, seat), rng);
}

export function chooseRolloutAction(
  lookup: CardLookup,
  state: EzState,
  seat: Seat,
  legal: readonly EzAction[],
  rng: RngState,
): EzAction {
  if (legal.length === 1) return legal[0] as EzAction;
  switch (state.phase) {
    case 'mulligan':
      return legal.find((a) => a.type === 'keep-hand') ?? pick(rng, legal);
    case 'marshal':
      return bestSubset(legal, 'marshal', (card) => marshalValue(lookup, state, card), rng);
    case 'reveal':
      return bestSubset(legal, 'reveal', (card) => fightValue(lookup, state, card), rng);
    case 'activate':
      return bestSubset(legal, 'activate', (card) => fightValue(lookup, state, card), rng);
    case 'retreat':
      return fewestCards(legal, rng);
    case 'surrender':
      return surrenderOrFight(state, seat, legal);
    case 'declare':
      return declareMove(legal, rng);
    default:
      return pick(rng, legal);
  }
}

function defOf(lookup: CardLookup, state: EzState, card: number): ForcesCardDef | undefined {
  const instance = state.cards[card];
  return instance ? lookup.card(instance.def) : undefined;
}

/** Can this card fight at the location in play (leaders anywhere)? */
function fitsHere(lookup: CardLookup, state: EzState, card: ForcesCardDef): boolean {
  if (card.type === 'leader') return true;
  const here = state.location ? lookup.location(state.location) : undefined;
  return !here || card.terrains.includes(here.terrain);
}

/** Marshal units that can fight here; supports stay in hand (they are played from it). */
function marshalValue(lookup: CardLookup, state: EzState, card: number): number {
  const def = defOf(lookup, state, card);
  if (!def) return 0;
  if (def.type === 'support') return -2;
  return fitsHere(lookup, state, def) ? 1 + cardValue(def) / 10 : -0.5;
}

function fightValue(lookup: CardLookup, state: EzState, card: number): number {
  const def = defOf(lookup, state, card);
  if (!def || def.type === 'support' || !fitsHere(lookup, state, def)) return -0.5;
  return cardValue(def);
}

/** The listed subset of this type whose cards sum to the highest value; ties at random. */
function bestSubset(
  legal: readonly EzAction[],
  type: 'marshal' | 'reveal' | 'activate',
  value: (card: number) => number,
  rng: RngState,
): EzAction {
  let best: EzAction[] = [];
  let bestScore = -Infinity;
  for (const action of legal) {
    if (action.type !== type) continue;
    let score = 0;
    for (const card of action.cards) score += value(card);
    if (score > bestScore) {
      bestScore = score;
      best = [action];
    } else if (score === bestScore) best.push(action);
  }
  return best.length > 0 ? pick(rng, best) : pick(rng, legal);
}

function fewestCards(legal: readonly EzAction[], rng: RngState): EzAction {
  let best: EzAction | null = null;
  for (const action of legal) {
    if (action.type !== 'retreat-discard') continue;
    if (!best || action.cards.length < (best as { cards: number[] }).cards.length) best = action;
  }
  return best ?? pick(rng, legal);
}

/** Surrender only with no unit left on the battlefield while the surrenders last. */
function surrenderOrFight(state: EzState, seat: Seat, legal: readonly EzAction[]): EzAction {
  const fight = legal.find((a) => a.type === 'fight-on');
  const surrender = legal.find((a) => a.type === 'surrender');
  if (!surrender || !fight) return fight ?? surrender ?? (legal[0] as EzAction);
  const team = state.players[seat]?.team;
  const teamState = state.teams.find((t) => t.team === team);
  if (!teamState || teamState.surrenders >= 2) return fight;
  for (const p of state.players) {
    if (p.team === team && p.active.length + p.inactive.length + p.marshalled.length > 0) return fight;
  }
  return surrender;
}

function declareMove(legal: readonly EzAction[], rng: RngState): EzAction {
  const supports = legal.filter((a) => a.type === 'play-support');
  if (supports.length > 0 && nextFloat(rng) < PLAY_SUPPORT_CHANCE) return pick(rng, supports);
  const skills = legal.filter((a) => a.type === 'use-skill');
  if (skills.length > 0 && nextFloat(rng) < USE_SKILL_CHANCE) return pick(rng, skills);
  return legal.find((a) => a.type === 'pass') ?? pick(rng, legal);
}
