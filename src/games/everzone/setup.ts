/**
 * Set-up: card instances from the decks, shuffled Forces decks, command points,
 * the location pool and deck ("Take a Prime Earth, a Prime Sea and a Prime Space
 * … Each team then selects 3 cards of their choice from the Location pool").
 */
import { createRng, shuffleInPlace, type Seat } from '../../engine';
import { startBattle } from './battle';
import { checkConfig, resolveDeck } from './config';
import { freezeInstances } from './instances';
import type { EzRules } from './rules-context';
import { SEATS, say, teamCount, teamOfSeat } from './state';
import type { CardInstance, EverzoneConfig, EzState, PlayerState, TeamState, Terrain } from './types';

/** Locations each team adds: "3 cards … bringing it up to 9"; with three teams, two each (see docs). */
export function picksPerTeam(config: EverzoneConfig): number {
  return config.format === '1v1v1' ? 2 : 3;
}

/** Card instances of a config, seat by seat: the leader, then the deck's cards in list order (not yet frozen). Public. */
export function buildInstances(rules: EzRules, config: EverzoneConfig): CardInstance[] {
  const cards: CardInstance[] = [];
  config.decks.forEach((d, seat) => {
    const deck = resolveDeck(rules, d);
    cards.push({ id: cards.length, def: deck.leader, owner: seat, controller: seat });
    for (const { card, count } of deck.cards) {
      for (let i = 0; i < count; i++) cards.push({ id: cards.length, def: card, owner: seat, controller: seat });
    }
  });
  return cards;
}

/** The pool (every deck's locations) minus one Prime of each terrain, which start the location deck. */
export function locationPool(rules: EzRules, config: EverzoneConfig): { primes: string[]; pool: string[] } {
  const pool = config.decks.flatMap((d) => resolveDeck(rules, d).locations);
  const primes: string[] = [];
  for (const terrain of ['earth', 'sea', 'space'] as Terrain[]) {
    const inPool = pool.find((id) => isPrime(rules, id, terrain));
    const prime = inPool ?? rules.content.locations.find((l) => l.prime && l.terrain === terrain)?.id;
    if (!prime) throw new Error(`The content has no Prime location for ${terrain}.`);
    if (inPool) pool.splice(pool.indexOf(inPool), 1);
    primes.push(prime);
  }
  return { primes, pool: pool.sort() };
}

function isPrime(rules: EzRules, id: string, terrain: Terrain): boolean {
  const loc = rules.location(id);
  return loc.prime && loc.terrain === terrain;
}

export function setup(rules: EzRules, config: EverzoneConfig, seed: number): EzState {
  checkConfig(rules, config);
  const rng = createRng(seed);
  const seats = SEATS[config.format];
  const cards = buildInstances(rules, config);
  const players: PlayerState[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const deck = resolveDeck(rules, config.decks[seat] as EverzoneConfig['decks'][number]);
    const mine = cards.filter((c) => c.owner === seat).map((c) => c.id);
    const leader = mine.shift() as number;
    players.push({
      seat,
      team: teamOfSeat(config.format, seat),
      deckId: deck.id,
      race: deck.race,
      deck: shuffleInPlace(rng, mine),
      hand: [],
      marshalled: [],
      active: [],
      inactive: [],
      supports: [],
      retreated: [],
      fallen: [],
      leader,
      leaderState: 'aside',
      mulliganTo: 0,
      kept: false,
      supportsPlayed: 0,
      pending: null,
      target: null,
    });
  }
  const teams: TeamState[] = [];
  for (let team = 0; team < teamCount(config.format); team++) {
    const members = players.filter((p) => p.team === team).map((p) => p.seat);
    // "In a team game, CP apply to each team": a team has the sum of its players' points.
    teams.push({ team, seats: members, cp: config.cpPerPlayer * members.length, surrenders: 0, out: false });
  }
  const { primes, pool } = locationPool(rules, config);
  const state: EzState = {
    rng,
    config,
    cards: freezeInstances(cards),
    players,
    teams,
    locationDeck: primes,
    location: null,
    locationsPlayed: 0,
    battleTurn: 0,
    phase: 'locations',
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
      sides: [],
      targets: [],
      clash: null,
      pool,
      picksLeft: teams.map(() => picksPerTeam(config)),
      first: 0,
      winners: null,
    },
  };
  if (config.locations === 'random') {
    // "For your first game, it is suggested that 6 Locations are randomly chosen from the pool."
    const wanted = picksPerTeam(config) * teams.length;
    shuffleInPlace(rng, state.stage.pool);
    state.locationDeck.push(...state.stage.pool.splice(0, wanted));
    state.stage.pool.sort();
    state.stage.picksLeft = teams.map(() => 0);
    finishLocationDeck(rules, state);
  } else {
    state.stage.queue = pickOrder(state);
    state.current = state.stage.queue[0] as Seat;
    if (state.stage.pool.length === 0) finishLocationDeck(rules, state);
  }
  return state;
}

/**
 * Who picks the locations, in order: teams alternate one card at a time; within a
 * team, its players take turns (first pick by its first seat, second by its second…).
 */
export function pickOrder(state: EzState): Seat[] {
  const order: Seat[] = [];
  const rounds = Math.max(...state.stage.picksLeft);
  for (let round = 0; round < rounds; round++) {
    for (const team of state.teams) {
      if (round < (state.stage.picksLeft[team.team] ?? 0)) order.push(team.seats[round % team.seats.length] as Seat);
    }
  }
  return order;
}

/** The location deck is complete: shuffle it and begin the first battle. */
export function finishLocationDeck(rules: EzRules, state: EzState): void {
  shuffleInPlace(state.rng, state.locationDeck);
  state.stage.queue = [];
  say(state, `The location deck holds ${state.locationDeck.length} locations, shuffled.`);
  startBattle(rules, state);
}
