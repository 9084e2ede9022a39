/**
 * Minimal valid Evy documents for new library items: the book's card set as it
 * is (a designer tunes copies and text), and a one-room adventure with a start,
 * a spawn pit, two cards and an exit — the smallest thing that already plays.
 */
import { EVY_CARDS } from '../../games/evy/content';
import { EVY_ADVENTURE_SCHEMA, EVY_CARDS_SCHEMA } from '../../games/evy/schema';

export function evyCardsTemplate(): unknown {
  return { $schema: EVY_CARDS_SCHEMA.$id, cards: structuredClone(EVY_CARDS) };
}

export function evyAdventureTemplate(): unknown {
  const floor = (q: number, r: number) => ({ q, r, kind: 'floor' });
  return {
    $schema: EVY_ADVENTURE_SCHEMA.$id,
    id: 'my-adventure',
    title: 'My adventure',
    order: 1,
    intro: 'Evy has to get out of here, and something is coming.',
    cardCount: 2,
    monsterName: 'monsters',
    maps: [
      {
        name: 'The room',
        tiles: [
          floor(0, 0),
          { q: 1, r: 0, kind: 'card', card: 1 },
          floor(2, 0),
          { q: 3, r: 0, kind: 'pit' },
          floor(4, 0),
          ...[0, 1, 2, 3, 4].map((q) => floor(q, 1)),
          floor(-1, 2),
          floor(0, 2),
          floor(1, 2),
          { q: 2, r: 2, kind: 'card', card: 2 },
          { q: 3, r: 2, kind: 'exit' },
        ],
        start: { q: 0, r: 1 },
      },
    ],
    objective: [{ type: 'reach', tile: 'exit', text: 'Reach the exit' }],
    rules: {},
  };
}
