/**
 * Checks a content file's text the same way everywhere (services, CLI, the
 * renderer's editor): size, JSON syntax, unsafe field names, the schema, then
 * the semantic checks. The schema validator is handed in — ajv compiled at
 * runtime in Node, the generated standalone validators in the renderer — since
 * the renderer's CSP forbids compiling schemas there.
 */
import type { ErrorObject } from 'ajv';
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ContentProblem, ContentType } from '../shared/api';
import { LIMITS } from '../shared/limits';
import { ajvProblems } from './ajv-errors';
import { pointer } from './checks/pointer';
import { contentType } from './content-types';
import { findUnsafeKeys } from './unsafe-keys';

/** The shape of an ajv validate function, compiled or standalone. */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export type ContentValidators = Record<ContentType, SchemaValidator>;

/** Longest content text accepted (`LIMITS.contentTextBytes`; the API refuses longer ones too). */
export const MAX_CONTENT_TEXT_BYTES = LIMITS.contentTextBytes;

export interface ContentCheck {
  /** The parsed document when it is valid JSON (even if it has other problems). */
  data?: unknown;
  problems: ContentProblem[];
  /** No problem of severity 'error'. */
  ok: boolean;
}

export function checkContentText(type: ContentType, text: string, validators: ContentValidators): ContentCheck {
  if (text.length > MAX_CONTENT_TEXT_BYTES) {
    return refused(`the file is ${text.length} characters long; at most ${MAX_CONTENT_TEXT_BYTES} are allowed`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return refused(`is not valid JSON: ${describeSyntaxError(text, error as Error)}`);
  }
  const problems = checkContentData(type, data, validators);
  return { data, problems, ok: !problems.some((p) => p.severity === 'error') };
}

/** The checks after parsing: unsafe keys, schema, semantics (semantics only when the schema passes). */
export function checkContentData(type: ContentType, data: unknown, validators: ContentValidators): ContentProblem[] {
  const unsafe = findUnsafeKeys(data);
  if (unsafe.length > 0) {
    return unsafe.map((u) => ({ path: pointer(...u.path), message: u.message, severity: 'error' }));
  }
  const validate = validators[type];
  const def = contentType(type);
  if (!validate(data)) return def.explainSchemaErrors?.(validate.errors, data) ?? ajvProblems(validate.errors);
  return def.semanticCheck(data);
}

function refused(message: string): ContentCheck {
  return { problems: [{ path: '', message, severity: 'error' }], ok: false };
}

/**
 * Where and what the first syntax error is, in words with its line and column.
 * JSON.parse's own messages differ between engines and often give no position,
 * so jsonc-parser (strict: no comments, no trailing commas) finds it; only its
 * error list is used, never the value it builds.
 */
function describeSyntaxError(text: string, fallback: Error): string {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return fallback.message;
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  return `${SYNTAX_WORDS[printParseErrorCode(first.error)] ?? 'the JSON is malformed'} (line ${line}, column ${column})`;
}

const SYNTAX_WORDS: Record<string, string> = {
  InvalidSymbol: 'this is not a JSON value (text needs double quotes)',
  InvalidNumberFormat: 'this number is not written the JSON way',
  PropertyNameExpected: 'a field name in double quotes is expected here',
  ValueExpected: 'a value is expected here',
  ColonExpected: 'a ":" is expected after the field name',
  CommaExpected: 'a "," is expected here',
  CloseBraceExpected: 'a "}" is expected to close the object',
  CloseBracketExpected: 'a "]" is expected to close the list',
  EndOfFileExpected: 'there is more text after the end of the JSON',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is cut off',
  InvalidUnicode: 'a \\u escape needs four hex digits',
  InvalidEscapeCharacter: 'this escape sequence is not valid',
  InvalidCharacter: 'this character must be escaped inside a string',
};
