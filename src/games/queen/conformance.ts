/**
 * What Queen declares to the conformance suite: its six configs (2 to 4 players,
 * standard and euro), one with a card set of its own, and its secrets. A card in a hand is known to the teams whose
 * knowledge bit it carries (its owner's team always); a Draw Pile card not face up
 * is known to the teams that peeked at it, or to nobody.
 */
import { cardMark, type Game, type Secret, type Seat } from '../../engine';
import { QUEEN_CONTENT } from './content';
import { FACE_UP, KNOWN_BY_TEAM, instanceDefs, type QueenState } from './state';
import type { QueenAction, QueenConfig, QueenView } from './types';

type QueenConformance = Pick<Game<QueenState, QueenAction, QueenConfig, QueenView>, 'testConfigs' | 'secrets'>;

export const QUEEN_CONFORMANCE: QueenConformance = {
  // At least 2,000 playouts in all; two players get the most, as the rules branch most there.
  testConfigs: () => [
    { label: '2p standard', config: { players: 2, variant: 'standard' }, playouts: 450 },
    { label: '2p euro', config: { players: 2, variant: 'euro' }, playouts: 350 },
    { label: '3p standard', config: { players: 3, variant: 'standard' }, playouts: 300 },
    { label: '3p euro', config: { players: 3, variant: 'euro' }, playouts: 300 },
    { label: '3p own card set', config: { players: 3, variant: 'standard', cards: ownCardSet() }, playouts: 150 },
    { label: '4p standard', config: { players: 4, variant: 'standard' }, playouts: 300 },
    { label: '4p euro', config: { players: 4, variant: 'euro' }, playouts: 300 },
  ],
  secrets,
};

/** A card set as a designer might make one: fewer weapons, more ability points, a card of its own. */
function ownCardSet(): NonNullable<QueenConfig['cards']> {
  const cards = QUEEN_CONTENT.cards
    .filter((c) => c.id !== 'ember-bow')
    .map((c) => (c.kind === 'points' ? { ...c, copies: c.copies + 1, points: Math.min(3, (c.points ?? 1) + 1) } : c));
  cards.push({
    id: 'lucky-star',
    name: 'Lucky Star',
    kind: 'points',
    copies: 2,
    points: 3,
    text: '+3 ability points.',
  });
  return { cards };
}

function secrets(state: QueenState): Secret[] {
  const defs = instanceDefs(state.config);
  const knownBy = (card: number): Seat[] => {
    const bits = state.known[card] ?? 0;
    const seats: Seat[] = [];
    state.seats.forEach((s, seat) => {
      if (bits & KNOWN_BY_TEAM[s.team]) seats.push(seat);
    });
    return seats;
  };
  const out: Secret[] = [];
  state.seats.forEach((s, seat) => {
    for (const card of s.hand) {
      out.push({
        kind: 'hand',
        place: `seat ${seat}`,
        mark: cardMark(card, defs[card] as string),
        knownBy: knownBy(card),
      });
    }
  });
  state.pile.forEach((card, slot) => {
    if ((state.known[card] ?? 0) & FACE_UP) return;
    out.push({
      kind: 'draw pile',
      place: `slot ${slot}`,
      mark: cardMark(card, defs[card] as string),
      knownBy: knownBy(card),
    });
  });
  return out;
}
