/**
 * A deck on its way to a game: checked by every deck rule, then converted to the
 * counted `DeckDef` the rules take, or refused with its reasons and a one-line
 * summary (for a disabled choice in a deck picker, or a gauntlet that will not run).
 * "Illegal decks can be saved but not played."
 */
import type { DeckDef } from '../../games/everzone/types';
import type { SchemaValidator } from '../check-text';
import { checkDeck } from './check';
import { deckToDef } from './convert';
import type { DeckDocument, DeckProblem } from './types';

export type PlayableDeck =
  { ok: true; def: DeckDef; warnings: DeckProblem[] } | { ok: false; problems: DeckProblem[]; summary: string };

/** `id` becomes the DeckDef's id (a library item id, say). */
export function playableDeck(data: unknown, validate: SchemaValidator, id: string): PlayableDeck {
  const check = checkDeck(data, validate);
  if (check.ok) return { ok: true, def: deckToDef(data as DeckDocument, id), warnings: check.problems };
  const errors = check.problems.filter((p) => p.severity === 'error');
  const more = errors.length - 1;
  const summary = `${errors[0]?.message ?? 'not a deck'}${more > 0 ? ` (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : ''}`;
  return { ok: false, problems: check.problems, summary };
}
