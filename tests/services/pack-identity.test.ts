/**
 * A pack is known by its id and its author, an installed item by the pack it
 * came from and the hash of its text as installed. So another author's pack
 * reusing an id never replaces anything without an explicit choice, an item the
 * user edited is never overwritten silently (both are kept), and whatever is
 * replaced stays reachable in the trash. The preview says which of these
 * happens to each file.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

async function start(): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
}

/** A pack `ada.spooky` of one cards file whose third card is named `card`, as `author` made it. */
async function spookyPack(maker: Services, author: string | undefined, card: string, version: string) {
  const item = await call(maker, 'library.duplicate', { id: 'builtin-queen-cards', name: 'Spooky cards' });
  const data = JSON.parse((await call(maker, 'library.get', { id: item.id })).text);
  data.cards[2].name = card;
  await call(maker, 'library.save', { id: item.id, text: JSON.stringify(data, null, 2) });
  const manifest = { id: 'ada.spooky', name: 'Spooky', version, ...(author ? { author } : {}) };
  return (await call(maker, 'packs.export', { ids: [item.id], manifest })).base64;
}

const cardName = async (s: Services, id: string): Promise<string> =>
  JSON.parse((await call(s, 'library.get', { id })).text).cards[2].name;

describe('pack identity', () => {
  it('another author’s pack with the same id never replaces the installed item, nor a user’s edit of it', async () => {
    const maker = await start();
    const s = await start();
    const [mine] = await call(s, 'packs.install', { base64: await spookyPack(maker, 'Ada', 'Moon Dagger', '1.0.0') });
    // The user edits the item after installing it.
    const data = JSON.parse((await call(s, 'library.get', { id: mine!.id })).text);
    data.cards[2].name = 'My Own Dagger';
    await call(s, 'library.save', { id: mine!.id, text: JSON.stringify(data) });

    const impostor = await spookyPack(maker, 'Mallory', 'Stolen Dagger', '9.0.0');
    const preview = await call(s, 'packs.preview', { base64: impostor });
    expect(preview.items).toEqual([
      expect.objectContaining({
        outcome: 'conflict',
        action: 'add',
        existing: { id: mine!.id, name: 'Spooky cards' },
        note: expect.stringMatching(/came from another pack with the id “ada\.spooky”, by “Ada”/),
      }),
    ]);
    const [beside] = await call(s, 'packs.install', { base64: impostor });
    expect(beside!.id).not.toBe(mine!.id);
    expect(beside!.name).toBe('Spooky cards (Spooky 9.0.0)');
    expect(await cardName(s, mine!.id)).toBe('My Own Dagger');
    expect(await cardName(s, beside!.id)).toBe('Stolen Dagger');
    expect(await call(s, 'library.trash', {})).toEqual([]);
  });

  it('a newer version by the same author keeps both when the user edited the item', async () => {
    const maker = await start();
    const s = await start();
    const [installed] = await call(s, 'packs.install', { base64: await spookyPack(maker, 'Ada', 'Moon', '1.0.0') });
    const data = JSON.parse((await call(s, 'library.get', { id: installed!.id })).text);
    data.cards[2].name = 'Edited';
    await call(s, 'library.save', { id: installed!.id, text: JSON.stringify(data) });

    const v2 = await spookyPack(maker, 'Ada', 'Sun', '2.0.0');
    const [item] = (await call(s, 'packs.preview', { base64: v2 })).items;
    expect(item).toMatchObject({ outcome: 'keep-both', action: 'add', existing: { id: installed!.id } });
    const [added] = await call(s, 'packs.install', { base64: v2 });
    expect(added!.id).not.toBe(installed!.id);
    expect(await cardName(s, installed!.id)).toBe('Edited');
    expect(await cardName(s, added!.id)).toBe('Sun');

    // The clean copy is the one later versions update.
    const v3 = await spookyPack(maker, 'Ada', 'Star', '3.0.0');
    expect((await call(s, 'packs.preview', { base64: v3 })).items[0]).toMatchObject({
      outcome: 'update',
      replaces: added!.id,
    });
  });

  it('an explicit replace overwrites another author’s item, keeping the previous version in the trash', async () => {
    const maker = await start();
    const s = await start();
    const [mine] = await call(s, 'packs.install', { base64: await spookyPack(maker, 'Ada', 'Moon', '1.0.0') });
    const other = await spookyPack(maker, undefined, 'Other', '1.0.1');
    const [replaced] = await call(s, 'packs.install', { base64: other, onConflict: 'replace' });
    expect(replaced!.id).toBe(mine!.id);
    expect(await cardName(s, mine!.id)).toBe('Other');
    const [previous] = await call(s, 'library.trash', {});
    expect(previous?.name).toBe('Spooky cards (before 1.0.1)');
    await call(s, 'library.restore', { id: previous!.id });
    expect(await cardName(s, previous!.id)).toBe('Moon');
  });
});
