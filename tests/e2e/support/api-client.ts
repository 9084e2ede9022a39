/**
 * The test's own connection to the web host's API, beside the browser's: it
 * lets a test ask what each seat's view holds, to compare with the page.
 */
import { expect } from '@playwright/test';
import WebSocket from 'ws';
import type { ApiCalls, ApiMethod, ApiResponse } from '../../../src/shared/api';
import type { RunningHost } from './host';

export interface TestApi {
  call<M extends ApiMethod>(method: M, req: ApiCalls[M]['req']): Promise<ApiCalls[M]['res']>;
  close(): void;
}

export async function connectApi(host: RunningHost): Promise<TestApi> {
  const wsUrl = `${host.origin.replace('http:', 'ws:')}/api?token=${encodeURIComponent(host.token)}`;
  const socket = new WebSocket(wsUrl, { origin: host.origin });
  const pending = new Map<number, (response: ApiResponse) => void>();
  let nextId = 1;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; response?: ApiResponse };
    if (typeof message.id === 'number' && message.response) {
      pending.get(message.id)?.(message.response);
      pending.delete(message.id);
    }
  });
  await new Promise<void>((open, fail) => {
    socket.once('open', () => open());
    socket.once('error', fail);
  });
  return {
    async call(method, req) {
      const id = nextId++;
      const response = await new Promise<ApiResponse>((done) => {
        pending.set(id, done);
        socket.send(JSON.stringify({ id, method, payload: req }));
      });
      if (!response.ok) throw new Error(`${method} failed: ${response.error.code}: ${response.error.message}`);
      return response.value as never;
    },
    close: () => socket.close(),
  };
}

/** Creates a match of AI seats through the API and waits until they have played it out; its id. */
export async function playedOut(
  api: TestApi,
  request: ApiCalls['match.create']['req'],
  timeout = 60_000,
): Promise<string> {
  const created = await api.call('match.create', request);
  await expect.poll(async () => (await api.call('match.get', { matchId: created.id })).over, { timeout }).toBe(true);
  return created.id;
}
