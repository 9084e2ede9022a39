// @vitest-environment happy-dom
/**
 * The review chart from the keyboard: its points are buttons named by their move and chance of
 * winning, one of them in the tab order at a time; the arrow keys go from point to point (and do
 * not step the replay behind), and Enter or Space jumps to the point's move.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import WinChanceChart from '../../src/renderer/src/components/replay/WinChanceChart.vue';
import { pointKeyTarget, pointName } from '../../src/renderer/src/components/replay/win-chance-chart';
import type { GameReview } from '../../src/shared/review-types';

const review = {
  game: 'queen',
  seat: 0,
  level: 'easy',
  seed: 1,
  iterations: 50,
  recordHash: 'h',
  moves: [],
  worst: [2],
  series: [
    { actionIndex: 0, value: 0.5 },
    { actionIndex: 2, value: 0.7 },
    { actionIndex: 4, value: 0.25 },
    { actionIndex: 6, value: 1 },
  ],
  outcome: 1,
} as unknown as GameReview;

const moves = ['Girl draws.', 'Queen draws.', 'Girl plays the Mirror.', 'Queen passes.', 'Girl draws.', 'Queen ends.'];

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

function chart(step = 0): VueWrapper {
  wrapper = mount(WinChanceChart, {
    props: { review, actions: 6, seatLabel: 'The Girl', step, moves },
    attachTo: document.body,
  });
  return wrapper;
}

describe('review chart keys', () => {
  it('names every point by its move and chance, and puts one point in the tab order: the shown step', () => {
    const points = chart(4).findAll('[role=button]');
    expect(points.map((p) => p.attributes('aria-label'))).toEqual([
      'Before move 1, Girl draws: 50% chance of winning for The Girl',
      'Before move 3, Girl plays the Mirror: 70% chance of winning for The Girl; the worst move (#1)',
      'Before move 5, Girl draws: 25% chance of winning for The Girl',
      'Result: 100% chance of winning for The Girl',
    ]);
    expect(points.map((p) => p.attributes('tabindex'))).toEqual(['-1', '-1', '0', '-1']);
    expect(points[2]!.attributes('aria-current')).toBe('step');
  });

  it('moves along the points with the arrows, without the key reaching the replay, and Enter jumps', async () => {
    const w = chart(0);
    const heard: string[] = [];
    const listener = (e: KeyboardEvent) => heard.push(e.key);
    window.addEventListener('keydown', listener);
    try {
      const first = w.findAll('[role=button]')[0]!;
      (first.element as SVGGElement).focus();
      await first.trigger('keydown', { key: 'ArrowRight' });
      await nextTick();
      const second = w.findAll('[role=button]')[1]!;
      expect(document.activeElement).toBe(second.element);
      expect(second.attributes('tabindex')).toBe('0');
      await second.trigger('keydown', { key: 'Enter' });
      await second.trigger('keydown', { key: 'End' });
      await nextTick();
      const last = w.findAll('[role=button]')[3]!;
      await last.trigger('keydown', { key: ' ' });
      expect(w.emitted('jump')).toEqual([[2], [6]]);
      expect(heard).toEqual([]);
      // A key the chart does not use goes on to the page.
      await last.trigger('keydown', { key: 'r' });
      expect(heard).toEqual(['r']);
    } finally {
      window.removeEventListener('keydown', listener);
    }
  });

  it('words and keys in plain functions', () => {
    expect(pointName({ actionIndex: 0, value: 0.634 }, 3, 'North')).toBe(
      'Before move 1: 63% chance of winning for North',
    );
    expect(pointName({ actionIndex: 1, value: 0.1 }, 3, 'North', 'North bids 3.', 2)).toBe(
      'Before move 2, North bids 3: 10% chance of winning for North; one of the worst moves (#2)',
    );
    expect(pointKeyTarget('ArrowLeft', 0, 4)).toBe(0);
    expect(pointKeyTarget('ArrowRight', 3, 4)).toBe(3);
    expect(pointKeyTarget('Home', 2, 4)).toBe(0);
    expect(pointKeyTarget('End', 0, 4)).toBe(3);
    expect(pointKeyTarget('Enter', 0, 4)).toBeNull();
    expect(pointKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
