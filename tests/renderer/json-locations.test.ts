/** Syntax errors in plain words and JSON pointers mapped to the text they mark. */
import { describe, expect, it } from 'vitest';
import {
  describePointer,
  jsonTree,
  pointerSegments,
  spanOfPointer,
  syntaxProblems,
} from '../../src/renderer/src/components/json-editor/json-locations';

const DOC = `{
  "cards": [
    { "id": "demon", "copies": 4 },
    { "id": "sword", "copies": 40 }
  ],
  "a/b": { "~x": true }
}`;

/** The marked text, to compare with what a person would point at. */
function marked(text: string, pointer: string): string | null {
  const span = spanOfPointer(jsonTree(text), pointer);
  return span ? text.slice(span.offset, span.offset + span.length) : null;
}

describe('syntaxProblems', () => {
  it('finds nothing in strict JSON', () => {
    expect(syntaxProblems(DOC)).toEqual([]);
  });

  it('names a missing comma where the next entry starts', () => {
    const text = '{ "a": 1\n  "b": 2 }';
    const [problem, ...rest] = syntaxProblems(text);
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('A comma is expected between these entries.');
    expect(text.slice(problem?.offset, (problem?.offset ?? 0) + (problem?.length ?? 0))).toBe('"b"');
  });

  it('refuses comments and trailing commas, which JSON does not have', () => {
    expect(syntaxProblems('{ "a": 1 // note\n}').map((p) => p.message)).toContain('Comments are not allowed in JSON.');
    expect(syntaxProblems('{ "a": 1, }').map((p) => p.message)[0]).toMatch(/property name in double quotes/);
    expect(syntaxProblems('[1, 2, ]').map((p) => p.message)[0]).toMatch(/value is expected/);
  });

  it('marks at least one character, even at the end of the text', () => {
    const problems = syntaxProblems('{ "a": "open');
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem.length).toBeGreaterThanOrEqual(1);
    expect(problems.map((p) => p.message)).toContain('This text is not closed with a double quote.');
  });

  it('refuses an empty document', () => {
    expect(syntaxProblems('   ').map((p) => p.message)).toEqual([
      'A value is expected here (is there a comma too many, or one missing?).',
    ]);
  });
});

describe('pointerSegments and describePointer', () => {
  it('unescapes ~1 and ~0 (RFC 6901), in that order', () => {
    expect(pointerSegments('/a~1b/~0x/~01')).toEqual(['a/b', '~x', '~1']);
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('cards')).toBeNull();
  });

  it('describes a place in words', () => {
    expect(describePointer('/cards/3/copies')).toBe('cards › 3 › copies');
    expect(describePointer('')).toBe('(whole document)');
  });
});

describe('spanOfPointer', () => {
  it('marks a scalar value itself', () => {
    expect(marked(DOC, '/cards/1/copies')).toBe('40');
    expect(marked(DOC, '/a~1b/~0x')).toBe('true');
  });

  it('marks an object or array by its property name, not every line it spans', () => {
    expect(marked(DOC, '/cards')).toBe('"cards"');
    expect(marked(DOC, '/a~1b')).toBe('"a/b"');
  });

  it('marks an array item object, or the root, by its opening brace', () => {
    const span = spanOfPointer(jsonTree(DOC), '/cards/1');
    expect(span?.length).toBe(1);
    expect(DOC.slice(span?.offset).startsWith('{ "id": "sword"')).toBe(true);
    expect(spanOfPointer(jsonTree(DOC), '')).toEqual({ offset: 0, length: 1 });
  });

  it('falls back to the nearest existing place for a missing field or item', () => {
    // A required field that is absent: its object is marked.
    expect(DOC.slice(spanOfPointer(jsonTree(DOC), '/cards/0/name')?.offset).startsWith('{ "id": "demon"')).toBe(true);
    expect(marked(DOC, '/cards/7')).toBe('"cards"');
    expect(marked(DOC, '/cards/01')).toBe('"cards"');
    expect(marked(DOC, '/cards/0/copies/deeper')).toBe('4');
  });

  it('locates nothing in text with no JSON value at all', () => {
    expect(spanOfPointer(jsonTree(''), '/cards')).toBeNull();
  });
});
