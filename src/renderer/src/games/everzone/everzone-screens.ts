/** The screens EverZone adds to the app (`<game>:<tool>`), named once for its tools and entry. */
export const EVERZONE_DECK_BUILDER = 'everzone:deck-builder';
