/**
 * The renderer never runs the rules: the services are the authority and send
 * it views and legal actions. So from the engine and games layers it may take
 * types, words, geometry and content readers, but not a function that applies
 * or lists actions, the registry, or a game object (which carries every rule).
 * An import whose names cannot be seen (a namespace import, `export *`, a
 * dynamic import) is refused too, since it would hide such a function.
 */
import { isTypeOnly, layerOfFile, placeInGames, resolveRelative } from './import-target.js';

const RULE_LAYERS = new Set(['engine', 'games']);

/** The name an import or re-export specifier takes from the module it reads. */
function importedName(specifier) {
  const name = specifier.type === 'ExportSpecifier' ? specifier.local : specifier.imported;
  return name.type === 'Identifier' ? name.name : name.value;
}

/**
 * Why a renderer import reaches the rules, as `{ messageId, data }`, or null
 * when it is allowed. `forbiddenNames` lists the rule functions and registry exports.
 */
export function rulesImportProblem(node, source, fromFile, layers, forbiddenNames) {
  const target = resolveRelative(source, fromFile);
  if (!target || !RULE_LAYERS.has(layerOfFile(target, layers))) return null;
  if (isTypeOnly(node)) return null;
  const place = placeInGames(target);
  if (place?.root === 'src/games' && place.kind === 'registry') return { messageId: 'rendererRegistry', data: {} };
  if (place?.root === 'src/games' && place.kind === 'folder' && place.isIndex) {
    return { messageId: 'rendererGameObject', data: { game: place.folder } };
  }
  const hidesNames =
    node.type === 'ImportExpression' ||
    node.type === 'ExportAllDeclaration' ||
    (node.specifiers ?? []).some((s) => s.type === 'ImportNamespaceSpecifier');
  if (hidesNames) return { messageId: 'rendererUnseenNames', data: {} };
  for (const specifier of node.specifiers ?? []) {
    if (specifier.importKind === 'type' || specifier.exportKind === 'type') continue;
    if (specifier.type !== 'ImportSpecifier' && specifier.type !== 'ExportSpecifier') continue;
    const name = importedName(specifier);
    if (forbiddenNames.includes(name)) return { messageId: 'rendererRulesName', data: { name } };
  }
  return null;
}
