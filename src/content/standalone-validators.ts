/**
 * The content checks for the renderer: the same `checkContentText` as the
 * services, with the standalone validators generated at build time
 * (`generated/validators.ts`, no eval, so the CSP holds). Import this module
 * in the renderer; never `ajv.ts`, which compiles schemas at runtime.
 */
import type { ContentProblem, ContentType } from '../shared/api';
import { checkContentText, type ContentCheck, type ContentValidators, type SchemaValidator } from './check-text';
import { CONTENT_TYPES } from './content-types';
import * as GENERATED from './generated/validators';

function generated(exportName: string): SchemaValidator {
  const validate = (GENERATED as Record<string, unknown>)[exportName];
  // A type registered since the file was generated: say how to fix it rather than fail on the first check.
  if (typeof validate !== 'function') {
    throw new Error(`No standalone validator "${exportName}": run npx tsx scripts/generate-validators.ts`);
  }
  return validate as SchemaValidator;
}

export const STANDALONE_CONTENT_VALIDATORS = Object.fromEntries(
  CONTENT_TYPES.map((t) => [t.type, generated(t.standaloneValidator)]),
) as ContentValidators;

/** Checks a pack's manifest against its schema (format version 1). */
export const validatePackManifestStandalone = generated('validatePackManifest');

/** Schema and semantic checks of a content text, in the browser. */
export function checkContentInBrowser(type: ContentType, text: string): ContentCheck {
  return checkContentText(type, text, STANDALONE_CONTENT_VALIDATORS);
}

export type { ContentCheck, ContentProblem };
