/**
 * Which of a move's expected changes a hint names: for the AI's choice, the biggest; for
 * another move, where it differs most from the choice (that is why it ranks lower). A
 * change too small to show at one decimal is left out.
 */
import type { MeasureChange } from '../../ai';
import type { HintExpectation } from '../../shared/api';

/** Expectations named per move. */
export const HINT_EXPECTS = 3;
/** Smaller changes (or differences) round away at one decimal: not worth a word. */
export const NOTICEABLE_CHANGE = 0.05;

function biggestFirst<T>(items: T[], size: (item: T) => number): T[] {
  return items
    .filter((item) => Math.abs(size(item)) >= NOTICEABLE_CHANGE)
    .sort((a, b) => Math.abs(size(b)) - Math.abs(size(a)))
    .slice(0, HINT_EXPECTS);
}

/** The AI's choice: its biggest expected changes. */
export function choiceExpects(changes: readonly MeasureChange[] | undefined): HintExpectation[] {
  return biggestFirst([...(changes ?? [])], (c) => c.change).map(({ term, change, better }) => ({
    term,
    change,
    better,
  }));
}

/** Another move: the terms where it differs most from the choice, with the choice's change beside. */
export function otherExpects(
  changes: readonly MeasureChange[] | undefined,
  choice: readonly MeasureChange[] | undefined,
): HintExpectation[] {
  const theirs = new Map((choice ?? []).map((c) => [c.term, c.change]));
  const compared = (changes ?? []).map(({ term, change, better }) => ({
    term,
    change,
    better,
    versus: theirs.get(term) ?? 0,
  }));
  return biggestFirst(compared, (c) => c.change - c.versus);
}
