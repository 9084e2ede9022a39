/**
 * What a player of The Girl vs. the Evil Queen watches for their seat, for hints that say
 * why a move is good: who of each team is still alive (the last team standing wins), the
 * Weapons on each team's table (each one survives a Demon), and their hand — its cards
 * and the Ability Points it holds for their character's abilities.
 */
import type { Measure, Seat } from '../../engine';
import { defOf, type QueenState } from './state';

export function queenMeasures(state: QueenState, seat: Seat): Measure[] {
  const me = state.seats[seat];
  const team = me?.team ?? 0;
  let allies = 0;
  let opponents = 0;
  let weapons = 0;
  let theirWeapons = 0;
  for (const s of state.seats) {
    if (!s.alive) continue;
    if (s.team === team) {
      allies++;
      weapons += s.table.length;
    } else {
      opponents++;
      theirWeapons += s.table.length;
    }
  }
  let points = 0;
  for (const card of me?.hand ?? []) points += defOf(state, card).points ?? 0;
  return [
    { term: 'players alive on your team', value: allies, better: 'more' },
    { term: 'opponents alive', value: opponents, better: 'less' },
    { term: 'Weapons on your team’s table', value: weapons, better: 'more' },
    { term: 'Weapons on the opponents’ table', value: theirWeapons, better: 'less' },
    { term: 'cards in hand', value: me?.hand.length ?? 0, better: 'more' },
    { term: 'Ability Points in hand', value: points, better: 'more' },
  ];
}
