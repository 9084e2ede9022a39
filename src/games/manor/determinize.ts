/**
 * A full state consistent with one seat's view. Everything the view shows stays;
 * the rest is dealt at random:
 * - the unseen relics into the deck, the solo Lovecraft's face-down relics and the
 *   box, with the unseen Clocks only in what is left of their pile (the bottom
 *   quarter, whose size everyone saw);
 * - the roles the seat has not seen, from the role cards the seat has not seen
 *   (the 2-player Lovecraft's from the Lovecraft cards);
 * - the action cards other seats placed face down this round, among the cards
 *   each could choose.
 * Reading the view is the same for every deal, so a search reads it once.
 */
import { createRng, nextInt, nextUint32, shuffleInPlace, type LogEntry, type RngState, type Seat } from '../../engine';
import { ACTION_IDS, CLOCK_IDS, RELIC_IDS, lovecraftRoleIds, rolesFor } from './content';
import {
  NO_LOG,
  clonePlayer,
  clonePrompt,
  cloneResult,
  cloneState,
  cloneTask,
  type ManorState,
  type PlayerState,
} from './state';
import type { ActionId, ManorView } from './types';

interface Template {
  base: ManorState;
  /** Cards not shown anywhere: the Clocks still in the deck, and the relics. */
  clocks: number[];
  relics: number[];
  /** Hidden cache slots: player and position. */
  cacheHoles: { player: number; at: number }[];
  /** Players whose role the seat has not seen, with the cards it may be. */
  roleHoles: { players: number[]; pool: string[] }[];
  /** Players whose face-down action card the seat has not seen, with the cards it may be. */
  cardHoles: { player: number; options: ActionId[] }[];
}

export function determinize(view: ManorView, seat: Seat, rng: RngState): ManorState {
  return determinizer(view, seat)(rng);
}

export function determinizer(view: ManorView, _seat: Seat, forSearch = false): (rng: RngState) => ManorState {
  const template = readView(view);
  if (forSearch) template.base.log = NO_LOG;
  return (rng) => deal(template, rng);
}

function deal(t: Template, rng: RngState): ManorState {
  const state = cloneState(t.base);
  // The Clocks go to random places among the bottom slots still in their pile.
  const zone = Math.min(state.clockPile, state.deck.length);
  const zoneSlots = shuffleInPlace(
    rng,
    Array.from({ length: zone }, (_, i) => state.deck.length - zone + i),
  );
  t.clocks.forEach((clock, i) => {
    state.deck[zoneSlots[i] as number] = clock;
  });
  const relics = shuffleInPlace(rng, t.relics.slice());
  let next = 0;
  for (let i = 0; i < state.deck.length; i++) if (state.deck[i] === -1) state.deck[i] = relics[next++] as number;
  for (const hole of t.cacheHoles) {
    const p = state.players[hole.player] as PlayerState;
    const card = relics[next++] as number;
    p.cache[hole.at] = card;
    p.hidden.push(card);
  }
  for (let i = 0; i < state.box.length; i++) state.box[i] = relics[next++] as number;
  for (const hole of t.roleHoles) {
    const pool = shuffleInPlace(rng, hole.pool.slice());
    hole.players.forEach((player, i) => {
      (state.players[player] as PlayerState).role = pool[i] as string;
    });
  }
  for (const hole of t.cardHoles) {
    (state.players[hole.player] as PlayerState).selected = hole.options[nextInt(rng, hole.options.length)] as ActionId;
  }
  state.rng = createRng(nextUint32(rng));
  return state;
}

/** Everything the seat knows is in its view, so the seat itself is not needed. */
function readView(view: ManorView): Template {
  const seen = new Set<number>();
  const see = (id: number): number => {
    seen.add(id);
    return id;
  };
  const cacheHoles: Template['cacheHoles'] = [];
  const cardHoles: Template['cardHoles'] = [];
  const players: PlayerState[] = view.players.map((pv, index) => {
    const cache = pv.cache.map((card, at) => {
      if (card) return see(card.id);
      cacheHoles.push({ player: index, at });
      return -1;
    });
    if (pv.selected === null && pv.committed) {
      cardHoles.push({ player: index, options: ACTION_IDS.filter((id) => id !== pv.previous) });
    }
    return {
      kind: pv.kind,
      role: pv.role ?? '',
      roleKnownBy: pv.roleKnownBy.slice(),
      rolePublic: pv.rolePublic,
      madness: pv.madness,
      cache,
      hidden: [],
      previous: pv.previous,
      selected: pv.selected,
      devoured: pv.devoured,
    };
  });
  const rooms = view.rooms.map((r) => (r.card ? see(r.card.id) : null));
  const removed = view.removed.map((c) => see(c.id));
  const clocks = CLOCK_IDS.slice(view.clocksOut);
  const relics = RELIC_IDS.filter((id) => !seen.has(id));
  const holes = view.deckCount - clocks.length + cacheHoles.length + view.boxed;
  if (relics.length !== holes) {
    throw new Error(
      `This view hides ${holes} relics but ${relics.length} are unaccounted for; it is not from a real game.`,
    );
  }

  const shownRoles = new Set(players.map((p) => p.role).filter((r) => r !== ''));
  const unknown = (kind: 'lovecraft' | 'other'): number[] =>
    players.flatMap((p, i) => (p.role === '' && (p.kind === 'lovecraft') === (kind === 'lovecraft') ? [i] : []));
  const roleHoles: Template['roleHoles'] = [
    { players: unknown('other'), pool: rolesFor(view.config.players).filter((r) => !shownRoles.has(r)) },
    { players: unknown('lovecraft'), pool: lovecraftRoleIds().filter((r) => !shownRoles.has(r)) },
  ].filter((hole) => hole.players.length > 0);

  const log: LogEntry[] = view.log.map((line) =>
    line.seat === undefined ? { text: line.text } : { seat: line.seat, text: line.text },
  );
  const base: ManorState = {
    config: { ...view.config },
    rng: { a: 0, b: 0, c: 0, d: 0 }, // each deal seeds its own
    phase: view.phase,
    round: view.round,
    lantern: view.lantern,
    gods: view.gods.map((g) => ({ face: g.face, colour: g.colour, tokens: g.tokens })),
    rooms,
    roomMadness: view.rooms.map((r) => r.madness),
    deck: new Array<number>(view.deckCount).fill(-1),
    clockPile: view.clockPile,
    clocksOut: view.clocksOut,
    box: new Array<number>(view.boxed).fill(-1),
    removed,
    players: players.map(clonePlayer),
    tasks: view.tasks.map(cloneTask),
    prompt: clonePrompt(view.prompt),
    fatesUsed: view.fatesUsed.slice(),
    result: cloneResult(view.result),
    log,
  };
  return { base, clocks, relics, cacheHoles, roleHoles, cardHoles };
}
