/** The Girl vs. the Evil Queen's content types: its cards and its characters. */
import { QUEEN_CARDS_SCHEMA, QUEEN_CHARACTERS_SCHEMA } from '../../games/queen/schema';
import type { CardDef, CharacterDef } from '../../games/queen/types';
import { QUEEN_CONTENT_TYPES } from '../../shared/games/queen/content-types';
import queenCards from '../../../content/queen/cards.json';
import queenCharacters from '../../../content/queen/characters.json';
import { checkQueenCards, checkQueenCharacters } from '../checks/queen';
import { defineGameContent } from '../content-type-def';
import { queenCardsTemplate, queenCharactersTemplate } from '../templates/queen';

export const QUEEN_CONTENT = defineGameContent('queen', QUEEN_CONTENT_TYPES, {
  'queen-cards': {
    title: 'Girl vs. Evil Queen cards',
    schema: QUEEN_CARDS_SCHEMA,
    builtIn: { id: 'builtin-queen-cards', name: 'The Girl vs. the Evil Queen: cards', data: queenCards },
    template: queenCardsTemplate,
    semanticCheck: (data) => checkQueenCards(data as { cards: CardDef[] }),
    configOption: { key: 'cards' },
  },
  'queen-characters': {
    title: 'Girl vs. Evil Queen characters',
    schema: QUEEN_CHARACTERS_SCHEMA,
    builtIn: { id: 'builtin-queen-characters', name: 'The Girl vs. the Evil Queen: characters', data: queenCharacters },
    template: queenCharactersTemplate,
    semanticCheck: (data) => checkQueenCharacters(data as { characters: CharacterDef[] }),
  },
});
