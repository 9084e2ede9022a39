/**
 * The batch simulation panel through the real UI and web host: start a batch,
 * watch the progress bar move, cancel it (finished games stay counted), run it
 * again, and read the win-rate chart with its interval whiskers.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';
import { openHome, shot } from './support/queen-ui';

const host = hostPerTest();

const GAMES = 160;

async function done(page: Page): Promise<number> {
  return Number(await page.getByTestId('sim-progress').getAttribute('data-done'));
}

test('start a batch, watch it, cancel, run it again and read the chart', async ({ page }) => {
  await openHome(page, host().url);
  await page.getByTestId('open-sim').click();
  await expect(page.getByRole('heading', { name: 'Batch simulation' })).toBeVisible();

  const form = page.getByTestId('sim-form');
  await form.locator('#sim-bot-0').selectOption('greedy');
  await form.locator('#sim-bot-1').selectOption('random');
  await expect(form.locator('.bot').first()).toContainText('answers at once');
  await page.getByTestId('sim-games').fill(String(GAMES));
  await page.getByTestId('sim-seed').fill('2024');
  await page.getByTestId('sim-start').click();

  // The bar moves: some games finished, more later, not all yet.
  const bar = page.getByTestId('sim-progress');
  await expect(bar).toHaveAttribute('aria-valuemax', String(GAMES));
  await expect.poll(() => done(page)).toBeGreaterThan(0);
  const first = await done(page);
  await expect.poll(() => done(page)).toBeGreaterThan(first);
  await expect(page.getByTestId('sim-chart').first()).toBeVisible();

  await page.getByTestId('sim-cancel').click();
  const panel = page.locator('[data-state]').filter({ has: bar });
  await expect(panel).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByRole('heading', { name: /Cancelled/ })).toBeVisible();
  const kept = await done(page);
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(GAMES);
  // Nothing keeps running after a cancel.
  await page.waitForTimeout(500);
  expect(await done(page)).toBe(kept);
  await expect(page.getByTestId('sim-counts')).toContainText(`${kept} of ${GAMES} games`);
  await shot(page, 'sim-cancelled');

  await page.getByTestId('sim-restart').click();
  await expect(panel).toHaveAttribute('data-state', 'running');
  await expect(panel).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  expect(await done(page)).toBe(GAMES);
  await expect(bar).toHaveAttribute('aria-valuenow', String(GAMES));

  const chart = page.getByTestId('sim-chart').first();
  const rows = chart.getByTestId('sim-chart-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('The Girl (greedy)');
  await expect(rows.nth(1)).toContainText('The Evil Queen (random)');
  await expect(chart.getByTestId('sim-whisker')).toHaveCount(2);
  // Every number is in words too: rate, wins out of games, and the interval.
  await expect(rows.nth(0)).toContainText(
    new RegExp(`\\d+(\\.\\d)?% \\(\\d+/${GAMES}\\) · \\d+(\\.\\d)?%–\\d+(\\.\\d)?%`),
  );
  await expect(chart).toHaveAttribute('aria-label', /The Girl \(greedy\): \d+(\.\d)?% \(\d+ of 160\), 95% interval/);
  const rates = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-rate'))));
  expect(rates[0]! + rates[1]!).toBeCloseTo(1, 6); // no draws in the Queen
  await shot(page, 'sim-done');
});
