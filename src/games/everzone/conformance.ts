/**
 * What EverZone declares to the conformance suite: every format with both ways of
 * choosing locations, the range of command points, and a deck given whole instead
 * of by id, one with card and location sets of its own; and its secrets. Hands, face-down cards and commitments are their
 * owner's; the order of each Forces deck and of the location deck is nobody's.
 */
import { cardMark, type Game, type Secret } from '../../engine';
import type { EverzoneConfig, EverzoneContent, EverzoneView, EzAction, EzState } from './types';

type EverzoneConformance = Pick<Game<EzState, EzAction, EverzoneConfig, EverzoneView>, 'testConfigs' | 'secrets'>;

export function everzoneConformance(content: EverzoneContent): EverzoneConformance {
  return { testConfigs: () => testConfigs(content), secrets };
}

function testConfigs(content: EverzoneContent): ReturnType<EverzoneConformance['testConfigs']> {
  const ids = content.decks.map((d) => d.id);
  const deck = (i: number) => ids[i % ids.length] as string;
  const decks = (n: number) => Array.from({ length: n }, (_, i) => deck(i));
  // 1v1v1 needs one deck of each race.
  const byRace = ['numan', 'slurr', 'uthron'].map((race) => content.decks.find((d) => d.race === race)?.id ?? deck(0));
  const whole = content.decks[1] ?? content.decks[0];
  return [
    {
      label: '1v1 chosen locations',
      config: { format: '1v1', cpPerPlayer: 20, decks: decks(2), locations: 'choose' },
      playouts: 40,
    },
    {
      label: '1v1 random locations, 10 CP',
      config: { format: '1v1', cpPerPlayer: 10, decks: [deck(2), deck(3)], locations: 'random' },
      playouts: 30,
    },
    {
      label: '1v1 random locations, 30 CP',
      config: { format: '1v1', cpPerPlayer: 30, decks: [deck(4), deck(5)], locations: 'random' },
      playouts: 12,
    },
    {
      label: '1v1 with a whole deck',
      config: { format: '1v1', cpPerPlayer: 15, decks: [deck(0), whole ?? deck(1)], locations: 'choose' },
      playouts: 12,
    },
    {
      label: '2v2 random locations',
      config: { format: '2v2', cpPerPlayer: 20, decks: decks(4), locations: 'random' },
      playouts: 12,
    },
    {
      label: '2v2 chosen locations',
      config: { format: '2v2', cpPerPlayer: 15, decks: decks(4).reverse(), locations: 'choose' },
      playouts: 8,
    },
    {
      label: '3v3 random locations',
      config: { format: '3v3', cpPerPlayer: 10, decks: decks(6), locations: 'random' },
      playouts: 5,
    },
    {
      label: '1v1v1 chosen locations',
      config: { format: '1v1v1', cpPerPlayer: 20, decks: byRace, locations: 'choose' },
      playouts: 20,
    },
    {
      label: '1v1v1 random locations',
      config: { format: '1v1v1', cpPerPlayer: 10, decks: byRace.slice().reverse(), locations: 'random' },
      playouts: 12,
    },
    {
      label: '1v1 own card and location sets',
      config: { format: '1v1', cpPerPlayer: 15, decks: decks(2), locations: 'random', ...ownSets(content) },
      playouts: 8,
    },
  ];
}

/** Sets as a designer might make them: units hitting harder, locations with richer turns. */
function ownSets(content: EverzoneContent): Pick<EverzoneConfig, 'cards' | 'locationSet'> {
  return {
    cards: {
      cards: content.cards.map((c) => (c.attack === undefined ? c : { ...c, attack: Math.min(20, c.attack + 1) })),
    },
    locationSet: {
      locations: content.locations.map((l) => ({ ...l, resources: l.resources.map((r) => Math.min(30, r + 2)) })),
    },
  };
}

function secrets(state: EzState): Secret[] {
  const mark = (card: number) => cardMark(card, state.cards[card]?.def ?? '?');
  const out: Secret[] = [];
  for (const p of state.players) {
    const own = [p.seat];
    for (const card of p.hand) out.push({ kind: 'hand', place: `seat ${p.seat}`, mark: mark(card), knownBy: own });
    for (const card of p.marshalled) {
      out.push({ kind: 'face-down card', place: `seat ${p.seat}`, mark: mark(card), knownBy: own });
    }
    p.deck.forEach((card, slot) => {
      out.push({ kind: 'forces deck', place: `seat ${p.seat} slot ${slot}`, mark: mark(card), knownBy: [] });
    });
    // A commitment is which cards were chosen; an empty one hides no card.
    for (const card of p.pending ?? []) {
      out.push({ kind: 'commitment', place: `seat ${p.seat}`, mark: mark(card), knownBy: own });
    }
    if (state.phase === 'target' && p.target !== null) {
      const mark = `target ${p.target}`;
      out.push({ kind: 'target token', place: `seat ${p.seat}`, mark, knownBy: own, markIsPublic: true });
    }
  }
  state.locationDeck.forEach((location, slot) => {
    // The deck's contents are public (views list them sorted); only their order is hidden.
    out.push({ kind: 'location deck', place: `slot ${slot}`, mark: location, knownBy: [], markIsPublic: true });
  });
  return out;
}
