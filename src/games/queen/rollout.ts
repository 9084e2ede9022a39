/**
 * A cheap, sensible rollout policy for search: what a casual player does without
 * thinking ahead. Keep a weapon on the table, dodge a Demon known to be on top,
 * put Demons back where an opponent will draw them, discard the least useful
 * card, and otherwise mostly draw, now and then playing a card. It reads only
 * what the acting seat could know in the state it is given (in search, that state
 * is a determinisation of the searching seat's view).
 */
import { nextFloat, pick, type RngState, type Seat } from '../../engine';
import { legalActions } from './legal';
import { FACE_UP, defOf, isDemon, seatOf, teamKnows, type QueenState } from './state';
import { nextLiving } from './turn';
import type { Effect, QueenAction } from './types';
import { findAbility } from './content';

/** How often a turn plays a card that is neither a weapon nor an escape, instead of drawing. */
const PLAY_CARD_CHANCE = 0.35;
/** Escapes are kept for a known Demon, but a few get played anyway (a drawn card is a risk). */
const EARLY_ESCAPE_CHANCE = 0.1;
const ESCAPES = new Set<Effect['op'] | null>(['skip', 'move-demon', 'shuffle']);

export function rolloutPolicy(state: QueenState, seat: Seat, rng: RngState): QueenAction {
  const legal = legalActions(state, seat);
  if (legal.length === 1) return legal[0] as QueenAction;
  if (state.phase === 'turn') return turnMove(state, seat, legal, rng);
  if (state.phase === 'prompt' && state.prompt) return promptMove(state, seat, legal, rng);
  return pick(rng, legal);
}

function turnMove(state: QueenState, seat: Seat, legal: QueenAction[], rng: RngState): QueenAction {
  const me = seatOf(state, seat);
  const top = state.pile[0];
  const demonOnTop =
    top !== undefined &&
    isDemon(state, top) &&
    (((state.known[top] ?? 0) & FACE_UP) !== 0 || teamKnows(state, top, me.team));
  const escapes: QueenAction[] = [];
  const others: QueenAction[] = [];
  let weapon: QueenAction | null = null;
  for (const action of legal) {
    if (action.type === 'play-weapon') weapon = action;
    else if (action.type === 'play-action' || action.type === 'use-ability') {
      (ESCAPES.has(effectOf(state, action)) ? escapes : others).push(action);
    }
  }
  if (demonOnTop && escapes.length > 0) return pick(rng, escapes);
  if (weapon && me.table.length < 2) return weapon;
  if (others.length > 0 && nextFloat(rng) < PLAY_CARD_CHANCE) return pick(rng, others);
  if (escapes.length > 0 && nextFloat(rng) < EARLY_ESCAPE_CHANCE) return pick(rng, escapes);
  return legal[legal.length - 1] as QueenAction; // 'draw' is always listed last
}

function effectOf(state: QueenState, action: QueenAction): Effect['op'] | null {
  if (action.type === 'play-action') return defOf(state, action.card).effect?.op ?? null;
  if (action.type === 'use-ability') return findAbility(action.ability)?.effect.op ?? null;
  return null;
}

function promptMove(state: QueenState, seat: Seat, legal: QueenAction[], rng: RngState): QueenAction {
  const prompt = state.prompt as NonNullable<QueenState['prompt']>;
  switch (prompt.purpose) {
    case 'place-demon': {
      // The turn goes on only for a survivor of a mid-turn Demon; otherwise the next player draws first.
      const goesOn = prompt.midTurn && seatOf(state, prompt.actor).alive && prompt.actor === state.current;
      return legal[demonPosition(state, seat, goesOn ? state.current : nextLiving(state, state.current), legal)]!;
    }
    case 'move-demon':
      // Moved during the mover's own turn, before their draw: they draw first.
      return legal[demonPosition(state, seat, state.current, legal)]!;
    case 'pick-demon':
    case 'defeat-demon':
      // The top-most Demon is the urgent one; own weapons are listed before an ally's.
      return legal[0] as QueenAction;
    case 'drain-discard':
      return leastUseful(state, legal);
    default:
      return pick(rng, legal);
  }
}

/** The position whose card the first opponent of `seat` will draw, counting one draw per turn from `firstDrawer`. */
function demonPosition(state: QueenState, seat: Seat, firstDrawer: Seat, legal: QueenAction[]): number {
  const team = seatOf(state, seat).team;
  let drawer = firstDrawer;
  for (let position = 0; position < legal.length; position++) {
    if (seatOf(state, drawer).team !== team) return position;
    drawer = nextLiving(state, drawer);
  }
  return legal.length - 1;
}

/** Points cards first, then action cards; a weapon only when nothing else is left. */
function leastUseful(state: QueenState, legal: QueenAction[]): QueenAction {
  let best = legal[0] as QueenAction;
  let bestRank = Infinity;
  for (const action of legal) {
    if (action.type !== 'choose-card') continue;
    const kind = defOf(state, action.card).kind;
    const rank = kind === 'points' ? 0 : kind === 'action' ? 1 : 2;
    if (rank < bestRank) {
      best = action;
      bestRank = rank;
    }
  }
  return best;
}
