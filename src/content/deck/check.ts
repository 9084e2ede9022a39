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

/** On a deck that passed the schema: what is legal but unwise, or what a battle will miss. */
export function deckWarnings(deck: DeckDocument): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const n = deck.cards.length;
  if (n > MIN_DECK_CARDS + 10) {
    problems.push({
      path: pointer('cards'),
      message: `${n} forces cards: "it is not a very good idea to have a deck with too much more than 50 cards"`,
      severity: 'warning',
      rule: 'size',
      cards: [],
    });
  }
  // "Take out all Location cards from the pre-made decks that you chose and place them in a pool":
  // each team then picks 3 from that pool, so a deck that brings none leaves its side nothing to choose.
  if (deck.locations.length === 0) {
    problems.push({
      path: pointer('locations'),
      message:
        'The deck brings no locations: in a battle its side has none to put in the pool to choose from. Add the locations it brings (a pre-made deck brings 5).',
      severity: 'warning',
      rule: 'location',
      cards: [],
    });
  }
  return problems;
}
