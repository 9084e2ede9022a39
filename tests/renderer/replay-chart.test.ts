/** The review chart's numbers: where each chance of winning is drawn, and its words. */
import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  percent,
  pointLabel,
  points,
  polyline,
} from '../../src/renderer/src/components/replay/win-chance-chart';

const BOX = { width: 220, height: 120, pad: 10 };

describe('win chance chart', () => {
  it('places moves along x over the whole game and chances along y, 100% at the top', () => {
    const points = chartPoints(
      [
        { actionIndex: 0, value: 0.5 },
        { actionIndex: 5, value: 1 },
        { actionIndex: 10, value: 0 },
      ],
      10,
      BOX,
    );
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [10, 60],
      [110, 10],
      [210, 110],
    ]);
  });

  it('keeps values outside [0, 1] on the chart', () => {
    const [high, low] = chartPoints(
      [
        { actionIndex: 1, value: 1.2 },
        { actionIndex: 2, value: -0.1 },
      ],
      4,
      BOX,
    );
    expect(high?.y).toBe(10);
    expect(low?.y).toBe(110);
  });

  it('draws a game without moves without dividing by zero', () => {
    const [only] = chartPoints([{ actionIndex: 0, value: 0.25 }], 0, BOX);
    expect(only?.x).toBe(10);
    expect(only?.y).toBe(85);
  });

  it('writes the polyline and the labels people read', () => {
    const drawn = chartPoints(
      [
        { actionIndex: 0, value: 0.5 },
        { actionIndex: 3, value: 0.333 },
      ],
      3,
      BOX,
    );
    expect(polyline(drawn)).toBe('10,60 210,76.7');
    expect(percent(0.634)).toBe('63%');
    expect(pointLabel(2, 3)).toBe('Before move 3');
    expect(pointLabel(3, 3)).toBe('Result');
    expect(points(0.254)).toBe('25 points');
    expect(points(0.01)).toBe('1 point');
  });
});
