/**
 * A process killed while saving never leaves a corrupt or missing library
 * item: a child saves, renames and creates items in a loop and is SIGKILLed at
 * a random moment, 50 times; after each kill every item is listed, its text
 * parses and passes its checks, and its version is the last one written or the
 * one before (never older than what an earlier round saw).
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LibraryService } from '../../src/services/library/library-service';
import type { ContentType } from '../../src/shared/api';
import { ROOT } from '../fixtures/workers';
import { cleanUp, tempDataDir } from './helpers';

const KILLS = 50;
const CHILD = join(ROOT, 'tests', 'services', 'library-kill-child.ts');

afterAll(cleanUp);

/** Starts the child and kills it `delayMs` after it says it is looping. */
function runAndKill(dataDir: string, ids: string[], delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, ...ids], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the child ended by itself (code ${code}): ${stderr}`));
    });
  });
}

const counterOf = (text: string): number => Number(/"(?:Spark|Girl) (\d+)"/.exec(text)?.[1] ?? 0);

describe('killed while saving', () => {
  it(`${KILLS} SIGKILLs at random points leave every item whole`, async () => {
    const dataDir = await tempDataDir();
    const setup = new LibraryService(dataDir);
    const cards = await setup.duplicate({ id: 'builtin-queen-cards' });
    const characters = await setup.duplicate({ id: 'builtin-queen-characters' });
    const ids = [cards.id, characters.id];
    let lastSeen = 0;
    const delays: number[] = [];
    for (let round = 0; round < KILLS; round++) {
      const delay = Math.floor(Math.random() * 40);
      delays.push(delay);
      await runAndKill(dataDir, ids, delay);

      const library = new LibraryService(dataDir);
      await library.start();
      const listed = await library.list({});
      const context = `after kill ${round + 1} (delays so far: ${delays.join(',')})`;
      for (const id of ids)
        expect(
          listed.map((i) => i.id),
          context,
        ).toContain(id);
      const counters: number[] = [];
      for (const info of listed.filter((i) => !i.builtIn)) {
        const { text } = await library.get(info.id);
        const errors = library.check(info.type as ContentType, text).filter((p) => p.severity === 'error');
        expect(errors, `${context}: ${info.id}`).toEqual([]);
        if (ids.includes(info.id)) counters.push(counterOf(text));
      }
      // Cards are saved before characters, so the two differ by at most one version.
      const [cardsVersion, charactersVersion] = counters as [number, number];
      expect(cardsVersion - charactersVersion, context).toBeGreaterThanOrEqual(0);
      expect(cardsVersion - charactersVersion, context).toBeLessThanOrEqual(1);
      expect(Math.min(cardsVersion, charactersVersion), context).toBeGreaterThanOrEqual(lastSeen);
      lastSeen = Math.max(cardsVersion, charactersVersion);
      // No temp file survives the start-up clean-up.
      expect(
        (await readdir(join(dataDir, 'library'))).filter((n) => n.endsWith('.tmp')),
        context,
      ).toEqual([]);
    }
    expect(lastSeen).toBeGreaterThan(KILLS / 2);
  }, 300_000);
});
