/**
 * A deck file picked for import: JSON, either a deck document or one deck of
 * the pre-made format (`{ leader, cards: [{ card, count }] }`). Its rules are
 * checked by the builder once loaded; here only "is this a deck at all".
 */
import { deckFromDef, type DeckDocument } from '../../../../../content/deck';
import type { DeckDef } from '../../../../../games/everzone/types';

export function readDeckFile(fileName: string, text: string): DeckDocument {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`“${fileName}” is not JSON. A plain-text list (“2x Marine”) goes in through Text… → Paste in.`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`“${fileName}” does not hold a deck: expected an object with name, race, cards and locations.`);
  }
  const d = data as Record<string, unknown>;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (typeof d.name === 'string' && typeof d.race === 'string' && strings(d.cards) && strings(d.locations)) {
    return data as DeckDocument;
  }
  const counted = (v: unknown) =>
    Array.isArray(v) &&
    v.every((x) => x && typeof x === 'object' && typeof x.card === 'string' && Number.isInteger(x.count));
  if (typeof d.leader === 'string' && counted(d.cards) && strings(d.locations) && typeof d.race === 'string') {
    return deckFromDef({
      id: 'imported',
      name: String(d.name ?? 'Imported deck'),
      ...(data as Omit<DeckDef, 'id' | 'name'>),
    });
  }
  throw new Error(
    `“${fileName}” does not hold a deck: it needs "name", "race", "cards" (a card id per copy) and "locations".`,
  );
}
