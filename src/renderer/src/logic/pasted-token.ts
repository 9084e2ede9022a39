/**
 * The session token in an address pasted by the person (the one `npm run web` printed, ending in
 * `?token=…`), so a tab opened on another address can be let in without losing that address.
 * Only the address's own query counts: a `?token=` after the `#` is part of a screen's address.
 */
export function tokenOfPastedAddress(text: string): string | null {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  const token = url.searchParams.get('token')?.trim();
  return token ? token : null;
}
