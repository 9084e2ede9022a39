/**
 * What Evy's options need beyond their schema: a designer's adventure (`custom`)
 * must pass the adventure checks the library and the editor run (a start on the
 * floor, stairs to real maps, goals in reach), since the rules assume them. Run by
 * the request checker after the schema, so the adventure is already bounded.
 */
import { checkEvyAdventure } from '../../../content/checks/evy';
import type { EvyConfig } from '../../../games/evy/types';

/** One line per error, each path under `prefix` ("config/custom/maps/0/start: …"). */
export function evyConfigProblems(config: unknown, prefix: string): string[] {
  const custom = (config as EvyConfig).custom;
  if (!custom) return [];
  return checkEvyAdventure(custom)
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${prefix}/custom${problem.path}: ${problem.message}`);
}
