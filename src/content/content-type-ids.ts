/** The content types, as a list for schemas (`enum`) and checks; the type itself is `ContentType` in the API. */
import type { ContentType } from '../shared/api';
import { CONTENT_TYPE_NAMES } from '../shared/api-schemas';

// The API's list (each game's names, from `src/shared/games/<id>/content-types.ts`), so the
// pack manifest's schema and the API's request schemas take the same enum; the registry in
// `content-types.ts` gives each of these names its definition, and the compiler checks it does.
export const CONTENT_TYPE_IDS = CONTENT_TYPE_NAMES satisfies readonly ContentType[];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPE_IDS as readonly string[]).includes(value);
}
