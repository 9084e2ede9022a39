/**
 * Who acts and what they may do. Simultaneous phases (mulligan, marshal, target,
 * reveal, retreat) ask every seat still waiting; the others ask `current`.
 */
import type { Seat } from '../../engine';
import { activatable, activationBudget, forcedCandidates } from './battle';
import { declarations } from './declare';
import { GREEDY_SCORES, SubsetMenu, greedyFill, parseSubset, totalCost } from './menus';
import type { EzRules } from './rules-context';
import { canFightHere, currentLocation, groupResources, isUnit, liveSeatsFrom, playerOf, turnLimit } from './state';
import type { EzAction, EzState } from './types';

const SIMULTANEOUS = new Set(['mulligan', 'marshal', 'target', 'reveal', 'retreat']);

export function toAct(state: EzState): Seat[] {
  if (state.phase === 'over') return [];
  if (SIMULTANEOUS.has(state.phase)) return state.stage.waiting.slice().sort((a, b) => a - b);
  return [state.current];
}

export function legalActions(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  if (!toAct(state).includes(seat)) return [];
  const p = playerOf(state, seat);
  switch (state.phase) {
    case 'locations': {
      const ids = [...new Set(state.stage.pool)].sort();
      return ids.map((location) => ({ key: `pick:${location}`, type: 'pick-location', location }));
    }
    case 'mulligan': {
      const out: EzAction[] = [{ key: 'keep', type: 'keep-hand' }];
      if (p.hand.length > 0) out.push({ key: 'mulligan', type: 'mulligan' });
      return out;
    }
    case 'marshal':
      return marshalMenu(rules, state, seat);
    case 'target':
      return liveSeatsFrom(state, 0)
        .filter((s) => s !== seat)
        .map((target) => ({ key: `target:${target}`, type: 'target', seat: target }));
    case 'reveal':
      return revealMenu(rules, state, seat);
    case 'activate':
      return activateMenu(rules, state, seat);
    case 'declare': {
      const out: EzAction[] = [{ key: 'pass', type: 'pass' }];
      out.push(...declarations(rules, state, seat));
      for (const card of p.supports) out.push({ key: `discard-support:${card}`, type: 'discard-support', card });
      return out;
    }
    case 'surrender':
      return [
        { key: 'fight-on', type: 'fight-on' },
        { key: 'surrender', type: 'surrender' },
      ];
    case 'retreat':
      return discardMenu(rules, state, seat);
    default:
      return [];
  }
}

function unitsIn(rules: EzRules, state: EzState, cards: readonly number[]): number[] {
  return cards.filter((c) => isUnit(rules, state, c));
}

function marshalMenu(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  const hand = playerOf(state, seat).hand;
  const units = unitsIn(rules, state, hand);
  const here = units.filter((c) => canFightHere(rules, state, c));
  const most = Math.max(0, ...(currentLocation(rules, state)?.resources ?? [0]));
  const menu = new SubsetMenu('marshal');
  menu.add([]);
  menu.add(here);
  menu.add(units);
  // Enough for the largest turn, and twice that to replace losses.
  for (const budget of [most, 2 * most]) menu.add(greedyFill(rules, state, here, budget, GREEDY_SCORES[0]!));
  for (const card of here) menu.add([card]);
  return menu.items.map(({ key, cards }) => ({ key, type: 'marshal', cards }));
}

function revealMenu(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  const units = unitsIn(rules, state, playerOf(state, seat).marshalled);
  const here = units.filter((c) => canFightHere(rules, state, c));
  const menu = new SubsetMenu('reveal');
  menu.add(here);
  menu.add(greedyFill(rules, state, here, turnLimit(rules, state) ?? 0, GREEDY_SCORES[0]!));
  menu.add([]);
  menu.add(units);
  for (const card of here) menu.add([card]);
  return menu.items.map(({ key, cards }) => ({ key, type: 'reveal', cards }));
}

function activateMenu(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  const menu = new SubsetMenu('activate');
  if (state.stage.activation === 'forced') {
    const candidates = forcedCandidates(rules, state, seat);
    const free = (turnLimit(rules, state) ?? 0) - groupResources(rules, state, seat);
    for (const score of GREEDY_SCORES) menu.add(greedyFill(rules, state, candidates, free, score));
  } else {
    const candidates = activatable(rules, state, seat);
    const budget = activationBudget(rules, state, seat);
    for (const score of GREEDY_SCORES) menu.add(greedyFill(rules, state, candidates, budget, score));
    const current = playerOf(state, seat).active;
    if (isTurnActivation(rules, state, seat, current)) menu.add(current);
    menu.add([]);
    for (const card of candidates) if (totalCost(rules, state, [card]) <= budget) menu.add([card]);
  }
  return menu.items.map(({ key, cards }) => ({ key, type: 'activate', cards }));
}

function discardMenu(rules: EzRules, state: EzState, seat: Seat): EzAction[] {
  const hand = playerOf(state, seat).hand;
  const menu = new SubsetMenu('discard');
  menu.add([]);
  menu.add(hand.filter((c) => !isUnit(rules, state, c)));
  menu.add(hand.filter((c) => isUnit(rules, state, c)));
  menu.add(hand);
  return menu.items.map(({ key, cards }) => ({ key, type: 'retreat-discard', cards }));
}

// ---------------------------------------------------------------- any legal subset

function isTurnActivation(rules: EzRules, state: EzState, seat: Seat, cards: readonly number[]): boolean {
  const allowed = new Set(activatable(rules, state, seat));
  return cards.every((c) => allowed.has(c)) && totalCost(rules, state, cards) <= activationBudget(rules, state, seat);
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
  if (!toAct(state).includes(seat)) return null;
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
