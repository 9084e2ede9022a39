/**
 * The schemas compiled into standalone validators for the renderer, and the
 * name each is exported under from `src/content/generated/validators.ts`:
 * every registered content type's, and the pack manifest's.
 */
import type { JsonSchema } from '../../engine';
import { CONTENT_TYPES } from '../content-types';
import { PACK_MANIFEST_SCHEMA } from './pack-manifest';

export const STANDALONE_SCHEMAS: readonly { exportName: string; schema: JsonSchema & { $id: string } }[] = [
  // A content type's schema has its `$id` (`defineGameContent` read `schemaId` from it).
  ...CONTENT_TYPES.map((t) => ({
    exportName: t.standaloneValidator,
    schema: t.schema as JsonSchema & { $id: string },
  })),
  { exportName: 'validatePackManifest', schema: PACK_MANIFEST_SCHEMA },
];
