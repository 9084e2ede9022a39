/**
 * Writes a `.bwpack`: the chosen items' texts exactly as stored (so an
 * export-import round trip is byte-identical), and a manifest listing each
 * file with its type, name, size and SHA-256. Entries are deflated with a
 * fixed date, so the same content always makes the same pack.
 */
import { createHash } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import { PACK_FORMAT_VERSION, PACK_LIMITS, PACK_MANIFEST_SCHEMA_ID } from '../../content/schemas/pack-manifest';
import { GAMES } from '../../games';
import type { PackExportManifest, PackManifest } from '../../shared/api';
import type { ContentItem } from '../library/library-service';
import { ServiceError } from '../errors';
import { invalidPack } from './pack-error';
import { MANIFEST_NAME, manifestProblems } from './pack-reader';

/** DOS dates start in 1980; a fixed one keeps packs reproducible. */
const FIXED_DATE = new Date(1980, 0, 1);

export interface BuiltPack {
  fileName: string;
  bytes: Uint8Array;
  manifest: PackManifest;
}

export function buildPack(items: readonly ContentItem[], input: PackExportManifest): BuiltPack {
  const first = items[0];
  if (!first) throw invalidPack('Choose at least one item to put in the pack.');
  const games = new Set(items.map((i) => i.info.game));
  if (games.size > 1) {
    const names = [...games].map((id) => GAMES.find((g) => g.id === id)?.name ?? id);
    throw invalidPack(`A pack holds content for one game; the items chosen are for ${names.join(' and ')}.`);
  }
  if (items.length >= PACK_LIMITS.maxFiles) {
    throw invalidPack(`A pack may hold at most ${PACK_LIMITS.maxFiles - 1} items; ${items.length} were chosen.`);
  }
  const used = new Set<string>();
  const zip: Zippable = {};
  const files: PackManifest['files'] = items.map((item) => {
    const path = uniquePath(`${item.type}/${slug(item.info.name) || 'item'}`, used);
    const data = new TextEncoder().encode(item.text);
    zip[path] = [data, { level: 9, mtime: FIXED_DATE }];
    return {
      path,
      type: item.type,
      name: item.info.name,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  });
  const manifest: PackManifest = {
    formatVersion: PACK_FORMAT_VERSION,
    id: input.id ?? (slug(input.name) || 'pack'),
    name: input.name,
    version: input.version,
    game: first.info.game,
    files,
  };
  if (input.author !== undefined) manifest.author = input.author;
  if (input.description !== undefined) manifest.description = input.description;
  if (input.license !== undefined) manifest.license = input.license;
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw new ServiceError('bad-request', 'The pack details are not valid.', problems);
  const manifestText = JSON.stringify({ $schema: PACK_MANIFEST_SCHEMA_ID, ...manifest }, null, 2) + '\n';
  zip[MANIFEST_NAME] = [new TextEncoder().encode(manifestText), { level: 9, mtime: FIXED_DATE }];
  const bytes = zipSync(zip);
  if (bytes.length > PACK_LIMITS.maxPackBytes) {
    throw invalidPack(
      `The pack would be ${bytes.length} bytes; packs over ${PACK_LIMITS.maxPackBytes} bytes cannot be opened.`,
    );
  }
  return { fileName: `${manifest.id}-${manifest.version}.bwpack`, bytes, manifest };
}

/** "Spooky Cards!" → "spooky-cards": lower-case letters and digits joined by dashes. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

function uniquePath(base: string, used: Set<string>): string {
  let path = `${base}.json`;
  for (let n = 2; used.has(path.toLowerCase()); n++) path = `${base}-${n}.json`;
  used.add(path.toLowerCase());
  return path;
}
