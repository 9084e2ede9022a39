/**
 * How the JSON editor checks a library item: the schema and semantic checks at
 * every keystroke, in the browser (the standalone ajv validators: no eval under
 * the CSP), then, after a pause in typing, the services' check, which is the
 * authority (it is what decides whether a save is accepted).
 */
import { checkContentData } from '../../../../content/check-text';
import { STANDALONE_CONTENT_VALIDATORS } from '../../../../content/standalone-validators';
import type { ContentType } from '../../../../shared/api';
import { getApi } from '../../api/bridge';
import type { JsonChecker } from '../json-editor/editor-problems';

const checkers = new Map<ContentType, JsonChecker>();

/** One checker per type, so the editor does not re-check when only the item's details change. */
export function contentChecker(type: ContentType): JsonChecker {
  let checker = checkers.get(type);
  if (!checker) {
    checker = {
      instant: (value) => checkContentData(type, value, STANDALONE_CONTENT_VALIDATORS),
      full: (text) => getApi().call('library.check', { type, text }),
    };
    checkers.set(type, checker);
  }
  return checker;
}
