/**
 * ESLint rule enforcing the layer table of ARCHITECTURE.md: every import is
 * resolved to the layer it lands in (a folder of src/, the content/ data,
 * Node built-ins, electron, the UI framework, or another package) and checked
 * against what the importing file's layer may use.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** What each layer may import, besides itself. */
export const LAYERS = {
  engine: [],
  games: ['engine', 'data'],
  ai: ['engine'],
  content: ['engine', 'games', 'shared', 'data', 'package'],
  shared: ['engine'],
  services: ['engine', 'games', 'ai', 'content', 'shared', 'data', 'node', 'package'],
  worker: ['engine', 'games', 'ai', 'content', 'shared', 'services', 'node', 'package'],
  cli: ['engine', 'games', 'ai', 'content', 'shared', 'services', 'data', 'node', 'package'],
  main: ['engine', 'games', 'ai', 'content', 'shared', 'services', 'worker', 'data', 'node', 'electron', 'package'],
  preload: ['shared', 'electron'],
  host: ['engine', 'shared', 'services', 'node', 'package'],
  renderer: ['engine', 'games', 'content', 'shared', 'data', 'ui', 'package'],
};

const UI_PACKAGES = new Set(['vue', 'pinia', 'monaco-editor']);
/**
 * Packages that only provide types: a type-only import of them is erased at
 * build time, so any layer may use it (json-schema-to-ts derives the content
 * types from the schemas, including in the games layer).
 */
const TYPE_ONLY_PACKAGES = new Set(['json-schema-to-ts']);

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}
const NODE = new Set(builtinModules);

function layerOfFile(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'src' && rel[1] && rel[1] in LAYERS) return rel[1];
  if (rel[0] === 'content') return 'data';
  return null;
}

function layerOfImport(source, fromFile) {
  if (source.startsWith('.') || source.startsWith('/')) {
    const target = path.resolve(path.dirname(fromFile), source.split('?')[0]);
    return layerOfFile(target) ?? 'outside';
  }
  if (source.startsWith('node:') || NODE.has(source.split('/')[0])) return 'node';
  const pkg = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
  if (pkg === 'electron') return 'electron';
  if (UI_PACKAGES.has(pkg) || pkg.startsWith('@vue/')) return 'ui';
  return 'package';
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer table of ARCHITECTURE.md' },
    schema: [],
    messages: {
      forbidden: 'Layer "{{from}}" may not import {{what}} ("{{source}}"); see the layer table in ARCHITECTURE.md.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOfFile(file);
    if (!from || from === 'data') return {};
    const allowed = new Set([from, ...LAYERS[from]]);
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      const to = layerOfImport(source, file);
      if (allowed.has(to)) return;
      if (to === 'package' && TYPE_ONLY_PACKAGES.has(source) && isTypeOnly(node)) return;
      const what = to === 'outside' ? 'files outside src/ and content/' : `from "${to}"`;
      context.report({ node: node.source, messageId: 'forbidden', data: { from, what, source } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
