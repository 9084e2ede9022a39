/**
 * The Shadow Track in words: each numbered circle from 20 down to 1 with its Stage,
 * the marker's Stage and that Stage's Lair Cost, read from `content/touch/track.json`.
 */
import { TOUCH_CONTENT } from '../../../../games/touch/content';
import { lairCost, stageIndex } from '../../../../games/touch/track';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

export interface TrackCell {
  position: number;
  stage: string;
  red: boolean;
}

export const TRACK_CELLS: readonly TrackCell[] = Array.from({ length: TOUCH_CONTENT.track.start }, (_, i) => {
  const position = TOUCH_CONTENT.track.start - i;
  const stage = stageIndex(TOUCH_CONTENT.track, position);
  return { position, stage: ROMAN[stage] ?? String(stage + 1), red: TOUCH_CONTENT.track.stages[stage]!.red };
});

export function trackWords(position: number): { stage: string; lairCost: number; red: boolean; text: string } {
  if (position <= 0)
    return { stage: 'Darkness', lairCost: 0, red: true, text: 'Shadowbrook has fallen into Darkness.' };
  const i = stageIndex(TOUCH_CONTENT.track, position);
  const stage = ROMAN[i] ?? String(i + 1);
  const cost = lairCost(TOUCH_CONTENT.track, position);
  const red = TOUCH_CONTENT.track.stages[i]!.red;
  return {
    stage,
    lairCost: cost,
    red,
    text: `Shadow Track ${position}: Stage ${stage}${red ? ' (in the Red)' : ''}, Lair Cost ${cost} Investigation.`,
  };
}
