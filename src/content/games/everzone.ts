/** EverZone's content types: the forces cards, the locations, a collection of decks, and one deck. */
import { EZ_CARDS_SCHEMA, EZ_DECKS_SCHEMA, EZ_LOCATIONS_SCHEMA } from '../../games/everzone/schema';
import type { DeckDef, ForcesCardDef, LocationDef } from '../../games/everzone/types';
import { EVERZONE_CONTENT_TYPES } from '../../shared/games/everzone/content-types';
import everzoneCards from '../../../content/everzone/cards.json';
import everzoneLocations from '../../../content/everzone/locations.json';
import everzoneDecks from '../../../content/everzone/decks.json';
import { checkEverzoneCards, checkEverzoneDecks, checkEverzoneLocations } from '../checks/everzone';
import { defineGameContent } from '../content-type-def';
import { deckWarnings } from '../deck/check';
import { PREMADE_DECK_DOCUMENTS } from '../deck/convert';
import { explainDeckErrors } from '../deck/explain';
import { EZ_DECK_SCHEMA } from '../deck/schema';
import type { DeckDocument, DeckProblem } from '../deck/types';
import { everzoneCardsTemplate, everzoneDecksTemplate, everzoneLocationsTemplate } from '../templates/everzone';

export const EVERZONE_CONTENT = defineGameContent('everzone', EVERZONE_CONTENT_TYPES, {
  'everzone-cards': {
    title: 'EverZone forces cards',
    schema: EZ_CARDS_SCHEMA,
    builtIn: { id: 'builtin-everzone-cards', name: 'EverZone: forces cards', data: everzoneCards },
    template: everzoneCardsTemplate,
    semanticCheck: (data) => checkEverzoneCards(data as { cards: ForcesCardDef[] }),
    configOption: { key: 'cards' },
  },
  'everzone-locations': {
    title: 'EverZone locations',
    schema: EZ_LOCATIONS_SCHEMA,
    builtIn: { id: 'builtin-everzone-locations', name: 'EverZone: locations', data: everzoneLocations },
    template: everzoneLocationsTemplate,
    semanticCheck: (data) => checkEverzoneLocations(data as { locations: LocationDef[] }),
    configOption: { key: 'locationSet' },
  },
  'everzone-decks': {
    title: 'EverZone deck collection',
    schema: EZ_DECKS_SCHEMA,
    // The six pre-made decks; a designer's decks are checked against the built-in cards and locations.
    builtIn: { id: 'builtin-everzone-decks', name: 'EverZone: the six pre-made decks', data: everzoneDecks },
    template: everzoneDecksTemplate,
    semanticCheck: (data) => checkEverzoneDecks(data as { decks: DeckDef[] }),
  },
  'everzone-deck': {
    title: 'EverZone deck',
    // Generated from the built-in cards: every deck rule is in it (src/content/deck/schema.ts).
    schema: EZ_DECK_SCHEMA,
    builtIn: {
      id: 'builtin-everzone-deck',
      name: 'EverZone: Adam Finn (pre-made deck)',
      data: PREMADE_DECK_DOCUMENTS[0]!.document,
    },
    // The other five pre-made decks, each an item of its own like a designer's deck.
    moreBuiltIns: PREMADE_DECK_DOCUMENTS.slice(1).map(({ id, document }) => ({
      id: `builtin-everzone-deck-${id}`,
      name: `EverZone: ${document.name} (pre-made deck)`,
      data: document,
    })),
    template: () => ({ ...structuredClone(PREMADE_DECK_DOCUMENTS[0]!.document), name: 'My deck' }),
    semanticCheck: (data) => deckWarnings(data as DeckDocument),
    explainSchemaErrors: (errors, data) => explainDeckErrors(errors, data),
    // "Illegal decks can be saved but not played": a deck rule broken, not a malformed document.
    savesDespite: (problem) => 'rule' in problem && (problem as DeckProblem).rule !== 'shape',
  },
});
