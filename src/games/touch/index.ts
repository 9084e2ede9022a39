/** A Touch of Evil: the game object (docs/rules/touch.md). */
import type { Game } from '../../engine';
import type { TouchAction } from './actions';
import { apply, step } from './apply';
import { TOUCH_AI_NOTES } from './ai-notes';
import { TOUCH_CONFORMANCE } from './conformance';
import { heroDef, TOUCH_CONTENT_HASH } from './content';
import { describe } from './describe';
import { touchEndReason } from './end-reason';
import { evaluate } from './evaluate';
import { determinize, determinizer } from './determinize';
import { legalActions, toAct } from './legal';
import { isOver, outcome } from './outcome';
import { TOUCH_CONFIG_SCHEMA } from './schema/config';
import { rolloutPolicy, TOUCH_POLICY_PRIOR } from './rollout';
import { checkConfig, MAX_HEROES } from './config-check';
import { teamOf } from './modes';
import { heroesBySeat, playerCount } from './seats';
import { setup } from './setup';
import { cloneState, searchCopy, type TouchConfig, type TouchState } from './state';
import { view, type TouchView } from './view';
import { touchWhyNot } from './why-not';
import { touchMeasures } from './measures';

export type { TouchState, TouchConfig } from './state';

export const touch: Game<TouchState, TouchAction, TouchConfig, TouchView> = {
  id: 'touch',
  name: 'A Touch of Evil',
  description:
    'Monster hunters race to build up their Heroes, uncover the Town Elders’ Secrets and hunt the Villain to its Lair before Shadowbrook falls into Darkness.',
  engineVersion: '1',
  contentHash: TOUCH_CONTENT_HASH,
  configSchema: TOUCH_CONFIG_SCHEMA,
  minSeats: 1,
  maxSeats: MAX_HEROES,
  defaultConfig: () => ({ heroes: ['karl', 'inspector-cooke'], villain: 'vampire', basic: true }),
  seatCount: (config) => {
    checkConfig(config);
    return playerCount(config);
  },
  seatLabels: (config) => {
    checkConfig(config);
    return heroesBySeat(config).map((heroes) => heroes.map((i) => heroDef(config.heroes[i]!).name).join(' and '));
  },
  seatTeams: (config) => {
    checkConfig(config);
    return heroesBySeat(config).map((heroes) => teamOf(config, heroes[0]!));
  },
  setup,
  toAct,
  legalActions,
  apply,
  isOver,
  outcome,
  view,
  determinize,
  evaluate,
  rolloutPolicy,
  policyPrior: TOUCH_POLICY_PRIOR,
  aiNotes: TOUCH_AI_NOTES,
  whyNot: touchWhyNot,
  measures: touchMeasures,
  describe,
  // From the spectator's view: the end tells only what the table saw.
  endReason: (state) => touchEndReason(view(state, 'spectator')),
  clone: cloneState,
  step,
  forSearch: searchCopy,
  determinizer,
  ...TOUCH_CONFORMANCE,
};
