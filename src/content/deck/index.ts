/** EverZone decks: the schema made from the card database, the checks in sentences, conversions, plain text. */
export * from './types';
export * from './schema';
export { explainDeckErrors, RACE_NAMES } from './explain';
export { checkDeck, deckWarnings, type DeckCheck } from './check';
export { countCopies, deckFromDef, deckToDef, PREMADE_DECK_DOCUMENTS } from './convert';
export { playableDeck, type PlayableDeck } from './playable';
export { formatDeckText, parseDeckText, pasteInto, type DeckTextProblem, type ParsedDeckText } from './text';
