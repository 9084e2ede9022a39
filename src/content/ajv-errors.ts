/**
 * Turns ajv's errors into one plain line per problem, each naming the JSON path
 * (`seats/1/level: must be one of "random", "greedy"`). Shared by the services
 * (API payloads, saves) and the CLI (`validate`).
 *
 * With `oneOf` (e.g. a seat is a human or an AI), ajv reports every branch's
 * complaints; we keep only the branch the data was evidently meant for, so a
 * designer reads one useful message instead of a list of contradictions.
 */
import type { ErrorObject } from 'ajv';
import { ID_PATTERN } from '../games/queen/schema';
import type { ContentProblem } from '../shared/api';
import { itemName } from '../shared/schema-parts';
import { PACK_ID_PATTERN, SEMVER_PATTERN, SHA256_PATTERN, SINGLE_LINE_PATTERN } from './schemas/patterns';

export interface FormatOptions {
  /** What to call the whole document when the problem is at its root. */
  rootName?: string;
  /** Prefixed to every path, e.g. "config" when checking a nested value. */
  prefix?: string;
}

/**
 * Errors read at most. A huge malformed document can fail hundreds of thousands of checks; the
 * first thousands say what is wrong, and reading them all would cost seconds for nothing.
 */
export const MAX_ERRORS_READ = 2000;

export function formatAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
  options: FormatOptions = {},
): string[] {
  if (!errors || errors.length === 0) return [];
  const kept = dropLosingBranches(errors.slice(0, MAX_ERRORS_READ));
  const lines = kept.map((error) => `${pathOf(error, options)}: ${describe(error)}`);
  if (errors.length > MAX_ERRORS_READ) lines.push(`${pathOf(notAllRead, options)}: ${notAllRead.message}`);
  return [...new Set(lines)];
}

/** The last problem of a document with more failed checks than are read. */
const notAllRead = {
  instancePath: '',
  keyword: 'not-all-read',
  params: {},
  schemaPath: '',
  message: `more than ${MAX_ERRORS_READ} checks failed; only the problems among the first ${MAX_ERRORS_READ} are listed`,
} as ErrorObject;

/**
 * The same problems as `formatAjvErrors`, for editors: each with a JSON pointer
 * (`/cards/3/copies`; a missing field's pointer names the field) and a message.
 */
export function ajvProblems(errors: readonly ErrorObject[] | null | undefined): ContentProblem[] {
  if (!errors || errors.length === 0) return [];
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  const read = errors.length > MAX_ERRORS_READ ? [...errors.slice(0, MAX_ERRORS_READ), notAllRead] : errors;
  for (const error of dropLosingBranches(read)) {
    const path = segmentsOf(error)
      .map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('');
    const message = describe(error);
    if (seen.has(`${path}\n${message}`)) continue;
    seen.add(`${path}\n${message}`);
    problems.push({ path, message, severity: 'error' });
  }
  return problems;
}

function pathOf(error: ErrorObject, { rootName = '(top level)', prefix }: FormatOptions): string {
  const segments = segmentsOf(error);
  if (prefix) segments.unshift(prefix);
  return segments.length === 0 ? rootName : segments.join('/');
}

