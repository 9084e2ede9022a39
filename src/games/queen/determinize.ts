/**
 * A full state consistent with one seat's view: every card the view shows stays
 * where it is; the cards it does not show (the deck's composition minus all shown
 * cards) are dealt at random into the hidden hand and pile slots. Who-knows-what
 * is rebuilt from the view's public knowledge marks, and the PRNG is fresh.
 *
 * Reading the view is most of the work and is the same for every deal, so a
 * search prepares it once (`determinizer`) and then only copies and deals.
 */
import { createRng, nextUint32, shuffleInPlace, type LogEntry, type RngState, type Seat } from '../../engine';
import { DEMON_ID } from './content';
import {
  FACE_UP,
  KNOWN_BY_TEAM,
  NO_LOG,
  PUBLIC,
  cloneState,
  instanceDefs,
  type PromptState,
  type QueenState,
} from './state';
import type { CardView, QueenView } from './types';

/** A hidden slot: a place in the pile (`seat` -1) or in a seat's hand, and who knows its card. */
interface Hole {
  seat: Seat | -1;
  at: number;
  bits: number;
}

/** A view read once: the state with -1 in every hidden slot, the slots, and the cards to deal into them. */
interface DealTemplate {
  base: QueenState;
  pileHoles: Hole[];
  handHoles: Hole[];
  /** Unseen Demons: always in the Draw Pile, since a drawn Demon is revealed at once and never kept. */
  demons: number[];
  /** Every other unseen card, which may be anywhere hidden. */
  others: number[];
}

/** Everything the seat knows is in its view, so the seat itself is not needed. */
export function determinize(view: QueenView, seat: Seat, rng: RngState): QueenState {
  return determinizer(view, seat)(rng);
}

/**
 * Reads the view once; each call of the result deals one determinisation (the
 * same as `determinize` for the same rng; `forSearch`: without a log, as
 * `searchCopy` would make it).
 */
export function determinizer(view: QueenView, _seat: Seat, forSearch = false): (rng: RngState) => QueenState {
  const template = readView(view);
  if (forSearch) template.base.log = NO_LOG;
  return (rng) => deal(template, rng);
}

function deal({ base, pileHoles, handHoles, demons, others }: DealTemplate, rng: RngState): QueenState {
  const state = cloneState(base);
  // The Demons take random places among the hidden pile slots; the other cards fill the rest at random.
  const pileSlots = shuffleInPlace(rng, pileHoles.slice());
  const cards = shuffleInPlace(rng, others.slice());
  let next = 0;
  for (let i = 0; i < pileSlots.length; i++) {
    putCard(state, pileSlots[i] as Hole, i < demons.length ? (demons[i] as number) : (cards[next++] as number));
  }
  for (const hole of handHoles) putCard(state, hole, cards[next++] as number);
  state.rng = createRng(nextUint32(rng));
  return state;
}

function putCard(state: QueenState, hole: Hole, card: number): void {
  const list = hole.seat < 0 ? state.pile : (state.seats[hole.seat] as QueenState['seats'][number]).hand;
  list[hole.at] = card;
  state.known[card] = hole.bits;
}

function readView(view: QueenView): DealTemplate {
  const players = view.config.players;
  const defs = instanceDefs(view.config);
  const known = defs.map(() => 0);
  const shownIds = new Set<number>();
  const see = (card: CardView, bits: number): number => {
    if (defs[card.id] !== card.def) {
      throw new Error(`The view shows card ${card.id} as "${card.def}", which is not that card.`);
    }
    shownIds.add(card.id);
    known[card.id] = bits;
    return card.id;
  };

  // Hidden slots are filled after the unseen cards are known, so collect them first.
  const holes: Hole[] = [];
  const seats = view.seats.map((s, seat) => {
    const owner = KNOWN_BY_TEAM[s.team];
    const rival = KNOWN_BY_TEAM[s.team === 0 ? 1 : 0];
    const hand: number[] = [];
    s.hand.forEach((card, i) => {
      const bits = owner | (s.handKnownToRivals?.[i] ? rival : 0);
      if (card) hand.push(see(card, bits));
      else {
        holes.push({ seat, at: hand.length, bits });
        hand.push(-1);
      }
    });
    return {
      character: s.character,
      team: s.team,
      side: s.side,
      alive: s.alive,
      hand,
      table: s.table.map((card) => see(card, PUBLIC)),
    };
  });

  const pile: number[] = [];
  for (const slot of view.drawPile) {
    let bits = slot.faceUp ? FACE_UP : 0;
    for (const team of slot.knownTo ?? []) bits |= KNOWN_BY_TEAM[team];
    if (slot.card) pile.push(see(slot.card, bits));
    else {
      holes.push({ seat: -1, at: pile.length, bits });
      pile.push(-1);
    }
  }

  const discard = view.discard.map((card) => see(card, PUBLIC));
  const pool = (view.pool ?? []).map((card) => see(card, PUBLIC));
  // A drawn Demon out of the pile (being defeated or placed, or the one that ended the game) is public.
  if (view.lastDemon) see(view.lastDemon.card, PUBLIC | FACE_UP);
  if (view.lastDemon?.defeatedWith && !shownIds.has(view.lastDemon.defeatedWith.id)) {
    see(view.lastDemon.defeatedWith, PUBLIC);
  }

  // A face-up Demon lifted out of the pile while it is being moved is public too.
  const lifted = view.prompt?.detail?.demon;
  if (lifted !== undefined && !shownIds.has(lifted)) see({ id: lifted, def: defs[lifted] ?? '?' }, PUBLIC | FACE_UP);

  const demons: number[] = [];
  const others: number[] = [];
  for (let id = 0; id < defs.length; id++) if (!shownIds.has(id)) (defs[id] === DEMON_ID ? demons : others).push(id);
  if (demons.length + others.length !== holes.length) {
    throw new Error(
      `This view hides ${holes.length} cards but ${demons.length + others.length} cards are unaccounted for; it does not come from a real game.`,
    );
  }
  const pileHoles = holes.filter((hole) => hole.seat < 0);
  if (demons.length > pileHoles.length) {
    throw new Error(
      `This view hides ${demons.length} Demons but only ${pileHoles.length} Draw Pile cards; it does not come from a real game.`,
    );
  }

  let prompt: PromptState | null = null;
  if (view.prompt) {
    if (!view.prompt.detail) throw new Error('The view of an open question lacks its details.');
    prompt = { kind: view.prompt.kind, seat: view.prompt.seat, ...view.prompt.detail };
  }

  const log: LogEntry[] = view.log.map((line) =>
    line.seat === undefined ? { text: line.text } : { seat: line.seat, text: line.text },
  );

  const base: QueenState = {
    // The view's card set itself, so every guess of one view shares its card tables.
    config: view.config.cards
      ? { players, variant: view.config.variant, cards: view.config.cards }
      : { players, variant: view.config.variant },
    rng: { a: 0, b: 0, c: 0, d: 0 }, // each deal seeds its own
    phase: view.phase,
    current: view.current,
    direction: view.direction,
    seats,
    pile,
    discard,
    known,
    points: view.points,
    pool,
    prompt,
    lastDemon: view.lastDemon
      ? {
          seat: view.lastDemon.seat,
          card: view.lastDemon.card.id,
          defeatedWith: view.lastDemon.defeatedWith?.id ?? null,
        }
      : null,
    winnerTeam: view.winnerTeam,
    log,
  };
  return { base, pileHoles, handHoles: holes.filter((hole) => hole.seat >= 0), demons, others };
}
