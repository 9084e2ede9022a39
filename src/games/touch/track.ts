/**
 * The Shadow Track: "marked with numbered circles in descending order, from 20 to
 * 1 … if the track ever moves past the 1 space, the game ends and the Villain has
 * won". Its Stages, Lair Costs and "in the Red" come from `content/touch/track.json`.
 */
import type { StageDef, TrackDef } from './content-types';

/** Darkness: "The bottom of the track - 0". */
export const DARKNESS = 0;

/** The Stage (0 for the first, I) the marker is in; Darkness counts as the last. */
export function stageIndex(track: TrackDef, position: number): number {
  const i = track.stages.findIndex((s) => position <= s.high && position >= s.low);
  return i === -1 ? track.stages.length - 1 : i;
}

export function stageOf(track: TrackDef, position: number): StageDef {
  return track.stages[stageIndex(track, position)]!;
}

/** "Each Stage of the Shadow Track has a Lair Cost at the bottom which shows the current cost of Investigation for a Hero to buy a Lair Card." */
export function lairCost(track: TrackDef, position: number): number {
  return stageOf(track, position).lairCost;
}

/** 'in the Red': "The last two stages are numbered in Red." */
export function inTheRed(track: TrackDef, position: number): boolean {
  return stageOf(track, position).red;
}

export interface TrackMove {
  position: number;
  /** The marker moved past the 1 space: the Villain wins. */
  darkness: boolean;
  /** The Stages the marker entered on its way, in order (On the Hunt moves, coop bonuses). */
  enteredStages: number[];
}

/**
 * Moves the marker `steps` closer to Darkness (negative: away). It never rises above
 * the space it starts on (20), and stops at Darkness.
 */
export function moveTrack(track: TrackDef, position: number, steps: number): TrackMove {
  const target = Math.min(track.start, Math.max(DARKNESS, position - steps));
  const enteredStages: number[] = [];
  const dir = target < position ? -1 : 1;
  for (let p = position + dir; dir < 0 ? p >= target : p <= target; p += dir) {
    if (p === DARKNESS) break;
    const before = stageIndex(track, p - dir);
    const now = stageIndex(track, p);
    if (now !== before) enteredStages.push(now);
  }
  return { position: target, darkness: target === DARKNESS, enteredStages };
}
