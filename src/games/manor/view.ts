/**
 * What one seat (or a spectator) may see. Hidden: the roles a viewer has not seen,
 * the action cards placed face down until all are placed, the order of the Manor
 * deck, the relics returned to the box and the solo Lovecraft's face-down relics.
 *
 * Caches are shown in full. Every card enters a cache in front of everyone (from a
 * room, revealed from the deck, or exchanged), so the book's "hidden to all players"
 * is a matter of memory, not of secrets: AI seats remember perfectly, and the board
 * shows only the top card of each cache. Only cards that went in face down unseen
 * are hidden.
 */
import { redactLog, type Viewer } from '../../engine';
import { clockZone } from './deck';
import { cardOf } from './content';
import { resolutionOrder } from './round';
import {
  clonePrompt,
  cloneResult,
  cloneTask,
  roomIds,
  seatKnowsRole,
  type ManorState,
  type PlayerState,
} from './state';
import type { CardView, ManorView, PlayerView } from './types';
import { playerName } from './words';

export function shown(id: number): CardView {
  return { id, def: cardOf(id).id };
}

/** Roles are shown to those who know them, and to everyone once the game is over. */
function showsRole(state: ManorState, viewer: Viewer, index: number): boolean {
  if (state.phase === 'over') return true;
  return viewer === 'spectator' ? (state.players[index]?.rolePublic ?? false) : seatKnowsRole(state, viewer, index);
}

function selectedFor(state: ManorState, viewer: Viewer, p: PlayerState, index: number): PlayerView['selected'] {
  if (state.phase !== 'select' || viewer === index) return p.selected;
  return null;
}

export function view(state: ManorState, viewer: Viewer): ManorView {
  const players: PlayerView[] = state.players.map((p, index) => ({
    index,
    kind: p.kind,
    name: playerName(state, index),
    madness: p.madness,
    cache: p.cache.map((id) => (p.hidden.includes(id) ? null : shown(id))),
    role: showsRole(state, viewer, index) ? p.role : null,
    roleKnownBy: p.roleKnownBy.slice(),
    rolePublic: p.rolePublic,
    previous: p.previous,
    committed: p.selected !== null,
    selected: selectedFor(state, viewer, p, index),
    devoured: p.devoured,
  }));
  return {
    viewer,
    config: { ...state.config },
    phase: state.phase,
    round: state.round,
    lantern: state.lantern,
    gods: state.gods.map((g) => ({ face: g.face, colour: g.colour, tokens: g.tokens })),
    rooms: roomIds(state).map((room, at) => {
      const card = state.rooms[at];
      return {
        room,
        card: card === null || card === undefined ? null : shown(card),
        madness: state.roomMadness[at] ?? 0,
      };
    }),
    deckCount: state.deck.length,
    clockPile: state.clockPile,
    clockZone: clockZone(state),
    clocksOut: state.clocksOut,
    boxed: state.box.length,
    removed: state.removed.map(shown),
    players,
    prompt: clonePrompt(state.prompt),
    tasks: state.tasks.map(cloneTask),
    order: state.phase === 'resolve' ? resolutionOrder(state) : [],
    fatesUsed: state.fatesUsed.slice(),
    result: cloneResult(state.result),
    log: redactLog(state.log, viewer),
  };
}
