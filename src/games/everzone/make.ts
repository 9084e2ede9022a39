/**
 * The EverZone game object, made from a content and ability hooks. The registry's
 * instance (`index.ts`) uses the real cards and abilities; rule tests use a small
 * fixture content and `NO_ABILITIES`.
 */
import type { Game } from '../../engine';
import { apply, step } from './apply';
import { EVERZONE_CONFIG_SCHEMA, checkConfig, resolveDeck } from './config';
import { everzoneConformance } from './conformance';
import { describe } from './describe';
import { determinize, determinizer } from './determinize';
import { legalActions, parseAction, toAct } from './legal';
import { isOver, outcome } from './outcome';
import { makeRules } from './rules-context';
import { setup } from './setup';
import { cloneState, searchCopy } from './copy';
import { SEATS, teamOfSeat } from './state';
import type { AbilityHooks, EverzoneConfig, EverzoneContent, EverzoneView, EzAction, EzState } from './types';
import { view } from './view';

export type EverzoneGame = Game<EzState, EzAction, EverzoneConfig, EverzoneView> & {
  parseAction(state: EzState, seat: number, key: string): EzAction | null;
};

export interface EverzoneParts {
  content: EverzoneContent;
  hooks: AbilityHooks;
  contentHash: string;
  /** Optional AI parts (evaluation, rollout policy) wired in by the registry. */
  evaluate?: (state: EzState, seat: number) => number;
  rolloutPolicy?: Game<EzState, EzAction, EverzoneConfig, EverzoneView>['rolloutPolicy'];
}

export const RACE_NAMES = { numan: 'Numan', slurr: 'Slurr', uthron: 'Uthron' } as const;

export function makeEverzone(parts: EverzoneParts): EverzoneGame {
  const rules = makeRules(parts.content, parts.hooks);
  const firstDecks = parts.content.decks.slice(0, 2).map((d) => d.id);
  const game: EverzoneGame = {
    id: 'everzone',
    name: 'EverZone',
    description:
      'A card battle for 2 to 6: marshal units face down, reveal and activate them within each location’s resources, play supports, and clash over nine locations. Most command points wins.',
    engineVersion: '1',
    contentHash: parts.contentHash,
    configSchema: EVERZONE_CONFIG_SCHEMA,
    minSeats: 2,
    maxSeats: 6,
    defaultConfig: () => ({ format: '1v1', cpPerPlayer: 20, decks: firstDecks, locations: 'random' }),
    seatCount: (config) => {
      checkConfig(rules, config);
      return SEATS[config.format];
    },
    seatLabels: (config) => {
      checkConfig(rules, config);
      return config.decks.map((d, seat) => {
        const deck = resolveDeck(rules, d);
        return `Player ${seat + 1} (${RACE_NAMES[deck.race]}: ${deck.name})`;
      });
    },
    seatTeams: (config) => {
      checkConfig(rules, config);
      return config.decks.map((_, seat) => teamOfSeat(config.format, seat));
    },
    setup: (config, seed) => setup(rules, config, seed),
    toAct,
    legalActions: (state, seat) => legalActions(rules, state, seat),
    parseAction: (state, seat, key) => parseAction(rules, state, seat, key),
    apply: (state, seat, action) => apply(rules, state, seat, action),
    isOver,
    outcome,
    view: (state, viewer) => view(rules, state, viewer),
    determinize: (v, seat, rng) => determinize(rules, v, seat, rng),
    describe: (action, state) => describe(rules, action, state),
    ...everzoneConformance(parts.content),
    clone: cloneState,
    step: (state, seat, action) => step(rules, state, seat, action),
    forSearch: searchCopy,
    determinizer: (v, seat, forSearch) => determinizer(rules, v, seat, forSearch),
  };
  if (parts.evaluate) game.evaluate = parts.evaluate;
  if (parts.rolloutPolicy) game.rolloutPolicy = parts.rolloutPolicy;
  return game;
}
