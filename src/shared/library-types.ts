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

export interface PackPreviewItem {
  /** Path of the file inside the pack. */
  path: string;
  type: ContentType;
  name: string;
  /** 'replace': an item installed earlier from this pack (same pack id and path) is overwritten. */
  action: 'add' | 'replace';
  /** The id of the library item that would be replaced. */
  replaces?: string;
}

export interface PackPreview {
  manifest: PackManifest;
  items: PackPreviewItem[];
}
