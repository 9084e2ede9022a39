/**
 * Checks every API payload on arrival: its shape against the method's JSON
 * Schema (src/shared/api-schemas.ts and the games' parts of the API), then — for calls carrying a game config —
 * the config against that game's own schema. Failures are `bad-request` with
 * one line per problem naming the JSON path.
 */
import type { AnyGame, JsonSchema } from '../engine';
import { compileChecker, createAjv, type Checker } from '../content/ajv';
import { API_REQUEST_SCHEMAS } from '../shared/api-schemas';
import { badRequest } from './errors';
import { findUnsafeShapes } from './untrusted';

export class RequestChecker {
  private readonly ajv = createAjv();
  private readonly payloadCheckers = new Map<string, Checker>();
  private readonly configCheckers = new Map<string, Checker>();

  /** `schemas`: the request schema of every method it checks (by default, every registered method's). */
  constructor(schemas: Readonly<Record<string, JsonSchema>> = API_REQUEST_SCHEMAS) {
    for (const [method, schema] of Object.entries(schemas)) {
      this.payloadCheckers.set(method, compileChecker(this.ajv, schema));
    }
  }

  /** Throws a bad-request ServiceError unless `payload` is a valid request for `method`. */
  checkPayload(method: string, payload: unknown): void {
    const unsafe = findUnsafeShapes(payload);
    if (unsafe.length > 0) throw badRequest(`The request to ${method} contains fields that are not allowed.`, unsafe);
    const checker = this.payloadCheckers.get(method);
    // A method without a schema is never dispatched unchecked.
    if (!checker) throw new Error(`there is no request schema for ${method}`);
    const problems = checker(payload, { rootName: 'request' });
    if (problems.length > 0) throw badRequest(`The request to ${method} is not valid.`, problems);
  }

  /** Problems with a game config, paths prefixed by `prefix` (empty when valid). */
  configProblems(game: AnyGame, config: unknown, prefix = 'config'): string[] {
    let checker = this.configCheckers.get(game.id);
    if (!checker) {
      checker = compileChecker(this.ajv, game.configSchema);
      this.configCheckers.set(game.id, checker);
    }
    return checker(config, { prefix, rootName: prefix });
  }

  /** Throws a bad-request ServiceError unless `config` is valid for `game`. */
  checkConfig(game: AnyGame, config: unknown): void {
    const problems = this.configProblems(game, config);
    if (problems.length > 0) throw badRequest(`This is not a valid setup for ${game.name}.`, problems);
  }
}
