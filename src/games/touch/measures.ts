/**
 * What a Touch of Evil player watches for their seat, for hints that say why a move is
 * good: their Heroes' Investigation and Wounds, the Items and Allies they carry, the
 * Shadow Track (Darkness at 0 loses everyone), the Wounds on the Villain, and the Town
 * Elders still with the town (each one lost is a Secret turned or a helper gone).
 */
import type { Measure, Seat } from '../../engine';
import type { TouchState } from './state';

export function touchMeasures(state: TouchState, seat: Seat): Measure[] {
  let investigation = 0;
  let wounds = 0;
  let carried = 0;
  for (const hero of state.heroes) {
    if (hero.seat !== seat) continue;
    investigation += hero.investigation;
    wounds += hero.wounds;
    carried += hero.carried.length;
  }
  let elders = 0;
  for (const elder of state.elders) if (elder.status === 'town') elders++;
  return [
    { term: 'Investigation', value: investigation, better: 'more' },
    { term: 'Wounds', value: wounds, better: 'less' },
    { term: 'Items and Allies carried', value: carried, better: 'more' },
    { term: 'Shadow Track', value: state.track, better: 'more' },
    { term: 'Wounds on the Villain', value: state.villain.wounds, better: 'more' },
    { term: 'Town Elders with the town', value: elders, better: 'more' },
  ];
}
