// @vitest-environment happy-dom
/**
 * The JSON editor's live problem list: syntax first, the instant check on
 * every change, the full check after a pause, and a late full-check answer
 * for text that has changed since is thrown away.
 */
import { mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, nextTick, ref, type Ref } from 'vue';
import type { JsonChecker, PointerProblem } from '../../src/renderer/src/components/json-editor/editor-problems';
import {
  FULL_CHECK_PAUSE_MS,
  useJsonProblems,
  type JsonProblems,
} from '../../src/renderer/src/components/json-editor/use-json-problems';

function setUp(initial: string, checker: JsonChecker | null) {
  const text = ref(initial);
  let result!: JsonProblems;
  const wrapper = mount(
    defineComponent({
      setup() {
        result = useJsonProblems(text, ref(checker) as Ref<JsonChecker | null>);
        return () => null;
      },
    }),
  );
  return { text, result, wrapper };
}

interface PendingCheck {
  text: string;
  answer: (problems: PointerProblem[]) => void;
  fail: (error: Error) => void;
}

function scriptedChecker(instant: (value: unknown) => PointerProblem[] = () => []) {
  const pending: PendingCheck[] = [];
  const checker: JsonChecker = {
    instant,
    full: (text) =>
      new Promise((answer, fail) => {
        pending.push({ text, answer, fail });
      }),
  };
  return { checker, pending };
}

const TOO_MANY: PointerProblem = { path: '/copies', message: 'must be at most 12', severity: 'error' };
const UNUSUAL: PointerProblem = { path: '/name', message: 'an unusual name', severity: 'warning' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useJsonProblems', () => {
  it('lists syntax errors only, and asks no full check, while the text does not parse', async () => {
    const instant = vi.fn(() => [TOO_MANY]);
    const { checker, pending } = scriptedChecker(instant);
    const { result } = setUp('{ "copies": 40 ', checker);
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS * 2);
    expect(result.problems.value.map((p) => p.message)).toEqual(['A closing brace } is missing.']);
    expect(result.invalid.value).toBe(true);
    expect(instant).not.toHaveBeenCalled();
    expect(pending).toEqual([]);
    expect(result.checking.value).toBe(false);
  });

  it('shows the instant check at once and adds the full check after a pause in typing', async () => {
    const { checker, pending } = scriptedChecker((value) =>
      (value as { copies: number }).copies > 12 ? [TOO_MANY] : [],
    );
    const { text, result } = setUp('{ "copies": 40, "name": "x" }', checker);
    expect(result.problems.value.map((p) => p.message)).toEqual(['must be at most 12']);
    expect(result.checking.value).toBe(true);

    // Typing restarts the pause: only the last text is sent.
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS - 50);
    text.value = '{ "copies": 4, "name": "x" }';
    await nextTick();
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS - 50);
    expect(pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(pending.map((p) => p.text)).toEqual(['{ "copies": 4, "name": "x" }']);
    expect(result.problems.value).toEqual([]);

    pending[0]?.answer([UNUSUAL]);
    await vi.advanceTimersByTimeAsync(0);
    expect(result.problems.value.map((p) => [p.severity, p.message, p.line])).toEqual([
      ['warning', 'an unusual name', 1],
    ]);
    expect(result.invalid.value).toBe(false);
    expect(result.checking.value).toBe(false);
  });

  it('throws away a full-check answer for text that changed since it was asked', async () => {
    const { checker, pending } = scriptedChecker();
    const { text, result } = setUp('{ "copies": 40 }', checker);
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS);
    text.value = '{ "copies": 4 }';
    await nextTick();
    pending[0]?.answer([TOO_MANY]);
    await vi.advanceTimersByTimeAsync(0);
    expect(result.problems.value).toEqual([]);
    expect(result.checking.value).toBe(true);

    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS);
    pending[1]?.answer([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(result.problems.value).toEqual([]);
    expect(result.checking.value).toBe(false);
  });

  it('keeps the answer for the current text when an older answer arrives after it', async () => {
    const { checker, pending } = scriptedChecker();
    const { text, result } = setUp('{ "copies": 40 }', checker);
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS);
    text.value = '{ "copies": 4, "name": "x" }';
    await nextTick();
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS);
    pending[1]?.answer([UNUSUAL]);
    await vi.advanceTimersByTimeAsync(0);
    pending[0]?.answer([TOO_MANY]);
    await vi.advanceTimersByTimeAsync(0);
    expect(result.problems.value.map((p) => p.message)).toEqual(['an unusual name']);
  });

  it('says in words when the full check could not run, and keeps the instant problems', async () => {
    const { checker, pending } = scriptedChecker(() => [TOO_MANY]);
    const { result } = setUp('{ "copies": 40 }', checker);
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS);
    pending[0]?.fail(new Error('The connection to the services was lost.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.checkFailure.value).toBe('The connection to the services was lost.');
    expect(result.problems.value.map((p) => p.message)).toEqual(['must be at most 12']);
    expect(result.checking.value).toBe(false);
  });

  it('stops waiting to check when the editor goes away', async () => {
    const { checker, pending } = scriptedChecker();
    const { wrapper } = setUp('{}', checker);
    wrapper.unmount();
    await vi.advanceTimersByTimeAsync(FULL_CHECK_PAUSE_MS * 2);
    expect(pending).toEqual([]);
  });
});
