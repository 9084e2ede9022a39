/**
 * A full state consistent with one seat's view: every card the view shows stays
 * where it is; each player's unseen cards (their instances minus every card shown)
 * are dealt at random into that player's hidden hand and marshalled slots and deck.
 * A leader known to be in hand or face down is dealt only into those slots. The
 * location deck is its known contents in a random order, a face-down target token
 * one of its legal targets at random; the PRNG is fresh.
 */
import { nextInt, shuffleInPlace, type RngState, type Seat } from '../../engine';
import { resolveDeck } from './config';
import type { EzRules } from './rules-context';
import { freezeInstances } from './instances';
import { buildInstances } from './setup';
import { cloneState } from './copy';
import { NO_LOG, liveSeatsFrom } from './state';
import type { CardView, EverzoneView, EzState, PlayerState } from './types';

const HOLE = -1;

interface Template {
  base: EzState;
  /** Per player: unseen cards other than the leader, and whether the leader is hidden in hand or face down. */
  unseen: number[][];
  hiddenLeader: boolean[];
  /** Other seats' face-down target tokens, and the seats each may have chosen. */
  hiddenTargets: { seat: Seat; options: Seat[] }[];
}

export function determinize(rules: EzRules, view: EverzoneView, seat: Seat, rng: RngState): EzState {
  return determinizer(rules, view, seat)(rng);
}

export function determinizer(
  rules: EzRules,
  view: EverzoneView,
  seat: Seat,
  forSearch = false,
): (rng: RngState) => EzState {
  const template = readView(rules, view, seat);
  if (forSearch) template.base.log = NO_LOG;
  return (rng) => deal(template, rng);
}

function ids(cards: readonly (CardView | null)[]): number[] {
  return cards.map((c) => (c === null ? HOLE : c.id));
}

function readView(rules: EzRules, view: EverzoneView, seat: Seat): Template {
  const config = view.config;
  const cards = buildInstances(rules, config);
  const seen = new Set<number>();
  const note = (list: readonly (CardView | null)[]) => {
    for (const c of list) {
      if (c === null) continue;
      seen.add(c.id);
      const instance = cards[c.id];
      if (instance) instance.controller = c.controller;
    }
  };
  const players: PlayerState[] = view.players.map((pv) => {
    for (const list of [pv.hand, pv.marshalled, pv.active, pv.inactive, pv.supports, pv.retreated, pv.fallen]) {
      note(list);
    }
    const leader = cards.find((c) => c.owner === pv.seat)?.id ?? HOLE;
    const committed = pv.committed && (view.phase === 'marshal' || view.phase === 'reveal');
    const targetHidden = view.phase === 'target' && pv.committed && pv.target === null;
    return {
      seat: pv.seat,
      team: pv.team,
      deckId: resolveDeck(rules, config.decks[pv.seat] ?? '').id,
      race: pv.race,
      deck: new Array<number>(pv.deckCount).fill(HOLE),
      hand: ids(pv.hand),
      marshalled: ids(pv.marshalled),
      active: ids(pv.active),
      inactive: ids(pv.inactive),
      supports: ids(pv.supports),
      retreated: ids(pv.retreated),
      fallen: ids(pv.fallen),
      leader,
      leaderState: pv.leaderState,
      mulliganTo: Math.max(0, pv.handCount - 1),
      kept: view.phase === 'mulligan' ? !view.stage.waiting.includes(pv.seat) : true,
      supportsPlayed: pv.supportsPlayed,
      // Others' face-down choices are unknown: an empty one stands in for them.
      pending: pv.seat === seat ? (pv.pending?.slice() ?? null) : committed ? [] : null,
      target: targetHidden ? null : pv.target,
    };
  });
  const unseen = players.map(() => [] as number[]);
  const hiddenLeader = players.map(() => false);
  for (const c of cards) {
    if (seen.has(c.id)) continue;
    const p = players[c.owner] as PlayerState;
    if (c.id === p.leader) {
      // A leader set aside is in no pile; one "in hand" may be in hand or face down.
      hiddenLeader[c.owner] = p.leaderState === 'hand';
      continue;
    }
    unseen[c.owner]?.push(c.id);
  }
  const base: EzState = {
    rng: { a: 0, b: 0, c: 0, d: 0 },
    config,
    cards: freezeInstances(cards),
    players,
    teams: view.teams.map((t) => ({ ...t, seats: t.seats.slice() })),
    locationDeck: view.locationDeckContents.slice(),
    location: view.location?.id ?? null,
    locationsPlayed: view.locationsPlayed,
    battleTurn: view.battleTurn,
    phase: view.phase,
    current: view.current,
    passes: view.passes,
    pile: JSON.parse(JSON.stringify(view.pile)) as EzState['pile'],
    modifiers: JSON.parse(JSON.stringify(view.modifiers)) as EzState['modifiers'],
    alliances:
      view.config.format === '1v1v1' && view.stage.sides.length > 0 ? view.stage.sides.map((s) => s.slice()) : null,
    flags: { ...view.flags },
    log: view.log.map((l) => ({ ...l })),
    stage: JSON.parse(JSON.stringify(view.stage)) as EzState['stage'],
  };
  // A target token placed face down by another seat: each deal picks one of its legal targets.
  const hiddenTargets: Template['hiddenTargets'] = [];
  if (view.phase === 'target') {
    for (const p of players) {
      if (p.seat !== seat && p.target === null && !view.stage.waiting.includes(p.seat)) {
        hiddenTargets.push({ seat: p.seat, options: liveSeatsFrom(base, 0).filter((s) => s !== p.seat) });
      }
    }
  }
  return { base, unseen, hiddenLeader, hiddenTargets };
}

