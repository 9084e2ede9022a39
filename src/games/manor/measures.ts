/**
 * What an All Manor of Evil player watches for their seat, for hints that say why a move
 * is good: their madness (the maddest are devoured), their $ (the richest relics win),
 * the relics in their cache, the Clocks out (the second ends the game) and the gods'
 * awakening tokens — a Cultist wants its own god awake, everyone else wants none.
 */
import type { Measure, Seat } from '../../engine';
import { roleDef } from './content';
import { relicsIn, totalDollars } from './end-effects';
import { totalMadness } from './madness';
import { playerOf, type ManorState } from './state';
import type { Colour } from './types';

/** The colour of the seat's god when its role is a Cultist's, else null. */
function ownGod(role: string): Colour | null {
  if (role === '') return null;
  const def = roleDef(role);
  return 'cultist' in def && def.cultist !== undefined ? def.cultist : null;
}

export function manorMeasures(state: ManorState, seat: Seat): Measure[] {
  const player = playerOf(state, seat);
  const god = ownGod(player.role);
  let tokens = 0;
  for (const g of state.gods) if (god === null || g.colour === god) tokens += g.tokens;
  return [
    { term: 'madness', value: totalMadness(state, seat), better: 'less' },
    { term: '$', value: totalDollars(state, seat, null), better: 'more' },
    { term: 'relics in your cache', value: relicsIn(player.cache).length, better: 'more' },
    god === null
      ? { term: 'awakening tokens', value: tokens, better: 'less' }
      : { term: 'awakening tokens on your god', value: tokens, better: 'more' },
  ];
}
