/**
 * The screen address (`#/…`) the tab was opened on, read when the app's modules load, before the
 * address follows the screen on show: a tab that cannot reach the services (no session token)
 * falls back to home, and letting it in should still land on the address the person opened.
 */
export const ADDRESS_AT_LOAD: string = typeof window === 'undefined' ? '' : window.location.hash;
