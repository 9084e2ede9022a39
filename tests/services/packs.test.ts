/** Packs through the API: export, preview, install, replace, round trip, format migration, refusals. */
import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import type { Services } from '../../src/services/index';
import { cardsText, manifestFor, pack } from '../content/hostile-corpus';
import { buildZip, utf8 } from '../content/zip-builder';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

async function start(): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Two items with texts of our own formatting, so byte identity means something. */
async function makeItems(s: Services): Promise<{ id: string; text: string }[]> {
  const cards = await call(s, 'library.duplicate', { id: 'builtin-queen-cards', name: 'Spooky cards' });
  const cardsData = JSON.parse((await call(s, 'library.get', { id: cards.id })).text);
  cardsData.cards[2].name = 'Moon Dagger ✨';
  const cardsText = JSON.stringify(cardsData, null, '\t') + '\n\n';
  await call(s, 'library.save', { id: cards.id, text: cardsText });
  const cast = await call(s, 'library.create', { type: 'queen-characters', name: 'Spooky cast' });
  const castText = (await call(s, 'library.get', { id: cast.id })).text.replace(/\n/g, '\r\n');
  await call(s, 'library.save', { id: cast.id, text: castText });
  return [
    { id: cards.id, text: cardsText },
    { id: cast.id, text: castText },
  ];
}

