/**
 * A scripted fake of the services for the Evy editor's renderer tests: a library
 * of adventure items kept as text, `library.save` refusing what has errors (as
 * the real one does), and the match calls a playtest makes.
 */
import { adventureFromJson, adventureToJson, type Adventure } from '../../src/content/evy-edit';
import type { ApiMethod, BoardwrightApi, LibraryItemInfo, MatchSummary } from '../../src/shared/api';
import { ApiError } from '../../src/shared/api';

export interface FakeLibrary {
  api: BoardwrightApi;
  calls: { method: ApiMethod; req: unknown }[];
  items: Map<string, { info: LibraryItemInfo; text: string }>;
  add(id: string, doc: Adventure, extra?: Partial<LibraryItemInfo>): LibraryItemInfo;
}

export function fakeLibrary(): FakeLibrary {
  const calls: { method: ApiMethod; req: unknown }[] = [];
  const items = new Map<string, { info: LibraryItemInfo; text: string }>();
  let next = 1;

  function add(id: string, doc: Adventure, extra: Partial<LibraryItemInfo> = {}): LibraryItemInfo {
    const info: LibraryItemInfo = {
      id,
      name: doc.title,
      game: 'evy',
      type: 'evy-adventure',
      builtIn: false,
      readOnly: false,
      modifiedAt: '2026-01-01T10:00:00.000Z',
      size: 1,
      ...extra,
    };
    items.set(id, { info, text: adventureToJson(doc) });
    return info;
  }

  const summary = (id: string): MatchSummary =>
    ({
      id,
      game: 'evy',
      gameName: 'Evy',
      seats: [{ kind: 'human' }],
      seatLabels: ['Evy'],
      seatTeams: [0],
      version: 0,
      toAct: [0],
      over: false,
      seed: 1,
    }) as unknown as MatchSummary;

  const api: BoardwrightApi = {
    async call(method, req) {
      calls.push({ method, req });
      const r = req as Record<string, unknown>;
      switch (method) {
        case 'library.get': {
          const item = items.get(r.id as string);
          if (!item) throw new ApiError({ code: 'not-found', message: `No item ${String(r.id)}` });
          return item as never;
        }
        case 'library.save': {
          const item = items.get(r.id as string);
          if (!item) throw new ApiError({ code: 'not-found', message: 'gone' });
          const parsed = adventureFromJson(r.text as string);
          if (!parsed.doc || parsed.problems.some((p) => p.severity === 'error')) {
            throw new ApiError({ code: 'bad-request', message: `"${item.info.name}" was not saved: it has errors.` });
          }
          item.text = r.text as string;
          item.info = { ...item.info, modifiedAt: '2026-01-01T12:00:00.000Z' };
          return { info: item.info, problems: [] } as never;
        }
        case 'library.create': {
          const id = `u-new-${next++}`;
          const info = add(id, { ...templateAdventure(), title: r.name as string });
          return { ...info, name: r.name as string } as never;
        }
        case 'match.create':
          return summary('m-1') as never;
        case 'match.view':
          throw new ApiError({ code: 'not-found', message: 'no views in this fake' });
        case 'match.close':
          return { closed: true } as never;
        default:
          throw new Error(`unexpected call ${method}`);
      }
    },
    onEvent: () => () => {},
  };
  return { api, calls, items, add };
}

/** A small valid adventure: a row of floor with a card and an exit. */
export function templateAdventure(): Adventure {
  return {
    id: 'test-adventure',
    title: 'Test adventure',
    order: 1,
    intro: 'A test.',
    cardCount: 1,
    monsterName: 'monsters',
    maps: [
      {
        name: 'Hall',
        tiles: [
          { q: 0, r: 0, kind: 'floor' },
          { q: 1, r: 0, kind: 'card', card: 1 },
          { q: 2, r: 0, kind: 'floor' },
          { q: 3, r: 0, kind: 'pit' },
          { q: 2, r: 1, kind: 'exit' },
        ],
        start: { q: 0, r: 0 },
      },
    ],
    objective: [{ type: 'reach', tile: 'exit' }],
    rules: {},
  };
}
