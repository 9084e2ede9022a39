/**
 * The user's EverZone decks from the library, for a match's setup: each with
 * the counted form the rules take (`DeckDef`) when it is legal, or the reason
 * it cannot be played ("Illegal decks can be saved but not played").
 */
import { playableDeck } from '../../../../../content/deck';
import { validateDeckStandalone } from '../../../../../content/deck/standalone';
import type { DeckDef } from '../../../../../games/everzone/types';
import type { BoardwrightApi } from '../../../../../shared/api';

export interface LibraryDeckChoice {
  /** The library item's id, also the deck's id in the match. */
  id: string;
  name: string;
  /** Present when the deck can be played. */
  def?: DeckDef;
  /** Why it cannot be played, in the validator's sentences. */
  reason?: string;
}

/** A deck's text from the library, as a choice: legal with its DeckDef (named as in the library), or why not. */
export function deckChoice(id: string, name: string, text: string): LibraryDeckChoice {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { id, name, reason: 'the saved deck is not readable JSON' };
  }
  const playable = playableDeck(doc, validateDeckStandalone, id);
  return playable.ok ? { id, name, def: { ...playable.def, name } } : { id, name, reason: playable.summary };
}

export async function loadLibraryDecks(api: BoardwrightApi): Promise<LibraryDeckChoice[]> {
  const items = (await api.call('library.list', { type: 'everzone-deck' })).filter((i) => !i.builtIn);
  return Promise.all(
    items.map(async (item) => deckChoice(item.id, item.name, (await api.call('library.get', { id: item.id })).text)),
  );
}
