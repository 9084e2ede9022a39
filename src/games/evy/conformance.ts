/**
 * What Evy declares to the conformance suite: every built-in adventure (ties asked
 * and automatic), the difficulty rules, a campaign's carried card and skills, a card
 * set of its own; and its one secret, the face-down deck (which card lies under which
 * numbered tile), which nobody knows.
 */
import { cardMark, type Game, type Secret } from '../../engine';
import { EVY_ADVENTURES, EVY_CARDS } from './content';
import { cardId, type EvyState } from './state';
import type { EvyAction, EvyConfig, EvyView } from './types';

type EvyConformance = Pick<Game<EvyState, EvyAction, EvyConfig, EvyView>, 'testConfigs' | 'secrets'>;

export const EVY_CONFORMANCE: EvyConformance = {
  testConfigs: () => [
    ...EVY_ADVENTURES.map((a, i) => ({
      label: `${a.id}, ties ${i % 2 === 0 ? 'asked' : 'automatic'}`,
      config: { adventure: a.id, ties: i % 2 === 0 ? ('ask' as const) : ('auto' as const) },
      playouts: 16,
    })),
    {
      label: 'park, harder A B C D',
      config: { adventure: 'park', ties: 'ask', difficulty: { harder: ['A', 'B', 'C', 'D'], minHp: 5 } },
      playouts: 12,
    },
    {
      label: 'library, easier A B C, carried sword and scream',
      config: {
        adventure: 'library',
        ties: 'auto',
        carry: { hp: 4, card: 'sword', skills: ['scream'], cardUses: 2 },
        difficulty: { easier: ['A', 'B', 'C'], minHp: 7 },
      },
      playouts: 12,
    },
    {
      label: 'street, own card set, carried sword',
      config: { adventure: 'street', ties: 'auto', carry: { hp: 6, card: 'sword' }, cards: ownCardSet() },
      playouts: 12,
    },
  ],
  secrets,
};

/** A card set as a designer might make one: more Fruit, a longer-lasting Sword, no Freeze Ray. */
function ownCardSet(): NonNullable<EvyConfig['cards']> {
  const cards = EVY_CARDS.filter((c) => c.id !== 'freeze-ray').map((c) => {
    if (c.id === 'fruit') return { ...c, copies: c.copies + 2 };
    return c.id === 'sword' ? { ...c, uses: 6 } : c;
  });
  return { cards };
}

function secrets(state: EvyState): Secret[] {
  const out: Secret[] = [];
  state.deck.forEach((card, slot) => {
    if (state.taken.includes(slot + 1)) return;
    out.push({
      kind: 'face-down card',
      place: `slot ${slot + 1}`,
      mark: cardMark(card, cardId(state, card)),
      knownBy: [],
    });
  });
  return out;
}