/** The unescaped path segments of the value an error is about, the missing or extra field included. */
function segmentsOf(error: ErrorObject): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  return segments;
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required but missing';
    case 'additionalProperties':
      return 'is not an allowed field here';
    case 'type':
      return `must be ${article(String(p.type))}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map(show).join(', ')}`;
    case 'const':
      return `must be ${show(p.allowedValue)}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long`;
    case 'maxLength':
      return `must be at most ${p.limit} characters long`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${p.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${p.limit}`;
    case 'minItems':
      return `must have at least ${p.limit} ${plural(Number(p.limit), 'item')}`;
    case 'maxItems':
      return `must have at most ${p.limit} ${plural(Number(p.limit), 'item')}`;
    case 'minProperties':
      return `must have at least ${p.limit} ${plural(Number(p.limit), 'field')}`;
    case 'maxProperties':
      return `must have at most ${p.limit} ${plural(Number(p.limit), 'field')}`;
    case 'uniqueItems':
      return `must not repeat items (items ${p.j} and ${p.i} are the same)`;
    case 'pattern': {
      const words = PATTERN_WORDS[String(p.pattern)];
      return words
        ? `must be ${words}`
        : `has characters or a form that is not allowed (expected to match ${p.pattern})`;
    }
    case 'format':
      return `must be a valid ${p.format}`;
    case 'oneOf':
      return 'must match exactly one of the allowed shapes';
    case 'anyOf':
      return 'must match one of the allowed shapes';
    case 'propertyNames':
      return `has a field name that is not allowed (${String(p.propertyName)})`;
    default:
      return error.message ?? `fails the "${error.keyword}" rule`;
  }
}

/**
 * For each failed oneOf/anyOf, keeps the errors of the branch that fits best
 * and drops the others (and the oneOf line itself). A branch whose
 * discriminating `const` failed is the wrong branch; among the rest the one
 * with fewest complaints wins.
 */
function dropLosingBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const added: ErrorObject[] = [];
  const under = errorsUnder(errors);
  for (const combinator of errors) {
    if (combinator.keyword !== 'oneOf' && combinator.keyword !== 'anyOf') continue;
    const base = combinator.schemaPath + '/';
    const branches = new Map<number, ErrorObject[]>();
    // The same schema checks every item of a list: only this item's errors (at or under its path) count.
    for (const error of under.get(combinator.instancePath) ?? []) {
      if (!error.schemaPath.startsWith(base)) continue;
      const branch = Number(error.schemaPath.slice(base.length).split('/')[0]);
      if (!Number.isInteger(branch)) continue;
      const list = branches.get(branch);
      if (list) list.push(error);
      else branches.set(branch, [error]);
    }
    if (branches.size === 0) continue; // e.g. the data matched more than one branch: keep the oneOf line
    const discriminator = sharedConstFailure([...branches.values()]);
    if (discriminator) {
      // No branch's tag fits (e.g. a seat of kind "robot"): say which tags would.
      for (const branch of branches.values()) for (const error of branch) dropped.add(error);
      dropped.add(combinator);
      added.push(discriminator);
      continue;
    }
    const ranked = [...branches.values()].sort((a, b) => rank(a, combinator) - rank(b, combinator));
    for (const loser of ranked.slice(1)) for (const error of loser) dropped.add(error);
    dropped.add(combinator);
  }
  return [...errors.filter((e) => !dropped.has(e)), ...added];
}

/**
 * The errors at or under each instance path that has a oneOf/anyOf error, so each combinator
 * looks only at its own value's errors: a list of 40,000 bad items costs 40,000 steps, not their
 * square.
 */
function errorsUnder(errors: readonly ErrorObject[]): Map<string, ErrorObject[]> {
  const under = new Map<string, ErrorObject[]>();
  for (const e of errors) if (e.keyword === 'oneOf' || e.keyword === 'anyOf') under.set(e.instancePath, []);
  if (under.size === 0) return under;
  for (const error of errors) {
    // The error's own path and each of its ancestors ("/a/b", "/a", "").
    let path = error.instancePath;
    for (;;) {
      under.get(path)?.push(error);
      if (path === '') break;
      path = path.slice(0, path.lastIndexOf('/'));
    }
  }
  return under;
}

/** When every branch fails a `const` at the same place, one enum-like error listing the allowed values. */
function sharedConstFailure(branches: ErrorObject[][]): ErrorObject | undefined {
  const consts = branches.map((branch) => branch.find((e) => e.keyword === 'const'));
  const first = consts[0];
  if (!first || consts.some((c) => !c || c.instancePath !== first.instancePath)) return undefined;
  const allowedValues = consts.map((c) => (c?.params as { allowedValue: unknown }).allowedValue);
  return { ...first, keyword: 'enum', params: { allowedValues }, message: 'must be one of the allowed values' };
}

function rank(branchErrors: ErrorObject[], combinator: ErrorObject): number {
  const wrongKind = branchErrors.some(
    (e) => e.keyword === 'const' || (e.keyword === 'type' && e.instancePath === combinator.instancePath),
  )
    ? 1000
    : 0;
  return wrongKind + branchErrors.length;
}

/** The patterns designers meet, said in words instead of as a regular expression. */
const PATTERN_WORDS: Record<string, string> = {
  [ID_PATTERN]: 'lower-case letters and digits, words joined by single dashes (e.g. "silver-dagger")',
  [SEMVER_PATTERN]: 'a version number major.minor.patch, e.g. "1.4.0" (no leading zeros)',
  [PACK_ID_PATTERN]: 'lower-case letters and digits, words joined by dots or dashes (e.g. "ada.spooky-cards")',
  [SINGLE_LINE_PATTERN]: 'a single line of text, without control characters',
  [SHA256_PATTERN]: 'a SHA-256 checksum: 64 lower-case hex digits',
  [itemName.pattern]: 'a name on one line: not blank, without control characters',
};

function show(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

function article(type: string): string {
  const words: Record<string, string> = {
    object: 'an object',
    array: 'a list (array)',
    string: 'text (a string)',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    null: 'null',
  };
  return type
    .split(',')
    .map((t) => words[t] ?? t)
    .join(' or ');
}

function plural(n: number, word: string): string {
  return n === 1 ? word : `${word}s`;
}
