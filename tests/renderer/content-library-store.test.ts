// @vitest-environment happy-dom
/**
 * The Library screen's store against a scripted fake of the API: what it asks
 * the services, what it remembers, and what it does when they refuse. The real
 * services are exercised by tests/e2e/library.spec.ts.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCalls, ApiMethod, ApiRequest, ApiResult, BoardwrightApi, LibraryItemInfo } from '../../src/shared/api';
import { ApiError } from '../../src/shared/api';

function item(id: string, name: string, extra: Partial<LibraryItemInfo> = {}): LibraryItemInfo {
  return {
    id,
    name,
    game: 'queen',
    type: 'queen-cards',
    builtIn: false,
    readOnly: false,
    modifiedAt: '2025-03-01T10:00:00.000Z',
    size: 10,
    ...extra,
  };
}

type Handler = { [M in ApiMethod]?: (req: ApiRequest<M>) => Promise<ApiResult<M>> | ApiResult<M> };

const fake = {
  calls: [] as { method: ApiMethod; req: unknown }[],
  handlers: {} as Handler,
};

const api: BoardwrightApi = {
  async call<M extends keyof ApiCalls>(method: M, req: ApiRequest<M>): Promise<ApiResult<M>> {
    fake.calls.push({ method, req });
    const handler = fake.handlers[method] as ((req: ApiRequest<M>) => ApiResult<M>) | undefined;
    if (!handler) throw new Error(`unexpected call ${method}`);
    return handler(req);
  },
  onEvent: () => () => {},
};

vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { useContentLibraryStore } = await import('../../src/renderer/src/stores/content-library');
const { useErrorStore } = await import('../../src/renderer/src/stores/errors');

const MINE = item('u-1', 'Mine');
const BUILT_IN = item('builtin-queen-cards', 'Built-in cards', { builtIn: true, readOnly: true });

function callsOf(method: ApiMethod): unknown[] {
  return fake.calls.filter((c) => c.method === method).map((c) => c.req);
}

beforeEach(() => {
  setActivePinia(createPinia());
  window.localStorage.clear();
  fake.calls = [];
  fake.handlers = {
    'library.list': () => [BUILT_IN, MINE],
    'library.trash': () => [],
    'library.health': () => ({ entries: [] }),
    'library.get': ({ id }) => ({ info: id === MINE.id ? MINE : BUILT_IN, text: '{"cards":[]}' }),
    'library.schema': ({ type }) => ({ $id: `https://example.test/${type}` }),
  };
});

describe('content library store', () => {
  it('keeps what library.health lists, so damaged files are shown', async () => {
    const entry = {
      kind: 'library-item' as const,
      id: 'u-9',
      file: 'library/u-9.meta.json',
      reason: 'not valid JSON',
      outcome: 'rebuilt' as const,
      copy: 'library/damaged/x-u-9.meta.json',
      at: '2024-01-01T00:00:00.000Z',
    };
    fake.handlers['library.health'] = () => ({ entries: [entry] });
    const store = useContentLibraryStore();
    await store.refresh();
    expect(store.health).toEqual([entry]);
  });

  it('lists with the filters the user set, trimmed, and leaves out empty ones', async () => {
    const store = useContentLibraryStore();
    store.filters = { game: 'queen', type: '', query: '  dem ' };
    await store.refresh();
    expect(callsOf('library.list')).toEqual([{ game: 'queen', query: 'dem' }]);
    expect(store.items.map((i) => i.id)).toEqual([BUILT_IN.id, MINE.id]);
  });

  it('keeps only listed items selected after a refresh', async () => {
    const store = useContentLibraryStore();
    await store.refresh();
    store.toggleSelected(MINE.id, true);
    store.toggleSelected(BUILT_IN.id, true);
    fake.handlers['library.list'] = () => [MINE];
    await store.refresh();
    expect(store.selected).toEqual([MINE.id]);
  });

  it('opens an item with its schema (asked once per type) and remembers it as recent', async () => {
    const store = useContentLibraryStore();
    await store.refresh();
    expect(await store.openItem(MINE.id)).toBe(true);
    expect(await store.openItem(BUILT_IN.id)).toBe(true);
    expect(callsOf('library.schema')).toEqual([{ type: 'queen-cards' }]);
    expect(store.open?.schema).toEqual({ $id: 'https://example.test/queen-cards' });
    expect(store.recent.map((r) => r.id)).toEqual([BUILT_IN.id, MINE.id]);
    expect(store.dirty).toBe(false);
  });

  it('forgets a recent item that can no longer be opened, and says why in the banner', async () => {
    const store = useContentLibraryStore();
    await store.refresh();
    await store.openItem(MINE.id);
    store.closeItem();
    fake.handlers['library.get'] = () => {
      throw new ApiError({ code: 'not-found', message: 'There is no library item "u-1".' });
    };
    expect(await store.openItem(MINE.id)).toBe(false);
    expect(store.recent).toEqual([]);
    expect(useErrorStore().errors.map((e) => e.message)).toEqual([
      'Could not open “Mine”: There is no library item "u-1".',
    ]);
  });

  it('marks as saved exactly the text that was sent, even when typing went on meanwhile', async () => {
    const store = useContentLibraryStore();
    await store.openItem(MINE.id);
    let finishSave!: () => void;
    fake.handlers['library.save'] = ({ text }) =>
      new Promise((resolve) => {
        finishSave = () => resolve({ info: { ...MINE, size: text.length }, problems: [] });
      });
    store.open!.text = '{"cards":[1]}';
    expect(store.dirty).toBe(true);
    const saving = store.saveOpen('{"cards":[1]}');
    await vi.waitFor(() => expect(finishSave).toBeTypeOf('function'));
    store.open!.text = '{"cards":[1,2]}';
    finishSave();
    expect(await saving).toBe(true);
    expect(store.open?.savedText).toBe('{"cards":[1]}');
    expect(store.open?.info.size).toBe(13);
    expect(store.dirty).toBe(true);
  });

  it('keeps the text unsaved when the services refuse it', async () => {
    const store = useContentLibraryStore();
    await store.openItem(MINE.id);
    fake.handlers['library.save'] = () => {
      throw new ApiError({
        code: 'bad-request',
        message: 'The file has 1 error.',
        details: ['cards/0/copies: too many'],
      });
    };
    store.open!.text = '{"cards":[0]}';
    expect(await store.saveOpen('{"cards":[0]}')).toBe(false);
    expect(store.dirty).toBe(true);
    expect(useErrorStore().errors[0]).toMatchObject({
      message: 'Could not save “Mine”: The file has 1 error.',
      details: ['cards/0/copies: too many'],
    });
  });

  it('moves items to the trash one by one, stops at the first refusal, and forgets what went', async () => {
    const store = useContentLibraryStore();
    const other = item('u-2', 'Other');
    const third = item('u-3', 'Third');
    fake.handlers['library.list'] = () => [MINE, other, third];
    await store.refresh();
    await store.openItem(MINE.id);
    store.toggleSelected(MINE.id, true);
    store.toggleSelected(other.id, true);
    fake.handlers['library.delete'] = ({ id }) => {
      if (id === other.id) throw new ApiError({ code: 'not-found', message: 'gone' });
      return { deleted: true };
    };
    await store.moveToTrash([MINE, other, third]);
    expect(callsOf('library.delete')).toEqual([{ id: MINE.id }, { id: other.id }]);
    expect(store.open).toBeNull();
    expect(store.recent).toEqual([]);
    expect(store.selected).toEqual([other.id]);
    expect(useErrorStore().errors.map((e) => e.message)).toEqual(['Could not delete “Other”: gone']);
  });

  it('previews a picked pack without installing it, then installs what was previewed', async () => {
    const store = useContentLibraryStore();
    const preview = {
      manifest: { formatVersion: 1, id: 'p', name: 'Pack', version: '1.0.0', game: 'queen', files: [] },
      items: [
        {
          path: 'cards.json',
          type: 'queen-cards' as const,
          name: 'Mine',
          action: 'add' as const,
          outcome: 'new' as const,
          note: 'Added to your library as a new item.',
        },
      ],
    };
    fake.handlers['packs.preview'] = () => preview;
    fake.handlers['packs.install'] = () => [MINE];
    const file = new File([new Uint8Array([80, 75, 5, 6])], 'set.bwpack');
    expect(await store.previewPack(file)).toBe(true);
    expect(callsOf('packs.install')).toEqual([]);
    expect(store.pendingImport).toMatchObject({ fileName: 'set.bwpack', base64: 'UEsFBg==', preview });
    expect(await store.installPack()).toEqual([MINE]);
    expect(callsOf('packs.install')).toEqual([{ base64: 'UEsFBg==' }]);
    expect(store.pendingImport).toBeNull();
    // The explicit choice to replace edited items and other authors' goes with the install.
    expect(await store.previewPack(file)).toBe(true);
    await store.installPack('replace');
    expect(callsOf('packs.install')).toEqual([{ base64: 'UEsFBg==' }, { base64: 'UEsFBg==', onConflict: 'replace' }]);
  });

  it('reports a refused pack in the banner with the file name and installs nothing', async () => {
    const store = useContentLibraryStore();
    fake.handlers['packs.preview'] = () => {
      throw new ApiError({ code: 'invalid-pack', message: 'The file is not a zip archive.' });
    };
    expect(await store.previewPack(new File(['hello'], 'notes.bwpack'))).toBe(false);
    expect(store.pendingImport).toBeNull();
    expect(useErrorStore().errors.map((e) => e.message)).toEqual([
      'Could not open the pack “notes.bwpack”: The file is not a zip archive.',
    ]);
  });

  it('offers an exported pack as a download of its bytes', async () => {
    const store = useContentLibraryStore();
    fake.handlers['packs.export'] = () => ({ fileName: 'pack-1.0.0.bwpack', base64: 'UEsFBg==' });
    const clicked: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:pack';
    });
    try {
      expect(await store.exportPack([MINE.id], { name: 'Pack', version: '1.0.0' })).toBe(true);
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
    }
    expect(callsOf('packs.export')).toEqual([{ ids: [MINE.id], manifest: { name: 'Pack', version: '1.0.0' } }]);
    expect(clicked).toEqual([{ download: 'pack-1.0.0.bwpack', href: 'blob:pack' }]);
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 5, 6]));
  });
});
