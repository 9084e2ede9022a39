/**
 * A hint in words: the AI's choice and what it expects the move to change by the player's
 * next turn ("The AI would choose “Investigate”: it expects +1.4 Investigation and −0.6
 * Wounds by your next turn."), then why the runner-up ranks lower. The numbers are the
 * search's own means (`HintExpectation`); the terms are the game's, so the panel can link
 * them to the glossary.
 */
import type { HintAlternative, HintExpectation } from '../../../shared/api';

/** Under this size a change rounds to nothing at one decimal: not worth a word. */
const TOO_SMALL = 0.05;
/** From here on, a whole number says it (no one tells "+12.3 CP" from "+12 CP"). */
const WHOLE_FROM = 10;

/** A signed change as a player reads it: "+1.4", "−0.6" (a true minus sign), "+12". */
export function changeText(change: number): string {
  const size = Math.abs(change);
  const shown = size >= WHOLE_FROM ? String(Math.round(size)) : size.toFixed(1);
  return `${change < 0 ? '−' : '+'}${shown}`;
}

/** "a, b and c". */
function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function noticeable(expects: readonly HintExpectation[]): HintExpectation[] {
  return expects.filter((e) => Math.abs(e.change) >= TOO_SMALL || Math.abs(e.change - (e.versus ?? 0)) >= TOO_SMALL);
}

/** "+1.4 Investigation and −0.6 Wounds". */
export function expectsText(expects: readonly HintExpectation[]): string {
  return listed(noticeable(expects).map((e) => `${changeText(e.change)} ${e.term}`));
}

/** The move as a sentence quotes it. */
function quoted(alternative: HintAlternative): string {
  return `“${alternative.label}”`;
}

/** A change the way the asking seat wants it. */
function isGain(e: HintExpectation): boolean {
  return e.better === 'more' ? e.change > 0 : e.change < 0;
}

/** The lead sentence: the AI's choice and what it expects from it, gains first, then what they cost. */
export function choiceSentence(choice: HintAlternative): string {
  const move = `The AI would choose ${quoted(choice)}`;
  const shown = noticeable(choice.expects);
  const gains = expectsText(shown.filter(isGain));
  const costs = expectsText(shown.filter((e) => !isGain(e)));
  if (gains === '' && costs === '') return `${move}: it expects little to change by your next turn.`;
  if (gains === '' || costs === '') return `${move}: it expects ${gains || costs} by your next turn.`;
  return `${move}: it expects ${gains} by your next turn, at a cost of ${costs}.`;
}

/** Worse for the asking seat than the choice in this term (by a noticeable amount). */
function worseThanChoice(e: HintExpectation): boolean {
  const difference = e.change - (e.versus ?? 0);
  if (Math.abs(difference) < TOO_SMALL) return false;
  return e.better === 'more' ? difference < 0 : difference > 0;
}

/** "+0.3 Investigation (against +1.4)"; "no change in $ (against +0.5)". */
function compared(e: HintExpectation): string {
  const own = Math.abs(e.change) < TOO_SMALL ? `no change in ${e.term}` : `${changeText(e.change)} ${e.term}`;
  return `${own} (against ${changeText(e.versus ?? 0)})`;
}

/** Why the runner-up ranks below the choice: where it expects worse, or else that overall it looked weaker. */
export function runnerUpSentence(runnerUp: HintAlternative): string {
  const move = quoted(runnerUp);
  const worse = runnerUp.expects.filter(worseThanChoice);
  if (worse.length > 0) return `${move} ranks lower: it expects ${listed(worse.map(compared))}.`;
  const better = noticeable(runnerUp.expects).filter((e) => !worseThanChoice(e));
  const overall = 'the positions it leads to looked weaker overall';
  if (better.length === 0) return `${move} ranks lower: ${overall}.`;
  return `${move} ranks lower, though it expects ${listed(better.map(compared))}: ${overall}.`;
}
