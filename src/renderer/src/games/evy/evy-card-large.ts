/** An Evy card as the large card shows it: its kind, its uses in words, its whole text. */
import type { CardLargeContent } from '../../stores/card-large';
import type { cardOfMatch } from './evy-cards';

type EvyCardDef = ReturnType<typeof cardOfMatch>;

export function evyCardLarge(def: EvyCardDef, usesLeft?: number | null): CardLargeContent {
  const numbers = def.uses
    ? [
        { label: 'Uses', value: def.uses },
        ...(usesLeft === undefined ? [] : [{ label: 'Uses left', value: usesLeft ?? 0 }]),
      ]
    : [];
  return {
    game: 'evy',
    name: def.name,
    type: def.kind.charAt(0).toUpperCase() + def.kind.slice(1),
    numbers,
    text: [def.text],
  };
}
