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
import { cardValue } from './evaluate';
import { declarations } from './declare';
import { PASS, legalActions, mustAct, subsetAction } from './legal';
import type { EzRules } from './rules-context';
import { SUBSET_PHASES, isSubsetPhase, subsetMenu, type SubsetPhase } from './subset-menus';
import type { EzAction, EzState, ForcesCardDef, LocationDef } from './types';

/** How often a rollout plays a support it may play, instead of passing. */
const PLAY_SUPPORT_CHANCE = 0.5;
/** How often a rollout uses a skill it may use, instead of passing. */
const USE_SKILL_CHANCE = 0.6;

/** The game's `rolloutPolicy`, on the rules' context. */
export function makeRolloutPolicy(rules: EzRules) {
  return (state: EzState, seat: Seat, rng: RngState): EzAction => rolloutMove(rules, state, seat, rng);
}

/**
 * What `chooseRolloutAction` would pick from `legalActions`, without listing what it
 * would not look at: subset menus stay card lists until one is chosen.
 */
function rolloutMove(rules: EzRules, state: EzState, seat: Seat, rng: RngState): EzAction {
  const phase = state.phase;
  if (!mustAct(state, seat)) return chooseRolloutAction(state, seat, legalActions(rules, state, seat), rng);
  // Keep the hand, and keep it at the retreat: the first item of either list.
  if (phase === 'mulligan') return legalActions(rules, state, seat)[0] as EzAction;
  if (phase === 'retreat') return subsetAction('retreat-discard', SUBSET_PHASES.retreat.prefix, []);
  if (isSubsetPhase(phase)) return bestSubset(rules, state, seat, phase, rng);
  // Declaring: a support or a skill now and then, else pass; never a discard of a support.
  if (phase === 'declare') return declareMove(PASS, declarations(rules, state, seat), rng);
  return chooseRolloutAction(state, seat, legalActions(rules, state, seat), rng);
}

/** The rollout's choice among `legal`, the seat's legal actions. */
export function chooseRolloutAction(state: EzState, seat: Seat, legal: readonly EzAction[], rng: RngState): EzAction {
  if (legal.length === 1) return legal[0] as EzAction;
  switch (state.phase) {
    case 'mulligan':
      return legal.find((a) => a.type === 'keep-hand') ?? pick(rng, legal);
    case 'retreat':
      return fewestCards(legal, rng);
    case 'surrender':
      return surrenderOrFight(state, seat, legal);
    case 'declare':
      return declareMove(legal.find((a) => a.type === 'pass') ?? null, legal, rng);
    default:
      return pick(rng, legal);
  }
}

/** Can this card fight at the location in play (leaders anywhere)? */
function fitsHere(card: ForcesCardDef, here: LocationDef | undefined): boolean {
  if (card.type === 'leader') return true;
  return !here || card.terrains.includes(here.terrain);
}

/** Marshal units that can fight here; supports stay in hand (they are played from it). */
function marshalValue(def: ForcesCardDef | undefined, here: LocationDef | undefined): number {
  if (!def) return 0;
  if (def.type === 'support') return -2;
  return fitsHere(def, here) ? 1 + cardValue(def) / 10 : -0.5;
}

function fightValue(def: ForcesCardDef | undefined, here: LocationDef | undefined): number {
  if (!def || def.type === 'support' || !fitsHere(def, here)) return -0.5;
  return cardValue(def);
}

/**
 * The listed subset whose cards sum to the highest value (marshal: units that can fight
 * here; reveal and activate: the strongest that can); ties at random.
 */
function bestSubset(rules: EzRules, state: EzState, seat: Seat, phase: SubsetPhase, rng: RngState): EzAction {
  const items = subsetMenu(rules, state, seat, phase);
  const { type, prefix } = SUBSET_PHASES[phase];
  if (items.length === 1) return subsetAction(type, prefix, items[0] as number[]);
  const defs = rules.defsOf(state.cards);
  const here = state.location ? rules.location(state.location) : undefined;
  const marshal = phase === 'marshal';
  let best: number[][] = [];
  let bestScore = -Infinity;
  for (const cards of items) {
    let score = 0;
    for (const card of cards) {
      const def = defs[card];
      score += marshal ? marshalValue(def, here) : fightValue(def, here);
    }
    if (score > bestScore) {
      bestScore = score;
      best = [cards];
    } else if (score === bestScore) best.push(cards);
  }
  return subsetAction(type, prefix, pick(rng, best));
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

/** Among `options` (declarations, perhaps with other actions): a support, a skill, or `pass` (any, without one). */
function declareMove(pass: EzAction | null, options: readonly EzAction[], rng: RngState): EzAction {
  const supports = options.filter((a) => a.type === 'play-support');
  if (supports.length > 0 && nextFloat(rng) < PLAY_SUPPORT_CHANCE) return pick(rng, supports);
  const skills = options.filter((a) => a.type === 'use-skill');
  if (skills.length > 0 && nextFloat(rng) < USE_SKILL_CHANCE) return pick(rng, skills);
  return pass ?? pick(rng, options);
}
