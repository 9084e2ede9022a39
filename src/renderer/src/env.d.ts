import type { ApiBridge } from '../../shared/api';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser served by the web host. */
    api?: ApiBridge;
  }
}

export {};