describe('packs', () => {
  it('round trip: export then import gives byte-identical content and the same content hash', async () => {
    const a = await start();
    const items = await makeItems(a);
    const pack = await call(a, 'packs.export', {
      ids: items.map((i) => i.id),
      manifest: { name: 'Spooky Set', version: '1.2.0', author: 'Ada', license: 'CC-BY-4.0' },
    });
    expect(pack.fileName).toBe('spooky-set-1.2.0.bwpack');

    const b = await start();
    const preview = await call(b, 'packs.preview', { base64: pack.base64 });
    expect(preview.manifest).toMatchObject({
      id: 'spooky-set',
      name: 'Spooky Set',
      version: '1.2.0',
      game: 'queen',
      formatVersion: 1,
    });
    const added = { action: 'add', outcome: 'new', note: 'Added to your library as a new item.' };
    expect(preview.items).toEqual([
      { path: 'queen-cards/spooky-cards.json', type: 'queen-cards', name: 'Spooky cards', ...added },
      { path: 'queen-characters/spooky-cast.json', type: 'queen-characters', name: 'Spooky cast', ...added },
    ]);
    const installed = await call(b, 'packs.install', { base64: pack.base64 });
    expect(installed.map((i) => i.name)).toEqual(['Spooky cards', 'Spooky cast']);
    for (const [i, item] of items.entries()) {
      const { text } = await call(b, 'library.get', { id: installed[i]!.id });
      expect(text).toBe(item.text);
      expect(sha256(text)).toBe(sha256(item.text));
      expect(stateHash(JSON.parse(text))).toBe(stateHash(JSON.parse(item.text)));
    }
    // The same content makes the same pack, byte for byte.
    const again = await call(b, 'packs.export', {
      ids: installed.map((i) => i.id),
      manifest: { name: 'Spooky Set', version: '1.2.0', author: 'Ada', license: 'CC-BY-4.0' },
    });
    expect(again.base64).toBe(pack.base64);
  });

  it('a newer version of the same pack replaces what it installed, and only that', async () => {
    // Ada makes the pack in her library; Ben installs it in his.
    const ada = await start();
    const ben = await start();
    const [cards] = await makeItems(ada);
    const v1 = await call(ada, 'packs.export', {
      ids: [cards!.id],
      manifest: { id: 'ada.spooky', name: 'Spooky', version: '1.0.0' },
    });
    const [installed] = await call(ben, 'packs.install', { base64: v1.base64 });
    const data = JSON.parse(cards!.text);
    data.cards[2].name = 'Sun Dagger';
    await call(ada, 'library.save', { id: cards!.id, text: JSON.stringify(data) });
    const v2 = await call(ada, 'packs.export', {
      ids: [cards!.id],
      manifest: { id: 'ada.spooky', name: 'Spooky', version: '2.0.0' },
    });
    const preview = await call(ben, 'packs.preview', { base64: v2.base64 });
    expect(preview.items).toEqual([
      {
        path: 'queen-cards/spooky-cards.json',
        type: 'queen-cards',
        name: 'Spooky cards',
        action: 'replace',
        replaces: installed!.id,
        outcome: 'update',
        existing: { id: installed!.id, name: 'Spooky cards' },
        note: 'Updates “Spooky cards” (version 1.0.0) to version 2.0.0; the version you have now goes to the trash.',
      },
    ]);
    const before = await call(ben, 'library.list', {});
    await call(ben, 'packs.install', { base64: v2.base64 });
    const after = await call(ben, 'library.list', {});
    expect(after.map((i) => i.id).sort()).toEqual(before.map((i) => i.id).sort());
    // The version it replaced stays reachable, in the trash.
    const [kept] = await call(ben, 'library.trash', {});
    expect(kept?.name).toBe('Spooky cards (before 2.0.0)');
    await call(ben, 'library.restore', { id: kept!.id });
    expect((await call(ben, 'library.get', { id: kept!.id })).text).toBe(cards!.text);
    expect(JSON.parse((await call(ben, 'library.get', { id: installed!.id })).text).cards[2].name).toBe('Sun Dagger');
  });

  it('a pack imported back into the library it was made from adds nothing: its items are recognised', async () => {
    const s = await start();
    const items = await makeItems(s);
    const pack = await call(s, 'packs.export', {
      ids: items.map((i) => i.id),
      manifest: { id: 'ada.spooky', name: 'Spooky', version: '1.0.0' },
    });
    const preview = await call(s, 'packs.preview', { base64: pack.base64 });
    expect(preview.items.map((i) => [i.outcome, i.action, i.existing?.id, i.note])).toEqual([
      ['same', 'none', items[0]!.id, 'Already in your library as “Spooky cards”: nothing is added.'],
      ['same', 'none', items[1]!.id, 'Already in your library as “Spooky cast”: nothing is added.'],
    ]);
    const before = await call(s, 'library.list', {});
    const installed = await call(s, 'packs.install', { base64: pack.base64 });
    expect(installed.map((i) => i.id)).toEqual(items.map((i) => i.id));
    expect((await call(s, 'library.list', {})).map((i) => i.id).sort()).toEqual(before.map((i) => i.id).sort());
  });

  it('migrates a format 0 pack: title becomes name, types come from "$schema"', async () => {
    const s = await start();
    const text = JSON.stringify(
      (await call(s, 'library.get', { id: 'builtin-queen-characters' })).text &&
        JSON.parse((await call(s, 'library.get', { id: 'builtin-queen-characters' })).text),
    );
    const bytes = new TextEncoder().encode(text);
    const manifest = {
      formatVersion: 0,
      id: 'old-pack',
      title: 'An old pack',
      version: '0.1.0',
      game: 'queen',
      files: [
        { path: 'cast/old_cast.json', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
      ],
    };
    const zip = zipSync({
      'manifest.json': new TextEncoder().encode(JSON.stringify(manifest)),
      'cast/old_cast.json': bytes,
    });
    const base64 = Buffer.from(zip).toString('base64');
    const preview = await call(s, 'packs.preview', { base64 });
    expect(preview.manifest).toEqual({
      formatVersion: 1,
      id: 'old-pack',
      name: 'An old pack',
      version: '0.1.0',
      game: 'queen',
      files: [
        {
          path: 'cast/old_cast.json',
          type: 'queen-characters',
          name: 'old cast',
          size: bytes.length,
          sha256: manifest.files[0]!.sha256,
        },
      ],
    });
    const [item] = await call(s, 'packs.install', { base64 });
    expect((await call(s, 'library.get', { id: item!.id })).text).toBe(text);
  });

  it('accepts empty folder entries, as zip tools write them', async () => {
    const s = await start();
    const cards = utf8(cardsText());
    const zip = buildZip([
      { name: 'manifest.json', data: utf8(JSON.stringify(manifestFor([{ name: 'cards/spooky.json', data: cards }]))) },
      { name: 'cards/', data: new Uint8Array(0), method: 0 },
      { name: 'cards/spooky.json', data: cards },
    ]);
    const installed = await call(s, 'packs.install', { base64: Buffer.from(zip).toString('base64') });
    expect(installed.map((i) => i.name)).toEqual(['Spooky cards']);
  });

  it('reads a ZIP64 pack, as some zip tools write even small ones', async () => {
    const s = await start();
    const installed = await call(s, 'packs.install', { base64: Buffer.from(pack({ zip64: true })).toString('base64') });
    expect(installed.map((i) => i.name)).toEqual(['Spooky cards']);
    expect((await call(s, 'library.get', { id: installed[0]!.id })).text).toBe(cardsText());
  });

  it("export refuses items of two games in the games' names", async () => {
    const s = await start();
    const problem = await fails(s, 'packs.export', {
      ids: ['builtin-queen-cards', 'builtin-evy-cards'],
      manifest: { name: 'Mixed', version: '1.0.0' },
    });
    expect(problem.message).toContain(
      'A pack holds content for one game; the items chosen are for The Girl vs. the Evil Queen and Evy against Everything and Everyone, Everywhere.',
    );
  });

  it('export refuses saves, unknown ids and bad details', async () => {
    const s = await start();
    expect(
      await fails(s, 'packs.export', { ids: ['u-nothing'], manifest: { name: 'x', version: '1.0.0' } }),
    ).toMatchObject({ code: 'not-found' });
    expect(
      await fails(s, 'packs.export', { ids: ['builtin-queen-cards'], manifest: { name: 'x', version: '01.0.0' } }),
    ).toMatchObject({
      code: 'bad-request',
      details: ['manifest/version: must be a version number major.minor.patch, e.g. "1.4.0" (no leading zeros)'],
    });
  });
});
