/** `boardwright pack export|import` and `validate` of packs and content, run in-process through runCli. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { ROOT } from '../fixtures/workers';

let dir: string;

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-pack-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const CARDS = join(ROOT, 'content', 'queen', 'cards.json');

describe('boardwright pack', () => {
  it('exports built-ins and files, validates the pack, previews and installs it, then replaces on a second import', async () => {
    const pack = join(dir, 'set.bwpack');
    const data = join(dir, 'data');
    const exported = await cli(
      'pack',
      'export',
      'builtin-queen-characters',
      CARDS,
      '--out',
      pack,
      '--name',
      'My Set',
      '--version',
      '1.0.0',
      '--license',
      'CC0-1.0',
    );
    expect(exported).toMatchObject({ code: 0, err: '' });
    expect(exported.out).toContain('My Set 1.0.0, 2 files');
    expect(exported.out).toContain('queen-cards/cards.json  (queen-cards, "cards")');

    const valid = await cli('validate', pack);
    expect(valid.code).toBe(0);
    expect(valid.out).toContain('valid pack "My Set" 1.0.0 (my-set) for queen, 2 files');

    const dry = await cli('pack', 'import', pack, '--data-dir', data, '--dry-run');
    expect(dry.out).toMatch(/new {7}queen-characters\/the-girl-vs-the-evil-queen-characters\.json/);
    expect(dry.out).toContain('Nothing installed');

    const installed = await cli('pack', 'import', pack, '--data-dir', data);
    expect(installed.code).toBe(0);
    expect(installed.out).toContain('Installed 2 items');
    // The same pack again: its items are recognised, nothing would be added or replaced.
    const again = await cli('pack', 'import', pack, '--data-dir', data, '--dry-run');
    expect(again.out).toMatch(/same {6}queen-cards\/cards\.json/);
    expect(again.out).toContain('Already in your library as “cards”: nothing is added.');
    const twice = await cli('pack', 'import', pack, '--data-dir', data);
    expect(twice.out).toContain('Installed 0 items');
    expect(twice.out).toMatch(/ {2}cards \(already there\)/);

    // An installed item exports by id from the data directory, with the same text.
    const id = /(u-[\w-]+) {2}cards/.exec(installed.out)?.[1] as string;
    const second = join(dir, 'second.bwpack');
    expect(
      (await cli('pack', 'export', id, '--out', second, '--name', 'Second', '--version', '0.1.0', '--data-dir', data))
        .code,
    ).toBe(0);
    expect((await cli('validate', second)).code).toBe(0);
  });

  it('refuses a broken pack with its reason, and a content file with problems', async () => {
    const broken = join(dir, 'broken.bwpack');
    await writeFile(broken, 'PK not really');
    const run = await cli('validate', broken);
    expect(run.code).toBe(1);
    expect(run.err).toContain('not a zip file, or it is cut off');

    const cards = JSON.parse(await readFile(CARDS, 'utf8'));
    cards.cards[0].copies = 3;
    const file = join(dir, 'three-demons.json');
    await writeFile(file, JSON.stringify(cards));
    const semantic = await cli('validate', file);
    expect(semantic.code).toBe(1);
    expect(semantic.err).toContain(`${file}: cards/0/copies: there must be exactly 4 Demons, not 3`);
    const exported = await cli(
      'pack',
      'export',
      file,
      '--out',
      join(dir, 'x.bwpack'),
      '--name',
      'X',
      '--version',
      '1.0.0',
    );
    expect(exported.code).toBe(1);
    expect(exported.err).toContain('not valid Girl vs. Evil Queen cards');
  });

  it('prints warnings but passes a file that only has warnings', async () => {
    const cards = JSON.parse(await readFile(CARDS, 'utf8'));
    cards.cards.find((c: { id: string }) => c.id === 'spark-of-courage').copies = 1;
    const file = join(dir, 'small-deck.json');
    await writeFile(file, JSON.stringify(cards));
    const run = await cli('validate', file);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/warning: cards: the deck has \d+ cards; the rulebook's has 40 to 46/);
  });

  it.each([
    [['pack'], 'pack needs export or import'],
    [['pack', 'send'], 'unknown pack command "send"'],
    [['pack', 'export', '--out', 'x.bwpack', '--name', 'x', '--version', '1.0.0'], 'at least one library item id'],
    [['pack', 'export', 'builtin-queen-cards', '--out', 'x.bwpack'], 'needs --out, --name and --version'],
    [['pack', 'import'], 'takes one .bwpack file, got 0'],
    [['pack', 'import', 'a.bwpack', '--force'], "Unknown option '--force'"],
  ])('%j exits 2 with the usage', async (argv, message) => {
    const env = process.env.BOARDWRIGHT_DATA_DIR;
    delete process.env.BOARDWRIGHT_DATA_DIR;
    const run = await cli(...argv);
    if (env !== undefined) process.env.BOARDWRIGHT_DATA_DIR = env;
    expect(run.code).toBe(2);
    expect(run.err).toContain(message);
    expect(run.err).toContain('pack export <id|file.json>...');
  });
});
