/**
 * One game of a gauntlet, played like any batch game (`playBatchGame`: every
 * decision asked of the pool from the seat's view, reproducible from the seed)
 * and its record kept for the replay viewer,
 * watching each state on the way to note which of the tested deck's cards were
 * played — a unit once it is active, a support once it is in play — and reading
 * the command points left from the final state.
 */
import type { Seat } from '../../../../engine';
import type { EzState } from '../../../../games/everzone/types';
import type { GauntletGameResult, SimGameResult } from '../../../../shared/api';
import type { AiPool } from '../../../pool/ai-pool';
import { playAndKeep, type BatchRecords } from '../../../sim/batch-records';
import { gauntletGame, type GauntletPlan } from './plan';

export interface PlayedGauntletGame {
  /** The batch's view of the game (for the shared batch runner). */
  sim: SimGameResult;
  game: GauntletGameResult;
}

export async function playGauntletGame(
  pool: AiPool,
  plan: GauntletPlan,
  index: number,
  tag: string,
  records: BatchRecords,
): Promise<PlayedGauntletGame> {
  const { opponent, deckSeat, sim: simPlan } = gauntletGame(plan, index);
  const played = new Set<string>();
  // A holder, not a `let`: the callback's assignments are invisible to the type checker's flow analysis.
  const final: { state: EzState | null } = { state: null };
  const sim = await playAndKeep(pool, simPlan, index, tag, records, (state) => {
    final.state = state as EzState;
    notePlayed(final.state, deckSeat, played);
  });
  const game: GauntletGameResult = {
    index,
    seed: sim.seed,
    opponent,
    deckSeat,
    result: resultFor(sim, deckSeat),
    cpLeft: sim.outcome !== null && final.state !== null ? cpLeft(final.state, deckSeat) : null,
    played: [...played].sort(),
    actions: sim.actions,
    hash: sim.hash,
    ...(sim.error === undefined ? {} : { error: sim.error }),
    recordKept: sim.recordKept ?? false,
  };
  return { sim, game };
}

/** "Played" = a unit activated or a support played: the deck's own cards in its active army or supports. */
export function notePlayed(state: EzState, seat: Seat, played: Set<string>): void {
  const player = state.players[seat];
  if (!player) return;
  for (const id of [...player.active, ...player.supports]) {
    const card = state.cards[id];
    if (card && card.owner === seat) played.add(card.def);
  }
}

function resultFor(sim: SimGameResult, deckSeat: Seat): GauntletGameResult['result'] {
  if (sim.outcome === null) return 'failed';
  if (sim.winnerSeats.length === 0) return 'draw';
  return sim.winnerSeats.includes(deckSeat) ? 'win' : 'loss';
}

function cpLeft(state: EzState, deckSeat: Seat): [number, number] {
  const team = (seat: Seat) => state.teams.find((t) => t.seats.includes(seat))?.cp ?? 0;
  return [team(deckSeat), team(deckSeat === 0 ? 1 : 0)];
}
