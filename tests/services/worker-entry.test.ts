/**
 * Where the pool finds the worker: the built out/main/worker.js when running
 * from the build, src/worker/main.ts through tsx when running from sources.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { queen } from '../../src/games/queen';
import { AiPool } from '../../src/services/pool/ai-pool';
import { resolveWorkerEntry, startChildWorker } from '../../src/services/pool/child-process-worker';
import { ROOT } from '../fixtures/workers';

const temp: string[] = [];
afterAll(() => Promise.all(temp.map((d) => rm(d, { recursive: true, force: true }))));

describe('resolveWorkerEntry', () => {
  it('uses the built worker next to a bundle in out/main', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'boardwright-entry-'));
    temp.push(dir);
    const here = join(dir, 'out', 'main');
    await mkdir(here, { recursive: true });
    await writeFile(join(here, 'worker.js'), '');
    expect(resolveWorkerEntry(here)).toEqual({ entry: join(here, 'worker.js'), execArgv: [] });
  });

  it('runs the TypeScript worker through tsx from sources', () => {
    expect(resolveWorkerEntry(join(ROOT, 'src', 'services', 'pool'))).toEqual({
      entry: join(ROOT, 'src', 'worker', 'main.ts'),
      execArgv: ['--import', 'tsx'],
      cwd: ROOT,
    });
    expect(resolveWorkerEntry()).toEqual(resolveWorkerEntry(join(ROOT, 'src', 'services', 'pool')));
  });

  it('says where it looked when there is no worker', () => {
    expect(() => resolveWorkerEntry('/nowhere/at/all')).toThrow(
      /Cannot find the AI worker: neither .*worker\.js nor .*main\.ts exists/,
    );
  });

  const built = join(ROOT, 'out', 'main', 'worker.js');
  it.runIf(existsSync(built))('the built worker answers under plain Node (it never imports electron)', async () => {
    const pool = new AiPool(() => startChildWorker({ entry: built, execArgv: [] }), 1);
    try {
      const state = queen.setup({ players: 2, variant: 'standard' }, 1);
      const seat = queen.toAct(state)[0]!;
      const key = await pool.decide({ game: 'queen', seat, view: queen.view(state, seat), level: 'greedy', seed: 1 });
      expect(queen.legalActions(state, seat).map((a) => a.key)).toContain(key);
    } finally {
      await pool.close();
    }
  });
});
