/**
 * Who acts and what they may do. Simultaneous phases (mulligan, marshal, target,
 * reveal, retreat) ask every seat still waiting; the others ask `current`.
 */
import type { Seat } from '../../engine';
import { activatable, activationBudget, forcedCandidates } from './battle';
import { declarations } from './declare';
import { parseSubset, totalCost } from './menus';
import type { EzRules } from './rules-context';
import { groupResources, isUnit, liveSeatsFrom, playerOf, sortAscending, turnLimit } from './state';
import { SUBSET_PHASES, fitsTurn, isSubsetPhase, subsetMenu, type SubsetPhase } from './subset-menus';
import type { EzAction, EzPhase, EzState } from './types';

function isSimultaneous(phase: EzPhase): boolean {
  return phase === 'mulligan' || phase === 'marshal' || phase === 'target' || phase === 'reveal' || phase === 'retreat';
}

export function toAct(state: EzState): Seat[] {
  if (state.phase === 'over') return [];
  if (isSimultaneous(state.phase)) return sortAscending(state.stage.waiting.slice());
  return [state.current];
}

/** `toAct(state).includes(seat)`, without making the list. */
export function mustAct(state: EzState, seat: Seat): boolean {
  if (state.phase === 'over') return false;
  return isSimultaneous(state.phase) ? state.stage.waiting.includes(seat) : state.current === seat;
}

// Actions that name nothing, or one card or seat, are made once and shared.
const KEEP: EzAction = Object.freeze({ key: 'keep', type: 'keep-hand' });
const MULLIGAN: EzAction = Object.freeze({ key: 'mulligan', type: 'mulligan' });
export const PASS: EzAction = Object.freeze({ key: 'pass', type: 'pass' });
const FIGHT_ON: EzAction = Object.freeze({ key: 'fight-on', type: 'fight-on' });
const SURRENDER: EzAction = Object.freeze({ key: 'surrender', type: 'surrender' });
const discardSupports: EzAction[] = [];
const targets: EzAction[] = [];

function discardSupport(card: number): EzAction {
  return (discardSupports[card] ??= Object.freeze({ key: `discard-support:${card}`, type: 'discard-support', card }));
}

function target(seat: Seat): EzAction {
  return (targets[seat] ??= Object.freeze({ key: `target:${seat}`, type: 'target', seat }));
}

export function legalActions(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  if (!mustAct(state, seat)) return [];
  const phase = state.phase;
  if (isSubsetPhase(phase)) return subsetActions(phase, subsetMenu(rules, state, seat, phase));
  const p = playerOf(state, seat);
  switch (phase) {
    case 'locations': {
      const ids = [...new Set(state.stage.pool)].sort();
      return ids.map((location) => ({ key: `pick:${location}`, type: 'pick-location', location }));
    }
    case 'mulligan':
      return p.hand.length > 0 ? [KEEP, MULLIGAN] : [KEEP];
    case 'target': {
      const out: EzAction[] = [];
      for (const other of liveSeatsFrom(state, 0)) if (other !== seat) out.push(target(other));
      return out;
    }
    case 'declare': {
      const out: EzAction[] = [PASS];
      for (const action of declarations(rules, state, seat)) out.push(action);
      for (const card of p.supports) out.push(discardSupport(card));
      return out;
    }
    case 'surrender':
      return [FIGHT_ON, SURRENDER];
    default:
      return [];
  }
}

/** A subset menu as actions: the subsets are sorted, so a key is the ids joined. */
function subsetActions(phase: SubsetPhase, items: number[][]): EzAction[] {
  const { type, prefix } = SUBSET_PHASES[phase];
  return items.map((cards) => subsetAction(type, prefix, cards));
}

/** The action of one subset of a menu (its cards sorted ascending). */
export function subsetAction(
  type: (typeof SUBSET_PHASES)[SubsetPhase]['type'],
  prefix: string,
  cards: number[],
): EzAction {
  return { key: cards.length > 1 ? `${prefix}:${cards.join(',')}` : shortKey(prefix, cards), type, cards };
}

// Keys of no card or one card, which most menu items are, made once per prefix and card.
const shortKeys = new Map<string, string[]>();

function shortKey(prefix: string, cards: readonly number[]): string {
  let keys = shortKeys.get(prefix);
  if (!keys) {
    keys = [];
    shortKeys.set(prefix, keys);
  }
  // Index 0: no card; index c + 1: card c.
  const at = cards.length === 0 ? 0 : (cards[0] as number) + 1;
  return (keys[at] ??= `${prefix}:${cards.length === 0 ? '' : String(cards[0])}`);
}

// ---------------------------------------------------------------- any legal subset

function unitsIn(rules: EzRules, state: EzState, cards: readonly number[]): number[] {
  return cards.filter((c) => isUnit(rules, state, c));
}

function isTurnActivation(rules: EzRules, state: EzState, seat: Seat, cards: readonly number[]): boolean {
  return fitsTurn(rules, state, cards, activatable(rules, state, seat), activationBudget(rules, state, seat));
}

/** A forced activation must add units until none of the rest would fit ("as allowed by the resource limit"). */
function isForcedActivation(rules: EzRules, state: EzState, seat: Seat, cards: readonly number[]): boolean {
  const candidates = forcedCandidates(rules, state, seat);
  if (!cards.every((c) => candidates.includes(c))) return false;
  const free = (turnLimit(rules, state) ?? 0) - groupResources(rules, state, seat);
  const used = totalCost(rules, state, cards);
  if (used > free) return false;
  return candidates.every((c) => cards.includes(c) || used + totalCost(rules, state, [c]) > free);
}

/** The action a subset key names, when it is legal for `seat` now (see `Game.parseAction`). */
export function parseAction(rules: EzRules, state: EzState, seat: Seat, key: string): EzAction | null {
  if (!mustAct(state, seat)) return null;
  const p = playerOf(state, seat);
  const within = (ids: number[], pool: readonly number[]) => ids.every((c) => pool.includes(c));
  if (state.phase === 'marshal') {
    const cards = parseSubset(key, 'marshal');
    return cards && within(cards, p.hand) ? { key, type: 'marshal', cards } : null;
  }
  if (state.phase === 'reveal') {
    const cards = parseSubset(key, 'reveal');
    return cards && within(cards, unitsIn(rules, state, p.marshalled)) ? { key, type: 'reveal', cards } : null;
  }
  if (state.phase === 'activate') {
    const cards = parseSubset(key, 'activate');
    if (!cards) return null;
    const ok =
      state.stage.activation === 'forced'
        ? isForcedActivation(rules, state, seat, cards)
        : isTurnActivation(rules, state, seat, cards);
    return ok ? { key, type: 'activate', cards } : null;
  }
  if (state.phase === 'retreat') {
    const cards = parseSubset(key, 'discard');
    return cards && within(cards, p.hand) ? { key, type: 'retreat-discard', cards } : null;
  }
  return null;
}
