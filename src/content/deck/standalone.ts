/**
 * The deck check for the renderer: the standalone validator generated at build
 * time (no eval, so the CSP holds). Node code may use it too; the services check
 * library items through `checkContentText` with ajv compiled at runtime.
 */
import type { SchemaValidator } from '../check-text';
import { validateEverzoneDeck } from '../generated/validators';
import { checkDeck, type DeckCheck } from './check';

export const validateDeckStandalone = validateEverzoneDeck as SchemaValidator;

/** Every deck rule on a parsed deck document, with the reasons in sentences. */
export function checkDeckInBrowser(data: unknown): DeckCheck {
  return checkDeck(data, validateDeckStandalone);
}
