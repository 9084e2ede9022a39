/**
 * Pack manifests of older formats, converted to the current one. Format 0
 * named the pack `title` and listed files without their type or name: the
 * type comes from each file's `"$schema"`, the name from its file name.
 */
import type { ContentType, PackManifest } from '../../shared/api';
import type { PackManifestV0Data } from '../schemas/pack-manifest';
import { PACK_FORMAT_VERSION } from '../schemas/pack-manifest';

/** What migration needs to know of a file: the type its `"$schema"` declares (undefined when none). */
export type TypeOfFile = (path: string) => ContentType | undefined;

export class MigrationError extends Error {}

export function migrateV0(old: PackManifestV0Data, typeOf: TypeOfFile): PackManifest {
  const manifest: PackManifest = {
    formatVersion: PACK_FORMAT_VERSION,
    id: old.id,
    name: old.title,
    version: old.version,
    game: old.game,
    files: old.files.map((f) => {
      const type = typeOf(f.path);
      if (!type) {
        throw new MigrationError(`${f.path}: its "$schema" does not name a content type, which format 0 packs need`);
      }
      return { path: f.path, type, name: nameFromPath(f.path), size: f.size, sha256: f.sha256 };
    }),
  };
  if (old.author !== undefined) manifest.author = old.author;
  if (old.description !== undefined) manifest.description = old.description;
  return manifest;
}

/** "cards/spooky_deck.json" → "spooky deck". */
export function nameFromPath(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
  const words = base.replace(/[_-]+/g, ' ').trim();
  return (words || base).slice(0, 80);
}
