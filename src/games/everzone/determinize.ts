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
import { NO_LOG, cloneState, liveSeatsFrom } from './state';
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
  state.rng = {
    a: nextInt(rng, 2 ** 31),
    b: nextInt(rng, 2 ** 31),
    c: nextInt(rng, 2 ** 31),
    d: nextInt(rng, 2 ** 31),
  };
  shuffleInPlace(rng, state.locationDeck);
  for (const { seat, options } of template.hiddenTargets) {
    (state.players[seat] as PlayerState).target = options[nextInt(rng, options.length)] ?? null;
  }
  state.players.forEach((p, seat) => {
    const cards = shuffleInPlace(rng, (template.unseen[seat] ?? []).slice());
    const slots: { list: number[]; at: number }[] = [];
    for (const list of [p.hand, p.marshalled]) {
      list.forEach((c, at) => {
        if (c === HOLE) slots.push({ list, at });
      });
    }
    if (template.hiddenLeader[seat] && slots.length > 0) {
      const slot = slots.splice(nextInt(rng, slots.length), 1)[0]!;
      slot.list[slot.at] = p.leader;
    }
    for (const slot of slots) slot.list[slot.at] = cards.pop() ?? HOLE;
    p.deck = p.deck.map(() => cards.pop() ?? HOLE);
  });
  return state;
}
