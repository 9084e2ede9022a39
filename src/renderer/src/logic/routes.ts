/**
 * The app's addresses: each screen, and each match, has its own hash route
 * (`#/match/<id>`), so a reload, a bookmark or the browser's Back button lands
 * where the person was. One plain list; a screen that needs an address adds a
 * line. A pattern's `:name` parts are parameters, one path segment each.
 */
export const ROUTES = [
  { name: 'home', pattern: '/' },
  { name: 'library', pattern: '/library' },
  { name: 'sim', pattern: '/sim' },
  // The replay viewer; what it shows lives in the page, so a reload opens it empty, ready for a file.
  { name: 'replay', pattern: '/replay' },
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

/** The route of a location hash (`#/match/m-1`); null when it names no screen. An empty hash is home. */
export function parseHash(hash: string, routes: readonly { name: string; pattern: string }[] = ROUTES): Route | null {
  const path = hash.replace(/^#/, '');
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
    if (fits) return { name: route.name as RouteName, params };
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
  return `#/${path.join('/')}`;
}
