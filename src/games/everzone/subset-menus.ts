/**
 * The menus of the subset phases, as card lists: marshal, reveal, activate and the
 * retreat's discards (see `menus.ts` for what a menu offers). `legalActions` turns
 * them into actions with keys; the rollout policy picks from them directly and makes
 * the one action it plays.
 */
import type { Seat } from '../../engine';
import { activatable, activationBudget, forcedCandidates } from './battle';
import { BY_VALUE, GREEDY_SCORES, SubsetMenu, costsOf, greedyFill } from './menus';
import type { EzRules } from './rules-context';
import { costOf, currentLocation, fightsAt, groupResources, playerOf, turnLimit } from './state';
import type { EzPhase, EzState, ForcesCardDef } from './types';

/** The action type and key prefix of each subset phase. */
export const SUBSET_PHASES = {
  marshal: { type: 'marshal', prefix: 'marshal' },
  reveal: { type: 'reveal', prefix: 'reveal' },
  activate: { type: 'activate', prefix: 'activate' },
  retreat: { type: 'retreat-discard', prefix: 'discard' },
} as const;

export type SubsetPhase = keyof typeof SUBSET_PHASES;

export function isSubsetPhase(phase: EzPhase): phase is SubsetPhase {
  return phase === 'marshal' || phase === 'reveal' || phase === 'activate' || phase === 'retreat';
}

/** The menu of `seat` in a subset phase, each subset sorted ascending, in the menu's order. */
export function subsetMenu(rules: EzRules, state: EzState, seat: Seat, phase: SubsetPhase): number[][] {
  switch (phase) {
    case 'marshal':
      return marshalMenu(rules, state, seat);
    case 'reveal':
      return revealMenu(rules, state, seat);
    case 'activate':
      return state.stage.activation === 'forced' ? forcedMenu(rules, state, seat) : activateMenu(rules, state, seat);
    case 'retreat':
      return discardMenu(rules, state, seat);
  }
}

function marshalMenu(rules: EzRules, state: EzState, seat: Seat): number[][] {
  const defs = rules.defsOf(state.cards);
  const loc = currentLocation(rules, state);
  const units: number[] = [];
  const here: number[] = [];
  for (const card of playerOf(state, seat).hand) {
    const def = defs[card] as ForcesCardDef;
    if (def.type === 'support') continue;
    units.push(card);
    if (fightsAt(def, loc)) here.push(card);
  }
  let most = 0;
  for (const resources of loc?.resources ?? []) most = Math.max(most, resources);
  const menu = new SubsetMenu();
  menu.addOwned([]);
  menu.add(here);
  menu.addOwned(units);
  // Enough for the largest turn, and twice that to replace losses.
  const costs = costsOf(rules, state, here);
  menu.addOwned(greedyFill(rules, state, here, costs, most, BY_VALUE));
  menu.addOwned(greedyFill(rules, state, here, costs, 2 * most, BY_VALUE));
  for (const card of here) menu.addOwned([card]);
  return menu.items;
}

function revealMenu(rules: EzRules, state: EzState, seat: Seat): number[][] {
  const defs = rules.defsOf(state.cards);
  const loc = currentLocation(rules, state);
  const units: number[] = [];
  const here: number[] = [];
  for (const card of playerOf(state, seat).marshalled) {
    const def = defs[card] as ForcesCardDef;
    if (def.type === 'support') continue;
    units.push(card);
    if (fightsAt(def, loc)) here.push(card);
  }
  const menu = new SubsetMenu();
  menu.add(here);
  menu.addOwned(greedyFill(rules, state, here, costsOf(rules, state, here), turnLimit(rules, state) ?? 0, BY_VALUE));
  menu.addOwned([]);
  menu.addOwned(units);
  for (const card of here) menu.addOwned([card]);
  return menu.items;
}

/** The activation step: greedy fills, the army as it stands if it still fits, none, and single units. */
function activateMenu(rules: EzRules, state: EzState, seat: Seat): number[][] {
  const candidates = activatable(rules, state, seat);
  const budget = activationBudget(rules, state, seat);
  const costs = costsOf(rules, state, candidates);
  const menu = new SubsetMenu();
  for (const score of GREEDY_SCORES) menu.addOwned(greedyFill(rules, state, candidates, costs, budget, score));
  const current = playerOf(state, seat).active;
  if (fitsTurn(rules, state, current, candidates, budget)) menu.add(current);
  menu.addOwned([]);
  for (let i = 0; i < candidates.length; i++) {
    if ((costs[i] as number) <= budget) menu.addOwned([candidates[i] as number]);
  }
  return menu.items;
}

/** May `cards` be the whole army of the activation step (`candidates`: `activatable`, `budget`: its budget)? */
export function fitsTurn(
  rules: EzRules,
  state: EzState,
  cards: readonly number[],
  candidates: readonly number[],
  budget: number,
): boolean {
  let used = 0;
  for (const card of cards) {
    if (!candidates.includes(card)) return false;
    used += costOf(rules, state, card);
  }
  return used <= budget;
}

function forcedMenu(rules: EzRules, state: EzState, seat: Seat): number[][] {
  const candidates = forcedCandidates(rules, state, seat);
  const free = (turnLimit(rules, state) ?? 0) - groupResources(rules, state, seat);
  const costs = costsOf(rules, state, candidates);
  const menu = new SubsetMenu();
  for (const score of GREEDY_SCORES) menu.addOwned(greedyFill(rules, state, candidates, costs, free, score));
  return menu.items;
}

function discardMenu(rules: EzRules, state: EzState, seat: Seat): number[][] {
  const defs = rules.defsOf(state.cards);
  const hand = playerOf(state, seat).hand;
  const supports: number[] = [];
  const units: number[] = [];
  for (const card of hand) ((defs[card] as ForcesCardDef).type === 'support' ? supports : units).push(card);
  const menu = new SubsetMenu();
  menu.addOwned([]);
  menu.addOwned(supports);
  menu.addOwned(units);
  menu.add(hand);
  return menu.items;
}
