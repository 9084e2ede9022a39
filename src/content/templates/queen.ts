/**
 * Minimal valid documents for new Queen items: everything the semantic checks
 * ask for (4 Demons, 4 Basic Swords, a deck of 40, the four characters), and
 * little else, so a designer starts from something that already plays.
 */
import { QUEEN_CARDS_SCHEMA, QUEEN_CHARACTERS_SCHEMA } from '../../games/queen/schema';

export function queenCardsTemplate(): unknown {
  return {
    $schema: QUEEN_CARDS_SCHEMA.$id,
    cards: [
      { id: 'demon', name: 'Demon', kind: 'demon', copies: 4, text: 'Discard a weapon to survive, or die.' },
      { id: 'basic-sword', name: 'Basic Sword', kind: 'weapon', copies: 4, text: 'Defeats one Demon.' },
      { id: 'spark', name: 'Spark', kind: 'points', copies: 12, points: 1, text: '+1 ability point for this turn.' },
      { id: 'surge', name: 'Surge', kind: 'points', copies: 8, points: 2, text: '+2 ability points for this turn.' },
      {
        id: 'glimpse',
        name: 'Glimpse',
        kind: 'action',
        copies: 8,
        effect: { op: 'peek', count: 3 },
        text: 'Your team looks at the top 3 cards of the Draw Pile.',
      },
      {
        id: 'hide',
        name: 'Hide',
        kind: 'action',
        copies: 6,
        effect: { op: 'skip' },
        text: 'End your turn without drawing.',
      },
      {
        id: 'snatch',
        name: 'Snatch',
        kind: 'action',
        copies: 6,
        effect: { op: 'steal' },
        text: 'Take a random card from an opponent.',
      },
    ],
  };
}

const CHARACTERS = [
  { id: 'girl', name: 'The Girl', team: 0 },
  { id: 'robot', name: 'The Robot', team: 0 },
  { id: 'queen', name: 'The Evil Queen', team: 1 },
  { id: 'shadow-robot', name: 'The Shadow Robot', team: 1 },
] as const;

export function queenCharactersTemplate(): unknown {
  const ability = (id: string, side: string) => ({
    id: `${id}-${side}-peek`,
    name: 'Foresight',
    cost: 1,
    effect: { op: 'peek', count: 1 },
    text: 'Your team looks at the top card of the Draw Pile.',
  });
  return {
    $schema: QUEEN_CHARACTERS_SCHEMA.$id,
    characters: CHARACTERS.map((c) => ({
      id: c.id,
      name: c.name,
      team: c.team,
      sides: { alone: { abilities: [ability(c.id, 'alone')] }, team: { abilities: [ability(c.id, 'team')] } },
    })),
  };
}
