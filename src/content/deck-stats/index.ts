/** EverZone deck statistics for the deck builder: counts, curves, spreads, opening hands and their odds. */
export { choose, probabilityAtLeast, type ExactProbability, type HypergeometricQuery } from './hypergeometric';
export { deckStats, spreadMean, CARD_TYPES, TERRAINS, type DeckStats, type Spread } from './stats';
export { forcesDeck, openingOdds, OpeningSampler, OPENING_HAND, unitsFor } from './opening';
