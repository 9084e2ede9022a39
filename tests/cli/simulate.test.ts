/**
 * `boardwright simulate`: one JSON line per game on stdout and in --out, a
 * summary with Wilson intervals, the same games for the same seed, bad
 * arguments refused in words (exit 2), and a worker killed mid-batch losing no
 * finished game.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateCommand } from '../../src/cli/commands/simulate';
import { fixtureWorkers, ROOT } from '../fixtures/workers';

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

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const byIndex = (rows: Record<string, unknown>[]) =>
  rows.filter((r) => r.type === 'game').sort((a, b) => (a.index as number) - (b.index as number));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-sim-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('boardwright simulate', () => {
  it('streams a line per game to stdout and --out, ends with the win rates, and replays from the seed', async () => {
    const args = ['simulate', 'queen', '--seats', 'greedy,random', '--games', '5', '--seed', '21', '--jobs', '2'];
    const first = await boardwright(...args, '--out', 'results.jsonl');
    expect(first.stderr).toMatch(/The Girl \(greedy\)\s+wins \d\/5 .*95% interval/);
    expect(first.code).toBe(0);
    const out = lines(first.stdout);
    expect(lines(await readFile(join(dir, 'results.jsonl'), 'utf8'))).toEqual(out);
    expect(byIndex(out).map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
    const summary = out.at(-1)!;
    expect(summary).toMatchObject({
      type: 'summary',
      game: 'queen',
      seed: 21,
      bots: ['greedy', 'random'],
      state: 'done',
    });
    expect(summary).toMatchObject({ total: 5, finished: 5, failed: 0 });
    const seats = summary.seats as { wins: number; games: number; low: number; high: number }[];
    expect(seats[0]!.wins + seats[1]!.wins).toBe(5);
    expect(seats[0]!.low).toBeLessThan(seats[0]!.high);

    const again = await boardwright(...args.slice(0, -2), '--jobs', '1');
    expect(byIndex(lines(again.stdout))).toEqual(byIndex(out));
  });

  it('refuses bad arguments in words, with exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--seats', 'godlike,greedy', '--games', '3'], /Unknown bot "godlike" in --seats; bots: random, greedy, easy/],
      [['--seats', 'greedy', '--games', '3'], /plays with 2 seats, but 1 bots were given/],
      [['--seats', 'greedy,random', '--games', '0'], /--games: must be a whole number from 1 to 100,000, not 0/],
      [['--seats', 'greedy,random', '--games=-4'], /--games: must be a whole number from 1 to 100,000, not -4/],
      [['--seats', 'greedy,random', '--games', 'many'], /--games must be a whole number, not "many"/],
      [['--seats', 'greedy,random'], /simulate needs --games/],
      [['--seats', 'hard,random', '--games', '2', '--iterations', '0'], /--iterations: must be a whole number from 1/],
      [['--seats', 'hard,random', '--games', '2', '--iterations', '99999999999'], /--iterations: .*not 99999999999/],
      [['--seats', 'greedy,random', '--games', '2', '--jobs', '0'], /--jobs: must be a whole number from 1 to 64/],
    ];
    for (const [args, message] of cases) {
      const run = await boardwright('simulate', 'queen', ...args);
      expect(run.stderr).toMatch(message);
      expect(run.code).toBe(2);
    }
    const game = await boardwright('simulate', 'chess', '--seats', 'greedy,random', '--games', '2');
    expect(game.code).toBe(2);
    expect(game.stderr).toMatch(/There is no game "chess"/);
    await writeFile(join(dir, 'bad-config.json'), JSON.stringify({ players: 9 }));
    const config = await boardwright(
      'simulate',
      'queen',
      '--seats',
      'greedy,random',
      '--games',
      '2',
      '--config',
      'bad-config.json',
    );
    expect(config.code).toBe(1);
    expect(config.stderr).toMatch(/bad-config\.json is not a valid setup/);
  });

  it('loses no finished game when a worker is killed mid-batch: every game is still written', async () => {
    const factory = fixtureWorkers('--delay-ms', '20');
    const out: string[] = [];
    let killed = false;
    const file = join(dir, 'killed.jsonl');
    await simulateCommand(
      { game: 'queen', seats: 'greedy,random', games: '6', seed: '5', jobs: '2', out: file },
      {
        out: (line) => {
          out.push(line);
          if (!killed && factory.busy.size > 0) {
            killed = true;
            process.kill([...factory.busy][0]!.pid!, 'SIGKILL');
          }
        },
        err: () => undefined,
      },
      { workerFactory: factory },
    );
    expect(killed).toBe(true);
    expect(factory.started.length).toBeGreaterThan(2);
    const written = lines(await readFile(file, 'utf8'));
    expect(written).toEqual(out.map((l) => JSON.parse(l) as unknown));
    expect(byIndex(written).map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(written.at(-1)).toMatchObject({ type: 'summary', state: 'done', finished: 6 });
    // The same games as an undisturbed run from the command line.
    const calm = await boardwright('simulate', 'queen', '--seats', 'greedy,random', '--games', '6', '--seed', '5');
    expect(byIndex(lines(calm.stdout))).toEqual(byIndex(written));
  });
});
