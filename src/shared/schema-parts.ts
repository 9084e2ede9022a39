/**
 * The pieces API request schemas are built from, shared by the core methods
 * (`api-schemas.ts`) and the games' own (`games/<id>/api.ts`), so an id, a seat
 * or an AI level is checked the same way in every request.
 */
import type { JsonSchema } from '../engine';

export const id = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
/** Library item ids: `builtin-…`, `u-…` or a save's id. */
export const itemId = id;
export const seat = { type: 'integer', minimum: 0, maximum: 15 };
export const seed = { type: 'integer', minimum: 0, maximum: 4294967295 };
export const empty = { type: 'object', additionalProperties: false, properties: {} };
/** The AI levels (`AiLevel` in api.ts); seats and batch simulations use the same list. */
export const aiLevel = { enum: ['random', 'greedy', 'easy', 'normal', 'hard', 'expert'] };
/** A name a person gives an item: no control characters, not blank. */
export const itemName = {
  type: 'string',
  minLength: 1,
  maxLength: 80,
  pattern: '^(?=.*\\S)[^\\u0000-\\u001f\\u007f]+$',
};

/** Batch limits (simulations and the games' background batches): beyond these a batch is a typo, not a plan. */
export const MAX_SIM_GAMES = 100_000;
export const MAX_SIM_JOBS = 64;
export const MAX_SIM_ITERATIONS = 1_000_000;

/** An object with exactly these properties, `required` among them. */
export function object(required: string[], properties: Record<string, unknown>): JsonSchema {
  return { type: 'object', additionalProperties: false, required, properties };
}
