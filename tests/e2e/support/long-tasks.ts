/**
 * Watching the page's main thread with the Long Tasks API: every task over 50 ms the
 * browser reports is kept in the page, for a test to read back after the work it measures.
 */
import { expect, type Page } from '@playwright/test';

export interface LongTask {
  start: number;
  duration: number;
}

/** Where the page keeps what the observer saw (these tests type-check without the DOM library). */
type PageGlobal = typeof globalThis & { longTasks: LongTask[] };

/** Starts watching from the page's first script on; call before the page is opened. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = globalThis as PageGlobal;
    seen.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
      // 'longtask' is a browser entry type; this file is type-checked with Node's types, which lack it.
    }).observe({ type: 'longtask', buffered: true } as never);
  });
}

/** The page's clock now: what `longTasksSince` counts from. */
export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** The main-thread tasks over 50 ms that started at or after `since`. */
export async function longTasksSince(page: Page, since: number): Promise<LongTask[]> {
  return page.evaluate(
    (from) => (globalThis as PageGlobal).longTasks.filter((t) => t.start >= from && t.duration > 50),
    since,
  );
}

/** The control: the observer does see a task that blocks the main thread for 80 ms. */
export async function expectObserverSeesLongTask(page: Page): Promise<void> {
  const before = await pageNow(page);
  // A task of the page's own (a timer): script run from the test's side is not a task the page schedules.
  await page.evaluate(() => {
    setTimeout(() => {
      const started = performance.now();
      while (performance.now() - started < 80);
    }, 0);
  });
  await expect.poll(async () => (await longTasksSince(page, before)).length).toBeGreaterThan(0);
}
