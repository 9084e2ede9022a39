/**
 * The registry of content schemas, for `boardwright validate` and anything
 * else that must pick a schema for a file. A file names its schema with a
 * `"$schema"` field; a save file may instead be recognised by its `format`.
 */
import type { JsonSchema } from '../../engine';
import { QUEEN_CARDS_SCHEMA, QUEEN_CHARACTERS_SCHEMA } from '../../games/queen/schema';
import { EVY_ADVENTURE_SCHEMA, EVY_CARDS_SCHEMA } from '../../games/evy/schema';
import { EZ_CARDS_SCHEMA, EZ_DECKS_SCHEMA, EZ_LOCATIONS_SCHEMA } from '../../games/everzone/schema';
import {
  MANOR_ACTIONS_SCHEMA,
  MANOR_COMPONENTS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from '../../games/manor/schema';
import { EZ_DECK_SCHEMA } from '../deck/schema';
import { EVY_CAMPAIGN_SCHEMA } from '../evy-campaign/schema';
import { PACK_MANIFEST_SCHEMA, PACK_MANIFEST_V0_SCHEMA } from './pack-manifest';
import { SAVE_FILE_SCHEMA, SAVE_FILE_SCHEMA_ID } from './save-file';

export interface ContentSchema {
  /** The `$id` a file's `"$schema"` refers to. */
  id: string;
  title: string;
  schema: JsonSchema;
}

export const CONTENT_SCHEMAS: readonly ContentSchema[] = [
  entry(QUEEN_CARDS_SCHEMA),
  entry(QUEEN_CHARACTERS_SCHEMA),
  entry(EVY_CARDS_SCHEMA),
  entry(EVY_ADVENTURE_SCHEMA),
  entry(EVY_CAMPAIGN_SCHEMA),
  entry(EZ_CARDS_SCHEMA),
  entry(EZ_LOCATIONS_SCHEMA),
  entry(EZ_DECKS_SCHEMA),
  entry(EZ_DECK_SCHEMA),
  entry(MANOR_RELICS_SCHEMA),
  entry(MANOR_ACTIONS_SCHEMA),
  entry(MANOR_GODS_SCHEMA),
  entry(MANOR_ROLES_SCHEMA),
  entry(MANOR_COMPONENTS_SCHEMA),
  entry(SAVE_FILE_SCHEMA),
  entry(PACK_MANIFEST_SCHEMA),
  entry(PACK_MANIFEST_V0_SCHEMA),
];

function entry(schema: JsonSchema): ContentSchema {
  const id = schema['$id'];
  if (typeof id !== 'string') throw new Error('A content schema needs an $id to be found by.');
  return { id, title: typeof schema['title'] === 'string' ? schema['title'] : id, schema };
}

/**
 * The schema a document declares. `"$schema"` is the schema's full `$id`, or a
 * path ending in the id's path (`../../schemas/queen/cards.json`), so a file
 * can point at a local copy of the schema for its editor.
 */
export function findSchemaFor(document: unknown): ContentSchema | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const declared = (document as Record<string, unknown>)['$schema'];
  if (typeof declared === 'string') {
    const path = declared.replace(/\\/g, '/');
    return CONTENT_SCHEMAS.find((s) => s.id === declared || path.endsWith(new URL(s.id).pathname));
  }
  if ((document as Record<string, unknown>)['format'] === 'boardwright-save') {
    return CONTENT_SCHEMAS.find((s) => s.id === SAVE_FILE_SCHEMA_ID);
  }
  return undefined;
}
