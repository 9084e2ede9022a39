/**
 * Error replies stay small whatever the request: a huge malformed payload can
 * have a problem per value, and a problem line can quote the value. A reply
 * lists the first `LIMITS.reportedProblems` problems, each clipped to
 * `LIMITS.problemChars`, and counts the rest; as a last resort it drops the
 * lists and keeps the message, so it always fits `LIMITS.errorReplyBytes`.
 */
import type { ApiErrorBody } from './api';
import type { ContentProblem } from './library-types';
import { LIMITS } from './limits';

/** `text` cut to `max` characters, marked with an ellipsis when cut. */
export function clip(text: string, max: number = LIMITS.problemChars): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function moreLine(count: number): string {
  return `… and ${count} more ${count === 1 ? 'problem' : 'problems'} (fix these first, then check again)`;
}

/** The first problems of `lines`, clipped, and one line counting the rest. */
export function boundLines(lines: readonly string[], max: number = LIMITS.reportedProblems): string[] {
  const shown = lines.slice(0, max).map((line) => clip(line));
  return lines.length > max ? [...shown, moreLine(lines.length - max)] : shown;
}

/** The same for content problems: the rest are counted in one problem on the whole file, as severe as the worst. */
export function boundProblems(
  problems: readonly ContentProblem[],
  max: number = LIMITS.reportedProblems,
): ContentProblem[] {
  const shown = problems
    .slice(0, max)
    .map((p) => ({ path: clip(p.path), message: clip(p.message), severity: p.severity }));
  if (problems.length <= max) return shown;
  const rest = problems.slice(max);
  const severity = rest.some((p) => p.severity === 'error') ? 'error' : 'warning';
  return [...shown, { path: '', message: moreLine(rest.length), severity }];
}

const encoder = new TextEncoder();
const sizeOf = (body: ApiErrorBody): number => encoder.encode(JSON.stringify(body)).length;

/** An error body that fits `LIMITS.errorReplyBytes`, its lists bounded and its message clipped. */
export function boundErrorBody(body: ApiErrorBody): ApiErrorBody {
  const bounded: ApiErrorBody = { code: body.code, message: clip(body.message, 4 * LIMITS.problemChars) };
  if (body.details && body.details.length > 0) bounded.details = boundLines(body.details);
  if (body.problems && body.problems.length > 0) bounded.problems = boundProblems(body.problems);
  if (sizeOf(bounded) <= LIMITS.errorReplyBytes) return bounded;
  // Only reachable with extreme paths; the message alone still says what went wrong.
  const count = (body.details?.length ?? 0) + (body.problems?.length ?? 0);
  return { code: body.code, message: clip(`${bounded.message} (${count} problems were found; too many to list)`) };
}
