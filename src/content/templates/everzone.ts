/**
 * Minimal valid EverZone documents for new library items: the built-in cards and
 * locations as they are (a designer tunes them), and one pre-made deck to edit.
 */
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import { EZ_CARDS_SCHEMA, EZ_DECKS_SCHEMA, EZ_LOCATIONS_SCHEMA } from '../../games/everzone/schema';

export function everzoneCardsTemplate(): unknown {
  return { $schema: EZ_CARDS_SCHEMA.$id, cards: structuredClone(EVERZONE_CONTENT.cards) };
}

export function everzoneLocationsTemplate(): unknown {
  return { $schema: EZ_LOCATIONS_SCHEMA.$id, locations: structuredClone(EVERZONE_CONTENT.locations) };
}

export function everzoneDecksTemplate(): unknown {
  const first = structuredClone(EVERZONE_CONTENT.decks[0]!);
  return { $schema: EZ_DECKS_SCHEMA.$id, decks: [{ ...first, id: 'my-deck', name: 'My deck' }] };
}
