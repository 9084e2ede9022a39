/**
 * Real services behind a real web host on loopback, with one connected client,
 * set up once for a test file: `useRealHost()` registers the file's `beforeAll`
 * and `afterAll` and returns an object whose fields are filled when the tests run.
 */
import { afterAll, beforeAll } from 'vitest';
import { startWebHost, type WebHost } from '../../src/host/server';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { cleanUp, startServices, tempDataDir } from '../services/helpers';
import { apiUrl, connectOk, makeRendererDir, type TestClient } from './helpers';

export interface RealHost {
  host: WebHost;
  services: Services;
  client: TestClient;
  dataDir: string;
}

export function useRealHost(): RealHost {
  const real = {} as RealHost;
  let removeRenderer = async (): Promise<void> => {};
  beforeAll(async () => {
    real.dataDir = await tempDataDir();
    real.services = await startServices({ dataDir: real.dataDir, workerFactory: fixtureWorkers(), workers: 1 });
    const renderer = await makeRendererDir();
    removeRenderer = renderer.cleanup;
    real.host = await startWebHost({ services: real.services, rendererDir: renderer.root, port: 0 });
    real.client = await connectOk(apiUrl(real.host.origin, real.host.token), real.host.origin);
  });
  afterAll(async () => {
    real.client.close();
    await real.host.close();
    await removeRenderer();
    await cleanUp();
  });
  return real;
}
