/** Library decks offered to a match's setup: legal ones as the DeckDef the rules take, illegal ones with why. */
import { describe, expect, it } from 'vitest';
import { PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import { deckChoice } from '../../src/renderer/src/games/everzone/deck-builder/library-decks';

const adam = PREMADE_DECK_DOCUMENTS[0]!.document;

describe('deckChoice', () => {
  it('a legal deck becomes a DeckDef with the item id and the library name', () => {
    const choice = deckChoice('u-7', 'Finn rush', JSON.stringify(adam));
    expect(choice.reason).toBeUndefined();
    expect(choice.def).toMatchObject({ id: 'u-7', name: 'Finn rush', race: 'numan', leader: 'adam-finn' });
    expect(choice.def!.cards.reduce((n, c) => n + c.count, 0)).toBe(49);
  });

  it('an illegal deck has no DeckDef, only the validator sentence', () => {
    const short = { ...adam, cards: adam.cards.slice(0, 49) };
    expect(deckChoice('u-8', 'Short', JSON.stringify(short))).toEqual({
      id: 'u-8',
      name: 'Short',
      reason: '49 forces cards: a deck needs at least 50',
    });
  });

  it('unreadable text is said so', () => {
    expect(deckChoice('u-9', 'Broken', '{').reason).toBe('the saved deck is not readable JSON');
  });
});
