/** Shared helpers for the services tests: temp data dirs, typed calls, waiting for events. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '../../src/engine';
import { createServices } from '../../src/services/app';
import type { Services, ServicesOptions } from '../../src/services/index';
import { createServicesWith } from '../../src/services/services';
import type { ApiErrorBody, ApiEvent, ApiMethod, ApiRequest, ApiResult, MatchSummary } from '../../src/shared/api';

const dirs: string[] = [];
const running: Services[] = [];

export async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'boardwright-test-'));
  dirs.push(dir);
  return dir;
}

/** Starts services (over the registry, or over `games` when given) and remembers them for cleanup. */
export async function startServices(options: ServicesOptions, games?: readonly AnyGame[]): Promise<Services> {
  const services = games ? await createServicesWith(options, games) : await createServices(options);
  running.push(services);
  return services;
}

/** Stops every services instance started here and removes the temp dirs; call from afterEach. */
export async function cleanUp(): Promise<void> {
  await Promise.all(running.splice(0).map((s) => s.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
}

export async function call<M extends ApiMethod>(
  services: Services,
  method: M,
  req: ApiRequest<M>,
): Promise<ApiResult<M>> {
  const response = await services.dispatch(method, req);
  if (!response.ok) throw new Error(`${method} failed: ${JSON.stringify(response.error)}`);
  return response.value as ApiResult<M>;
}

/** Dispatches a call that must fail, and returns its error body. */
export async function fails(services: Services, method: string, payload: unknown): Promise<ApiErrorBody> {
  const response = await services.dispatch(method, payload);
  if (response.ok) throw new Error(`${method} was expected to fail but returned ${JSON.stringify(response.value)}`);
  return response.error;
}

/** Collects every event; `next` waits for the first (past or future) event matching a predicate. */
export function recordEvents(services: Services) {
  const events: ApiEvent[] = [];
  const waiters: { test: (e: ApiEvent) => boolean; resolve: (e: ApiEvent) => void }[] = [];
  services.subscribe((event) => {
    events.push(event);
    for (const w of [...waiters]) {
      if (w.test(event)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(event);
      }
    }
  });
  return {
    events,
    next(test: (e: ApiEvent) => boolean, what = 'an event', timeoutMs = 30_000): Promise<ApiEvent> {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`gave up waiting for ${what}`)), timeoutMs);
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}

/** Waits until the match is over or one of `humans` is to act, by polling match.get. */
export async function settled(services: Services, matchId: string, humans: number[]): Promise<MatchSummary> {
  // No cap on the polls: the AI may take long on a busy machine; the test's timeout is the only limit.
  for (;;) {
    const match = await call(services, 'match.get', { matchId });
    if (match.over || match.toAct.some((s) => humans.includes(s))) return match;
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const QUEEN_2P = { players: 2, variant: 'standard' };
