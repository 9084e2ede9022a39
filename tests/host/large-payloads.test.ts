/**
 * What the limits allow, the web host carries: a valid 10 MB pack is previewed
 * and installed over the WebSocket, a 10 MB save file opened and a 10 MB save
 * in the library loaded — the same pack the CLI accepts — and a 2 MB malformed
 * request is answered in under 64 KB. Only what is over `LIMITS.requestBytes`
 * closes the socket, and the browser's bridge refuses that before sending.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSocketBridge, type SocketLike } from '../../src/renderer/src/api/socket-bridge';
import { LIMITS } from '../../src/shared/limits';
import { tenMegabytePack } from '../content/big-pack';
import { call, QUEEN_2P } from '../services/helpers';
import { apiUrl } from './helpers';
import { useRealHost } from './real-host';
import WebSocket from 'ws';

const MB = 1_000_000;
const real = useRealHost();

function tenMegabytePackBase64(): string {
  const zip = tenMegabytePack();
  expect(zip.length).toBeGreaterThan(10 * MB);
  return Buffer.from(zip).toString('base64');
}

/** A real save of a started match, written out to `size` bytes (JSON allows any amount of whitespace). */
async function bigSaveText(size: number): Promise<string> {
  const match = await call(real.services, 'match.create', {
    game: 'queen',
    config: QUEEN_2P,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seed: 3,
  });
  const record = await call(real.services, 'match.record', { matchId: match.id });
  await call(real.services, 'match.close', { matchId: match.id });
  const save = {
    format: 'boardwright-save',
    formatVersion: 1,
    name: 'Big save',
    savedAt: '2024-01-01T00:00:00.000Z',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    record,
  };
  const text = JSON.stringify(save);
  return `${text.slice(0, -1)}${' '.repeat(size - text.length)}}`;
}

type Reply = { id: number; response: { ok: boolean; value?: unknown; error?: { code: string; message: string } } };

/** The reply to request `id`, skipping the events pushed meanwhile (matches started, …). */
async function replyTo(id: number): Promise<Reply> {
  for (;;) {
    const message = (await real.client.next()) as Partial<Reply>;
    if (message.id === id) return message as Reply;
  }
}

async function request(id: number, method: string, payload: unknown): Promise<Reply> {
  real.client.send({ id, method, payload });
  return replyTo(id);
}

describe('large payloads through the web host', () => {
  it('a valid 10 MB pack is previewed and installed', async () => {
    const base64 = tenMegabytePackBase64();
    const preview = await request(1, 'packs.preview', { base64 });
    expect(preview.response.ok).toBe(true);
    const installed = await request(2, 'packs.install', { base64 });
    expect(installed.response.ok).toBe(true);
    expect(installed.response.value).toHaveLength(10);
  });

  it('a 10 MB save file is opened, and a 10 MB save in the library is loaded', async () => {
    const text = await bigSaveText(10 * MB);
    real.client.send(`{"id":3,"method":"saves.import","payload":{"save":${text}}}`);
    const imported = await replyTo(3);
    expect(imported.response).toMatchObject({ ok: true, value: { game: 'queen', version: 0 } });

    await mkdir(join(real.dataDir, 'saves'), { recursive: true });
    await writeFile(join(real.dataDir, 'saves', 's-big.json'), text);
    const loaded = await request(4, 'saves.load', { saveId: 's-big' });
    expect(loaded.response).toMatchObject({ ok: true, value: { game: 'queen' } });
  });

  it('a 2 MB malformed request is answered in under 64 KB', async () => {
    const seats = Array.from({ length: 40_000 }, (_, i) => ({ kind: 'robot', name: `${'x'.repeat(40)}${i}` }));
    const frame = JSON.stringify({ id: 5, method: 'match.create', payload: { game: 'queen', config: {}, seats } });
    expect(frame.length).toBeGreaterThan(2 * MB);
    real.client.send(frame);
    const reply = await replyTo(5);
    expect(reply.response.ok).toBe(false);
    expect(JSON.stringify(reply).length).toBeLessThan(64 * 1024);
  });

  it('the browser bridge refuses a request over the frame limit in words, and the connection stays up', async () => {
    const bridge = createSocketBridge({
      url: apiUrl(real.host.origin, real.host.token),
      createSocket: (url) => new WebSocket(url, { origin: real.host.origin }) as unknown as SocketLike,
    });
    try {
      const huge = await bridge.invoke('packs.preview', { base64: 'A'.repeat(LIMITS.requestBytes) });
      expect(huge).toMatchObject({ ok: false, error: { code: 'limit-reached' } });
      const games = await bridge.invoke('games.list', {});
      expect(games.ok).toBe(true);
      expect(bridge.connectionState()).toBe('open');
    } finally {
      bridge.close();
    }
  });
});
