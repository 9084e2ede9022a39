/**
 * `boardwright review`, run as users run it (`node bin/boardwright.mjs …` in a separate
 * process, with real AI worker processes): one JSON line per decision of the seat, then
 * a summary; the same seed and budget give the same lines; bad arguments are refused in words.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../fixtures/workers';

const BIN = join(ROOT, 'bin', 'boardwright.mjs');
let dir: string;

function boardwright(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-review-'));
  const played = await boardwright('play', 'queen', '--seats', 'greedy,random', '--seed', '3', '--record', 'game.json');
  expect(played.code).toBe(0);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('boardwright review', () => {
  it('prints a line per decision of the seat and a summary, the same every time', async () => {
    const args = ['review', 'game.json', '--seat', '1', '--level', 'easy', '--iterations', '60', '--seed', '4'];
    const first = await boardwright(...args);
    expect(first.code).toBe(0);
    const lines = first.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const moves = lines.filter((l) => l.type === 'move');
    const summary = lines.at(-1)!;
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) {
      expect(move).toHaveProperty('before');
      expect(move).toHaveProperty('after');
      expect((move.alternatives as unknown[]).length).toBeGreaterThan(0);
    }
    expect(summary).toMatchObject({ type: 'summary', game: 'queen', seat: 1, level: 'easy', iterations: 60, seed: 4 });
    expect((summary.series as unknown[]).length).toBeGreaterThanOrEqual(moves.length);
    expect(first.stderr).toContain(`reviewed ${moves.length} of ${moves.length} decisions`);
    expect((await boardwright(...args)).stdout).toBe(first.stdout);
  });

  it('refuses a missing seat, a seat the game lacks and a level that does not search, in words', async () => {
    const noSeat = await boardwright('review', 'game.json');
    expect(noSeat.code).toBe(2);
    expect(noSeat.stderr).toContain('review needs --seat');
    const badSeat = await boardwright('review', 'game.json', '--seat', '5', '--iterations', '10');
    expect(badSeat.code).toBe(1);
    expect(badSeat.stderr).toContain('there is no seat 5');
    const badLevel = await boardwright('review', 'game.json', '--seat', '0', '--level', 'greedy');
    expect(badLevel.code).toBe(2);
    expect(badLevel.stderr).toContain('--level must be a search level');
  });
});
