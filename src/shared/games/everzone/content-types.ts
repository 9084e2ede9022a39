/** The content a designer edits for EverZone (each a `ContentType`). */
export const EVERZONE_CONTENT_TYPES = [
  'everzone-cards',
  'everzone-locations',
  'everzone-decks',
  'everzone-deck',
] as const;
