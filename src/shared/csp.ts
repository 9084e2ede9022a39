/**
 * The Content Security Policy both hosts send with the renderer. One constant so
 * the desktop app and the web host cannot drift apart. No 'unsafe-eval': ajv
 * validators are compiled standalone at build time for this reason. Nothing may
 * frame the app, no plugin runs, no form posts anywhere, and no <base> can
 * redirect the page's relative addresses.
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
];

/** The policy as a response header (the web host, the desktop app's `app://` protocol). */
export const RENDERER_CSP = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/**
 * The same policy in the page's <meta> tag (`src/renderer/index.html`), for wherever headers do not
 * reach. Browsers ignore `frame-ancestors` in a <meta> tag (and warn), so it is left out there; the
 * header carries it.
 */
export const RENDERER_META_CSP = DIRECTIVES.join('; ');
