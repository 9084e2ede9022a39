/**
 * The card browser's filters and sort, pure: the cards in, the ones shown out.
 * An empty filter field means "any". Numbers filter by exact value, or by a
 * range written "2-4", "3+" or "≤2", the way players talk about costs.
 */
import type { CardType, ForcesCardDef, Race, Terrain } from '../../../../../games/everzone/types';

export type SortKey = 'name' | 'cost' | 'attack' | 'defence' | 'range' | 'type';

export interface CardFilters {
  race: Race | '';
  type: CardType | '';
  terrain: Terrain | '';
  cost: string;
  attack: string;
  defence: string;
  range: string;
  /** Words looked for in the name and the card text. */
  query: string;
  sort: SortKey;
}

export function emptyFilters(race: Race | '' = ''): CardFilters {
  return { race, type: '', terrain: '', cost: '', attack: '', defence: '', range: '', query: '', sort: 'cost' };
}

/** A number filter as a test; null when the text cannot be read (the field says so). */
export function numberTest(text: string): ((value: number | undefined) => boolean) | null {
  const t = text.replace(/\s+/g, '');
  if (t === '') return () => true;
  let m = /^(\d+)$/.exec(t);
  if (m) return (v) => v === Number(m![1]);
  m = /^(\d+)[-–](\d+)$/.exec(t);
  if (m) return (v) => v !== undefined && v >= Number(m![1]) && v <= Number(m![2]);
  m = /^(\d+)\+$/.exec(t) ?? /^(?:>=|≥)(\d+)$/.exec(t);
  if (m) return (v) => v !== undefined && v >= Number(m![1]);
  m = /^(?:<=|≤)(\d+)$/.exec(t);
  if (m) return (v) => v !== undefined && v <= Number(m![1]);
  return null;
}

const TYPE_ORDER: Record<CardType, number> = { leader: 0, unit: 1, support: 2 };

export function filterCards(cards: readonly ForcesCardDef[], f: CardFilters): ForcesCardDef[] {
  const tests = (['cost', 'attack', 'defence', 'range'] as const).map((key) => [key, numberTest(f[key])] as const);
  const words = f.query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = cards.filter((card) => {
    if (f.race && card.race !== f.race) return false;
    if (f.type && card.type !== f.type) return false;
    if (f.terrain && !card.terrains.includes(f.terrain)) return false;
    // An unreadable number filter filters nothing (the field is marked instead).
    if (!tests.every(([key, test]) => !test || test(card[key]))) return false;
    const text = `${card.name} ${card.ability?.text ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return shown.sort((a, b) => compareCards(a, b, f.sort));
}

export function compareCards(a: ForcesCardDef, b: ForcesCardDef, key: SortKey): number {
  const byName = a.name.localeCompare(b.name);
  if (key === 'name') return byName;
  if (key === 'type') return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.cost - b.cost || byName;
  if (key === 'cost') return a.cost - b.cost || byName;
  // Strongest first for the fighting values; supports (no value) last.
  return (b[key] ?? -1) - (a[key] ?? -1) || byName;
}
