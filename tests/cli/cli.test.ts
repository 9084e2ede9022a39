/**
 * The `boardwright` command, run as users run it: `node bin/boardwright.mjs …`
 * in a separate process, from a temp directory, with real AI worker processes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../fixtures/workers';

const BIN = join(ROOT, 'bin', 'boardwright.mjs');
let dir: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function boardwright(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('boardwright play and replay', () => {
  let played: Record<string, unknown>;

  beforeAll(async () => {
    const run = await boardwright('play', 'queen', '--seats', 'greedy,random', '--seed', '7', '--record', 'game.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    played = JSON.parse(run.stdout) as Record<string, unknown>;
  });

  it('play prints a JSON summary of a whole bot game', () => {
    expect(played).toMatchObject({ game: 'queen', seed: 7, seats: ['greedy', 'random'] });
    expect(played.actions).toBeGreaterThan(0);
    expect(played.hash).toMatch(/^[0-9a-f]{16}$/);
    expect((played.outcome as number[]).length).toBe(2);
    expect((played.winnerSeats as number[]).length).toBeGreaterThan(0);
  });

  it('play with the same seed plays the same game', async () => {
    const again = await boardwright('play', 'queen', '--seats', 'greedy,random', '--seed', '7');
    expect(JSON.parse(again.stdout).hash).toBe(played.hash);
  });

  it('play takes the search levels too, and a seed still plays the same game', async () => {
    const first = await boardwright('play', 'queen', '--seats', 'easy,greedy', '--seed', '11');
    const second = await boardwright('play', 'queen', '--seats', 'easy,greedy', '--seed', '11');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ seats: ['easy', 'greedy'] });
    expect(JSON.parse(second.stdout).hash).toBe(JSON.parse(first.stdout).hash);
  });

  it('replay of the written record prints the same hash, every time', async () => {
    const record = JSON.parse(await readFile(join(dir, 'game.json'), 'utf8'));
    expect(record.actions).toHaveLength(played.actions as number);
    const first = await boardwright('replay', 'game.json');
    const second = await boardwright('replay', 'game.json');
    expect(first).toEqual({ code: 0, stdout: `${played.hash}\n`, stderr: '' });
    expect(second).toEqual(first);
  });

  it('replay also accepts a save file', async () => {
    const record = JSON.parse(await readFile(join(dir, 'game.json'), 'utf8'));
    const save = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'cli',
      savedAt: '2025-01-01T00:00:00Z',
      seats: [{ kind: 'ai', level: 'greedy' }, { kind: 'human' }],
      record,
    };
    await writeFile(join(dir, 'save.json'), JSON.stringify(save));
    expect((await boardwright('replay', 'save.json')).stdout).toBe(`${played.hash}\n`);
  });

  it('replay of a tampered record exits 1 and says which action is wrong', async () => {
    const record = JSON.parse(await readFile(join(dir, 'game.json'), 'utf8'));
    record.actions[3].key = 'play:12345';
    await writeFile(join(dir, 'tampered.json'), JSON.stringify(record));
    const run = await boardwright('replay', 'tampered.json');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('tampered.json does not replay: action 4 (play:12345');
  });

  it('replay of something that is not a record exits 1 with the reason', async () => {
    await writeFile(join(dir, 'notjson.json'), '{ "game": ');
    const broken = await boardwright('replay', 'notjson.json');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/notjson\.json is not valid JSON/);

    await writeFile(join(dir, 'shape.json'), JSON.stringify({ game: 'queen', seed: 'seven' }));
    const shape = await boardwright('replay', 'shape.json');
    expect(shape.code).toBe(1);
    expect(shape.stderr).toContain('shape.json is not a valid game record.');
    expect(shape.stderr).toContain('seed: must be a whole number');
    expect(shape.stderr).toContain('actions: is required but missing');

    const missing = await boardwright('replay', 'nowhere.json');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nowhere.json: no such file.');
  });
});

describe('boardwright validate', () => {
  it('accepts a good content file', async () => {
    const run = await boardwright('validate', join(ROOT, 'content', 'queen', 'cards.json'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/cards\.json: valid \(The Girl vs\. the Evil Queen: cards\)/);
  });

  it('prints every problem of a broken content file with its JSON path', async () => {
    const cards = JSON.parse(await readFile(join(ROOT, 'content', 'queen', 'cards.json'), 'utf8'));
    cards.cards[1].copies = 99;
    delete cards.cards[2].name;
    cards.surprise = true;
    await writeFile(join(dir, 'broken-cards.json'), JSON.stringify(cards));
    const run = await boardwright('validate', 'broken-cards.json');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('broken-cards.json: 3 problems');
    expect(run.stderr).toContain('broken-cards.json: cards/1/copies: must be at most 12');
    expect(run.stderr).toContain('broken-cards.json: cards/2/name: is required but missing');
    expect(run.stderr).toContain('broken-cards.json: surprise: is not an allowed field here');
  });

  it('says which schemas exist when a file names none it knows', async () => {
    await writeFile(join(dir, 'unknown.json'), JSON.stringify({ $schema: 'https://example.com/nope.json' }));
    const run = await boardwright('validate', 'unknown.json');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no known schema');
    expect(run.stderr).toContain('https://boardwright.app/schemas/queen/cards.json');
  });
});

describe('boardwright play takes the game options simulate takes', () => {
  async function play(...args: string[]): Promise<Record<string, unknown>> {
    const run = await boardwright('play', ...args, '--seed', '3');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    return JSON.parse(run.stdout) as Record<string, unknown>;
  }

  it('All Manor of Evil for 3 players, and the solo game at a level', async () => {
    const three = await play('manor', '--players', '3', '--seats', 'greedy,random,greedy');
    expect(three).toMatchObject({ config: { players: 3 }, seats: ['greedy', 'random', 'greedy'] });
    expect(three.outcome).toHaveLength(3);
    const solo = await play('manor', '--players', '1', '--solo-level', 'heroic', '--seats', 'greedy');
    expect(solo.config).toMatchObject({ players: 1 });
    expect(solo.outcome).toHaveLength(1);
  });

  it('A Touch of Evil in Cooperative play with two Heroes', async () => {
    const coop = await play('touch', '--mode', 'cooperative', '--heroes', '2', '--seats', 'greedy,greedy');
    expect(coop.config).toMatchObject({ mode: 'cooperative' });
    expect((coop.config as { heroes: string[] }).heroes).toHaveLength(2);
    // "the Heroes will either all win or all lose as a group"
    expect(new Set(coop.outcome as number[]).size).toBe(1);
  });

  it('Evy on the adventure named', async () => {
    const street = await play('evy', '--adventure', 'street', '--seats', 'greedy');
    expect(street.config).toMatchObject({ adventure: 'street' });
  });

  it.each([
    [['queen', '--players', '3', '--seats', 'greedy,greedy,greedy'], '--players is for All Manor of Evil'],
    [['everzone', '--heroes', '2', '--seats', 'greedy,greedy'], '--heroes is for A Touch of Evil'],
    [['manor', '--players', '9', '--seats', 'greedy'], '--players must be a whole number from 1 to 6'],
    [['touch', '--mode', 'team', '--heroes', '2', '--seats', 'greedy,greedy'], 'not a valid setup for A Touch of Evil'],
  ])('play %j is refused in words, before any game starts', async (args, message) => {
    const run = await boardwright('play', ...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('boardwright games and bad arguments', () => {
  it('games lists id, name and seats', async () => {
    const run = await boardwright('games');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^queen\s+The Girl vs\. the Evil Queen\s+\(2-4 seats\)$/m);
  });

  it.each([
    [[], 'no command given'],
    [['dance'], 'unknown command "dance"'],
    [['play', 'queen'], 'play needs --seats'],
    [['play', 'queen', '--seats', 'greedy'], '--seats lists 1 seat, but this setup plays with 2'],
    [['play', 'queen', '--seats', 'greedy,genius'], 'Unknown AI level "genius"'],
    [['play', 'chess', '--seats', 'greedy,random'], 'There is no game "chess"'],
    [['play', 'queen', '--seats', 'greedy,random', '--seed', 'abc'], '--seed must be a whole number'],
    [['play', 'queen', '--seats', 'greedy,random', '--speed', '3'], "Unknown option '--speed'"],
    [['replay'], 'expected exactly 1 argument'],
    [['validate', 'a.json', 'b.json'], 'expected exactly 1 argument, got 2'],
  ])('%j exits 2 with usage', async (args, message) => {
    const run = await boardwright(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Usage: boardwright <command>');
  });
});
