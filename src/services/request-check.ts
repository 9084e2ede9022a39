/**
 * Checks every API payload on arrival: its size, its shape against the method's JSON
 * Schema (src/shared/api-schemas.ts and the games' parts of the API), then — for calls carrying a game config —
 * the config against that game's own schema and, once that passes, the content checks of the documents it
 * carries (an adventure, a card set: `content/config-content.ts`) and the game's own checks of its options
 * (`GAME_CONFIG_CHECKS`). Records and saves go through the same config checks. Failures are `bad-request`
 * with one line per problem naming the JSON path.
 */
import type { AnyGame, JsonSchema } from '../engine';
import { compileChecker, createAjv, type Checker } from '../content/ajv';
import { contentOptionProblems } from '../content/config-content';
import { API_REQUEST_SCHEMAS } from '../shared/api-schemas';
import { describeBytes, jsonSizeWithin, LIMITS } from '../shared/limits';
import { badRequest, ServiceError } from './errors';
import type { ConfigProblems } from './extensions';
import { GAME_CONFIG_CHECKS } from './games';
import { findUnsafeShapes } from './untrusted';

export class RequestChecker {
  // strictRequired off: game configs embed content schemas, which say "must not have" with `not: { required }`.
  private readonly ajv = createAjv({ strictRequired: false });
  private readonly payloadCheckers = new Map<string, Checker>();
  private readonly configCheckers = new Map<string, Checker>();

  /**
   * `schemas`: the request schema of every method it checks (by default, every registered method's);
   * `configChecks`: each game's checks of its options beyond the schema (by default, the registered ones).
   */
  constructor(
    private readonly schemas: Readonly<Record<string, JsonSchema>> = API_REQUEST_SCHEMAS,
    private readonly configChecks: ReadonlyMap<string, ConfigProblems> = GAME_CONFIG_CHECKS,
  ) {}

  /**
   * The method's checker, compiled on its first call: compiling every method's schema up front
   * was half the host's start-up CPU, and a session calls a handful of them.
   */
  private payloadChecker(method: string): Checker | undefined {
    let checker = this.payloadCheckers.get(method);
    const schema = Object.hasOwn(this.schemas, method) ? this.schemas[method] : undefined;
    if (!checker && schema) {
      checker = compileChecker(this.ajv, schema);
      this.payloadCheckers.set(method, checker);
    }
    return checker;
  }

  /** Throws a bad-request ServiceError unless `payload` is a valid request for `method`. */
  checkPayload(method: string, payload: unknown): void {
    // First, and before anything walks the payload in full: its size (the scan stops at the limit).
    if (jsonSizeWithin(payload, LIMITS.requestBytes) === Infinity) {
      throw new ServiceError(
        'limit-reached',
        `The request to ${method} is larger than ${describeBytes(LIMITS.requestBytes)}, the most a request may carry.`,
      );
    }
    const unsafe = findUnsafeShapes(payload);
    if (unsafe.length > 0) throw badRequest(`The request to ${method} contains fields that are not allowed.`, unsafe);
    const checker = this.payloadChecker(method);
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
    const problems = checker(config, { prefix, rootName: prefix });
    if (problems.length > 0) return problems;
    const content = contentOptionProblems(game.id, config, prefix);
    if (content.length > 0) return content;
    const own = this.configChecks.get(game.id)?.(config, prefix) ?? [];
    if (own.length > 0) return own;
    return refusedByGame(game, config, prefix);
  }

  /** Throws a bad-request ServiceError unless `config` is valid for `game`. */
  checkConfig(game: AnyGame, config: unknown): void {
    const problems = this.configProblems(game, config);
    if (problems.length > 0) throw badRequest(`This is not a valid setup for ${game.name}.`, problems);
  }
}

/**
 * What the game itself refuses of options that passed every check: games refuse, in words, with a
 * RangeError (Evy's options naming no adventure, say). Any other error is a bug and is left to throw.
 */
function refusedByGame(game: AnyGame, config: unknown, prefix: string): string[] {
  try {
    game.seatCount(config);
    return [];
  } catch (error) {
    if (error instanceof RangeError) return [`${prefix}: ${error.message}`];
    throw error;
  }
}
