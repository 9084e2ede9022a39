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

export interface AjvOptions {
  /**
   * ajv's strictRequired flags a `required` naming a property that its own
   * subschema does not define — which is also how `not: { required: [...] }`
   * ("must not have") is written in content schemas. It only checks how a
   * schema is written, never the data; content validation may turn it off.
   */
  strictRequired?: boolean;
}

export function createAjv(options: AjvOptions = {}): Ajv2020 {
  // `discriminator`: the EverZone deck schema picks its race branch by `race` (src/content/deck/schema.ts).
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: options.strictRequired ?? true,
    discriminator: true,
  });
  addFormats(ajv);
  return ajv;
}

/** A compiled schema that answers with plain-word problems (empty when valid). */
export type Checker = (value: unknown, options?: FormatOptions) => string[];

/**
 * The checker compiles its schema on its first use, not here: the services and the host build
 * a dozen checkers as they start, and compiling them all up front was most of the host's
 * start-up CPU, for schemas a session may never need.
 */
export function compileChecker(ajv: Ajv2020, schema: JsonSchema): Checker {
  let validate: ReturnType<Ajv2020['compile']> | undefined;
  return (value, options) => {
    validate ??= ajv.compile(schema);
    return validate(value) ? [] : formatAjvErrors(validate.errors, options);
  };
}
