/** The book's "Changing difficulty" options, in our own words, and a one-line summary of a choice. */
import type { CampaignDifficulty } from '../../../../../shared/api';

export const EASIER = [
  { letter: 'A', text: 'Health may go above 10.' },
  { letter: 'B', text: 'Start every adventure with at least 6 or 7 HP.' },
  { letter: 'C', text: 'Also keep every skill card for the next adventure.' },
] as const;

export const HARDER = [
  { letter: 'A', text: 'No top-up to 5 HP: start with the HP you ended with.' },
  { letter: 'B', text: 'The kept card keeps its used-up tracker.' },
  { letter: 'C', text: 'Keep no card between adventures.' },
  { letter: 'D', text: 'Monsters move first, then attack at once.' },
] as const;

export function difficultyText(d: CampaignDifficulty): string {
  const parts: string[] = [];
  for (const letter of d.easier ?? [])
    parts.push(letter === 'B' ? `Easier B (${d.minHp ?? 6} HP)` : `Easier ${letter}`);
  for (const letter of d.harder ?? []) parts.push(`Harder ${letter}`);
  return parts.length ? parts.join(', ') : 'As in the book';
}
