/** The content library through the API: built-ins, create, check, save, duplicate, rename, trash, restore, saves listed. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

let dataDir: string;

async function start(): Promise<Services> {
  dataDir = await tempDataDir();
  return startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 1 });
}

afterEach(cleanUp);

describe('library', () => {
  it('lists the built-in content, read-only, and filters by game, type and name', async () => {
    const s = await start();
    const all = await call(s, 'library.list', {});
    expect(all.every((i) => i.builtIn && i.readOnly && i.size > 100)).toBe(true);
    const queen = await call(s, 'library.list', { game: 'queen' });
    expect(queen.map((i) => i.id)).toEqual(['builtin-queen-cards', 'builtin-queen-characters']);
    expect(await call(s, 'library.list', { type: 'queen-characters' })).toHaveLength(1);
    expect([...new Set((await call(s, 'library.list', { game: 'evy' })).map((i) => i.type))].sort()).toEqual([
      'evy-adventure',
      'evy-campaign',
      'evy-cards',
    ]);
    expect(await call(s, 'library.list', { game: 'no-such-game' })).toEqual([]);
    expect((await call(s, 'library.list', { query: 'CHARAC' })).map((i) => i.id)).toEqual(['builtin-queen-characters']);
    const { text } = await call(s, 'library.get', { id: 'builtin-queen-cards' });
    expect(JSON.parse(text).cards.length).toBeGreaterThan(5);
    expect(await fails(s, 'library.save', { id: 'builtin-queen-cards', text })).toMatchObject({ code: 'forbidden' });
    expect(await fails(s, 'library.delete', { id: 'builtin-queen-cards' })).toMatchObject({ code: 'forbidden' });
  });

  it('lists every adventure of the book and every pre-made deck, each read-only and whole', async () => {
    const s = await start();
    const adventures = await call(s, 'library.list', { type: 'evy-adventure' });
    expect(adventures).toHaveLength(13);
    expect(new Set(adventures.map((i) => i.id)).size).toBe(13);
    const decks = await call(s, 'library.list', { type: 'everzone-deck' });
    expect(decks).toHaveLength(6);
    expect(decks.map((i) => i.name)).toContain('EverZone: Molly Dunbar (pre-made deck)');
    const castle = adventures.find((i) => i.name.startsWith('Evy: Castle'));
    const { text } = await call(s, 'library.get', { id: castle!.id });
    expect(JSON.parse(text).id).toBe('castle');
    expect(await fails(s, 'library.save', { id: castle!.id, text })).toMatchObject({ code: 'forbidden' });
  });

  it('creates an item from a valid template, and saves only valid text, keeping the previous version', async () => {
    const s = await start();
    const item = await call(s, 'library.create', { type: 'queen-cards', name: 'My cards' });
    expect(item).toMatchObject({
      name: 'My cards',
      type: 'queen-cards',
      game: 'queen',
      builtIn: false,
      readOnly: false,
    });
    const { text } = await call(s, 'library.get', { id: item.id });
    expect(await call(s, 'library.check', { type: 'queen-cards', text })).toEqual([]);

    const data = JSON.parse(text);
    data.cards[0].copies = 3; // 3 Demons
    data.cards[1].surprise = true;
    const bad = JSON.stringify(data, null, 2);
    const refused = await fails(s, 'library.save', { id: item.id, text: bad });
    expect(refused.code).toBe('bad-request');
    expect(refused.problems).toEqual([
      { path: '/cards/1/surprise', message: 'is not an allowed field here', severity: 'error' },
    ]);
    expect(refused.details).toEqual(['/cards/1/surprise: is not an allowed field here']);
    delete data.cards[1].surprise;
    const semantic = await fails(s, 'library.save', { id: item.id, text: JSON.stringify(data) });
    expect(semantic.problems).toEqual([
      { path: '/cards/0/copies', message: 'there must be exactly 4 Demons, not 3', severity: 'error' },
    ]);
    expect((await call(s, 'library.get', { id: item.id })).text).toBe(text);

    data.cards[0].copies = 4;
    data.cards[2].name = 'Sparkle';
    const good = JSON.stringify(data, null, 1);
    const saved = await call(s, 'library.save', { id: item.id, text: good });
    expect(saved.problems).toEqual([]);
    expect(saved.info.size).toBe(Buffer.byteLength(good));
    expect((await call(s, 'library.get', { id: item.id })).text).toBe(good);
    expect(await readFile(join(dataDir, 'library', `${item.id}.json.bak`), 'utf8')).toBe(text);
  });

  it('reports invalid JSON with its line and column', async () => {
    const s = await start();
    const problems = await call(s, 'library.check', { type: 'queen-cards', text: '{\n  "cards": [,]\n}' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: '', severity: 'error' });
    expect(problems[0]?.message).toBe('is not valid JSON: a value is expected here (line 2, column 13)');
  });

  it('duplicates built-ins into the library, renames, deletes to the trash and restores', async () => {
    const s = await start();
    const copy = await call(s, 'library.duplicate', { id: 'builtin-queen-characters' });
    expect(copy.name).toBe('The Girl vs. the Evil Queen: characters (copy)');
    expect((await call(s, 'library.get', { id: copy.id })).text).toBe(
      (await call(s, 'library.get', { id: 'builtin-queen-characters' })).text,
    );
    const renamed = await call(s, 'library.rename', { id: copy.id, name: 'Spooky cast' });
    expect(renamed.name).toBe('Spooky cast');
    expect((await call(s, 'library.list', { query: 'spooky' })).map((i) => i.id)).toEqual([copy.id]);

    expect(await call(s, 'library.delete', { id: copy.id })).toEqual({ deleted: true });
    expect((await call(s, 'library.list', { query: 'spooky' })).length).toBe(0);
    expect(await readdir(join(dataDir, 'library', 'trash'))).toContain(`${copy.id}.json`);
    const trash = await call(s, 'library.trash', {});
    expect(trash.map((i) => [i.id, i.name])).toEqual([[copy.id, 'Spooky cast']]);
    expect(await fails(s, 'library.get', { id: copy.id })).toMatchObject({ code: 'not-found' });

    const restored = await call(s, 'library.restore', { id: copy.id });
    expect(restored.name).toBe('Spooky cast');
    expect(await call(s, 'library.trash', {})).toEqual([]);
    expect((await call(s, 'library.list', { query: 'spooky' })).map((i) => i.id)).toEqual([copy.id]);
  });

  it('refuses unsafe keys and names with control characters', async () => {
    const s = await start();
    const problems = await call(s, 'library.check', {
      type: 'queen-cards',
      text: '{"cards": [], "__proto__": {"x": 1}}',
    });
    expect(problems).toEqual([
      { path: '/__proto__', message: 'the field name "__proto__" is not allowed', severity: 'error' },
    ]);
    expect(await fails(s, 'library.create', { type: 'queen-cards', name: 'bad\u0007name' })).toMatchObject({
      code: 'bad-request',
    });
    expect(await fails(s, 'library.create', { type: 'queen-cards', name: '   ' })).toMatchObject({
      code: 'bad-request',
    });
  });

  it('keeps an item whose metadata is damaged or missing visible, rebuilt from the item, and says so', async () => {
    const s = await start();
    const item = await call(s, 'library.create', { type: 'queen-characters', name: 'Cast' });
    const metaFile = join(dataDir, 'library', `${item.id}.meta.json`);
    await writeFile(metaFile, '{ "broken": ');
    const listed = (await call(s, 'library.list', { type: 'queen-characters' })).find((i) => i.id === item.id);
    expect(listed?.name).toBe('Recovered Girl vs. Evil Queen characters');
    const [entry] = (await call(s, 'library.health', {})).entries;
    expect(entry).toMatchObject({
      kind: 'library-item',
      id: item.id,
      file: `library/${item.id}.meta.json`,
      outcome: 'rebuilt',
    });
    expect(entry?.reason).toMatch(/not valid JSON/);
    // The damaged metadata is kept, byte for byte.
    expect(await readFile(join(dataDir, entry!.copy!), 'utf8')).toBe('{ "broken": ');

    const { rm } = await import('node:fs/promises');
    await rm(metaFile);
    const again = (await call(s, 'library.list', { type: 'queen-characters' })).find((i) => i.id === item.id);
    expect(again?.type).toBe('queen-characters');
  });

  it('keeps what is still valid of damaged metadata: a wrong type field loses only the type', async () => {
    const s = await start();
    const item = await call(s, 'library.create', { type: 'queen-cards', name: 'My deck of cards' });
    const metaFile = join(dataDir, 'library', `${item.id}.meta.json`);
    const meta = JSON.parse(await readFile(metaFile, 'utf8'));
    await writeFile(metaFile, JSON.stringify({ ...meta, type: 'no-such-type' }));
    const listed = (await call(s, 'library.list', {})).find((i) => i.id === item.id);
    expect(listed).toMatchObject({ name: 'My deck of cards', type: 'queen-cards' });
  });

  it('gives the schema of a content type', async () => {
    const s = await start();
    const schema = await call(s, 'library.schema', { type: 'queen-cards' });
    expect(schema.$id).toBe('https://boardwright.app/schemas/queen/cards.json');
  });
});
