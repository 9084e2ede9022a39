/** Small display helpers shared by screens. */

/**
 * "3 Mar 2025, 14:05" in the user's locale: the one way the app writes a moment (saves,
 * drafts, reports); the raw text if it is not a date.
 */
export function formatWhen(when: string | Date): string {
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return String(when);
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export { plural } from '../../../engine/words';
