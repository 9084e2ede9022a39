/**
 * The architecture's import rules, stated once (docs/ARCHITECTURE.md repeats
 * the tables, and a test keeps the two equal), and the ESLint rule that
 * enforces them on every import and re-export of src/:
 * - the layer table: what each folder of src/ may import;
 * - game isolation: one game's folder never imports another game's;
 * - the renderer never imports the rules (it gets views and legal actions).
 */
import { crossGameTarget } from './game-isolation.js';
import { isTypeOnly, layerOfFile, layerOfImport, resolveRelative } from './import-target.js';
import { rulesImportProblem } from './renderer-rules.js';

/**
 * What each layer may import, besides itself. Besides the folders of src/:
 * `data` is the JSON of content/, `node` the Node built-ins, `electron` the
 * Electron API, `ui` Vue, Pinia and Monaco, `package` any other npm package.
 */
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

/** The one subfolder of src/games (and of src/renderer/src/games) that is not a game: helpers games share. */
export const GAME_HELPERS_FOLDER = 'common';

/**
 * What the renderer may not import from the engine and games layers: the
 * functions that apply or list actions (`step` is `apply` in place, `replay`
 * applies a record's actions) and the registry's exports.
 */
export const RENDERER_FORBIDDEN_NAMES = ['tryApply', 'apply', 'step', 'legalActions', 'replay', 'GAMES', 'findGame'];

/**
 * Packages that only provide types: a type-only import of them is erased at
 * build time, so any layer may use it (json-schema-to-ts derives the content
 * types from the schemas, including in the games layer).
 */
const TYPE_ONLY_PACKAGES = new Set(['json-schema-to-ts']);

const SEE = 'see docs/ARCHITECTURE.md.';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import rules of docs/ARCHITECTURE.md' },
    schema: [],
    messages: {
      forbidden: `Layer "{{from}}" may not import {{what}} ("{{source}}"); ${SEE}`,
      crossGame: `A game's folder may not import another game's folder "{{to}}" ("{{source}}"); share code through "${GAME_HELPERS_FOLDER}/"; ${SEE}`,
      crossGameRegistry: `A game's folder may not import the registry of all games ("{{source}}"); ${SEE}`,
      rendererRulesName: `The renderer may not import "{{name}}": the services run the rules and send views and legal actions; ${SEE}`,
      rendererRegistry: `The renderer may not import the games registry: the services run the rules; ${SEE}`,
      rendererGameObject: `The renderer may not import the "{{game}}" game object, which carries its rules; import the module that holds what you need (types, words, content); ${SEE}`,
      rendererUnseenNames: `The renderer must import names from the engine and games one by one (no "* as", "export *" or dynamic import), so that no rule function slips in; ${SEE}`,
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOfFile(file, LAYERS);
    if (!from || from === 'data') return {};
    const allowed = new Set([from, ...LAYERS[from]]);

    function layerProblem(node, source) {
      const to = layerOfImport(source, file, LAYERS);
      if (allowed.has(to)) return null;
      if (to === 'package' && TYPE_ONLY_PACKAGES.has(source) && isTypeOnly(node)) return null;
      const what = to === 'outside' ? 'files outside src/ and content/' : `from "${to}"`;
      return { messageId: 'forbidden', data: { from, what } };
    }

    function gameProblem(source) {
      const target = resolveRelative(source, file);
      const to = target && crossGameTarget(file, target, GAME_HELPERS_FOLDER);
      if (!to) return null;
      return to === 'registry'
        ? { messageId: 'crossGameRegistry', data: {} }
        : { messageId: 'crossGame', data: { to } };
    }

    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const source = node.source.value;
      const problem =
        layerProblem(node, source) ??
        gameProblem(source) ??
        (from === 'renderer' ? rulesImportProblem(node, source, file, LAYERS, RENDERER_FORBIDDEN_NAMES) : null);
      if (problem)
        context.report({ node: node.source, messageId: problem.messageId, data: { ...problem.data, source } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
