// @vitest-environment happy-dom
/**
 * The motion's pure parts: the Motion setting (kept, Off when the system asks for reduced motion
 * unless the player chose), a watched number's change and its words, which places a move changed,
 * and whose move a new position is.
 */
import { describe, expect, it } from 'vitest';
import type { SeatView } from '../../src/shared/api';
import { changedPlaces, placeLooks } from '../../src/renderer/src/logic/changed-places';
import { changeText, changeTone, numberChange } from '../../src/renderer/src/logic/number-change';
import { isOthersMove } from '../../src/renderer/src/logic/others-move';
import {
  MOTION_STORAGE_KEY,
  readMotionChoice,
  resolveMotion,
  storeMotionChoice,
} from '../../src/renderer/src/styles/motion-choice';

describe('the Motion setting', () => {
  it('is Off by default when the system asks for reduced motion, Normal otherwise; a choice overrides', () => {
    expect(resolveMotion('system', true)).toBe('off');
    expect(resolveMotion('system', false)).toBe('normal');
    expect(resolveMotion('fast', true)).toBe('fast');
    expect(resolveMotion('off', false)).toBe('off');
  });

  it('is kept in storage, and System (nothing stored) when unreadable or unknown', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    storeMotionChoice('fast', storage);
    expect(readMotionChoice(storage)).toBe('fast');
    storeMotionChoice('system', storage);
    expect(items.has(MOTION_STORAGE_KEY)).toBe(false);
    items.set(MOTION_STORAGE_KEY, 'warp');
    expect(readMotionChoice(storage)).toBe('system');
    const broken = {
      getItem: () => {
        throw new Error('storage is off');
      },
    };
    expect(readMotionChoice(broken)).toBe('system');
  });
});

describe('a changing number', () => {
  it('shows a change only when there was a value before and it moved', () => {
    expect(numberChange(undefined, 3)).toBeNull();
    expect(numberChange(3, 3)).toBeNull();
    expect(numberChange(5, 3)).toBe(-2);
    expect(changeText(-2)).toBe('\u22122');
    expect(changeText(1)).toBe('+1');
  });

  it('is good or bad news by which way the number is good', () => {
    expect(changeTone(2, 'down')).toBe('bad'); // Wounds rise
    expect(changeTone(-1, 'down')).toBe('good');
    expect(changeTone(-3, 'up')).toBe('bad'); // HP falls
    expect(changeTone(1, 'up')).toBe('good');
  });
});

describe('the places a move changed', () => {
  it('are those whose text or drawn state changed, or that appeared; not unchanged or gone ones', () => {
    document.body.innerHTML = `
      <div data-place="seat:0"><span>3 cards</span></div>
      <div data-place="seat:1"><span class="turn">to act</span></div>
      <svg><g data-place="space:inn" transform="translate(1 2)"></g></svg>
      <div data-place="gone"></div>`;
    const before = placeLooks(document);
    document.querySelector('[data-place="seat:0"] span')!.textContent = '2 cards';
    document.querySelector('[data-place="space:inn"]')!.setAttribute('transform', 'translate(3 4)');
    document.querySelector('[data-place="gone"]')!.remove();
    document.body.insertAdjacentHTML('beforeend', '<div data-place="track:shadow">9</div>');
    // A motion class coming and going is not a change of position.
    document.querySelector('[data-place="seat:1"] span')!.classList.add('motion-pulse');
    expect(changedPlaces(before, placeLooks(document)).sort()).toEqual(['seat:0', 'space:inn', 'track:shadow']);
  });
});

describe('whose move', () => {
  const view = (version: number, log: { seat?: number; text: string }[], seat = 0, id = 'm1') =>
    ({ match: { id, version }, seat, log }) as unknown as SeatView<unknown>;
  const start = view(4, [{ text: 'Round 1.' }]);

  it('is another seat’s when a line added since is by another seat', () => {
    expect(isOthersMove(start, view(5, [{ text: 'Round 1.' }, { seat: 1, text: 'AI plays Pilfer.' }]))).toBe(true);
  });

  it('is not when only this seat and the rules added lines, or it is an undo, another seat or match', () => {
    expect(
      isOthersMove(start, view(5, [{ text: 'Round 1.' }, { seat: 0, text: 'You play.' }, { text: 'Dawn.' }])),
    ).toBe(false);
    expect(isOthersMove(start, view(3, [{ text: 'Round 1.' }, { seat: 1, text: 'x' }]))).toBe(false);
    expect(isOthersMove(start, view(5, [{ text: 'Round 1.' }, { seat: 1, text: 'x' }], 1))).toBe(false);
    expect(isOthersMove(start, view(5, [{ text: 'Round 1.' }, { seat: 1, text: 'x' }], 0, 'm2'))).toBe(false);
  });
});
