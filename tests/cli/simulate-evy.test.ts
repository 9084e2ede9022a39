/**
 * `boardwright simulate evy --adventure <id>`: the adventure goes into the config,
 * `--level` stands for the one seat, a won adventure counts as a win (never a draw),
 * and mistakes are refused in words with exit code 2.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
}

describe('simulate evy', () => {
  it("plays the adventure given, Evy's seat at the level given, and reports her win rate", async () => {
    const run = await cli(
      'simulate',
      'evy',
      '--adventure',
      'evys-room',
      '--games',
      '3',
      '--level',
      'greedy',
      '--seed',
      '4',
    );
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.out.at(-1) as string) as Record<string, unknown>;
    expect(summary).toMatchObject({ type: 'summary', config: { adventure: 'evys-room' }, bots: ['greedy'], draws: 0 });
    // Evy's room is the book's first tutorial: reaching the door in the first turn always wins.
    expect(summary.seats).toEqual([expect.objectContaining({ label: 'Evy', wins: 3, games: 3, rate: 1 })]);
    expect(run.err).toMatch(/Evy \(greedy\) {2}wins 3\/3 {2}100\.0% {2}\(95% interval 43\.9% – 100\.0%\)/);
  }, 120_000);

  it('refuses an unknown adventure, --adventure for another game, and --level with --seats', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['evy', '--adventure', 'moon', '--games', '2'],
        /There is no Evy adventure "moon". Adventures: evys-room, upstairs-hall/,
      ],
      [['queen', '--adventure', 'park', '--seats', 'greedy,random', '--games', '2'], /--adventure is for Evy/],
      [
        ['evy', '--adventure', 'park', '--seats', 'greedy', '--level', 'easy', '--games', '2'],
        /either --seats or --level/,
      ],
      [['queen', '--level', 'easy', '--games', '2'], /simulate needs --seats for The Girl vs\. the Evil Queen/],
      [['evy', '--level', 'godlike', '--games', '2'], /Unknown bot "godlike"/],
    ];
    for (const [args, message] of cases) {
      const run = await cli('simulate', ...args);
      expect(run.err).toMatch(message);
      expect(run.code).toBe(2);
    }
  });
});
