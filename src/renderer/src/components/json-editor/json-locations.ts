/**
 * Where things are in a JSON text: syntax errors in plain words, and the text
 * range a JSON pointer (from ajv or a semantic check) refers to. Pure functions
 * over the text, so the editor's markers and the problems list agree and can be
 * tested without Monaco.
 */
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A span of the text, in UTF-16 offsets (what Monaco's `getPositionAt` takes). */
export interface TextSpan {
  offset: number;
  length: number;
}

export interface SyntaxProblem extends TextSpan {
  message: string;
}

const SYNTAX_WORDS: Record<string, string> = {
  InvalidSymbol: 'This character is not allowed here in JSON.',
  InvalidNumberFormat: 'This number is not written the JSON way (for example 3, -1 or 2.5).',
  PropertyNameExpected: 'A property name in double quotes is expected here (is there a comma too many?).',
  ValueExpected: 'A value is expected here (is there a comma too many, or one missing?).',
  ColonExpected: 'A colon (:) is expected after the property name.',
  CommaExpected: 'A comma is expected between these entries.',
  CloseBraceExpected: 'A closing brace } is missing.',
  CloseBracketExpected: 'A closing bracket ] is missing.',
  EndOfFileExpected: 'Nothing may follow the end of the document.',
  InvalidCommentToken: 'Comments are not allowed in JSON.',
  UnexpectedEndOfComment: 'This comment is not closed (comments are not allowed in JSON anyway).',
  UnexpectedEndOfString: 'This text is not closed with a double quote.',
  UnexpectedEndOfNumber: 'This number ends too early.',
  InvalidUnicode: 'This \\u escape needs four hexadecimal digits.',
  InvalidEscapeCharacter: 'This backslash escape is not valid in JSON (use \\\\ for a backslash).',
  InvalidCharacter: 'Line breaks and tabs inside text must be written as \\n and \\t.',
};

/** Strict JSON syntax errors (no comments, no trailing commas), each with its place and plain words. */
export function syntaxProblems(text: string): SyntaxProblem[] {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return errors.map((error) => ({
    offset: error.offset,
    // A zero-length span would be invisible; mark at least one character.
    length: Math.max(1, error.length),
    message: SYNTAX_WORDS[printParseErrorCode(error.error)] ?? 'This is not valid JSON.',
  }));
}

/** `/cards/3/name` → `['cards', '3', 'name']`, with `~1` and `~0` unescaped. Invalid pointers give null. */
export function pointerSegments(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The node a segment leads to: a property by name, or an array item by index. */
function child(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') {
    if (!/^(0|[1-9]\d*)$/.test(segment)) return undefined;
    return findNodeAtLocation(node, [Number(segment)]);
  }
  if (node.type === 'object') return findNodeAtLocation(node, [segment]);
  return undefined;
}

/** The syntax tree of a JSON text, parsed once to locate many problems; undefined if nothing parses. */
export function jsonTree(text: string): Node | undefined {
  return parseTree(text, [], { disallowComments: true });
}

/**
 * The text to mark for a problem at `pointer`. A missing place (a required
 * property that is absent) falls back to the nearest existing ancestor. A big
 * object or array is marked by its property name, or its opening bracket, not
 * by every line it spans. Null when the text does not parse at all.
 */
export function spanOfPointer(tree: Node | undefined, pointer: string): TextSpan | null {
  if (!tree) return null;
  let node = tree;
  for (const segment of pointerSegments(pointer) ?? []) {
    const next = child(node, segment);
    if (!next) break;
    node = next;
  }
  if (node.type !== 'object' && node.type !== 'array') return { offset: node.offset, length: node.length };
  const property = node.parent?.type === 'property' ? node.parent : undefined;
  const key = property?.children?.[0];
  if (key) return { offset: key.offset, length: key.length };
  return { offset: node.offset, length: 1 };
}

/** "/cards/3/name" → "cards › 3 › name": the place in words for the problems list; the root is "(whole document)". */
export function describePointer(pointer: string): string {
  const segments = pointerSegments(pointer);
  if (segments === null) return pointer;
  return segments.length === 0 ? '(whole document)' : segments.join(' › ');
}
