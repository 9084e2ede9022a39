/**
 * The one way Boardwright builds an ajv instance for Node code (services, CLI):
 * draft 2020-12, formats, every error reported, strict schemas. Never `$data`,
 * and never compile a schema that came from outside.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../engine';
import { formatAjvErrors, type FormatOptions } from './ajv-errors';

export type { ValidateFunction };

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  return ajv;
}

/** A compiled schema that answers with plain-word problems (empty when valid). */
export type Checker = (value: unknown, options?: FormatOptions) => string[];

export function compileChecker(ajv: Ajv2020, schema: JsonSchema): Checker {
  const validate = ajv.compile(schema);
  return (value, options) => (validate(value) ? [] : formatAjvErrors(validate.errors, options));
}
