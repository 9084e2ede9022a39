/**
 * Game extensions of the services: the registered ones answer exactly the calls
 * the shared API composes, each with a request schema; and an extension
 * registered in a test gets its calls dispatched (after the schema check), its
 * events delivered, its start and shutdown run — while a broken one is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../src/engine';
import { defineGameServices, type RegisteredGameServices } from '../../src/services/extensions';
import { GAME_SERVICES } from '../../src/services/games';
import type { Services } from '../../src/services/index';
import { createServicesWith } from '../../src/services/services';
import { API_METHODS } from '../../src/shared/api';
import { API_REQUEST_SCHEMAS } from '../../src/shared/api-schemas';
import { GAME_API_PARTS } from '../../src/shared/games';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { cleanUp, fails, recordEvents, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

interface EchoCalls {
  'echo.say': { req: { text: string }; res: { said: string } };
  'echo.count': { req: Record<string, never>; res: number };
}
type EchoEvent = { type: 'echo.said'; text: string };

const say: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: { type: 'string', maxLength: 10 } },
};
const nothing: JsonSchema = { type: 'object', additionalProperties: false, properties: {} };

/** An extension for the fixture game, noting when it is started and shut down. */
function echoServices(log: string[]) {
  return defineGameServices<EchoCalls, EchoEvent>({
    api: { game: 'sticks', requestSchemas: { 'echo.say': say, 'echo.count': nothing }, events: ['echo.said'] },
    create({ emit }) {
      let count = 0;
      return {
        handlers: {
          'echo.say': ({ text }) => {
            count++;
            emit({ type: 'echo.said', text });
            return { said: text };
          },
          'echo.count': () => count,
        },
        start: async () => void log.push('start'),
        shutdown: async () => void log.push('shutdown'),
      };
    },
  });
}

async function servicesWith(extensions: readonly RegisteredGameServices[]): Promise<Services> {
  const options = { dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 };
  return createServicesWith(options, [sticksGame], extensions);
}

describe('the registered game extensions', () => {
  it('answer exactly the calls of the composed API, each with its request schema, no call twice', async () => {
    const services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
    expect([...services.methods()].sort()).toEqual([...API_METHODS].sort());
    expect(new Set(API_METHODS).size).toBe(API_METHODS.length);
    expect(Object.keys(API_REQUEST_SCHEMAS).sort()).toEqual([...API_METHODS].sort());
  });

  it('are the shared API parts, one extension per part', () => {
    expect(GAME_SERVICES.map((e) => e.api)).toEqual([...GAME_API_PARTS]);
  });
});

describe('an extension registered in a test', () => {
  it('has its calls checked against their schemas and dispatched, and its events delivered', async () => {
    const log: string[] = [];
    const services = await servicesWith([echoServices(log)]);
    const events = recordEvents(services);
    expect(log).toEqual(['start']);
    expect(await services.dispatch('echo.say', { text: 'hello' })).toEqual({ ok: true, value: { said: 'hello' } });
    expect(events.events).toEqual([{ type: 'echo.said', text: 'hello' }]);
    const tooLong = await fails(services, 'echo.say', { text: 'far too long a text' });
    expect(tooLong.code).toBe('bad-request');
    expect(tooLong.details?.join()).toMatch(/text/);
    expect((await fails(services, 'echo.say', { text: 'hi', extra: 1 })).code).toBe('bad-request');
    // Refused requests never reached the handler.
    expect(await services.dispatch('echo.count', {})).toEqual({ ok: true, value: 1 });
    // The core calls are answered beside it; the registry's game calls are not registered here.
    expect((await services.dispatch('games.list', {})).ok).toBe(true);
    expect((await fails(services, 'campaign.status', {})).code).toBe('unknown-method');
    await services.close();
    expect(log).toEqual(['start', 'shutdown']);
  });

  it('may push only the events its API part declares', async () => {
    const sneaky = defineGameServices<EchoCalls, EchoEvent>({
      api: { game: 'sticks', requestSchemas: { 'echo.say': say, 'echo.count': nothing }, events: [] },
      create: ({ emit }) => ({
        handlers: {
          'echo.say': ({ text }) => {
            emit({ type: 'echo.said', text });
            return { said: text };
          },
          'echo.count': () => 0,
        },
      }),
    });
    const services = await servicesWith([sneaky]);
    const events = recordEvents(services);
    expect((await fails(services, 'echo.say', { text: 'hi' })).code).toBe('internal');
    expect(events.events).toEqual([]);
    await services.close();
  });

  it('is refused when it answers other calls than it declares, or declares a call already declared', async () => {
    const missing = defineGameServices<EchoCalls, EchoEvent>({
      api: { game: 'sticks', requestSchemas: { 'echo.say': say, 'echo.count': nothing }, events: [] },
      create: () => ({ handlers: { 'echo.say': ({ text }: { text: string }) => ({ said: text }) } as never }),
    });
    await expect(servicesWith([missing])).rejects.toThrow(/answer echo.say but declare echo.count, echo.say/);
    const log: string[] = [];
    await expect(servicesWith([echoServices(log), echoServices(log)])).rejects.toThrow(
      /declare echo.(say|count), which is already declared/,
    );
    const clash = defineGameServices<{ 'games.list': { req: object; res: null } }, EchoEvent>({
      api: { game: 'sticks', requestSchemas: { 'games.list': nothing }, events: [] },
      create: () => ({ handlers: { 'games.list': () => null } }),
    });
    await expect(servicesWith([clash])).rejects.toThrow(/games.list, which is already declared/);
    expect(log).toEqual([]);
  });
});
