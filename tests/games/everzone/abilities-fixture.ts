/**
 * Hand-built EverZone states for the card tests: a 1v1 (or 2v2) table at a chosen
 * location and battle turn, and cards put straight where a test wants them. The
 * abilities run on the real cards (`ABILITY_HOOKS`).
 */
import { createRng, type Seat } from '../../../src/engine';
import { ABILITY_HOOKS } from '../../../src/games/everzone/abilities';
import { forcesCard } from '../../../src/games/everzone/content';
import type { ArmyTotals, EzAction, EzState, PlayerState } from '../../../src/games/everzone/types';

export const hooks = ABILITY_HOOKS;

type Place = 'hand' | 'deck' | 'marshalled' | 'active' | 'inactive' | 'supports' | 'fallen';

export interface Table {
  state: EzState;
  /** Puts a new instance of `def` owned and controlled by `seat` at `place`; returns its id. */
  put(seat: Seat, def: string, place: Place): number;
  /** Army totals of a team: printed values of its active units, then the abilities. */
  army(team: number): ArmyTotals;
  /** The seat's declarable actions (abilities only, before the rules' filters). */
  declarable(seat: Seat): EzAction[];
  /** Declares then resolves at once, as if every other seat had passed. */
  use(seat: Seat, action: EzAction): void;
  where(card: number): string;
}

function player(seat: Seat, team: number): PlayerState {
  return {
    seat,
    team,
    deckId: 'test',
    race: 'numan',
    deck: [],
    hand: [],
    marshalled: [],
    active: [],
    inactive: [],
    supports: [],
    retreated: [],
    fallen: [],
    leader: -1,
    leaderState: 'aside',
    mulliganTo: 0,
    kept: true,
    supportsPlayed: 0,
    pending: null,
    target: null,
  };
}

export function table(options: { location?: string; turn?: number; seats?: 2 | 4; cp?: number } = {}): Table {
  const seats = options.seats ?? 2;
  const cp = options.cp ?? 20;
  const players = Array.from({ length: seats }, (_, s) => player(s, s % 2));
  const state: EzState = {
    rng: createRng(7),
    config: { format: seats === 2 ? '1v1' : '2v2', cpPerPlayer: cp, decks: [], locations: 'random' },
    cards: [],
    players,
    teams: [0, 1].map((team) => ({
      team,
      seats: players.filter((p) => p.team === team).map((p) => p.seat),
      cp: cp * (seats / 2),
      surrenders: 0,
      out: false,
    })),
    locationDeck: [],
    location: options.location ?? 'earth',
    locationsPlayed: 1,
    battleTurn: options.turn ?? 0,
    phase: 'declare',
    current: 0,
    passes: 0,
    pile: [],
    modifiers: [],
    alliances: null,
    flags: {},
    log: [],
    stage: {
      waiting: [],
      queue: [],
      activation: 'turn',
      sides: [
        players.filter((p) => p.team === 0).map((p) => p.seat),
        players.filter((p) => p.team === 1).map((p) => p.seat),
      ],
      targets: [1, 0],
      clash: null,
      pool: [],
      picksLeft: [0, 0],
      first: 0,
      winners: null,
    },
  };
  const t: Table = {
    state,
    put(seat, def, place) {
      forcesCard(def);
      const id = state.cards.length;
      state.cards.push({ id, def, owner: seat, controller: seat });
      const p = state.players[seat] as PlayerState;
      p[place].push(id);
      if (forcesCard(def).type === 'leader') p.leader = id;
      return id;
    },
    army(team) {
      const base: ArmyTotals = { attack: 0, defence: 0, range: 0, resources: 0 };
      for (const p of t.state.players.filter((pl) => pl.team === team)) {
        for (const card of p.active) {
          const def = forcesCard(t.state.cards[card]!.def);
          base.attack += def.attack ?? 0;
          base.defence += def.defence ?? 0;
          base.range += def.range ?? 0;
          base.resources += def.cost;
        }
      }
      return hooks.armyTotals(t.state, team, base);
    },
    declarable: (seat) => hooks.declarable(t.state, seat),
    use(seat, action) {
      if (action.type !== 'play-support' && action.type !== 'use-skill') throw new Error('not a declaration');
      const p = t.state.players[seat] as PlayerState;
      if (action.type === 'play-support') {
        p.hand.splice(p.hand.indexOf(action.card), 1);
        p.supports.push(action.card);
        p.supportsPlayed++;
      }
      const declaration = {
        seat,
        card: action.card,
        kind: action.type === 'play-support' ? ('effect' as const) : ('skill' as const),
        choice: action.choice,
      };
      hooks.resolve(t.state, declaration);
    },
    where(card) {
      for (const p of t.state.players) {
        for (const zone of [
          'hand',
          'deck',
          'marshalled',
          'active',
          'inactive',
          'supports',
          'fallen',
          'retreated',
        ] as const) {
          if (p[zone].includes(card)) return `${p.seat}:${zone}`;
        }
      }
      return 'nowhere';
    },
  };
  return t;
}

/** The one declarable action of `card` whose choice names `target` for op `op` (or the only one). */
export function actionFor(t: Table, seat: Seat, card: number, choice: Record<string, unknown> = {}): EzAction {
  const found = t
    .declarable(seat)
    .filter((a) => 'card' in a && a.card === card)
    .find(
      (a) =>
        'choice' in a && Object.entries(choice).every(([k, v]) => JSON.stringify(a.choice[k]) === JSON.stringify(v)),
    );
  if (!found) {
    const all = t.declarable(seat).map((a) => a.key);
    throw new Error(`No declarable action for card ${card} with ${JSON.stringify(choice)}; have: ${all.join(' ')}`);
  }
  return found;
}
