/** The editor's problem list: lines, order, and one entry per problem. */
import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  lineFinder,
  locatePointerProblems,
  syntaxEditorProblems,
} from '../../src/renderer/src/components/json-editor/editor-problems';

const DOC = '{\n  "cards": [\n    { "id": "a", "copies": 4 },\n    { "id": "a", "copies": 40 }\n  ]\n}\n';

describe('lineFinder', () => {
  it('gives 1-based lines, a newline belonging to the line it ends', () => {
    const lineOf = lineFinder('ab\ncd\n\ne');
    expect([0, 2, 3, 5, 6, 7, 8].map(lineOf)).toEqual([1, 1, 2, 2, 3, 4, 4]);
    expect(lineFinder('')(0)).toBe(1);
  });
});

describe('locatePointerProblems', () => {
  it('locates each problem, errors first, then in document order, the same problem once', () => {
    const found = locatePointerProblems(DOC, [
      { path: '/cards/1/id', message: 'the id "a" is already used', severity: 'warning' },
      { path: '/cards/1/copies', message: 'must be at most 12', severity: 'error' },
      { path: '/cards/0/copies', message: 'too few', severity: 'error' },
      { path: '/cards/1/copies', message: 'must be at most 12', severity: 'error' },
    ]);
    expect(found.map((p) => [p.severity, p.message, p.line])).toEqual([
      ['error', 'too few', 3],
      ['error', 'must be at most 12', 4],
      ['warning', 'the id "a" is already used', 4],
    ]);
    expect(found[1]?.span && DOC.slice(found[1].span.offset, found[1].span.offset + found[1].span.length)).toBe('40');
    expect(hasErrors(found)).toBe(true);
    expect(hasErrors(found.filter((p) => p.severity === 'warning'))).toBe(false);
  });
});

describe('syntaxEditorProblems', () => {
  it('gives syntax errors with their line and no JSON path', () => {
    const [problem] = syntaxEditorProblems('{\n  "a": 1\n  "b": 2\n}');
    expect(problem).toMatchObject({
      severity: 'error',
      line: 3,
      message: 'A comma is expected between these entries.',
    });
    expect(problem?.path).toBeUndefined();
  });
});
