/**
 * `boardwright validate` on EverZone decks, run as users run it (`node
 * bin/boardwright.mjs`): a deck document and a plain-text list, each checked by
 * every deck rule with the sentences the builder shows.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeckText, PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import { ROOT } from '../fixtures/workers';

const BIN = join(ROOT, 'bin', 'boardwright.mjs');
let dir: string;

function boardwright(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: dir, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const molly = () => structuredClone(PREMADE_DECK_DOCUMENTS.find((d) => d.id === 'molly-dunbar')!.document);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boardwright-deck-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('boardwright validate, EverZone decks', () => {
  it('a pre-made deck as a document is valid', async () => {
    await writeFile(join(dir, 'molly.json'), JSON.stringify(molly(), null, 2));
    const run = await boardwright('validate', 'molly.json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('molly.json: valid (EverZone deck)\n');
  });

  it('a broken deck document: every rule it breaks, in sentences with the path of the card', async () => {
    const deck = molly();
    deck.cards.splice(deck.cards.indexOf('marine'), 2, 'sniper', 'pandora');
    deck.cards.pop();
    await writeFile(join(dir, 'broken.json'), JSON.stringify(deck));
    const run = await boardwright('validate', 'broken.json');
    expect(run.code).toBe(1);
    const lines = run.stderr
      .trim()
      .split('\n')
      .map((l) => l.trim());
    expect(lines[0]).toBe('broken.json: 4 problems in "EverZone deck":');
    expect(lines.slice(1).sort()).toEqual(
      [
        'broken.json: cards: 49 forces cards: a deck needs at least 50',
        `broken.json: cards/${deck.cards.lastIndexOf('sniper')}: 5× Sniper: the limit for Sniper is 4`,
        'broken.json: cards: two leaders: Molly Dunbar and Pandora',
        `broken.json: cards/${deck.cards.indexOf('pandora')}: Pandora is a Slurr card: this is a Numan deck`,
      ].sort(),
    );
  });

  it('a plain-text list: unreadable lines by number, then the deck rules', async () => {
    const text = formatDeckText(molly()).replace('2x Marine', '2x Marnie');
    await writeFile(join(dir, 'molly.txt'), text);
    const run = await boardwright('validate', 'molly.txt');
    expect(run.code).toBe(1);
    expect(
      run.stderr
        .trim()
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      'molly.txt: 2 problems in "EverZone deck":',
      "molly.txt: line 7: unknown card '2x Marnie': did you mean Marine?",
      'molly.txt: cards: 48 forces cards: a deck needs at least 50',
    ]);
    await writeFile(join(dir, 'good.txt'), formatDeckText(molly()));
    const good = await boardwright('validate', 'good.txt');
    expect(good.stdout).toBe('good.txt: valid (EverZone deck)\n');
    expect(good.code).toBe(0);
  });
});
