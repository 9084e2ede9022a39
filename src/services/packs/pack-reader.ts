/**
 * Opens a `.bwpack` and checks everything in it before anything is used:
 * entry names (no zip slip, no odd names, no duplicates), caps while
 * inflating (zip-read.ts), the manifest (schema; newer formats refused,
 * older ones migrated), every listed file present and nothing unlisted,
 * sizes and SHA-256, and every file's content (schema + semantic checks).
 * What passes is rebuilt field by field; pack data is never merged.
 */
import { createHash } from 'node:crypto';
import { compileChecker, createAjv } from '../../content/ajv';
import { checkContentText } from '../../content/check-text';
import { contentType, contentTypeOfDocument } from '../../content/content-types';
import { MigrationError, migrateV0 } from '../../content/packs/migrate';
import {
  PACK_FORMAT_VERSION,
  PACK_LIMITS,
  PACK_MANIFEST_SCHEMA,
  PACK_MANIFEST_V0_SCHEMA,
  type PackManifestData,
  type PackManifestV0Data,
} from '../../content/schemas/pack-manifest';
import { findUnsafeKeys } from '../../content/unsafe-keys';
import type { ContentType, PackManifest } from '../../shared/api';
import { nodeContentValidators } from '../library/validators';
import { entryNameProblem } from './entry-names';
import { invalidPack } from './pack-error';
import { readZip, type ZipEntry } from './zip-read';

export const MANIFEST_NAME = 'manifest.json';
const MAX_MANIFEST_BYTES = 256 * 1024;

export interface PackFile {
  path: string;
  type: ContentType;
  name: string;
  /** The file's text exactly as in the pack (valid UTF-8, checked). */
  text: string;
}

export interface OpenedPack {
  manifest: PackManifest;
  files: PackFile[];
}

const ajv = createAjv();
const checkManifestV1 = compileChecker(ajv, PACK_MANIFEST_SCHEMA);
const checkManifestV0 = compileChecker(ajv, PACK_MANIFEST_V0_SCHEMA);

export function openPack(bytes: Uint8Array): OpenedPack {
  const all = readZip(bytes, PACK_LIMITS, checkEntryNames);
  const folderWithData = all.find((e) => e.name.endsWith('/') && e.data.length > 0);
  if (folderWithData)
    throw invalidPack(`The pack's folder entry "${folderWithData.name}" holds data; folders never do.`);
  const entries = all.filter((e) => !e.name.endsWith('/'));
  const byName = new Map(entries.map((e) => [e.name, e]));
  const manifestEntry = byName.get(MANIFEST_NAME);
  if (!manifestEntry) {
    throw invalidPack(`The pack has no ${MANIFEST_NAME} at its top level, so it is not a Boardwright pack.`);
  }
  const manifest = readManifest(manifestEntry.data, byName);
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (listed.has(file.path)) throw invalidPack(`The manifest lists "${file.path}" twice.`);
    listed.add(file.path);
    if (!byName.has(file.path))
      throw invalidPack(`The manifest lists "${file.path}", but the pack does not contain it.`);
  }
  for (const entry of entries) {
    if (entry.name !== MANIFEST_NAME && !listed.has(entry.name)) {
      throw invalidPack(`The pack contains "${entry.name}", which its manifest does not list.`);
    }
  }
  const files = manifest.files.map((file) => {
    const entry = byName.get(file.path) as ZipEntry;
    const text = verifiedText(entry, file);
    const def = contentType(file.type);
    if (def.game !== manifest.game) {
      throw invalidPack(`"${file.path}" is ${def.title}, but the pack is for the game "${manifest.game}".`);
    }
    const checked = checkContentText(file.type, text, nodeContentValidators());
    // What library.save keeps (an illegal deck, with its reasons) a pack may carry too, so an export reads back.
    const blocking = checked.problems.filter((p) => p.severity === 'error' && !def.savesDespite?.(p));
    if (checked.data === undefined || blocking.length > 0) {
      throw invalidPack(
        `"${file.path}" is not valid ${def.title}.`,
        blocking.map((p) => `${file.path}${p.path}: ${p.message}`),
      );
    }
    const declared = contentTypeOfDocument(checked.data);
    if (declared && declared.type !== file.type) {
      throw invalidPack(`"${file.path}" says it is ${declared.title}, but the manifest lists it as ${def.title}.`);
    }
    return { path: file.path, type: file.type, name: file.name, text };
  });
  return { manifest, files };
}

