/**
 * `boardwright simulate manor --players P [--solo-level L]`: the player count and
 * the solo level go into the config, in the order typed; mistakes are refused in
 * words with exit code 2. The batches themselves run once the game is registered.
 */
import { describe, expect, it } from 'vitest';
import { withPlayers, withSoloLevel, soloLevel } from '../../src/cli/games/manor/options';
import { UsageError } from '../../src/cli/errors';
import { runCli } from '../../src/cli/run';
import { USAGE } from '../../src/cli/usage';
import { findGame } from '../../src/games';

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
}

describe('simulate manor options', () => {
  it('--players sets the count; any count but 1 drops a solo level a config file gave', () => {
    expect(withPlayers({ players: 4 }, '6')).toEqual({ players: 6 });
    expect(withPlayers({ players: 1, level: 3 }, '1')).toEqual({ players: 1, level: 3 });
    expect(withPlayers({ players: 1, level: 3 }, '2')).toEqual({ players: 2 });
    for (const bad of ['0', '7', 'two', '2.5']) expect(() => withPlayers({}, bad)).toThrow(UsageError);
  });

  it("--solo-level takes the book's level names or numbers 1 to 9, and only for the solo game", () => {
    expect(soloLevel('rookie')).toBe(1);
    expect(soloLevel('Doomed')).toBe(6);
    expect(soloLevel('9')).toBe(9);
    expect(() => soloLevel('10')).toThrow(/from 1 to 9 or one of rookie, investigator, heroic/);
    expect(withSoloLevel({ players: 1 }, 'heroic')).toEqual({ players: 1, level: 3 });
    expect(() => withSoloLevel({ players: 4 }, 'heroic')).toThrow(
      new UsageError('--solo-level is for the solo game: give --players 1 before it.'),
    );
  });

  it('the usage text names both options', () => {
    expect(USAGE).toContain('simulate manor --players P [--solo-level L]');
  });
});

describe.runIf(findGame('manor'))('simulate manor batches', () => {
  it('plays the solo game at the level given, one bot for the solo seat', async () => {
    const run = await cli(
      'simulate',
      'manor',
      '--players',
      '1',
      '--solo-level',
      'investigator',
      '--seats',
      'greedy',
      '--games',
      '2',
      '--seed',
      '3',
      '--jobs',
      '1',
    );
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.out.at(-1) as string) as Record<string, unknown>;
    expect(summary).toMatchObject({ type: 'summary', config: { players: 1, level: 2 }, bots: ['greedy'] });
  }, 120_000);

  it('plays three players, and refuses a seat count that is not the player count, or a level out of order', async () => {
    const three = await cli(
      'simulate',
      'manor',
      '--players',
      '3',
      '--seats',
      'random,random,random',
      '--games',
      '2',
      '--jobs',
      '1',
    );
    expect(three.code).toBe(0);
    const cases: [string[], RegExp][] = [
      [['--players', '3', '--seats', 'random,random'], /plays with 3 seats, but 2 bots were given/],
      [['--solo-level', '2', '--players', '1', '--seats', 'random'], /give --players 1 before it/],
      [['--players', '9', '--seats', 'random'], /--players must be a whole number from 1 to 6/],
    ];
    for (const [args, message] of cases) {
      const run = await cli('simulate', 'manor', ...args, '--games', '2');
      expect(run.err).toMatch(message);
      expect(run.code).toBe(2);
    }
  }, 120_000);

  it('refuses the options for another game', async () => {
    const run = await cli('simulate', 'queen', '--players', '2', '--seats', 'random,random', '--games', '1');
    expect(run.err).toMatch(/--players is for All Manor of Evil/);
    expect(run.code).toBe(2);
  });
});
