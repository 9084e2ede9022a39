// `?modulePath` imports (the AI worker entry) are typed by electron-vite.
/// <reference types="electron-vite/node" />
