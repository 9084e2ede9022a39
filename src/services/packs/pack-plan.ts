/**
 * What installing a pack would do with each of its files. A pack is known by its
 * id and its author; an installed item is known by the pack it came from (id,
 * author, path) and the hash of its text as installed. So a newer version from
 * the same author updates the items it installed — unless the user edited one
 * since (its hash changed): then both are kept. Another author's pack that
 * reuses the id never replaces anything unless the install is told to.
 */
import { createHash } from 'node:crypto';
import type { PackItemOutcome, PackManifest, PackPreviewItem } from '../../shared/api';
import type { StoredItem } from '../library/item-store';
import type { PackFile } from './pack-reader';

export interface PlannedFile {
  file: PackFile;
  outcome: PackItemOutcome;
  /** The installed item the file matches (updated, or kept beside). */
  existing?: StoredItem;
}

export const sha256Of = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** An author as identity: none given is one author too (""). */
const authorOf = (author: string | undefined): string => author ?? '';

/**
 * The outcome of each file. `textOf` reads an installed item's text, to tell whether it was
 * edited after it was installed.
 */
export async function planInstall(
  manifest: PackManifest,
  files: readonly PackFile[],
  installed: readonly StoredItem[],
  textOf: (id: string) => Promise<string>,
): Promise<PlannedFile[]> {
  const author = authorOf(manifest.author);
  const plan: PlannedFile[] = [];
  const holding = libraryTexts(installed, textOf);
  for (const file of files) {
    // This very text is in the library already (a pack exported from it, imported back): nothing to add.
    const same = await holding(file.type, file.text);
    if (same) {
      plan.push({ file, outcome: 'same', existing: same });
      continue;
    }
    const candidates = installed.filter(
      (item) =>
        item.meta.source?.packId === manifest.id && item.meta.source.path === file.path && item.meta.type === file.type,
    );
    const sameAuthor = candidates.filter((item) => authorOf(item.meta.source?.author) === author);
    let unedited: StoredItem | undefined;
    for (const item of sameAuthor) {
      // Installed before hashes were kept: there is no telling, so it counts as edited.
      const installedHash = item.meta.source?.sha256;
      if (installedHash !== undefined && sha256Of(await textOf(item.id)) === installedHash) {
        unedited = item;
        break;
      }
    }
    if (unedited) plan.push({ file, outcome: 'update', existing: unedited });
    else if (sameAuthor[0]) plan.push({ file, outcome: 'keep-both', existing: sameAuthor[0] });
    else if (candidates[0]) plan.push({ file, outcome: 'conflict', existing: candidates[0] });
    else plan.push({ file, outcome: 'new' });
  }
  return plan;
}

/** Finds an item of a type holding exactly a text; each item's text is read and hashed once. */
function libraryTexts(installed: readonly StoredItem[], textOf: (id: string) => Promise<string>) {
  const hashes = new Map<string, string>();
  return async (type: string, text: string): Promise<StoredItem | undefined> => {
    const wanted = sha256Of(text);
    for (const item of installed) {
      if (item.meta.type !== type) continue;
      let hash = hashes.get(item.id);
      if (hash === undefined) {
        hash = sha256Of(await textOf(item.id));
        hashes.set(item.id, hash);
      }
      if (hash === wanted) return item;
    }
    return undefined;
  };
}

/** A planned file as the preview shows it. */
export function previewItem(planned: PlannedFile, manifest: PackManifest): PackPreviewItem {
  const { file, outcome, existing } = planned;
  const base = { path: file.path, type: file.type, name: file.name, outcome };
  if (!existing) return { ...base, action: 'add', note: 'Added to your library as a new item.' };
  const shown = { id: existing.id, name: existing.meta.name };
  const name = `“${existing.meta.name}”`;
  if (outcome === 'same') {
    return { ...base, action: 'none', existing: shown, note: `Already in your library as ${name}: nothing is added.` };
  }
  if (outcome === 'update') {
    const from = existing.meta.source?.version ? ` (version ${existing.meta.source.version})` : '';
    return {
      ...base,
      action: 'replace',
      replaces: existing.id,
      existing: shown,
      note: `Updates ${name}${from} to version ${manifest.version}; the version you have now goes to the trash.`,
    };
  }
  if (outcome === 'keep-both') {
    return {
      ...base,
      action: 'add',
      existing: shown,
      note: `${name} was changed after it was installed: the pack’s version is added beside it and your changes are kept.`,
    };
  }
  const other = existing.meta.source?.author ? `by “${existing.meta.source.author}”` : 'with no author named';
  return {
    ...base,
    action: 'add',
    existing: shown,
    note: `${name} came from another pack with the id “${manifest.id}”, ${other}: this pack’s version is added beside it.`,
  };
}
