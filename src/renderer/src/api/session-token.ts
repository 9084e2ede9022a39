/**
 * The web host's session token, as the page receives it: in the address
 * (`?token=…`) on first load. It is kept in sessionStorage so a reload still
 * works, and removed from the address bar so it is not bookmarked, shared in a
 * screenshot or sent on as a referrer.
 */
export const TOKEN_STORAGE_KEY = 'boardwright.session-token';

export interface TokenSources {
  location: { search: string; pathname: string; hash: string };
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
}

export function takeSessionToken({ location, storage, history }: TokenSources): string | null {
  const params = new URLSearchParams(location.search);
  const fromAddress = params.get('token');
  if (fromAddress) {
    storage.setItem(TOKEN_STORAGE_KEY, fromAddress);
    params.delete('token');
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    return fromAddress;
  }
  return storage.getItem(TOKEN_STORAGE_KEY);
}
