/**
 * Where an import lands, for the architecture rule: the layer of a file, the
 * layer an import specifier resolves to, and which game folder (if any) holds
 * a path. Pure path arithmetic on the repository layout, plus one look at the
 * disk to tell a folder import (`../evy`) from a file import (`../words`).
 */
import { statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const NODE = new Set(builtinModules);
const UI_PACKAGES = new Set(['vue', 'pinia', 'monaco-editor']);

/** Folders whose subfolders are one game each (the rules, and the renderer's boards). */
export const GAME_ROOTS = ['src/games', 'src/renderer/src/games'];

/** `src/<layer>/…` is that layer; `content/…` is the data; anything else is none. */
export function layerOfFile(file, layers) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'src' && rel[1] && rel[1] in layers) return rel[1];
  if (rel[0] === 'content') return 'data';
  return null;
}

/** The absolute path a relative or absolute specifier points at (query such as `?raw` dropped), else null. */
export function resolveRelative(source, fromFile) {
  if (!source.startsWith('.') && !source.startsWith('/')) return null;
  return path.resolve(path.dirname(fromFile), source.split('?')[0]);
}

/**
 * The layer an import resolves to: a folder of src/, `data`, `outside` (any
 * other file of ours), `node`, `electron`, `ui`, or `package` (any other npm package).
 */
export function layerOfImport(source, fromFile, layers) {
  const target = resolveRelative(source, fromFile);
  if (target) return layerOfFile(target, layers) ?? 'outside';
  if (source.startsWith('node:') || NODE.has(source.split('/')[0])) return 'node';
  const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
  if (pkg === 'electron') return 'electron';
  if (UI_PACKAGES.has(pkg) || pkg.startsWith('@vue/')) return 'ui';
  return 'package';
}

/** An import or re-export that is erased at build time: `import type`, or only `type` specifiers. */
export function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

function isDirectory(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

function isIndexName(name) {
  return /^index(\.[cm]?[jt]s)?$/.test(name);
}

/**
 * Places a path inside a games folder, or returns null when it is outside both.
 * - `{ kind: 'registry' }`: the folder itself or its top-level index (the list of all games);
 * - `{ kind: 'top-level' }`: another file directly in the games folder;
 * - `{ kind: 'folder', folder, isIndex }`: inside (or exactly) the subfolder `folder`;
 *   `isIndex` when it is that folder's entry point (the folder or its index file).
 */
export function placeInGames(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const gamesRoot = GAME_ROOTS.find((r) => rel === r || rel.startsWith(`${r}/`));
  if (!gamesRoot) return null;
  const parts = rel
    .slice(gamesRoot.length)
    .split('/')
    .filter((p) => p !== '');
  const base = { root: gamesRoot };
  if (parts.length === 0 || (parts.length === 1 && isIndexName(parts[0]))) return { ...base, kind: 'registry' };
  if (parts.length === 1 && !isDirectory(file)) return { ...base, kind: 'top-level' };
  const isIndex = parts.length === 1 || (parts.length === 2 && isIndexName(parts[1]));
  return { ...base, kind: 'folder', folder: parts[0], isIndex };
}
