/**
 * Seeded playouts of every built-in adventure, for comparing whole games by their
 * final state hash (the log included, so every monster move, attack and spawn on the
 * way counts). Moves come from their own seeded generator: picked at random among the
 * legal actions in the order the rules list them (so the order counts too), or by
 * the search's rollout policy, which walks towards the goal and meets more monsters.
 */
import { createRng, nextInt, stateHash, type RngState } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES } from '../../../src/games/evy/content';
import type { EvyState } from '../../../src/games/evy/state';
import type { EvyAction, EvyConfig } from '../../../src/games/evy/types';

export interface PlayoutCase {
  name: string;
  config: EvyConfig;
  seed: number;
  policy: 'random' | 'rollout';
}

/** Every adventure with ties asked and automatic, with and without Harder D, by both policies. */
export function playoutCases(): PlayoutCase[] {
  const out: PlayoutCase[] = [];
  EVY_ADVENTURES.forEach((adventure, i) => {
    for (const ties of ['ask', 'auto'] as const) {
      for (const harderD of [false, true]) {
        for (const policy of ['random', 'rollout'] as const) {
          const config: EvyConfig = { adventure: adventure.id, ties };
          if (harderD) config.difficulty = { harder: ['D'] };
          const name = `${adventure.id} ${ties}${harderD ? ' harder-D' : ''} ${policy}`;
          out.push({ name, config, seed: 31 * i + out.length, policy });
        }
      }
    }
  });
  return out;
}

function choose(c: PlayoutCase, state: EvyState, chooser: RngState): EvyAction {
  if (c.policy === 'rollout') return evy.rolloutPolicy!(state, 0, chooser);
  const legal = evy.legalActions(state, 0);
  return legal[nextInt(chooser, legal.length)]!;
}

/** The final state's hash after at most `plies` moves. */
export function playoutHash(c: PlayoutCase, plies = 600): string {
  const chooser = createRng(`recorded:${c.name}`);
  const state = evy.setup(c.config, c.seed);
  for (let ply = 0; ply < plies && !evy.isOver(state); ply++) evy.step!(state, 0, choose(c, state, chooser));
  return stateHash(state);
}
