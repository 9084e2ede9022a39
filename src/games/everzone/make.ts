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
import { everzoneEndReason } from './end-reason';
import { determinize, determinizer } from './determinize';
import { legalActions, parseAction, toAct } from './legal';
import { isOver, outcome } from './outcome';
import { rulesByConfig } from './content-sets';
import type { EzRules } from './rules-context';
import { setup } from './setup';
import { cloneState, searchCopy } from './copy';
import { SEATS, teamOfSeat } from './state';
import type { AbilityHooks, EverzoneConfig, EverzoneContent, EverzoneView, EzAction, EzState } from './types';
import { view } from './view';

export type EverzoneGame = Game<EzState, EzAction, EverzoneConfig, EverzoneView> & {
  parseAction(state: EzState, seat: number, key: string): EzAction | null;
};

type EzGame = Game<EzState, EzAction, EverzoneConfig, EverzoneView>;

export interface EverzoneParts {
  content: EverzoneContent;
  hooks: AbilityHooks;
  /** The abilities of a card set the options carry; without it, `hooks` serve every set. */
  hooksFor?: (content: EverzoneContent) => AbilityHooks;
  contentHash: string;
  /** Optional AI parts (evaluation, rollout policy) wired in by the registry, made on a match's rules. */
  evaluate?: (rules: EzRules) => NonNullable<EzGame['evaluate']>;
  rolloutPolicy?: (rules: EzRules) => NonNullable<EzGame['rolloutPolicy']>;
}

export const RACE_NAMES = { numan: 'Numan', slurr: 'Slurr', uthron: 'Uthron' } as const;

export function makeEverzone(parts: EverzoneParts): EverzoneGame {
  // The rules of a match's content: the built-in sets, or those its options carry.
  const rulesOf = rulesByConfig(parts).of;
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
      checkConfig(rulesOf(config), config);
      return SEATS[config.format];
    },
    seatLabels: (config) => {
      const rules = rulesOf(config);
      checkConfig(rules, config);
      return config.decks.map((d, seat) => {
        const deck = resolveDeck(rules, d);
        return `Player ${seat + 1} (${RACE_NAMES[deck.race]}: ${deck.name})`;
      });
    },
    seatTeams: (config) => {
      checkConfig(rulesOf(config), config);
      return config.decks.map((_, seat) => teamOfSeat(config.format, seat));
    },
    setup: (config, seed) => setup(rulesOf(config), config, seed),
    toAct,
    legalActions: (state, seat) => legalActions(rulesOf(state.config), state, seat),
    parseAction: (state, seat, key) => parseAction(rulesOf(state.config), state, seat, key),
    apply: (state, seat, action) => apply(rulesOf(state.config), state, seat, action),
    isOver,
    outcome,
    view: (state, viewer) => view(rulesOf(state.config), state, viewer),
    determinize: (v, seat, rng) => determinize(rulesOf(v.config), v, seat, rng),
    describe: (action, state) => describe(rulesOf(state.config), action, state),
    // From the spectator's view: the end names CP and surrenders, never a hand.
    endReason: (state) => everzoneEndReason(view(rulesOf(state.config), state, 'spectator')),
    ...everzoneConformance(parts.content),
    clone: cloneState,
    step: (state, seat, action) => step(rulesOf(state.config), state, seat, action),
    forSearch: searchCopy,
    determinizer: (v, seat, forSearch) => determinizer(rulesOf(v.config), v, seat, forSearch),
  };
  const { evaluate, rolloutPolicy } = parts;
  if (evaluate) game.evaluate = perRules(rulesOf, evaluate, (f) => (state, seat) => f(state.config)(state, seat));
  if (rolloutPolicy) {
    game.rolloutPolicy = perRules(
      rulesOf,
      rolloutPolicy,
      (f) => (state, seat, rng) => f(state.config)(state, seat, rng),
    );
  }
  return game;
}

/** An AI part made once per rules context, and the game's function that picks the match's. */
function perRules<Part, Fn>(
  rulesOf: (config: EverzoneConfig) => EzRules,
  make: (rules: EzRules) => Part,
  wrap: (partOf: (config: EverzoneConfig) => Part) => Fn,
): Fn {
  const made = new WeakMap<EzRules, Part>();
  return wrap((config) => {
    const rules = rulesOf(config);
    let part = made.get(rules);
    if (part === undefined) {
      part = make(rules);
      made.set(rules, part);
    }
    return part;
  });
}
