/** The screens EverZone adds to the app (`<game>:<tool>`), named once for its entry and its tools' stores. */
export const DECK_BUILDER = 'everzone:deck-builder';
