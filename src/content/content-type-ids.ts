/** The content types, as a list for schemas (`enum`) and checks; the type itself is `ContentType` in the API. */
import type { ContentType } from '../shared/api';
import { CONTENT_TYPE_NAMES } from '../shared/api-schemas';

export const CONTENT_TYPE_IDS = CONTENT_TYPE_NAMES satisfies readonly ContentType[];

// Every ContentType is listed: this fails to compile when the API grows a type the list lacks.
const _everyTypeListed: Record<ContentType, true> = {
  'queen-cards': true,
  'queen-characters': true,
  'evy-cards': true,
  'evy-adventure': true,
  'evy-campaign': true,
  'everzone-cards': true,
  'everzone-locations': true,
  'everzone-decks': true,
  'everzone-deck': true,
  'manor-relics': true,
  'manor-actions': true,
  'manor-gods': true,
  'manor-roles': true,
  'manor-components': true,
};
void _everyTypeListed;

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPE_IDS as readonly string[]).includes(value);
}
