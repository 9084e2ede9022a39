/** Words for an AI that is thinking: "12,400 playouts, leaning towards: Draw". */
import type { AiProgress } from '../stores/match';
import { plural } from './format';

export function progressText(progress: AiProgress | undefined): string {
  if (!progress) return '';
  const playouts = plural(progress.iterations, 'playout');
  return progress.leaning ? `${playouts}, leaning towards: ${progress.leaning}` : playouts;
}

/** Hint shares as people read them: "54%", and "<1%" rather than a misleading "0%". */
export function shareText(share: number): string {
  if (share > 0 && share < 0.005) return '<1%';
  return `${Math.round(share * 100)}%`;
}
