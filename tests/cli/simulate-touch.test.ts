/**
 * `boardwright simulate touch --mode M --heroes N --villain V …`: each option sets its part
 * of the config; mistakes are refused in words with exit code 2, and a setup the rules do
 * not allow is refused in the game's own words.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors';
import {
  withChart,
  withHeroes,
  withLevel,
  withMode,
  withMysteryChart,
  withPlayers,
  withRules,
  withTeamSize,
  withVillain,
} from '../../src/cli/games/touch/options';
import { runCli } from '../../src/cli/run';
import { USAGE } from '../../src/cli/usage';

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
}

describe('simulate touch options', () => {
  it('--heroes takes a count (the first Heroes of the box) or a list of Hero ids', () => {
    expect(withHeroes({ villain: 'vampire' }, '2')).toEqual({
      villain: 'vampire',
      heroes: ['karl', 'heinrich-cartwright'],
    });
    expect(withHeroes({}, 'thomas, katarina')).toEqual({ heroes: ['thomas', 'katarina'] });
    for (const bad of ['0', '9', 'dracula', 'karl,van-helsing']) expect(() => withHeroes({}, bad)).toThrow(UsageError);
  });

  it('--mode, --villain, --chart, --team-size, --solo-level and --rules each set their part, and name what they accept', () => {
    expect(withMode({}, 'team')).toEqual({ mode: 'team' });
    expect(() => withMode({}, 'solo')).toThrow('competitive, cooperative, team, lone-hero');
    expect(withVillain({}, 'scarecrow')).toEqual({ villain: 'scarecrow' });
    expect(() => withVillain({}, 'dracula')).toThrow(/vampire, werewolf, scarecrow, spectral-horseman/);
    expect(withChart({ basic: true }, 'advanced')).toEqual({ basic: false });
    expect(() => withChart({}, 'red')).toThrow(UsageError);
    expect(withTeamSize({}, '3')).toEqual({ teamSize: 3 });
    expect(() => withTeamSize({}, '5')).toThrow(UsageError);
    expect(withLevel({}, 'hunter')).toEqual({ level: 'hunter' });
    expect(withLevel({}, 'master-hunter')).toEqual({ level: 'master-hunter' });
    expect(withLevel({}, 'apocalypse')).toEqual({ level: 'apocalypse' });
    expect(() => withLevel({}, 'nightmare')).toThrow(/normal, hunter, master-hunter, insanity, apocalypse/);
    expect(withMysteryChart({ mode: 'cooperative' }, 'advanced')).toEqual({
      mode: 'cooperative',
      mysteryChart: 'advanced',
    });
    expect(() => withMysteryChart({}, '2d6')).toThrow(/basic or advanced/);
    expect(withRules({}, 'growing-darkness,endurance-of-evil')).toEqual({
      options: { growingDarkness: true, enduranceOfEvil: true },
    });
    expect(withRules({}, 'advanced-showdown-chart')).toEqual({ options: { showdownChart: true } });
    expect(() => withRules({}, 'showdown-chart')).toThrow(
      /exchange, growing-darkness, holding-back-the-darkness, endurance-of-evil, hunting-for-clues, advanced-showdown-chart/,
    );
  });

  it('--players sets how many players play the Heroes; --villain random draws the Villain from the seed', () => {
    expect(withPlayers({ mode: 'cooperative' }, '1')).toEqual({ mode: 'cooperative', players: 1 });
    for (const bad of ['0', '9', 'one']) expect(() => withPlayers({}, bad)).toThrow(/from 1 to 8/);
    expect(withVillain({}, 'random')).toEqual({ villain: 'random' });
  });

  it('the usage text names the options', () => {
    expect(USAGE).toContain('simulate touch [--mode M] --heroes N [--players P] [--villain V]');
  });
});

describe('simulate touch batches', () => {
  it('plays a Lone Hero at the Hunter level, one bot for the one seat', async () => {
    const run = await cli(
      'simulate',
      'touch',
      '--mode',
      'lone-hero',
      '--heroes',
      'katarina',
      '--villain',
      'werewolf',
      '--solo-level',
      'hunter',
      '--seats',
      'greedy',
      '--games',
      '1',
      '--seed',
      '3',
      '--jobs',
      '1',
    );
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.out.at(-1) as string) as Record<string, unknown>;
    expect(summary).toMatchObject({
      type: 'summary',
      config: { heroes: ['katarina'], villain: 'werewolf', mode: 'lone-hero', level: 'hunter' },
      bots: ['greedy'],
    });
  }, 120_000);

  it('plays Solo as a Team of Heroes: three Heroes, one bot for the one seat', async () => {
    const run = await cli(
      'simulate',
      'touch',
      '--mode',
      'cooperative',
      '--heroes',
      '3',
      '--players',
      '1',
      '--villain',
      'random',
      '--seats',
      'random',
      '--games',
      '1',
      '--seed',
      '5',
      '--jobs',
      '1',
    );
    expect(run.code).toBe(0);
    expect(run.err).toContain('Karl and Heinrich Cartwright and Anne Marie (random)');
    const summary = JSON.parse(run.out.at(-1) as string) as Record<string, unknown>;
    expect(summary).toMatchObject({ type: 'summary', config: { mode: 'cooperative', players: 1 }, bots: ['random'] });
  }, 120_000);

  it("refuses a setup the rules do not allow, in the game's words, with exit code 2", async () => {
    const cases: [string[], RegExp][] = [
      [['--mode', 'lone-hero', '--heroes', '2', '--seats', 'random,random'], /exactly 1 Hero/],
      [['--mode', 'team', '--heroes', '3', '--seats', 'random,random,random'], /equal teams/],
      [['--heroes', '3', '--seats', 'random,random'], /plays with 3 seats, but 2 bots were given/],
      [['--mode', 'team', '--heroes', '4', '--players', '2', '--seats', 'random,random'], /only one extra Hero/],
      [['--mode', 'duel', '--heroes', '2', '--seats', 'random,random'], /--mode is one of/],
    ];
    for (const [args, message] of cases) {
      const run = await cli('simulate', 'touch', ...args, '--games', '1');
      expect(run.err).toMatch(message);
      expect(run.code).toBe(2);
    }
  });

  it('refuses its options for another game', async () => {
    const run = await cli('simulate', 'queen', '--villain', 'vampire', '--seats', 'random,random', '--games', '1');
    expect(run.err).toMatch(/--villain is for A Touch of Evil/);
    expect(run.code).toBe(2);
  });
});
