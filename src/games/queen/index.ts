/** The Girl vs. the Evil Queen: the game object the registry exposes. */
import type { Game } from '../../engine';
import { QUEEN_AI_NOTES } from './ai-notes';
import { apply, step } from './apply';
import { QUEEN_CONTENT_HASH, character } from './content';
import { QUEEN_CONFORMANCE } from './conformance';
import { describe } from './describe';
import { queenEndReason } from './end-reason';
import { determinize, determinizer } from './determinize';
import { evaluate } from './evaluate';
import { legalActions, toAct } from './legal';
import { isOver, outcome } from './outcome';
import { QUEEN_CONFIG_SCHEMA } from './schema';
import { setup, checkConfig } from './setup';
import { rolloutPolicy } from './rollout';
import { SEAT_CHARACTERS, cloneState, searchCopy, type QueenState } from './state';
import type { QueenAction, QueenConfig, QueenView } from './types';
import { view } from './view';
import { queenWhyNot } from './why-not';
import { queenMeasures } from './measures';

export type { QueenState } from './state';

export const queen: Game<QueenState, QueenAction, QueenConfig, QueenView> = {
  id: 'queen',
  name: 'The Girl vs. the Evil Queen',
  description:
    'A team card game for 2 to 4: play Action cards, spend Ability Points on your character, and survive the Demons hiding in the Draw Pile. Last team standing wins.',
  engineVersion: '1',
  contentHash: QUEEN_CONTENT_HASH,
  configSchema: QUEEN_CONFIG_SCHEMA,
  minSeats: 2,
  maxSeats: 4,
  defaultConfig: () => ({ players: 2, variant: 'standard' }),
  seatCount: (config) => {
    checkConfig(config);
    return config.players;
  },
  seatLabels: (config) => {
    checkConfig(config);
    return SEAT_CHARACTERS[config.players].map((id) => character(id).name);
  },
  seatTeams: (config) => {
    checkConfig(config);
    return SEAT_CHARACTERS[config.players].map((id) => character(id).team);
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
  whyNot: queenWhyNot,
  measures: queenMeasures,
  // From the public view: the end says nothing a player did not see.
  endReason: (state) => queenEndReason(view(state, 'spectator')),
  ...QUEEN_CONFORMANCE,
  // The search fast path: copy once, then step in place; no log in search copies.
  clone: cloneState,
  step,
  forSearch: searchCopy,
  determinizer,
  rolloutPolicy,
  aiNotes: QUEEN_AI_NOTES,
};
