/**
 * The app's addresses: each screen, and each match, has its own hash route
 * (`#/match/<id>`), so a reload, a bookmark or the browser's Back button lands
 * where the person was. One plain list; a screen that needs an address adds a
 * line. A pattern's `:name` parts are parameters, one path segment each. An
 * address may end in a query (`?step=12`) for what is not a place of its own:
 * the position within the screen.
 */
export const ROUTES = [
  { name: 'home', pattern: '/' },
  { name: 'library', pattern: '/library' },
  { name: 'sim', pattern: '/sim' },
  // The replay viewer, empty (ready for a file), then showing a game named by where it came from
  // (`logic/replay-address.ts`); a file the page cannot read again is named by the services' replay.
  { name: 'replay', pattern: '/replay' },
  { name: 'replay-match', pattern: '/replay/match/:match' },
  { name: 'replay-save', pattern: '/replay/save/:save' },
  { name: 'replay-batch', pattern: '/replay/batch/:batch/:index' },
  { name: 'replay-open', pattern: '/replay/open/:replay' },
  { name: 'setup', pattern: '/new/:game' },
  { name: 'match', pattern: '/match/:match' },
  // A game's tool (`evy:editor` is `/evy/editor`), and the library item it has open (`/evy/editor/item/<id>`).
  { name: 'tool', pattern: '/:game/:tool' },
  { name: 'tool-item', pattern: '/:game/:tool/item/:item' },
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];

export interface Route {
  name: RouteName;
  params: Readonly<Record<string, string>>;
  /** The position within the screen (`?step=12`); absent when the address has no query. */
  query?: Readonly<Record<string, string>>;
}

export const HOME_ROUTE: Route = { name: 'home', params: {} };

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The query of an address, or undefined when it has none (parameters escape `?`, so the first one starts it). */
function queryOf(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (key !== '') query[key] = value;
  return Object.keys(query).length > 0 ? query : undefined;
}

/** The route of a location hash (`#/match/m-1`); null when it names no screen. An empty hash is home. */
export function parseHash(hash: string, routes: readonly { name: string; pattern: string }[] = ROUTES): Route | null {
  const address = hash.replace(/^#/, '');
  const mark = address.indexOf('?');
  const path = mark < 0 ? address : address.slice(0, mark);
  const query = queryOf(mark < 0 ? undefined : address.slice(mark + 1));
  if (path === '' || path === '/') return HOME_ROUTE;
  const parts = segments(path);
  for (const route of routes) {
    const wanted = segments(route.pattern);
    if (wanted.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = wanted.every((want, i) => {
      const part = decode(parts[i] as string);
      if (part === null || part === '') return false;
      if (want.startsWith(':')) {
        params[want.slice(1)] = part;
        return true;
      }
      return part === want;
    });
    if (fits) return { name: route.name as RouteName, params, ...(query ? { query } : {}) };
  }
  return null;
}

/** The hash of a route (`#/match/m-1`); parameters are escaped, so any text round-trips through `parseHash`. */
export function hashOf(route: Route, routes: readonly { name: string; pattern: string }[] = ROUTES): string {
  const def = routes.find((r) => r.name === route.name);
  if (!def) throw new Error(`No route is called "${route.name}".`);
  const path = segments(def.pattern).map((part) => {
    if (!part.startsWith(':')) return part;
    const value = route.params[part.slice(1)];
    if (!value) throw new Error(`The route "${route.name}" needs its "${part.slice(1)}".`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(Object.entries(route.query ?? {})).toString();
  return `#/${path.join('/')}${query ? `?${query}` : ''}`;
}
