/**
 * Hand-built EverZone states for the card tests: a 1v1 (or 2v2) table at a chosen
 * location and battle turn, and cards put straight where a test wants them. The
 * abilities run on the real cards (`ABILITY_HOOKS`).
 */
import type { Seat } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import { ABILITY_HOOKS } from '../../../src/games/everzone/abilities';
import { forcesCard } from '../../../src/games/everzone/content';
import { formSides } from '../../../src/games/everzone/sides';
import type { ArmyTotals, EverzoneConfig, EzAction, EzState, PlayerState } from '../../../src/games/everzone/types';

export const hooks = ABILITY_HOOKS;

const PILES = ['deck', 'hand', 'marshalled', 'active', 'inactive', 'supports', 'retreated', 'fallen'] as const;
type Place = (typeof PILES)[number];

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

/**
 * A real set-up (so every field is the rules' own), emptied: no cards anywhere, the
 * chosen location and battle turn, in the declaration window, armies formed by team.
 */
export function table(options: { location?: string; turn?: number; seats?: 2 | 4; cp?: number } = {}): Table {
  const seats = options.seats ?? 2;
  const config: EverzoneConfig = {
    format: seats === 2 ? '1v1' : '2v2',
    cpPerPlayer: options.cp ?? 20,
    decks: ['adam-finn', 'pandora', 'xenogray', 'meraud'].slice(0, seats),
    locations: 'random',
  };
  const state = everzone.setup(config, 7);
  state.cards = [];
  for (const p of state.players) {
    for (const zone of PILES) {
      p[zone] = [];
    }
    p.leader = -1;
    p.leaderState = 'aside';
  }
  Object.assign(state, { location: options.location ?? 'earth', locationsPlayed: 1, battleTurn: options.turn ?? 0 });
  Object.assign(state, { phase: 'declare', current: 0, passes: 0, log: [] });
  formSides(state);
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
        for (const zone of PILES) {
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
