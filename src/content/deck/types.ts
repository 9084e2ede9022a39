/** An `everzone-deck` library item and the problems its checks report. */
import type { Race } from '../../games/everzone/types';
import type { ContentProblem } from '../../shared/api';

/**
 * One deck as a document: every copy listed (`"marine"` twice for 2× Marine), the
 * Unit Leader among the cards, so that JSON Schema can count (see `schema.ts`).
 */
export interface DeckDocument {
  $schema?: string;
  name: string;
  race: Race;
  /** Card ids, one entry per copy, the leader included. */
  cards: string[];
  /** Location ids the deck adds to the pool (an id may repeat). */
  locations: string[];
}

/** Which rule a problem breaks, for a builder that groups or filters them. */
export type DeckRule =
  | 'size' // fewer than 50 cards (or more than the schema's bound)
  | 'race' // a card of another race
  | 'unknown-card'
  | 'leader' // none, or more than one
  | 'copy-limit'
  | 'location' // an unknown location, too many, or none brought
  | 'shape'; // anything else: a missing name, a field that does not belong, …

/** A content problem that also says which rule it breaks and which cards it is about. */
export interface DeckProblem extends ContentProblem {
  rule: DeckRule;
  /** Ids of the cards the reason belongs beside (empty for the deck as a whole). */
  cards: string[];
}
