/**
 * What one seat (or a spectator) may see. Hidden: hands and decks, face-down
 * marshalled cards (their owner sees them), commitments and target tokens before
 * everyone has chosen, and the order of the location deck. Everything else is public,
 * including the pool of locations still face up on the table.
 */
import type { Viewer } from '../../engine';
import { resolveDeck } from './config';
import type { EzRules } from './rules-context';
import { armyOf } from './sides';
import { currentLocation, resourcesOf, turnLimit } from './state';
import type { CardView, EverzoneView, EzState, PlayerState, PlayerView } from './types';

function cardView(state: EzState, card: number): CardView {
  const c = state.cards[card];
  if (!c) throw new Error(`No card instance ${card} in this game.`);
  return { id: c.id, def: c.def, owner: c.owner, controller: c.controller };
}

function playerView(rules: EzRules, state: EzState, p: PlayerState, viewer: Viewer): PlayerView {
  const own = viewer === p.seat;
  const show = (cards: number[]) => cards.map((c) => cardView(state, c));
  const hide = (cards: number[]) => cards.map((c) => (own ? cardView(state, c) : null));
  const simultaneous = state.phase === 'mulligan' || state.phase === 'marshal' || state.phase === 'target';
  const choosing = simultaneous || state.phase === 'reveal' || state.phase === 'retreat';
  return {
    seat: p.seat,
    team: p.team,
    deckName: resolveDeck(rules, state.config.decks[p.seat] ?? p.deckId).name,
    race: p.race,
    deckCount: p.deck.length,
    handCount: p.hand.length,
    hand: hide(p.hand),
    marshalled: hide(p.marshalled),
    active: show(p.active),
    inactive: show(p.inactive),
    supports: show(p.supports),
    retreated: show(p.retreated),
    fallen: show(p.fallen),
    leaderState: p.leaderState,
    supportsPlayed: p.supportsPlayed,
    committed: choosing && !state.stage.waiting.includes(p.seat),
    // Target tokens are face down until all are placed; the owner knows its own.
    target: state.phase !== 'target' || own ? p.target : null,
    resourcesUsed: state.location === null ? 0 : resourcesOf(rules, state, p.seat),
    pending: own && p.pending ? p.pending.slice() : null,
  };
}

export function view(rules: EzRules, state: EzState, viewer: Viewer): EverzoneView {
  const over = state.phase === 'over';
  return {
    viewer,
    config: state.config,
    phase: state.phase,
    current: state.current,
    players: state.players.map((p) => playerView(rules, state, p, viewer)),
    teams: state.teams.map((t) => ({ ...t, seats: t.seats.slice() })),
    location: currentLocation(rules, state),
    locationsLeft: state.locationDeck.length,
    locationsPlayed: state.locationsPlayed,
    battleTurn: state.battleTurn,
    limit: turnLimit(rules, state),
    armies: state.stage.sides.map((_, side) => ({
      ...armyOf(rules, state, side),
      team: state.players[state.stage.sides[side]?.[0] ?? 0]?.team ?? 0,
    })),
    pile: state.pile.map((d) => JSON.parse(JSON.stringify(d)) as typeof d),
    winnerTeams: over ? (state.stage.winners ?? []).slice() : null,
    stage: JSON.parse(JSON.stringify(state.stage)) as EzState['stage'],
    passes: state.passes,
    modifiers: JSON.parse(JSON.stringify(state.modifiers)) as EzState['modifiers'],
    flags: { ...state.flags },
    locationDeckContents: state.locationDeck.slice().sort(),
    log: state.log.map((l) => ({ ...l })),
  };
}
