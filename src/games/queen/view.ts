/**
 * What one seat (or a spectator) may see. Knowledge is per team: allies show each
 * other their cards, and a peek tells the whole team. The PRNG, and the ids of
 * cards the viewer does not know, never appear here.
 */
import { redactLog, type Viewer } from '../../engine';
import { FACE_UP, KNOWN_BY_TEAM, instanceDefs, seatName, seatOf, type QueenState } from './state';
import type { CardView, PileSlotView, PromptView, QueenView, SeatStateView } from './types';
import { character } from './content';
import { promptText } from './words';

export function view(state: QueenState, viewer: Viewer): QueenView {
  const defs = instanceDefs(state.config);
  const shown = (card: number): CardView => ({ id: card, def: defs[card] as string });
  const team = viewer === 'spectator' ? null : seatOf(state, viewer).team;
  const bits = (card: number): number => state.known[card] ?? 0;
  const viewerKnows = (card: number): boolean =>
    (bits(card) & FACE_UP) !== 0 || (team !== null && (bits(card) & KNOWN_BY_TEAM[team]) !== 0);

  const seats: SeatStateView[] = state.seats.map((s, seat) => {
    const rivalBit = KNOWN_BY_TEAM[s.team === 0 ? 1 : 0];
    return {
      seat,
      character: s.character,
      name: character(s.character).name,
      team: s.team,
      side: s.side,
      alive: s.alive,
      handCount: s.hand.length,
      hand: s.hand.map((card) => (viewerKnows(card) ? shown(card) : null)),
      handKnownToRivals: s.hand.map((card) => (bits(card) & rivalBit) !== 0),
      table: s.table.map(shown),
    };
  });

  const drawPile: PileSlotView[] = state.pile.map((card) => {
    const knownTo: (0 | 1)[] = [];
    if (bits(card) & KNOWN_BY_TEAM[0]) knownTo.push(0);
    if (bits(card) & KNOWN_BY_TEAM[1]) knownTo.push(1);
    return { card: viewerKnows(card) ? shown(card) : null, faceUp: (bits(card) & FACE_UP) !== 0, knownTo };
  });

  let prompt: PromptView | null = null;
  if (state.prompt) {
    const { kind, seat, ...detail } = state.prompt;
    const target = detail.target === undefined ? undefined : seatName(state, detail.target);
    prompt = { kind, seat, text: promptText(detail, seatName(state, detail.actor), target), detail };
  }

  const last = state.lastDemon;
  return {
    viewer,
    config: { ...state.config },
    phase: state.phase,
    current: state.current,
    direction: state.direction,
    seats,
    drawPile,
    discard: state.discard.map(shown),
    points: state.points,
    pool: state.pool.map(shown),
    prompt,
    lastDemon: last
      ? {
          seat: last.seat,
          card: shown(last.card),
          defeatedWith: last.defeatedWith === null ? null : shown(last.defeatedWith),
        }
      : null,
    winnerTeam: state.winnerTeam,
    log: redactLog(state.log, viewer),
  };
}
