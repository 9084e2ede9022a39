/**
 * The Evy adventure editor's model, pure TypeScript (no Vue, no Node): the
 * renderer's editor screen, the services and the benchmark import it from here.
 */
export * from './types';
export { applyEdit, applyWithInverse } from './apply';
export { EditHistory, type EditHistoryOptions } from './history';
export { validateAdventure, schemaProblems } from './validate';
export { adventureToJson, adventureFromJson, jsonEdit, type ParsedAdventure } from './json';
export { editorState, withDoc, shiftSelection } from './state';
export { blankMap } from './doc-edits';
export { drawnBounds, readingOrder } from './hexes';
