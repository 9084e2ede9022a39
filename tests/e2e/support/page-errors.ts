/** Errors a page reports while a test drives it. */
import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions from now on (a CSP violation, such as Monaco
 * needing eval or a blocked worker, shows up here too).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
