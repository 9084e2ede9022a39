/**
 * The CLI keeps the same limits as the app: the 10 MB pack the web host carries
 * validates here too, a file over the pack limit is refused before it is read,
 * and a save with an Evy adventure at ±2,000 is refused by `replay` before any
 * map is built (the time it took is printed, not asserted).
 */
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { newRecord } from '../../src/engine';
import { evy } from '../../src/games/evy';
import { tenMegabytePack } from '../content/big-pack';
import { customConfig, farAdventure } from '../services/hostile-evy';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-cli-limits-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('CLI limits', () => {
  it('validates the 10 MB pack the web host carries, and refuses a file over 12 MiB unread', async () => {
    const big = join(dir, 'big.bwpack');
    await writeFile(big, tenMegabytePack());
    const valid = await cli('validate', big);
    expect(valid.err).toBe('');
    expect(valid.out).toContain('valid pack "Big" 1.0.0 (big.pack) for queen, 10 files');

    const huge = join(dir, 'huge.bwpack');
    await writeFile(huge, '');
    await truncate(huge, 13 * 1024 * 1024);
    const refused = await cli('validate', huge);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/is 13 MiB; packs over 12 MiB are refused/);
  });

  it('replay refuses a save whose adventure reaches ±2000', async () => {
    const config = customConfig(farAdventure(2000));
    const file = join(dir, 'far.json');
    await writeFile(file, JSON.stringify({ ...newRecord(evy, config, 1), config }));
    const started = performance.now();
    const run = await cli('replay', file);
    console.log(`±2000 adventure through the CLI's replay: refused in ${(performance.now() - started).toFixed(1)} ms`);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/has a setup that is not valid for Evy/);
    expect(run.err).toMatch(/record\/config\/custom\/maps\/0\/tiles\/\d+\/q: must be at most 64/);
  });
});
