/**
 * Manor table fixtures made by the real rules: a state set up as a test needs it,
 * then the seat view the services would send (the seat's view, its legal actions
 * with their words, the match summary).
 */
import { tryApply } from '../../src/engine';
import { manor } from '../../src/games/manor';
import { INSTANCES } from '../../src/games/manor/content';
import type { ManorState } from '../../src/games/manor/state';
import type { ActionId, ManorConfig, ManorView } from '../../src/games/manor/types';
import type { LegalAction, MatchSummary, SeatView } from '../../src/shared/api';

export const SOLO: ManorConfig = { players: 1, level: 1 };
export const TWO: ManorConfig = { players: 2 };
export const FOUR: ManorConfig = { players: 4 };

/** The first card instance of a relic: enough for tables that show it, not for rules that count copies. */
export function instance(def: string): number {
  const id = INSTANCES.findIndex((c) => c.id === def);
  if (id < 0) throw new Error(`no relic ${def}`);
  return id;
}

export interface Situation {
  lantern?: number;
  /** Relic ids per room, Attic first. */
  rooms?: string[];
  /** Relic ids put on each player's cache above what it holds, bottom first. */
  caches?: string[][];
  madness?: number[];
  roles?: string[];
  faces?: Partial<Record<'blue' | 'green' | 'red', string>>;
}

/** A game of `config` set up, then changed as the situation says. */
export function situation(config: ManorConfig, a: Situation = {}): ManorState {
  const state = manor.setup(config, 1);
  if (a.lantern !== undefined) state.lantern = a.lantern;
  if (a.rooms) state.rooms = a.rooms.map(instance);
  state.players.forEach((p, i) => {
    p.cache.push(...(a.caches?.[i] ?? []).map(instance));
    p.madness = a.madness?.[i] ?? p.madness;
    p.role = a.roles?.[i] ?? p.role;
  });
  for (const g of state.gods) g.face = a.faces?.[g.colour] ?? g.face;
  return state;
}

/** Applies the legal action with this key for `seat`; fails loudly with the legal keys. */
export function act(state: ManorState, key: string, seat: number): ManorState {
  const result = tryApply(manor, state, seat, { key });
  if (!result.ok) throw new Error(`${result.error.message} Legal: ${legalOf(state, seat).map((l) => l.action.key)}`);
  return result.state as ManorState;
}

/** Every seat places its card, seat 0 first. */
export function selectAll(state: ManorState, cards: ActionId[]): ManorState {
  return cards.reduce((s, card, seat) => act(s, `select:${card}`, seat), state);
}

export function legalOf(state: ManorState, seat: number): LegalAction[] {
  return manor.legalActions(state, seat).map((action) => ({ action, label: manor.describe(action, state) }));
}

export function manorSeatView(state: ManorState, seat: number, over: Partial<MatchSummary> = {}): SeatView<ManorView> {
  const view = manor.view(state, seat);
  const seats = state.config.players;
  const match: MatchSummary = {
    id: 'm-manor',
    game: 'manor',
    gameName: 'All Manor of Evil',
    config: state.config,
    seed: 1,
    seats: Array.from({ length: seats }, (_, s) => (s === seat ? { kind: 'human' } : { kind: 'ai', level: 'greedy' })),
    seatLabels: manor.seatLabels(state.config),
    seatTeams: manor.seatTeams(state.config),
    version: 3,
    toAct: manor.toAct(state),
    over: manor.isOver(state),
    outcome: manor.isOver(state) ? manor.outcome(state) : null,
    createdAt: '',
    updatedAt: '',
    ...over,
  };
  return { match, seat, view, log: view.log, legal: legalOf(state, seat) };
}
