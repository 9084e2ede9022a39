// @vitest-environment happy-dom
/**
 * The deck builder's store against a scripted fake of the API: legality at
 * every change with the reason per card, and where a save goes (a new item the
 * first time, the same item after, a copy for a built-in). The real services
 * are exercised by tests/e2e/deck-builder.spec.ts.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { PREMADE_DECK_DOCUMENTS } from '../../src/content/deck';
import type { ApiCalls, ApiRequest, ApiResult, BoardwrightApi, LibraryItemInfo } from '../../src/shared/api';

const stored = new Map<string, { info: LibraryItemInfo; text: string }>();
const calls: string[] = [];
let nextId = 1;

function info(id: string, name: string, readOnly = false): LibraryItemInfo {
  return {
    id,
    name,
    game: 'everzone',
    type: 'everzone-deck',
    builtIn: readOnly,
    readOnly,
    modifiedAt: '2026-01-01T00:00:00.000Z',
    size: 1,
  };
}

const api: BoardwrightApi = {
  async call<M extends keyof ApiCalls>(method: M, req: ApiRequest<M>): Promise<ApiResult<M>> {
    calls.push(method);
    const r = req as Record<string, string>;
    switch (method) {
      case 'library.create': {
        const item = info(`u-${nextId++}`, r.name!);
        stored.set(item.id, { info: item, text: '' });
        return item as ApiResult<M>;
      }
      case 'library.save':
        stored.get(r.id!)!.text = r.text!;
        return { info: stored.get(r.id!)!.info, problems: [] } as ApiResult<M>;
      case 'library.get':
        return stored.get(r.id!)! as ApiResult<M>;
      case 'library.rename':
        stored.get(r.id!)!.info = { ...stored.get(r.id!)!.info, name: r.name! };
        return stored.get(r.id!)!.info as ApiResult<M>;
      case 'library.list':
        return [...stored.values()].map((s) => s.info) as ApiResult<M>;
      default:
        throw new Error(`unexpected call ${method}`);
    }
  },
  onEvent: () => () => {},
};

vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { useDeckBuilderStore, deckJson } =
  await import('../../src/renderer/src/games/everzone/deck-builder/deck-builder-store');

beforeEach(() => {
  setActivePinia(createPinia());
  window.localStorage.clear();
  stored.clear();
  calls.length = 0;
});

describe('deck builder store', () => {
  it('checks the deck at every change and puts each reason beside its card', () => {
    const store = useDeckBuilderStore();
    store.fromPremade('adam-finn');
    expect(store.legal).toBe(true);
    for (let i = 0; i < 2; i++) store.add('marine');
    expect(store.legal).toBe(false);
    expect(store.problemsByCard.get('marine')?.map((p) => p.message)).toEqual(['4× Marine: the limit for Marine is 3']);
    store.remove('marine');
    expect(store.legal).toBe(true);
    store.setLeader('molly-dunbar');
    expect(store.deck.cards[0]).toBe('molly-dunbar');
    expect(store.legal).toBe(true);
    // A card of another race: the reason is beside that card.
    store.add('slurry');
    expect(store.problemsByCard.get('slurry')?.map((p) => p.message)).toEqual([
      'Slurry is a Slurr card: this is a Numan deck',
    ]);
  });

  it('locations are added and taken out; too many is a reason of the deck as a whole', () => {
    const store = useDeckBuilderStore();
    store.fromPremade('adam-finn');
    const before = store.deck.locations.length;
    while (store.deck.locations.length < 11) store.addLocation('earth');
    expect(store.errorsOnly.map((p) => p.message)).toEqual(['11 location cards: a deck brings at most 10']);
    store.removeLocation(0);
    expect(store.legal).toBe(true);
    expect(store.deck.locations).toHaveLength(10);
    expect(before).toBeLessThan(10);
  });

  it('saves a new deck as a new item, then into the same item; an illegal one with why it cannot be played', async () => {
    const store = useDeckBuilderStore();
    store.fromPremade('adam-finn');
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    const id = store.item!.id;
    expect(stored.get(id)!.text).toBe(deckJson(store.deck));
    expect(store.dirty).toBe(false);
    expect(store.notice).toBe('Saved “Adam Finn (copy)”.');

    store.remove('marine');
    store.remove('marine');
    expect(await store.save()).toBe(true);
    expect(store.item!.id).toBe(id);
    expect(stored.size).toBe(1);
    expect(store.notice).toBe('Saved “Adam Finn (copy)”. It cannot be played until its problem is fixed.');
  });

  it('a built-in deck opens as a copy: saving makes an item of your own', async () => {
    const builtIn = info('builtin-everzone-deck', 'EverZone: Adam Finn (pre-made deck)', true);
    stored.set(builtIn.id, { info: builtIn, text: JSON.stringify(PREMADE_DECK_DOCUMENTS[0]!.document) });
    const store = useDeckBuilderStore();
    expect(await store.openItem(builtIn.id)).toBe(true);
    expect(store.writable).toBe(false);
    await store.save();
    expect(store.item!.id).not.toBe(builtIn.id);
    expect(store.writable).toBe(true);
  });

  it('rename renames the item and the document; "save as copy" leaves the item for a new one', async () => {
    const store = useDeckBuilderStore();
    store.fromPremade('adam-finn');
    await store.save();
    const id = store.item!.id;
    expect(store.notice).toBe('Saved “Adam Finn (copy)”.');
    await store.rename('  Finn rush ');
    expect(stored.get(id)!.info.name).toBe('Finn rush');
    expect(store.deck.name).toBe('Finn rush');
    // "Saved “Adam Finn (copy)”" is no longer true of the renamed deck.
    expect(store.notice).toBe('');
    store.detach('Finn rush (copy)');
    await store.save();
    expect(store.item!.id).not.toBe(id);
    expect(stored.size).toBe(2);
  });

  it('every change can be undone and redone; typing a name is one step; opening another deck starts afresh', () => {
    const store = useDeckBuilderStore();
    store.fromPremade('adam-finn');
    const start = deckJson(store.deck);
    expect(store.canUndo).toBe(false);
    store.add('marine');
    store.setLeader('molly-dunbar');
    for (const name of ['F', 'Fi', 'Fin', 'Finn']) store.setName(name);
    store.addLocation('earth');
    expect(store.deck.name).toBe('Finn');

    store.undo(); // the location
    expect(store.deck.locations).toEqual(PREMADE_DECK_DOCUMENTS[0]!.document.locations);
    store.undo(); // the whole name, typed in four keystrokes
    expect(store.deck.name).toBe('Adam Finn (copy)');
    store.undo(); // the leader
    expect(store.deck.cards[0]).not.toBe('molly-dunbar');
    store.undo(); // the marine
    expect(deckJson(store.deck)).toBe(start);
    expect(store.canUndo).toBe(false);
    store.undo(); // nothing left: no change
    expect(deckJson(store.deck)).toBe(start);

    store.redo();
    store.redo();
    expect(store.deck.cards[0]).toBe('molly-dunbar');
    expect(store.canRedo).toBe(true);
    // A new edit after undo drops what could have been redone.
    store.remove('marine');
    expect(store.canRedo).toBe(false);

    store.newDeck('slurr');
    expect(store.canUndo).toBe(false);
  });

  it('undo brings back the race of the deck with its card filter', () => {
    const store = useDeckBuilderStore();
    store.fromPremade('adam-finn');
    store.setRace('slurr');
    expect(store.filters.race).toBe('slurr');
    store.undo();
    expect(store.deck.race).toBe('numan');
    expect(store.filters.race).toBe('numan');
  });

  describe('crash drafts', () => {
    /** A restart: the stores are made anew; localStorage (this device) keeps what was written. */
    const restart = () => setActivePinia(createPinia());

    it('an unsaved new deck comes back after a restart, and says it is not saved', async () => {
      const store = useDeckBuilderStore();
      store.fromPremade('adam-finn');
      store.add('marine');
      await nextTick();
      const built = deckJson(store.deck);
      restart();
      const again = useDeckBuilderStore();
      expect(await again.recoverDraft()).toBe(true);
      expect(deckJson(again.deck)).toBe(built);
      expect(again.item).toBeNull();
      expect(again.notice).toMatch(/^Recovered the deck you were building on .+; it is not saved yet\.$/);
    });

    it('unsaved changes to a saved deck come back over it; Undo shows the deck as saved', async () => {
      const store = useDeckBuilderStore();
      store.fromPremade('adam-finn');
      await store.save();
      const saved = deckJson(store.deck);
      store.remove('marine');
      await nextTick();
      const changed = deckJson(store.deck);
      restart();
      const again = useDeckBuilderStore();
      expect(await again.recoverDraft()).toBe(true);
      expect(again.item?.name).toBe('Adam Finn (copy)');
      expect(deckJson(again.deck)).toBe(changed);
      expect(again.dirty).toBe(true);
      again.undo();
      expect(deckJson(again.deck)).toBe(saved);
      expect(again.dirty).toBe(false);
    });

    it('nothing comes back once saved, after "Discard changes", or into a builder already in use', async () => {
      const store = useDeckBuilderStore();
      store.fromPremade('adam-finn');
      await store.save();
      await nextTick();
      restart();
      expect(await useDeckBuilderStore().recoverDraft()).toBe(false);

      const second = useDeckBuilderStore();
      second.fromPremade('adam-finn');
      await nextTick();
      second.discardChanges();
      await nextTick();
      restart();
      expect(await useDeckBuilderStore().recoverDraft()).toBe(false);

      const third = useDeckBuilderStore();
      third.fromPremade('adam-finn');
      await nextTick();
      expect(await third.recoverDraft()).toBe(false);
    });
  });
});
