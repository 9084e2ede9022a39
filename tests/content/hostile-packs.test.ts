/**
 * The hostile pack corpus (hostile-corpus.ts) against the running services:
 * every pack is refused by preview and by install with its specific message,
 * nothing is written anywhere (the whole sandbox holding the data directory is
 * hashed before and after each pack, so the library is unchanged and nothing
 * appeared outside it), no prototype is polluted, and the services go on
 * answering: a valid pack still installs at the end.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, startServices, tempDataDir } from '../services/helpers';
import { buildHostileCorpus, cardsText, manifestFor, pack, type HostileCase } from './hostile-corpus';
import { utf8 } from './zip-builder';

let sandbox: string;
let services: Services;
const corpus = buildHostileCorpus();
const results: { name: string; bytes: number; refused: string }[] = [];

/** One hash of every file under `dir`: paths, sizes and contents. */
async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (at: string): Promise<void> => {
    for (const entry of (await readdir(at, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(at, entry.name);
      hash.update(`${relative(dir, full)}\n`);
      if (entry.isDirectory()) await walk(full);
      else hash.update(await readFile(full));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

beforeAll(async () => {
  sandbox = await tempDataDir();
  const dataDir = join(sandbox, 'data');
  await mkdir(dataDir);
  services = await startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 1 });
  // A library with something in it: a duplicate, a new item, and an item from a pack with the corpus's pack id.
  await call(services, 'library.duplicate', { id: 'builtin-queen-cards', name: 'Mine' });
  await call(services, 'library.create', { type: 'queen-characters', name: 'Cast' });
  await call(services, 'packs.install', { base64: Buffer.from(pack()).toString('base64') });
});

afterAll(async () => {
  const total = results.reduce((sum, r) => sum + r.bytes, 0);
  console.log(
    `Hostile pack corpus: ${results.length} packs (${total} bytes), ${results.filter((r) => r.refused).length} refused:`,
  );
  for (const r of results) console.log(`  ${r.name.padEnd(44)} ${r.refused}`);
  await cleanUp();
});

describe(`hostile packs (${corpus.length})`, () => {
  it('the corpus covers what the issue lists', () => {
    const names = corpus.map((c) => c.name).join('\n');
    for (const kind of [
      'zip slip',
      'absolute path',
      'bomb',
      '10,000 files',
      'wrong sha256',
      'truncated zip',
      'invalid JSON',
      'schema violation',
      'prototype pollution',
      'unknown formatVersion',
      'missing manifest',
    ]) {
      expect(names).toContain(kind);
    }
  });

  it.each(corpus.map((c) => [c.name, c] as const))(
    '%s: refused, and nothing changes',
    async (_name, hostile: HostileCase) => {
      const before = await treeHash(sandbox);
      const base64 = Buffer.from(hostile.bytes).toString('base64');
      let refused = '';
      for (const method of ['packs.preview', 'packs.install'] as const) {
        const response = await services.dispatch(method, { base64 });
        expect(response.ok, `${method} accepted it`).toBe(false);
        if (response.ok) return;
        expect(response.error.code).toBe('invalid-pack');
        expect(response.error.message).toMatch(hostile.message);
        if (hostile.detail) expect(response.error.details?.join('\n')).toMatch(hostile.detail);
        refused = response.error.message + (response.error.details ? ` [${response.error.details[0]}]` : '');
      }
      expect(await treeHash(sandbox)).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      results.push({ name: hostile.name, bytes: hostile.bytes.length, refused });
    },
  );

  it('the services still answer, and a valid pack still installs', async () => {
    const items = await call(services, 'library.list', {});
    expect(items.filter((i) => !i.builtIn)).toHaveLength(3);
    const other = utf8(cardsText((d) => ((d.cards[2] as { name: string }).name = 'Other')));
    const valid = pack({
      manifest: manifestFor([{ name: 'cards/other.json', data: other }], { id: 'someone.else' }),
      files: [{ name: 'cards/other.json', data: other }],
    });
    const installed = await call(services, 'packs.install', { base64: Buffer.from(valid).toString('base64') });
    expect(installed).toHaveLength(1);
  });
});
