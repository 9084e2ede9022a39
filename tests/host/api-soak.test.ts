/**
 * A random-input soak of the whole API through the web host, on loopback only:
 * a seeded stream of requests — junk, empty objects, and payloads drawn from
 * each method's own schema (so many get past the schema and reach the handlers),
 * with ids the services handed out earlier mixed in — sent over one socket.
 * Every request must get exactly one reply, none of them an internal error, and
 * the host must still answer a plain request at the end. Bounded in count.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRng, nextFloat, nextInt, pick, type RngState } from '../../src/engine';
import { API_METHODS } from '../../src/shared/api';
import { API_REQUEST_SCHEMAS } from '../../src/shared/api-schemas';
import { useRealHost } from './real-host';

const REQUESTS = 600;
const SEED = 20240611;
const WARM_UP = 150;
/** How much the heap may differ from its baseline after the soak (the services and host share this process). */
const MEMORY_SLACK_MB = 6;

type Schema = Record<string, unknown>;
type Reply = { id: number; response: { ok: boolean; value?: unknown; error?: { code: string } } };

const real = useRealHost();

/** Strings worth trying where an id or a name goes: the games, ids handed out so far, and odd ones. */
const known = ['queen', 'evy', 'everzone', 'builtin-queen-cards', 'builtin-evy-adventure-street', 'u-nothing', ''];

function junk(rng: RngState, depth = 0): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => nextInt(rng, 2) === 0,
    () => nextInt(rng, 2 ** 31) - 2 ** 30,
    () => nextFloat(rng) * 1e6,
    () => pick(rng, known),
    () => 'x'.repeat(nextInt(rng, 300)),
    () => '\u0000\u202e__proto__',
    () => (depth > 2 ? [] : Array.from({ length: nextInt(rng, 4) }, () => junk(rng, depth + 1))),
    () => (depth > 2 ? {} : { [pick(rng, ['a', 'config', 'id', 'constructor'])]: junk(rng, depth + 1) }),
  ];
  return pick(rng, choices)();
}

/** A value for `schema`: mostly what it asks for (enums, bounds, fields), sometimes not. */
function fromSchema(schema: Schema | undefined, rng: RngState, depth = 0): unknown {
  if (!schema || depth > 6 || nextFloat(rng) < 0.08) return junk(rng, depth);
  if (Array.isArray(schema.enum)) return pick(rng, schema.enum as unknown[]);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.oneOf)) return fromSchema(pick(rng, schema.oneOf as Schema[]), rng, depth + 1);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [key, value] of Object.entries(properties)) {
        if (required.has(key) || nextFloat(rng) < 0.5) out[key] = fromSchema(value, rng, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: nextInt(rng, 4) }, () => fromSchema(schema.items as Schema, rng, depth + 1));
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -5;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 50) : min + 50;
      return min + nextInt(rng, max - min + 1);
    }
    case 'boolean':
      return nextInt(rng, 2) === 0;
    case 'string':
      return nextFloat(rng) < 0.7 ? pick(rng, known) : 'x'.repeat(nextInt(rng, 90));
    default:
      return junk(rng, depth);
  }
}

/** Ids in a reply (`id`, `matchId`, `saveId`…), to be tried in later requests. */
function harvest(value: unknown, depth = 0): void {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && /id$/i.test(key) && item.length <= 64 && !known.includes(item)) known.push(item);
    else harvest(item, depth + 1);
  }
}

/** Sends `count` seeded random requests, a few in flight at a time, and returns every reply by id. */
async function soak(rng: RngState, first: number, count: number): Promise<Map<number, Reply>> {
  const answered = new Map<number, Reply>();
  const waiting = new Set<number>();
  let next = first;
  const drain = async (): Promise<void> => {
    while (waiting.size > 0) {
      const message = (await real.client.next()) as Partial<Reply>;
      if (typeof message.id !== 'number') continue; // an event
      expect(answered.has(message.id), `request ${message.id} answered twice`).toBe(false);
      expect(waiting.has(message.id), `a reply to ${message.id}, which was never asked`).toBe(true);
      answered.set(message.id, message as Reply);
      waiting.delete(message.id);
    }
  };
  while (next < first + count) {
    // A few requests in flight at once, as a busy page sends them.
    for (let burst = 1 + nextInt(rng, 4); burst > 0 && next < first + count; burst--) {
      const method = pick(rng, API_METHODS);
      const roll = nextFloat(rng);
      const payload = roll < 0.1 ? junk(rng) : roll < 0.2 ? {} : fromSchema(API_REQUEST_SCHEMAS[method] as Schema, rng);
      waiting.add(next);
      real.client.send({ id: next++, method, payload });
    }
    await drain();
  }
  for (const reply of answered.values()) harvest(reply.response.value);
  return answered;
}

let asked = 0;

/** One plain request and its reply, skipping events. */
async function ask(method: string, payload: unknown): Promise<Reply['response']> {
  const id = `ask-${++asked}`;
  real.client.send({ id, method, payload });
  let reply: Partial<Reply>;
  do reply = (await real.client.next()) as Partial<Reply>;
  while ((reply.id as unknown) !== id);
  return reply.response as Reply['response'];
}

/** Closes every match the soak opened and cancels its simulations, so what stays is what leaked. */
async function closeEverything(): Promise<void> {
  const live = await ask('match.list', {});
  for (const match of (live.value ?? []) as { id: string }[]) await ask('match.close', { matchId: match.id });
  for (const id of known.filter((k) => k.startsWith('sim-'))) await ask('sim.cancel', { simId: id });
}

/** The heap in use after a full collection (the flag is set at run time, as vitest's workers start without it). */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('random-input soak of the API', () => {
  it(`${REQUESTS} seeded random requests: each answered once, none an internal error, memory back to its baseline`, async () => {
    // A short warm-up first: schemas compile and caches fill once per process, and belong in the baseline.
    await soak(createRng(SEED + 1), 1, WARM_UP);
    await closeEverything();
    const baseline = heapAfterGc();

    const answered = await soak(createRng(SEED), 1 + WARM_UP, REQUESTS);
    const codes = new Map<string, number>();
    for (const reply of answered.values()) {
      const code = reply.response.ok ? 'ok' : (reply.response.error?.code ?? '?');
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    console.log(`soak replies by code: ${JSON.stringify(Object.fromEntries(codes))}`);
    expect(answered.size).toBe(REQUESTS);
    expect(codes.get('internal') ?? 0).toBe(0);
    expect(codes.get('ok') ?? 0).toBeGreaterThan(REQUESTS / 20);
    expect((await ask('games.list', {})).ok).toBe(true);

    await closeEverything();
    const after = heapAfterGc();
    const grownMb = (after - baseline) / 1e6;
    console.log(`soak heap: baseline ${(baseline / 1e6).toFixed(1)} MB, after ${(after / 1e6).toFixed(1)} MB`);
    // Anything a request kept would grow with the request count; a few MB is the allocator's slack.
    expect(grownMb).toBeLessThan(MEMORY_SLACK_MB);
  }, 240_000);
});
