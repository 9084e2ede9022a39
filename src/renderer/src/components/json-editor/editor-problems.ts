/**
 * Everything wrong with the text in the JSON editor, in one list: syntax errors
 * first (nothing else can be checked until the text parses), then the schema
 * problems found at once in the browser, then the full check's problems from
 * the services. Each problem knows the span of text it is about.
 */
import { jsonTree, spanOfPointer, syntaxProblems, type TextSpan } from './json-locations';

/** A problem at a JSON pointer, as ajv wrappers and the services' content checks report it. */
export interface PointerProblem {
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/** How an embedding screen checks its content: the instant schema check and the full (semantic) check. */
export interface JsonChecker {
  /** Synchronous check of a parsed value, run on every edit (standalone ajv validators). */
  instant?(value: unknown): PointerProblem[];
  /** The full check, asked of the services after a pause in typing. */
  full?(text: string): Promise<PointerProblem[]>;
}

export interface EditorProblem {
  severity: 'error' | 'warning';
  message: string;
  /** The JSON pointer, for problems found by a check; absent for syntax errors. */
  path?: string;
  /** The text to mark; null if it cannot be located. */
  span: TextSpan | null;
  /** 1-based line of the span's start, for the list; null if not located. */
  line: number | null;
}

/** Finds the 1-based line of an offset; built once per text so many problems are located quickly. */
export function lineFinder(text: string): (offset: number) => number {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The syntax errors of `text` as editor problems; empty when it parses as strict JSON. */
export function syntaxEditorProblems(text: string): EditorProblem[] {
  const lineOf = lineFinder(text);
  return syntaxProblems(text).map(({ message, offset, length }) => ({
    severity: 'error',
    message,
    span: { offset, length },
    line: lineOf(offset),
  }));
}

/**
 * Pointer problems located in `text`, errors before warnings, in document
 * order, the same path and message once (the instant and the full check
 * report many schema problems alike).
 */
export function locatePointerProblems(text: string, problems: readonly PointerProblem[]): EditorProblem[] {
  const tree = jsonTree(text);
  const lineOf = lineFinder(text);
  const seen = new Set<string>();
  const result: EditorProblem[] = [];
  for (const problem of problems) {
    const key = `${problem.severity}\u0000${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const span = spanOfPointer(tree, problem.path);
    result.push({
      severity: problem.severity,
      message: problem.message,
      path: problem.path,
      span,
      line: span ? lineOf(span.offset) : null,
    });
  }
  const rank = (p: EditorProblem): number => (p.severity === 'error' ? 0 : 1);
  return result.sort((a, b) => rank(a) - rank(b) || (a.span?.offset ?? -1) - (b.span?.offset ?? -1));
}

export function hasErrors(problems: readonly EditorProblem[]): boolean {
  return problems.some((p) => p.severity === 'error');
}
