/**
 * Hand-written Evy views for the board's tests: a two-map adventure with every
 * kind of tile, Evy in her phase with a weapon and a movement card, and the
 * legal actions the rules would send for them. The board must read everything
 * from these; it computes no rules of its own.
 */
import type { LegalAction, MatchSummary, SeatView } from '../../src/shared/api';
import type { Adventure, EvyAction, EvyView } from '../../src/games/evy/types';

export const ADVENTURE: Adventure = {
  id: 'test-hall',
  title: 'Test hall',
  order: 2,
  intro: 'A hall to test the board.',
  cardCount: 3,
  monsterName: 'dust slugs',
  maps: [
    {
      name: 'Hall',
      start: { q: 0, r: 0 },
      tiles: [
        { q: 0, r: 0, kind: 'floor' },
        { q: 1, r: 0, kind: 'floor' },
        { q: 2, r: 0, kind: 'card', card: 1 },
        { q: 3, r: 0, kind: 'exit' },
        { q: 0, r: 1, kind: 'floor' },
        { q: 1, r: 1, kind: 'door' },
        { q: -1, r: 1, kind: 'pit' },
        { q: 1, r: -1, kind: 'floor' },
        { q: 2, r: -1, kind: 'boss-pit' },
        { q: -1, r: 0, kind: 'card', card: 2 },
        { q: 0, r: -1, kind: 'floor', item: 'baby', waypoint: 'M' },
        { q: -1, r: -1, kind: 'stairs', stairsTo: 1 },
        { q: 3, r: -1, kind: 'floor', waypoint: 'A' },
      ],
    },
    {
      name: 'Attic',
      start: { q: 0, r: 0 },
      tiles: [
        { q: 0, r: 0, kind: 'floor' },
        { q: 1, r: 0, kind: 'card', card: 3 },
      ],
    },
  ],
  objective: [
    { type: 'collect', item: 'baby' },
    { type: 'reach', tile: 'exit' },
  ],
  rules: {},
};

export function evyView(over: Partial<EvyView> = {}): EvyView {
  return {
    viewer: 0,
    log: [{ text: 'The adventure starts.' }],
    adventure: ADVENTURE,
    difficulty: {},
    phase: 'evy',
    turn: 3,
    map: 0,
    evy: { q: 0, r: 0 },
    hp: 5,
    hand: [
      { id: 20, def: 'baseball-bat', usesLeft: 2 },
      { id: 24, def: 'sneakers', usesLeft: 4 },
    ],
    monsters: [
      { id: 1, map: 0, q: 1, r: 0, ghost: false },
      { id: 2, map: 0, q: 0, r: 1, ghost: false },
      { id: 3, map: 0, q: 2, r: -1, ghost: false, health: 4, name: 'Big Jelly' },
    ],
    tokensLeft: 22,
    closedDoors: [{ map: 0, at: { q: 1, r: 1 } }],
    items: [{ map: 0, at: { q: 0, r: -1 }, item: 'baby' }],
    cardTiles: [
      { map: 0, at: { q: 2, r: 0 }, number: 1 },
      { map: 1, at: { q: 1, r: 0 }, number: 3 },
    ],
    revealed: [],
    movesLeft: 2,
    attackLeft: true,
    monsterActions: null,
    lastMonsterPhase: [],
    objectiveStep: 0,
    nextWaypoint: 'M',
    floor: null,
    picked: [1, 0],
    result: null,
    kept: null,
    undoable: 0,
    offers: [],
    ...over,
  } as EvyView;
}

function legal(action: EvyAction, label: string): LegalAction {
  return { action, label };
}

/** Evy's phase: two steps, two plain attacks, two bat swings (pairs), sneakers two ways, end turn. */
export const EVY_PHASE_LEGAL: LegalAction[] = [
  legal({ key: 'step:1,-1', type: 'step', to: { q: 1, r: -1 } }, 'Step to 1,-1'),
  legal({ key: 'step:0,-1', type: 'step', to: { q: 0, r: -1 } }, 'Step to 0,-1'),
  legal({ key: 'attack:1,0', type: 'attack', target: { q: 1, r: 0 } }, 'Attack the dust slug at 1,0'),
  legal({ key: 'attack:0,1', type: 'attack', target: { q: 0, r: 1 } }, 'Attack the dust slug at 0,1'),
  legal(
    {
      key: 'weapon:20:1,0+0,1',
      type: 'weapon',
      card: 20,
      targets: [
        { q: 1, r: 0 },
        { q: 0, r: 1 },
      ],
    },
    'Baseball Bat: hit 1,0 and 0,1',
  ),
  legal(
    {
      key: 'weapon:20:1,0+1,-1',
      type: 'weapon',
      card: 20,
      targets: [
        { q: 1, r: 0 },
        { q: 1, r: -1 },
      ],
    },
    'Baseball Bat: hit 1,0 and 1,-1',
  ),
  legal({ key: 'move-card:24:NE', type: 'move-card', card: 24, direction: 'NE' }, 'Sneakers: run up-right'),
  legal({ key: 'move-card:24:W', type: 'move-card', card: 24, direction: 'W' }, 'Sneakers: run left'),
  legal({ key: 'end-turn', type: 'end-turn' }, 'End the turn'),
];

export function summary(over: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id: 'm-evy',
    game: 'evy',
    gameName: 'Evy',
    config: { adventure: 'test-hall' },
    seed: 1,
    seats: [{ kind: 'human' }],
    seatLabels: ['Evy'],
    seatTeams: [0],
    version: 7,
    toAct: [0],
    over: false,
    outcome: null,
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}

export function seatView(view: EvyView = evyView(), legalActions: LegalAction[] = EVY_PHASE_LEGAL): SeatView<EvyView> {
  return { match: summary(), seat: 0, view, log: view.log, legal: legalActions };
}

export { legal };
