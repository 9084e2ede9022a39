/**
 * How the JSON editor checks a library item: the schema at every keystroke in
 * the browser (standalone ajv validators, no eval), then the services' full
 * check (schema and semantics) after a pause in typing.
 */
import type { ContentType } from '../../../../shared/api';
import { getApi } from '../../api/bridge';
import type { JsonChecker } from '../json-editor/editor-problems';

const checkers = new Map<ContentType, JsonChecker>();

/** One checker per type, so the editor does not re-check when only the item's details change. */
export function contentChecker(type: ContentType): JsonChecker {
  let checker = checkers.get(type);
  if (!checker) {
    checker = { full: (text) => getApi().call('library.check', { type, text }) };
    checkers.set(type, checker);
  }
  return checker;
}
