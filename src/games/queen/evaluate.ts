/**
 * A heuristic value of a state for one seat, in [0, 1], for greedy bots and
 * search cut-offs. It compares the two teams' strength: living members, weapons
 * on the table (each one survives one Demon), useful cards in hand, and danger:
 * the chance the next draw is a Demon for someone without a weapon, worst when
 * a face-up Demon sits on top of the pile for the player about to draw.
 */
import type { Seat } from '../../engine';
import { FACE_UP, defOf, isDemon, livingAlly, seatOf, type QueenState } from './state';
import { outcome } from './outcome';

const ALIVE = 3;
const WEAPON_ON_TABLE = 1.4;
const EXTRA_WEAPON = 0.4;
const WEAPON_IN_HAND = 0.8;
const ESCAPE_CARD = 0.6;
const POINT = 0.15;
const OTHER_CARD = 0.25;
const UNARMED_DANGER = 2.5;
const DEMON_ON_TOP = 2;
const ON_MOVE = 0.2;
const SCALE = 0.6;

export function evaluate(state: QueenState, seat: Seat): number {
  if (state.phase === 'over') return outcome(state)[seat] ?? 0;
  const mine = seatOf(state, seat).team;
  const diff = teamStrength(state, mine) - teamStrength(state, mine === 0 ? 1 : 0);
  return 1 / (1 + Math.exp(-SCALE * diff));
}

/** Effects that get a player out of drawing a known Demon. */
const ESCAPES: ReadonlySet<string> = new Set(['skip', 'shuffle', 'move-demon']);

// Plain loops, no closures: this runs at the end of every search iteration.
function teamStrength(state: QueenState, team: 0 | 1): number {
  const demonShare = Math.min(1, 4 / Math.max(1, state.pile.length));
  const top = state.pile[0];
  const demonOnTop = top !== undefined && ((state.known[top] ?? 0) & FACE_UP) !== 0 && isDemon(state, top);
  let total = 0;
  for (let seat = 0; seat < state.seats.length; seat++) {
    const s = state.seats[seat] as QueenState['seats'][number];
    if (s.team !== team || !s.alive) continue;
    total += ALIVE;
    let weapons = s.table.length;
    if (state.config.variant === 'euro') {
      const ally = livingAlly(state, seat);
      if (ally !== undefined) weapons += seatOf(state, ally).table.length;
    }
    total += WEAPON_ON_TABLE * Math.min(weapons, 1) + EXTRA_WEAPON * Math.max(0, weapons - 1);
    let escapes = 0;
    let weaponsInHand = 0;
    for (const card of s.hand) {
      const def = defOf(state, card);
      if (def.kind === 'weapon') {
        total += WEAPON_IN_HAND;
        weaponsInHand++;
      } else if (def.kind === 'points') total += POINT * (def.points ?? 0);
      else if (def.effect && ESCAPES.has(def.effect.op)) {
        total += ESCAPE_CARD;
        escapes++;
      } else total += OTHER_CARD;
    }
    const armed = weapons > 0 || weaponsInHand > 0;
    if (!armed) total -= UNARMED_DANGER * demonShare;
    if (seat === state.current && state.phase === 'turn') {
      total += ON_MOVE;
      if (demonOnTop && !armed && escapes === 0) total -= DEMON_ON_TOP;
    }
  }
  return total;
}
