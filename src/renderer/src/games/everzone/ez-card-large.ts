/** An EverZone card as the large card shows it: its kind and race, its numbers in words, its terrains and ability. */
import type { ForcesCardDef } from '../../../../games/everzone/types';
import type { CardLargeContent } from '../../stores/card-large';
import { RACE_NAMES, TERRAIN_NAMES } from './ez-cards';

const TYPE_WORDS = { unit: 'Unit', leader: 'Leader', support: 'Support' } as const;

export function ezCardLarge(def: ForcesCardDef, notes: string[] = []): CardLargeContent {
  const fights = def.type !== 'support';
  const numbers = [
    { label: 'Cost (resources)', value: def.cost },
    ...(fights
      ? [
          { label: 'Attack', value: def.attack ?? 0 },
          { label: 'Defence', value: def.defence ?? 0 },
          { label: 'Range', value: def.range ?? 0 },
        ]
      : []),
  ];
  const terrains = def.terrains.map((t) => TERRAIN_NAMES[t]).join(', ');
  const where = fights ? `Fights on: ${terrains}.` : `Played on: ${terrains}.`;
  return {
    game: 'everzone',
    name: def.name,
    type: `${TYPE_WORDS[def.type]} · ${RACE_NAMES[def.race]}`,
    numbers,
    text: [...(def.ability ? [def.ability.text] : []), where],
    notes,
  };
}
