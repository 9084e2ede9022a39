/** The review's chance of winning as a line over the game: the numbers the chart draws. */
import type { GameReview } from '../../../../shared/review-types';

export interface ChartBox {
  width: number;
  height: number;
  /** Room left at each side for the labels. */
  pad: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  actionIndex: number;
  value: number;
}

/**
 * One point per entry of the series, placed by move along x (the whole game's
 * `actions` moves across) and by chance along y (100% at the top).
 */
export function chartPoints(series: GameReview['series'], actions: number, box: ChartBox): ChartPoint[] {
  const innerWidth = box.width - 2 * box.pad;
  const innerHeight = box.height - 2 * box.pad;
  const span = Math.max(1, actions);
  return series.map(({ actionIndex, value }) => {
    const chance = Math.min(1, Math.max(0, value));
    return {
      x: box.pad + (Math.min(actionIndex, span) / span) * innerWidth,
      y: box.pad + (1 - chance) * innerHeight,
      actionIndex,
      value: chance,
    };
  });
}

/** An SVG polyline's `points` attribute. */
export function polyline(points: readonly ChartPoint[]): string {
  return points.map((p) => `${round(p.x)},${round(p.y)}`).join(' ');
}

/** "63%": a chance as people read it. */
export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** "25 points": a difference of two chances, which a percentage would misread as relative. */
export function points(difference: number): string {
  const n = Math.round(difference * 100);
  return `${n} ${n === 1 ? 'point' : 'points'}`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** What a point of the chart stands for: the chance before a move, or the result at the end. */
export function pointLabel(actionIndex: number, actions: number): string {
  return actionIndex >= actions ? 'Result' : `Before move ${actionIndex + 1}`;
}

/**
 * A point's accessible name: the move, what was played there when known, the chance, and its
 * rank among the worst moves ("Before move 5, The Girl draws a card: 63% chance of winning for
 * The Girl; the worst move (#1)").
 */
export function pointName(
  point: Pick<ChartPoint, 'actionIndex' | 'value'>,
  actions: number,
  seatLabel: string,
  moveText?: string,
  rank?: number,
): string {
  // The log's sentence loses its full stop: the name goes on after it.
  const move = moveText && point.actionIndex < actions ? `, ${moveText.replace(/[.\s]+$/, '')}` : '';
  const worst = rank === undefined ? '' : `; ${rank === 1 ? 'the worst move' : 'one of the worst moves'} (#${rank})`;
  return `${pointLabel(point.actionIndex, actions)}${move}: ${percent(point.value)} chance of winning for ${seatLabel}${worst}`;
}

/** The point a chart key moves to from `index` (of `count`), or null for a key the chart leaves alone. */
export function pointKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(count - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
