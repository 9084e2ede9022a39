/**
 * The whole check of a deck: the schema (every deck rule, see `schema.ts`), its
 * errors in sentences, then the warnings a schema does not give. The validator is
 * handed in: ajv compiled at runtime in Node, the standalone one in the renderer
 * (`standalone.ts`).
 */
import type { SchemaValidator } from '../check-text';
import { pointer } from '../checks/pointer';
import { explainDeckErrors } from './explain';
import { MIN_DECK_CARDS } from './schema';
import type { DeckDocument, DeckProblem } from './types';

export interface DeckCheck {
  /** No problem of severity 'error': the deck may be played. */
  ok: boolean;
  problems: DeckProblem[];
}

export function checkDeck(data: unknown, validate: SchemaValidator): DeckCheck {
  if (!validate(data)) {
    const problems = explainDeckErrors(validate.errors, data);
    return { ok: false, problems };
  }
  const problems = deckWarnings(data as DeckDocument);
  return { ok: true, problems };
}

/** On a deck that passed the schema: what is legal but unwise. */
export function deckWarnings(deck: DeckDocument): DeckProblem[] {
  const n = deck.cards.length;
  if (n <= MIN_DECK_CARDS + 10) return [];
  return [
    {
      path: pointer('cards'),
      message: `${n} forces cards: "it is not a very good idea to have a deck with too much more than 50 cards"`,
      severity: 'warning',
      rule: 'size',
      cards: [],
    },
  ];
}
