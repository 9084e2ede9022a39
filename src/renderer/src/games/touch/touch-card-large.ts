/** A Touch of Evil card as the large card shows it: Events, Items and Allies, Town Items and Secrets. */
import { cardOf } from '../../../../games/touch/cards';
import type { CardLargeContent, CardNumber } from '../../stores/card-large';

export function touchCardLarge(name: string, type: string, text: string, numbers: CardNumber[] = []): CardLargeContent {
  return { game: 'touch', name, type, numbers, text: [text] };
}

/** A Secret the seat may read (face up, or looked at): its name, whether it is Evil, and its text. */
export function secretLarge(card: number): CardLargeContent {
  const def = cardOf('secret', card);
  return touchCardLarge(def.name, def.evil ? 'Secret (Evil)' : 'Secret', def.text);
}
