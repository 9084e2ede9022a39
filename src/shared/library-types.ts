/**
 * The content library and content packs as the API carries them:
 * item listings, problems pinned to JSON paths, pack manifests and previews.
 * Imported by `api.ts` (methods `library.*` and `pack.*`).
 */
import type { CONTENT_TYPE_NAMES } from './games';

/**
 * A kind of content file a designer edits; each has a JSON Schema and semantic checks (src/content).
 * Each game lists its own (`games/<id>/content-types.ts`).
 */
export type ContentType = (typeof CONTENT_TYPE_NAMES)[number];

/** What the library lists: content, and saved matches (read-only there; they are managed by `saves.*`). */
export type LibraryItemType = ContentType | 'save';

export interface LibraryItemInfo {
  /** `builtin-…` for built-in content, `u-…` for the user's items, a save's id for saved matches. */
  id: string;
  name: string;
  /** The id of the game the item is for. */
  game: string;
  type: LibraryItemType;
  /** Shipped with the app: read-only, but can be duplicated into the library. */
  builtIn: boolean;
  /** True for built-ins and saves: `library.save`, `rename` and `delete` refuse it. */
  readOnly: boolean;
  /** ISO date-time of the last change (for items in the trash: when they were deleted). */
  modifiedAt: string;
  /** Size of the stored text in bytes. */
  size: number;
}

/** One problem in a content file: schema or semantic, shown as an editor marker. */
export interface ContentProblem {
  /**
   * JSON pointer to the value, e.g. "/cards/3/copies"; "" is the whole file. A `required`
   * problem points at the missing field, which does not exist yet: mark its parent.
   */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/** A pack's `manifest.json` (schema: src/content/schemas/pack-manifest.ts). */
export interface PackManifest {
  formatVersion: number;
  id: string;
  name: string;
  /** Semantic version, e.g. "1.2.0". */
  version: string;
  game: string;
  author?: string;
  description?: string;
  license?: string;
  dependencies?: { id: string; version: string }[];
  files: { path: string; type: ContentType; name: string; size: number; sha256: string }[];
}

/** What the user fills in when exporting; the rest of the manifest is computed. */
export interface PackExportManifest {
  id?: string;
  name: string;
  version: string;
  author?: string;
  description?: string;
  license?: string;
}

/**
 * What installing would do with one file of a pack, judged by the pack's id, its author and the
 * file's path and hash against what is installed:
 * - `new`: nothing of this pack is installed at this path; the file is added.
 * - `update`: a newer (or the same) version of an item this pack's author installed, unchanged
 *   since: it is replaced, and the previous version kept in the trash.
 * - `keep-both`: the installed item was edited after it was installed: the pack's version is added
 *   beside it, the edit untouched (unless the install is told to replace).
 * - `conflict`: another author's pack with the same id installed this item: the pack's version is
 *   added beside it (unless the install is told to replace).
 */
/** `same`: the library already holds this very text (say, a pack exported from it): nothing is added. */
export type PackItemOutcome = 'new' | 'update' | 'keep-both' | 'conflict' | 'same';

export interface PackPreviewItem {
  /** Path of the file inside the pack. */
  path: string;
  type: ContentType;
  name: string;
  /** What installing does by default: add an item, replace `replaces`, or nothing (`same`). */
  action: 'add' | 'replace' | 'none';
  /** The id of the library item that would be replaced. */
  replaces?: string;
  outcome: PackItemOutcome;
  /** The installed item this file matches (for `update`, `keep-both`, `conflict` and `same`). */
  existing?: { id: string; name: string };
  /** The outcome in words, for the import dialog. */
  note: string;
}

export interface PackPreview {
  manifest: PackManifest;
  items: PackPreviewItem[];
}

/**
 * For `packs.install`: what to do with items the preview calls `keep-both` or `conflict`.
 * `keep-both` (the default) adds the pack's version beside them; `replace` overwrites them,
 * keeping their previous version in the trash.
 */
export type PackConflictChoice = 'keep-both' | 'replace';

/**
 * A file Boardwright could not read as it was, and what became of it. Nothing is dropped
 * silently: every such file is listed by `library.health` until it is dealt with.
 */
export interface HealthEntry {
  /** What the file was. */
  kind: 'library-item' | 'trash-item' | 'save' | 'autosave';
  /** The item, save or match id, when known. */
  id?: string;
  /** The file, relative to the data folder ("library/u-abc.meta.json"). */
  file: string;
  /** What is wrong with it, in words. */
  reason: string;
  /**
   * What was done: `rebuilt` (its metadata rebuilt from the item, which stays in the library),
   * `restored` (an earlier copy used instead), `quarantined` (moved aside, unused), `kept`
   * (left where it is, unused, until it is fixed or deleted).
   */
  outcome: 'rebuilt' | 'restored' | 'quarantined' | 'kept';
  /** Where the damaged version is kept, relative to the data folder. */
  copy?: string;
  /** When it was found (ISO date-time). */
  at: string;
}

export interface LibraryHealth {
  entries: HealthEntry[];
}
