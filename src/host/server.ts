/**
 * The web host's HTTP server: the built renderer as static files and the API
 * over a WebSocket at /api, on 127.0.0.1 only, answering only requests whose
 * Host header is that address (host-header.ts). Hand it a `Services`; it neither
 * creates nor closes them, so tests can run it with any implementation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Services } from '../services';
import { attachApiSocket, type ApiSocket } from './api-socket';
import { isOwnHost, refuseWrongHost } from './host-header';
import { answerSessionCheck } from './session-check';
import { newSessionToken } from './session-token';
import { createStaticHandler } from './static-files';

/** Loopback only: the API is for the person at this machine, never the network. */
export const HOST_ADDRESS = '127.0.0.1';

export interface WebHostOptions {
  services: Pick<Services, 'dispatch' | 'subscribe'>;
  /** Folder holding the built renderer (index.html and assets). */
  rendererDir: string;
  /** 0 picks any free port. */
  port: number;
  /** Fixed token for tests; a fresh random one otherwise. */
  token?: string;
  maxPayload?: number;
}

export interface WebHost {
  readonly port: number;
  readonly origin: string;
  readonly token: string;
  /** The address to open: origin plus `/?token=…`. */
  readonly url: string;
  clientCount(): number;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${port} on ${HOST_ADDRESS} is already in use. Pass --port N for another one, or --port 0 for any free port.`,
          ),
        );
      } else if (err.code === 'EACCES') {
        reject(new Error(`Not allowed to listen on port ${port}. Pick a port above 1023 with --port N.`));
      } else {
        reject(err);
      }
    };
    server.once('error', onError);
    server.listen(port, HOST_ADDRESS, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? newSessionToken();
  const serveStatic = createStaticHandler(options.rendererDir);
  // Known once the server listens; until then every request is refused.
  let origin = '';
  const server = createServer((req, res) => {
    if (!isOwnHost(req.headers.host, origin)) {
      refuseWrongHost(res, origin);
      return;
    }
    if (answerSessionCheck(req, res, token)) return;
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error while serving a file.');
    });
  });
  const api: ApiSocket = attachApiSocket(server, {
    services: options.services,
    token,
    origin: () => origin,
    maxPayload: options.maxPayload,
  });
  let port: number;
  try {
    port = await listen(server, options.port);
  } catch (err) {
    api.close();
    throw err;
  }
  origin = `http://${HOST_ADDRESS}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    port,
    origin,
    token,
    url: `${origin}/?token=${encodeURIComponent(token)}`,
    clientCount: () => api.clientCount(),
    close() {
      closing ??= new Promise<void>((resolve) => {
        api.close();
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
