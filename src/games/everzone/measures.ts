/**
 * What an EverZone player watches for their seat, for hints that say why a move is good:
 * their side's CP (the score) against the best opposing side's, the surrenders their side
 * has made (a third puts it out), their hand, and their units in the Fallen pile (gone
 * for the rest of the war).
 */
import type { Measure, Seat } from '../../engine';
import type { EzState } from './types';

export function everzoneMeasures(state: EzState, seat: Seat): Measure[] {
  const player = state.players[seat];
  const mine = player?.team ?? -1;
  let own = 0;
  let surrenders = 0;
  let rival = 0;
  for (const team of state.teams) {
    if (team.team === mine) {
      own = team.cp;
      surrenders = team.surrenders;
    } else if (!team.out) rival = Math.max(rival, team.cp);
  }
  return [
    { term: 'CP', value: own, better: 'more' },
    { term: 'CP for the other side', value: rival, better: 'less' },
    { term: 'surrenders', value: surrenders, better: 'less' },
    { term: 'cards in hand', value: player?.hand.length ?? 0, better: 'more' },
    { term: 'cards in your Fallen pile', value: player?.fallen.length ?? 0, better: 'less' },
  ];
}
