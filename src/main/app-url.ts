/**
 * Which URLs are our app: the built renderer's index.html over file://, or the
 * dev server's origin under `electron-vite dev`. Used to trust IPC senders and
 * to refuse navigation anywhere else. No electron import, so it is testable.
 */
import { pathToFileURL } from 'node:url';

export function appUrlChecker(indexFile: string, devServerUrl: string | undefined): (url: string) => boolean {
  const devOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  const indexHref = pathToFileURL(indexFile).href;
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (devOrigin !== null) return url.origin === devOrigin;
    url.hash = '';
    url.search = '';
    return url.href === indexHref;
  };
}
