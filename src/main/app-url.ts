/**
 * Which URLs are our app: any page of `app://boardwright/` (the built renderer,
 * served by app-protocol.ts), or the dev server's origin under `electron-vite
 * dev`. Used to trust IPC senders and to refuse navigation anywhere else. No
 * electron import, so it is testable.
 */
import { APP_HOST, APP_SCHEME } from './app-protocol';

export function appUrlChecker(devServerUrl: string | undefined): (url: string) => boolean {
  const devOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (devOrigin !== null) return url.origin === devOrigin;
    // Not `url.origin`: for a scheme Node's URL does not know, that is "null" for every host.
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && url.username === '' && url.password === '';
  };
}