function checkEntryNames(names: string[]): void {
  const seen = new Map<string, string>();
  for (const name of names) {
    const problem = entryNameProblem(name.endsWith('/') ? name.slice(0, -1) + '/x.json' : name);
    if (problem) throw invalidPack(`The pack is refused: ${problem}.`);
    // Two names that differ only in case would be the same file on many disks: refused too.
    const key = name.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw invalidPack(
        earlier === name
          ? `The pack contains "${name}" twice.`
          : `The pack contains both "${earlier}" and "${name}", which differ only in upper and lower case.`,
      );
    }
    seen.set(key, name);
  }
}

function readManifest(raw: Uint8Array, byName: Map<string, ZipEntry>): PackManifest {
  if (raw.length > MAX_MANIFEST_BYTES)
    throw invalidPack(`The pack's ${MANIFEST_NAME} is larger than ${MAX_MANIFEST_BYTES} bytes.`);
  const data = parseJson(raw, MANIFEST_NAME);
  const unsafe = findUnsafeKeys(data);
  if (unsafe.length > 0) {
    throw invalidPack(
      `The pack's ${MANIFEST_NAME} contains field names that are not allowed.`,
      unsafe.map((u) => `${MANIFEST_NAME}/${u.path.join('/')}: ${u.message}`),
    );
  }
  const version =
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>).formatVersion : undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw invalidPack(
      `The pack's ${MANIFEST_NAME} has no valid "formatVersion" (a whole number), so it cannot be read.`,
    );
  }
  if (version > PACK_FORMAT_VERSION) {
    throw invalidPack(
      `The pack was made in format ${version} by a newer Boardwright; this version reads formats up to ${PACK_FORMAT_VERSION}. Update Boardwright to open it.`,
    );
  }
  if (version === 0) {
    refuseProblems(checkManifestV0(data, { rootName: MANIFEST_NAME, prefix: MANIFEST_NAME }));
    try {
      return migrateV0(data as PackManifestV0Data, (path) => typeOfEntry(byName.get(path)));
    } catch (error) {
      if (error instanceof MigrationError)
        throw invalidPack(`The format 0 pack cannot be converted: ${error.message}.`);
      throw error;
    }
  }
  refuseProblems(checkManifestV1(data, { rootName: MANIFEST_NAME, prefix: MANIFEST_NAME }));
  return copyManifest(data as PackManifestData);
}

/** Problems of a manifest we are about to write (an export whose details the schema refuses). */
export function manifestProblems(manifest: PackManifest): string[] {
  return checkManifestV1(manifest, { rootName: 'manifest', prefix: 'manifest' });
}

function refuseProblems(problems: string[]): void {
  if (problems.length > 0) throw invalidPack(`The pack's ${MANIFEST_NAME} is not valid.`, problems);
}

/** A fresh manifest holding only the fields we know, each copied. */
function copyManifest(raw: PackManifestData): PackManifest {
  const manifest: PackManifest = {
    formatVersion: PACK_FORMAT_VERSION,
    id: raw.id,
    name: raw.name,
    version: raw.version,
    game: raw.game,
    files: raw.files.map((f) => ({ path: f.path, type: f.type, name: f.name, size: f.size, sha256: f.sha256 })),
  };
  if (raw.author !== undefined) manifest.author = raw.author;
  if (raw.description !== undefined) manifest.description = raw.description;
  if (raw.license !== undefined) manifest.license = raw.license;
  if (raw.dependencies !== undefined)
    manifest.dependencies = raw.dependencies.map((d) => ({ id: d.id, version: d.version }));
  return manifest;
}

function typeOfEntry(entry: ZipEntry | undefined): ContentType | undefined {
  if (!entry) return undefined;
  try {
    const data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(entry.data)) as unknown;
    if (findUnsafeKeys(data).length > 0) return undefined;
    return contentTypeOfDocument(data)?.type;
  } catch {
    return undefined;
  }
}

function verifiedText(entry: ZipEntry, file: PackManifest['files'][number]): string {
  if (entry.data.length !== file.size) {
    throw invalidPack(`"${file.path}" is ${entry.data.length} bytes, but the manifest says ${file.size}.`);
  }
  const sha256 = createHash('sha256').update(entry.data).digest('hex');
  if (sha256 !== file.sha256) {
    throw invalidPack(`"${file.path}" does not match its SHA-256 checksum in the manifest: it was changed or damaged.`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(entry.data);
  } catch {
    throw invalidPack(`"${file.path}" is not valid text (UTF-8).`);
  }
}

function parseJson(raw: Uint8Array, what: string): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalidPack(`The pack's ${what} is not valid text (UTF-8).`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidPack(`The pack's ${what} is not valid JSON (${(error as Error).message}).`);
  }
}
