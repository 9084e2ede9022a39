/** Evy against Everything and Everyone, Everywhere: the game object the registry exposes. */
import type { Game } from '../../engine';
import { EVY_AI_NOTES } from './ai-notes';
import { apply, step } from './apply';
import { EVY_ADVENTURES, EVY_CONTENT_HASH } from './content';
import { EVY_CONFIG_SCHEMA } from './config-schema';
import { EVY_CONFORMANCE } from './conformance';
import { describe } from './describe';
import { evyEndReason } from './end-reason';
import { determinize, determinizer } from './determinize';
import { evaluate } from './evaluate';
import { legalActions, toAct } from './legal';
import { isOver, outcome } from './outcome';
import { rolloutPolicy } from './rollout';
import { checkConfig, setup } from './setup';
import { cloneState, searchCopy, type EvyState } from './state';
import type { EvyAction, EvyConfig, EvyView } from './types';
import { view } from './view';
import { evyWhyNot } from './why-not';
import { evyMeasures } from './measures';

export type { EvyState } from './state';

export const evy: Game<EvyState, EvyAction, EvyConfig, EvyView> = {
  id: 'evy',
  name: 'Evy against Everything and Everyone, Everywhere',
  description:
    'A single-player hex-map campaign: each turn the monsters roll, attack and close in, then Evy moves twice and attacks once, picking up cards on her way to the goal.',
  engineVersion: '1',
  contentHash: EVY_CONTENT_HASH,
  configSchema: EVY_CONFIG_SCHEMA,
  minSeats: 1,
  maxSeats: 1,
  defaultConfig: () => ({ adventure: EVY_ADVENTURES[0]?.id ?? 'evys-room', ties: 'ask' }),
  seatCount: (config) => {
    checkConfig(config);
    return 1;
  },
  seatLabels: () => ['Evy'],
  seatTeams: () => [0],
  setup,
  toAct,
  legalActions,
  apply,
  isOver,
  outcome,
  view,
  whyNot: evyWhyNot,
  measures: evyMeasures,
  determinize,
  evaluate,
  describe,
  // From the public view: the end says nothing the board did not show.
  endReason: (state) => evyEndReason(view(state, 'spectator')),
  ...EVY_CONFORMANCE,
  clone: cloneState,
  step,
  forSearch: searchCopy,
  determinizer,
  rolloutPolicy,
  // Rollouts win most easy maps from anywhere: without a discount every move would score 1.
  searchDiscount: 0.99,
  // Longer rollouts lose the difference between moves in rollout deaths (docs/rules/evy.md, "Win rates").
  rolloutDepth: 8,
  // Evy's own actions of this phase, until a card is turned over or the dice are rolled (state.ts).
  undoable: (state) => state.undoable,
  aiNotes: EVY_AI_NOTES,
};
