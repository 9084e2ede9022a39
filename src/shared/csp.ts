/**
 * The Content Security Policy both hosts send with the renderer. One constant so
 * the desktop app and the web host cannot drift apart. No 'unsafe-eval': ajv
 * validators are compiled standalone at build time for this reason.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
].join('; ');
