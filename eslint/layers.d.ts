/** Types of eslint/layers.js, for the tests that read its tables. */
import type { Rule } from 'eslint';

export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
export declare const GAME_HELPERS_FOLDER: string;
export declare const RENDERER_FORBIDDEN_NAMES: readonly string[];
declare const layers: Rule.RuleModule;
export default layers;
