/**
 * `boardwright pack export …` and `pack import …`: the same pack code as the
 * app (src/services/packs), run on a data directory's library or on content
 * files named on the command line.
 */
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { checkContentText } from '../../content/check-text';
import { contentTypeOfDocument } from '../../content/content-types';
import { ServiceError } from '../../services/errors';
import { LibraryService, type ContentItem } from '../../services/library/library-service';
import { nodeContentValidators } from '../../services/library/validators';
import { PackService } from '../../services/packs/pack-service';
import { buildPack } from '../../services/packs/pack-writer';
import type { PackExportManifest } from '../../shared/api';
import { LIMITS, tooLarge } from '../../shared/limits';
import { CliFailure, UsageError } from '../errors';
import { problemLines } from './problem-lines';

export interface PackExportOptions {
  sources: string[];
  out: string;
  manifest: PackExportManifest;
  dataDir?: string;
}

export async function packExportCommand(options: PackExportOptions, out: (line: string) => void): Promise<void> {
  const items: ContentItem[] = [];
  for (const source of options.sources) items.push(await itemFrom(source, options.dataDir));
  const pack = await failOnServiceError(async () => buildPack(items, options.manifest));
  // Written beside the target and renamed, so an interrupted export never leaves half a pack.
  const temp = `${options.out}.${process.pid}.tmp`;
  await writeFile(temp, pack.bytes);
  await rename(temp, options.out);
  out(
    `${options.out}: ${pack.manifest.name} ${pack.manifest.version}, ${pack.manifest.files.length} files, ${pack.bytes.length} bytes`,
  );
  for (const file of pack.manifest.files) out(`  ${file.path}  (${file.type}, "${file.name}")`);
}

export async function packImportCommand(
  file: string,
  options: { dataDir?: string; dryRun?: boolean; replace?: boolean },
  out: (line: string) => void,
): Promise<void> {
  const dataDir = requireDataDir(options.dataDir, 'pack import');
  const base64 = (await readPackFile(file)).toString('base64');
  const library = new LibraryService(dataDir);
  await library.start();
  const packs = new PackService(library);
  const preview = await failOnServiceError(() => packs.preview(base64), file);
  out(
    `${file}: ${preview.manifest.name} ${preview.manifest.version} (${preview.manifest.id}) for ${preview.manifest.game}`,
  );
  for (const item of preview.items) {
    out(`  ${item.outcome.padEnd(9)} ${item.path}  (${item.type}, "${item.name}")`);
    if (item.outcome !== 'new') out(`            ${item.note}`);
  }
  if (options.dryRun) {
    out('Nothing installed (--dry-run).');
    return;
  }
  // --replace: the explicit choice to overwrite edited items and other authors' (previous versions go to the trash).
  const onConflict = options.replace ? 'replace' : 'keep-both';
  const installed = await failOnServiceError(() => packs.install(base64, onConflict), file);
  // Items the library held already are listed as such: nothing was installed for them.
  const already = new Set(preview.items.flatMap((item) => (item.outcome === 'same' ? [item.existing?.id] : [])));
  const added = installed.filter((info) => !already.has(info.id));
  out(`Installed ${added.length} ${added.length === 1 ? 'item' : 'items'} in ${resolve(dataDir, 'library')}:`);
  for (const info of added) out(`  ${info.id}  ${info.name}`);
  for (const info of installed.filter((i) => already.has(i.id))) out(`  ${info.id}  ${info.name} (already there)`);
}

/** A library id (built-in or in the data directory) or a content file on disk. */
async function itemFrom(source: string, dataDir: string | undefined): Promise<ContentItem> {
  if (source.endsWith('.json') || (await isFile(source))) return itemFromFile(source);
  // Built-in content is in the app, not in a data directory, so it needs none.
  if (source.startsWith('builtin-'))
    return failOnServiceError(() => new LibraryService(dataDir ?? '.').getContent(source));
  const library = new LibraryService(requireDataDir(dataDir, `pack export of the library item "${source}"`));
  return failOnServiceError(() => library.getContent(source));
}

async function itemFromFile(path: string): Promise<ContentItem> {
  const size = await stat(path).then(
    (info) => info.size,
    () => 0, // reading says why there is no file
  );
  if (size > LIMITS.contentTextBytes)
    throw new CliFailure(tooLarge(path, size, LIMITS.contentTextBytes, 'content files'));
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CliFailure(error.code === 'ENOENT' ? `${path}: no such file.` : `${path}: ${error.message}`);
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliFailure(`${path}: not valid JSON (${(error as Error).message}).`);
  }
  const def = contentTypeOfDocument(data);
  if (!def) throw new CliFailure(`${path}: its "$schema" does not name a content type, so it cannot go in a pack.`);
  const checked = checkContentText(def.type, text, nodeContentValidators());
  if (!checked.ok) throw new CliFailure(`${path}: not valid ${def.title}:`, problemLines(path, checked.problems));
  const name =
    basename(path)
      .replace(/\.json$/, '')
      .slice(0, 80) || def.title;
  return {
    type: def.type,
    text,
    info: {
      id: name,
      name,
      game: def.game,
      type: def.type,
      builtIn: false,
      readOnly: true,
      modifiedAt: '',
      size: text.length,
    },
  };
}

/** A pack file's bytes, its size checked before it is read. */
export async function readPackFile(file: string): Promise<Buffer> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new CliFailure(`${file}: no such file.`);
  }
  if (size > LIMITS.packBytes) throw new CliFailure(tooLarge(file, size, LIMITS.packBytes, 'packs'));
  return readFile(file);
}

function requireDataDir(dataDir: string | undefined, what: string): string {
  const dir = dataDir ?? process.env.BOARDWRIGHT_DATA_DIR;
  if (!dir) {
    throw new UsageError(
      `${what} needs the app's data directory: --data-dir DIR, or the BOARDWRIGHT_DATA_DIR variable.`,
    );
  }
  return dir;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Runs service code, turning a refusal (a ServiceError) into a CliFailure naming `what`. */
export async function failOnServiceError<T>(work: () => Promise<T>, what?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) {
      throw new CliFailure(what ? `${what}: ${error.message}` : error.message, error.details ?? []);
    }
    throw error;
  }
}
