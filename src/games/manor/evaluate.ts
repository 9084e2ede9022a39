/**
 * A cheap heuristic value of a state for one seat, in [0, 1], for search cut-offs
 * and greedy bots: the chance of not being the maddest, times the chance of having
 * the most $, with every elder god close to waking pulling the value down (two
 * awake means everyone loses). Solo: below the Cultist's madness, above Lovecraft's $.
 */
import type { Seat } from '../../engine';
import { AWAKEN_AT } from './content';
import { totalDollars } from './end-effects';
import { totalMadness } from './madness';
import { outcome } from './outcome';
import type { ManorState } from './state';

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** How close the gods are to waking: 0 when all are far, near 1 when two are at the brink. */
function doom(state: ManorState, solo: boolean): number {
  const near = state.gods.map((g) => Math.max(0, g.tokens - (AWAKEN_AT - 3)) / 3).sort((a, b) => b - a);
  // Solo: one awake god is a loss; otherwise it takes two to doom everyone. A god can
  // pass 6 during a round, so the nearness is capped: past 1 the value would go below 0.
  return Math.min(1, solo ? (near[0] ?? 0) : (near[1] ?? 0));
}

export function evaluate(state: ManorState, seat: Seat): number {
  if (state.phase === 'over') return outcome(state)[seat] ?? 0;
  const mine = totalMadness(state, seat);
  const myDollars = totalDollars(state, seat, null);
  if (state.config.players === 1) {
    const safe = sigmoid((totalMadness(state, 1) - mine - 0.5) / 2);
    const rich = sigmoid((myDollars - totalDollars(state, 2, null) - 0.5) / 3);
    return safe * rich * (1 - 0.9 * doom(state, true));
  }
  let maddestOther = 0;
  let richestOther = 0;
  state.players.forEach((_, i) => {
    if (i === seat) return;
    maddestOther = Math.max(maddestOther, totalMadness(state, i));
    richestOther = Math.max(richestOther, totalDollars(state, i, null));
  });
  const safe = sigmoid((maddestOther - mine - 0.5) * 1.2);
  const rich = sigmoid((myDollars - richestOther) / 3);
  return safe * rich * (1 - 0.9 * doom(state, false));
}
