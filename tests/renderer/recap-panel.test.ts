// @vitest-environment happy-dom
/** When "While you waited" speaks: the seat acted before, its turn is back, the match moved on, the game found news. */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecapItem } from '../../src/engine';
import type { SeatView } from '../../src/shared/api';
import { markPlaces } from '../../src/renderer/src/composables/use-place-mark';
import type { GameUi } from '../../src/renderer/src/game-ui/contract';
import { recapItems } from '../../src/renderer/src/logic/recap';
import { useRecapStore } from '../../src/renderer/src/stores/recap';

function seatView(version: number, opts: { seat?: number; legal?: boolean; match?: string } = {}): SeatView {
  return {
    match: { id: opts.match ?? 'm1', version, over: false } as SeatView['match'],
    seat: opts.seat ?? 0,
    view: { version },
    log: [],
    legal: opts.legal === false ? [] : [{ action: { key: 'go' }, label: 'Go' }],
  };
}

const NEWS: RecapItem = { text: 'The Shadow Track moved from 9 to 7.', place: 'track:shadow', tone: 'bad' };
/** A game whose recap tells the versions it was given, so a test sees which views reached it. */
const UI = {
  recap: (before: SeatView, after: SeatView) => [{ ...NEWS, text: `${before.match.version}→${after.match.version}` }],
} as unknown as GameUi;

describe('recap panel logic', () => {
  it('speaks when the seat’s turn is back after others moved, from the view it acted from', () => {
    expect(recapItems(UI, seatView(3), seatView(6))).toEqual([{ ...NEWS, text: '3→6' }]);
  });

  it('stays silent before the seat ever acted, while others still play, after an undo, or for another seat or match', () => {
    expect(recapItems(UI, undefined, seatView(6))).toEqual([]);
    expect(recapItems(UI, seatView(3), seatView(6, { legal: false }))).toEqual([]);
    expect(recapItems(UI, seatView(3), seatView(3))).toEqual([]);
    expect(recapItems(UI, seatView(3), seatView(2))).toEqual([]);
    expect(recapItems(UI, seatView(3, { seat: 1 }), seatView(6))).toEqual([]);
    expect(recapItems(UI, seatView(3, { match: 'm0' }), seatView(6))).toEqual([]);
  });

  it('a game without recap says nothing', () => {
    expect(recapItems({} as GameUi, seatView(3), seatView(6))).toEqual([]);
  });
});

describe('recap store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('keeps each hot-seat player’s own “before”, and a dismissal lasts until the match moves', () => {
    const store = useRecapStore();
    store.remember(seatView(3, { seat: 0 }));
    store.remember(seatView(4, { seat: 1 }));
    expect(store.beforeOf(seatView(9, { seat: 0 }))?.match.version).toBe(3);
    expect(store.beforeOf(seatView(9, { seat: 1 }))?.match.version).toBe(4);
    store.dismiss(seatView(9, { seat: 0 }));
    expect(store.isDismissed(seatView(9, { seat: 0 }))).toBe(true);
    expect(store.isDismissed(seatView(9, { seat: 1 }))).toBe(false);
    expect(store.isDismissed(seatView(10, { seat: 0 }))).toBe(false);
  });
});

describe('place marks', () => {
  it('marks exactly the named places on their layer; layers do not unmark each other', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-place="track:shadow"></div><svg><g data-place="space:windmill"></g></svg><div data-place="player:1"></div>';
    const at = (place: string) => root.querySelector(`[data-place="${place}"]`)!.getAttribute('data-mark');
    markPlaces(root, 'recap', ['track:shadow', 'space:windmill']);
    markPlaces(root, 'move', ['space:windmill', 'player:1']);
    expect([at('track:shadow'), at('space:windmill'), at('player:1')]).toEqual(['recap', 'recap move', 'move']);
    markPlaces(root, 'recap', []);
    expect([at('track:shadow'), at('space:windmill'), at('player:1')]).toEqual([null, 'move', 'move']);
  });
});
