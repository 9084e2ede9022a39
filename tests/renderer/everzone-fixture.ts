/**
 * A hand-written EverZone view for renderer tests: a 1v1 battle at Prime Earth,
 * second battle turn, seen by seat 0. Seat 1's hand and face-down cards are
 * redacted as the engine's `view()` does (null entries).
 */
import type { EverzoneView, EzStage, PlayerView } from '../../src/games/everzone/types';
import type { LegalAction, MatchSummary, SeatView } from '../../src/shared/api';

const card = (id: number, def: string, owner: number) => ({ id, def, owner, controller: owner });

function player(seat: number, overrides: Partial<PlayerView>): PlayerView {
  return {
    seat,
    team: seat % 2,
    deckName: seat === 0 ? 'Adam Finn' : 'Pandora',
    race: seat === 0 ? 'numan' : 'slurr',
    deckCount: 30,
    handCount: 0,
    hand: [],
    marshalled: [],
    active: [],
    inactive: [],
    supports: [],
    retreated: [],
    fallen: [],
    leaderState: 'in-battle',
    supportsPlayed: 0,
    committed: false,
    target: null,
    resourcesUsed: 0,
    pending: null,
    ...overrides,
  };
}

const STAGE: EzStage = {
  waiting: [],
  queue: [0, 1],
  activation: 'turn',
  sides: [[0], [1]],
  targets: [1, 0],
  clash: null,
  pool: [],
  picksLeft: [0, 0],
  first: 0,
  winners: null,
};

export function fixtureView(overrides: Partial<EverzoneView> = {}): EverzoneView {
  return {
    viewer: 0,
    config: { format: '1v1', cpPerPlayer: 20, decks: ['adam-finn', 'pandora'], locations: 'random' },
    phase: 'activate',
    current: 0,
    players: [
      player(0, {
        handCount: 3,
        hand: [card(1, 'marine', 0), card(2, 'medicbot', 0), card(3, 'firelord', 0)],
        marshalled: [card(4, 'sparrow', 0)],
        active: [card(5, 'adam-finn', 0)],
        inactive: [card(6, 'shark', 0), card(7, 'raptor', 0)],
        supports: [card(8, 'bunker', 0)],
        retreated: [card(9, 'veil', 0)],
        resourcesUsed: 6,
      }),
      player(1, {
        handCount: 4,
        hand: [null, null, null, null],
        marshalled: [null, null],
        active: [card(20, 'slurry', 1)],
        fallen: [card(21, 'barlid', 1)],
        committed: true,
      }),
    ],
    teams: [
      { team: 0, seats: [0], cp: 18, surrenders: 0, out: false },
      { team: 1, seats: [1], cp: 15, surrenders: 1, out: false },
    ],
    location: { id: 'prime-earth', name: 'Prime Earth', terrain: 'earth', prime: true, resources: [4, 6, 8] },
    locationsLeft: 7,
    locationsPlayed: 2,
    battleTurn: 1,
    limit: 6,
    armies: [
      { team: 0, attack: 3, defence: 3, range: 4, resources: 4 },
      { team: 1, attack: 1, defence: 1, range: 2, resources: 1 },
    ],
    pile: [],
    winnerTeams: null,
    stage: STAGE,
    passes: 0,
    modifiers: [],
    flags: {},
    locationDeckContents: [],
    log: [],
    ...overrides,
  };
}

export function legal(action: Record<string, unknown> & { key: string }, label = action.key): LegalAction {
  return { action, label };
}

export function ezSummary(over: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id: 'm-ez',
    game: 'everzone',
    gameName: 'EverZone',
    config: fixtureView().config,
    seed: 1,
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }],
    seatLabels: ['Player 1 (Numan: Adam Finn)', 'Player 2 (Slurr: Pandora)'],
    seatTeams: [0, 1],
    version: 12,
    toAct: [0],
    over: false,
    outcome: null,
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}

export function ezSeatView(
  view: EverzoneView = fixtureView(),
  legalActions: LegalAction[] = [],
): SeatView<EverzoneView> {
  return { match: ezSummary(), seat: 0, view, log: view.log, legal: legalActions };
}
