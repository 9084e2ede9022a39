/**
 * A pack install is all or nothing: a child process installing a pack (updates,
 * a kept-both item, a new item, previous versions to the trash: 15 files in
 * all) is SIGKILLed at a random moment, 50 times, each time on a fresh copy of
 * the same library; after each kill the library is started again and must be
 * exactly as before the install or exactly as after it — every item and trash
 * item with its name, type, text and source — with nothing half-written left.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LibraryService } from '../../src/services/library/library-service';
import { PackService } from '../../src/services/packs/pack-service';
import { queenCardsTemplate } from '../../src/content/templates/queen';
import { buildZip, sha256, utf8 } from '../content/zip-builder';
import { ROOT } from '../fixtures/workers';
import { cleanUp, tempDataDir } from './helpers';

const TRIALS = 50;
const CHILD = join(ROOT, 'tests', 'services', 'pack-kill-child.ts');

afterAll(cleanUp);

/** A seeded stream of JSON whitespace: it deflates about 4:1, so each file is slow to write but no zip bomb. */
function whitespace(length: number, seed: number): string {
  const chars = [' ', '\t', '\n', '\r'];
  let x = seed || 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out += chars[(x >> 16) & 3];
  }
  return out;
}

/** Queen cards whose third card is named `name`, padded to about 100 KB. */
function cardsFile(name: string, seed: number): Uint8Array {
  const data = queenCardsTemplate() as { cards: { name: string }[] };
  data.cards[2]!.name = name;
  return utf8(JSON.stringify(data, null, 2) + whitespace(100_000, seed));
}

/** A pack "kill.test" by Ada of `files` (path → text). */
function packOf(version: string, files: [string, Uint8Array][]): Uint8Array {
  const manifest = {
    formatVersion: 1,
    id: 'kill.test',
    name: 'Kill test',
    version,
    author: 'Ada',
    game: 'queen',
    files: files.map(([path, data]) => ({
      path,
      type: 'queen-cards',
      name: path.slice(6, -5),
      size: data.length,
      sha256: sha256(data),
    })),
  };
  return buildZip([
    { name: 'manifest.json', data: utf8(JSON.stringify(manifest)) },
    ...files.map(([name, data]) => ({ name, data })),
  ]);
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The library as a person sees it (no ids, no dates), and whatever transaction files remain. */
async function snapshot(dataDir: string): Promise<string> {
  const library = new LibraryService(dataDir);
  await library.start();
  const lines: string[] = [];
  for (const place of ['library', 'trash'] as const) {
    for (const item of await library.store.list(place)) {
      const source = item.meta.source ? `${item.meta.source.path}@${item.meta.source.version}` : '-';
      const text = digest(await library.store.readText(item.id, place));
      lines.push(`${place} ${item.meta.type} "${item.meta.name}" ${source} ${text}`);
    }
  }
  const pending = await readdir(join(dataDir, 'library', '.pending')).catch(() => []);
  lines.push(`pending: ${pending.length}`);
  return lines.sort().join('\n');
}

function runAndKill(dataDir: string, pack: string, delayMs: number | null): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, pack], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let took: number | null = null;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ready') && delayMs !== null) setTimeout(() => child.kill('SIGKILL'), delayMs);
      const installed = /installed (\d+)/.exec(text);
      if (installed) {
        took = Number(installed[1]);
        if (delayMs === null) child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(took);
      else reject(new Error(`the child ended by itself (code ${code}): ${stderr}`));
    });
  });
}

describe('killed while installing a pack', () => {
  it(`${TRIALS} SIGKILLs at random points leave the library exactly as before or as after`, async () => {
    const work = await tempDataDir();
    const template = join(work, 'template');
    const paths = Array.from({ length: 6 }, (_, i) => `cards/set-${i + 1}.json`);
    const v1 = packOf(
      '1.0.0',
      paths.map((p, i) => [p, cardsFile(`First ${i}`, i + 1)]),
    );
    const v2Files: [string, Uint8Array][] = [...paths, 'cards/set-7.json'].map((p, i) => [
      p,
      cardsFile(`Second ${i}`, i + 100),
    ]);
    const v2 = join(work, 'v2.bwpack');
    await writeFile(v2, packOf('2.0.0', v2Files));

    // Before: version 1 installed, and one of its items edited by the user (so version 2 keeps both).
    const setup = new LibraryService(template);
    await setup.start();
    const installed = await new PackService(setup).install(Buffer.from(v1).toString('base64'));
    const edited = installed[1]!;
    await setup.save({ id: edited.id, text: JSON.stringify(queenCardsTemplate(), null, 1) });
    const before = await snapshot(template);

    const full = join(work, 'full');
    await cp(template, full, { recursive: true });
    const took = (await runAndKill(full, v2, null)) ?? 200;
    const after = await snapshot(full);
    expect(after).not.toBe(before);
    expect(after.split('\n').filter((l) => l.startsWith('trash'))).toHaveLength(5);

    const seen = { before: 0, after: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const dir = join(work, `trial-${trial}`);
      await cp(template, dir, { recursive: true });
      // From the moment it starts to a little after it ends, so most kills land inside the install.
      const delay = Math.floor(Math.random() * took * 1.3);
      await runAndKill(dir, v2, delay);
      const state = await snapshot(dir);
      expect([before, after], `trial ${trial + 1}, killed after ${delay} ms`).toContain(state);
      seen[state === before ? 'before' : 'after']++;
    }
    console.log(
      `install took ${took} ms; after a kill the library was as before ${seen.before}, as after ${seen.after} times`,
    );
  }, 600_000);
});
