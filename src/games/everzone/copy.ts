/**
 * Copying a state: a deep copy the rules may change in place. Card instances and the
 * config are never changed in place, so copies share them (`instances.ts`); so do log
 * lines, which are never changed once written.
 */
import { copyJson } from '../../engine';
import { NO_LOG } from './state';
import type { Declaration, EzStage, EzState, Modifier, PlayerState } from './types';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    marshalled: p.marshalled.slice(),
    active: p.active.slice(),
    inactive: p.inactive.slice(),
    supports: p.supports.slice(),
    retreated: p.retreated.slice(),
    fallen: p.fallen.slice(),
    pending: p.pending ? p.pending.slice() : null,
  };
}

function cloneStage(s: EzStage): EzStage {
  return {
    ...s,
    waiting: s.waiting.slice(),
    queue: s.queue.slice(),
    sides: s.sides.map(copyNumbers),
    targets: s.targets.slice(),
    clash: s.clash ? s.clash.map(copyNumbers) : null,
    pool: s.pool.slice(),
    picksLeft: s.picksLeft.slice(),
    winners: s.winners ? s.winners.slice() : null,
  };
}

function copyNumbers(list: readonly number[]): number[] {
  return list.slice();
}

function copyDeclaration(d: Declaration): Declaration {
  return { ...d, choice: copyJson(d.choice) };
}

function copyModifier(m: Modifier): Modifier {
  return { ...m, data: copyJson(m.data) };
}

/** A deep copy the rules may change in place. */
export function cloneState(s: EzState): EzState {
  return {
    rng: { ...s.rng },
    config: s.config,
    cards: s.cards,
    players: s.players.map(clonePlayer),
    teams: s.teams.map((t) => ({ ...t, seats: t.seats.slice() })),
    locationDeck: s.locationDeck.slice(),
    location: s.location,
    locationsPlayed: s.locationsPlayed,
    battleTurn: s.battleTurn,
    phase: s.phase,
    current: s.current,
    passes: s.passes,
    pile: s.pile.map(copyDeclaration),
    modifiers: s.modifiers.map(copyModifier),
    alliances: s.alliances ? s.alliances.map(copyNumbers) : null,
    flags: { ...s.flags },
    log: s.log === NO_LOG ? NO_LOG : s.log.slice(),
    stage: cloneStage(s.stage),
  };
}

/** A copy for search: no log, so steps write none. */
export function searchCopy(state: EzState): EzState {
  return cloneState({ ...state, log: NO_LOG });
}
