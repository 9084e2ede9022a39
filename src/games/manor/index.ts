/** All Manor of Evil: the game object the registry will expose. */
import type { Game } from '../../engine';
import { MANOR_AI_NOTES } from './ai-notes';
import { apply, step } from './apply';
import { MANOR_CONFIG_SCHEMA } from './config-schema';
import { MANOR_CONFORMANCE } from './conformance';
import { MANOR_CONTENT_HASH } from './content';
import { describe } from './describe';
import { manorEndReason } from './end-reason';
import { determinize, determinizer } from './determinize';
import { evaluate } from './evaluate';
import { legalActions, toAct } from './legal';
import { isOver, outcome } from './outcome';
import { rolloutPolicy } from './rollout';
import { checkConfig, setup } from './setup';
import { cloneState, searchCopy, type ManorState } from './state';
import type { ManorAction, ManorConfig, ManorView } from './types';
import { view } from './view';
import { manorWhyNot } from './why-not';
import { seatLabel } from './words';
import { manorMeasures } from './measures';

export type { ManorState } from './state';

export const manor: Game<ManorState, ManorAction, ManorConfig, ManorView> = {
  id: 'manor',
  name: 'All Manor of Evil',
  description:
    'Steal relics from Lovecraft’s manor for 1 to 6 players: choose action cards in secret, keep your madness below everyone else’s, and mind the elder gods and the Clocks. Most $ wins; the maddest are devoured.',
  engineVersion: '1',
  contentHash: MANOR_CONTENT_HASH,
  configSchema: MANOR_CONFIG_SCHEMA,
  minSeats: 1,
  maxSeats: 6,
  defaultConfig: () => ({ players: 4 }),
  seatCount: (config) => {
    checkConfig(config);
    return config.players;
  },
  seatLabels: (config) => {
    checkConfig(config);
    return Array.from({ length: config.players }, (_, seat) => seatLabel(config.players, seat));
  },
  seatTeams: (config) => {
    checkConfig(config);
    return Array.from({ length: config.players }, (_, seat) => seat);
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
  describe,
  // From the spectator's view: at the end every role and cache is shown, and nothing more.
  endReason: (state) => manorEndReason(view(state, 'spectator')),
  whyNot: manorWhyNot,
  measures: manorMeasures,
  // The search fast path: copy once, then step in place; no log in search copies.
  clone: cloneState,
  step,
  forSearch: searchCopy,
  determinizer,
  rolloutPolicy,
  aiNotes: MANOR_AI_NOTES,
  ...MANOR_CONFORMANCE,
};