function deal(template: Template, rng: RngState): EzState {
  const state = cloneState(template.base);
  state.rng.a = nextInt(rng, 2 ** 31);
  state.rng.b = nextInt(rng, 2 ** 31);
  state.rng.c = nextInt(rng, 2 ** 31);
  state.rng.d = nextInt(rng, 2 ** 31);
  shuffleInPlace(rng, state.locationDeck);
  for (const { seat, options } of template.hiddenTargets) {
    (state.players[seat] as PlayerState).target = options[nextInt(rng, options.length)] ?? null;
  }
  for (const p of state.players) dealPlayer(template, rng, p);
  return state;
}

/**
 * The player's unseen cards, shuffled, into the holes of the hand and the marshalled
 * cards (in that order; a hidden leader first into one of them at random), then the deck.
 */
function dealPlayer(template: Template, rng: RngState, p: PlayerState): void {
  const cards = shuffleInPlace(rng, (template.unseen[p.seat] ?? []).slice());
  const holes = countHoles(p.hand) + countHoles(p.marshalled);
  const leaderAt = template.hiddenLeader[p.seat] && holes > 0 ? nextInt(rng, holes) : -1;
  const inHand = fillHoles(p.hand, cards, p.leader, leaderAt);
  fillHoles(p.marshalled, cards, p.leader, leaderAt - inHand);
  for (let at = 0; at < p.deck.length; at++) p.deck[at] = cards.pop() ?? HOLE;
}

/** Fills the holes of `list` from the end of `cards`, the leader into hole number `leaderAt`; returns the holes. */
function fillHoles(list: number[], cards: number[], leader: number, leaderAt: number): number {
  let hole = 0;
  for (let at = 0; at < list.length; at++) {
    if (list[at] !== HOLE) continue;
    list[at] = hole === leaderAt ? leader : (cards.pop() ?? HOLE);
    hole++;
  }
  return hole;
}

function countHoles(list: readonly number[]): number {
  let count = 0;
  for (const card of list) if (card === HOLE) count++;
  return count;
}
