/**
 * The look: the home screen in the light and the dark theme (the system's setting, then the
 * header switch, which a reload keeps), with no serious accessibility problem in either (contrast
 * included), matching its committed screenshots; and a Manor table in the dark theme passing axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import { setUpManor, table } from './support/manor-ui';
import { openHome, start } from './support/queen-ui';

let host: RunningHost | null = null;
let dataDir = '';

test.use({ viewport: { width: 1280, height: 720 } });

test.beforeEach(async ({ page }) => {
  dataDir = await freshDataDir();
  host = await startHost(dataDir);
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await removeDataDir(dataDir);
});

async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Once every cover has loaded, so a screenshot never catches one half drawn. */
async function coversLoaded(page: Page): Promise<void> {
  const covers = page.locator('img.cover');
  await expect(covers).toHaveCount(5);
  for (const cover of await covers.all()) await expect(cover).toHaveJSProperty('complete', true);
}

test('the home screen in both themes: system setting, switch kept over a reload, axe, screenshots', async ({
  page,
}) => {
  await openHome(page, host!.url);
  await coversLoaded(page);
  await expectTheme(page, 'light');
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveScreenshot('home-light.png', { maxDiffPixelRatio: 0.02 });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectTheme(page, 'dark');
  await expectNoSeriousAxeViolations(page);
  await expect(page).toHaveScreenshot('home-dark.png', { maxDiffPixelRatio: 0.02 });

  // The switch overrides the system, and a reload keeps it.
  await page.getByLabel('Theme').selectOption('light');
  await expectTheme(page, 'light');
  await page.reload();
  await openHome(page, host!.url);
  await expectTheme(page, 'light');
  await expect(page.getByLabel('Theme')).toHaveValue('light');
  await page.getByLabel('Theme').selectOption('system');
  await expectTheme(page, 'dark');
});

test('a Manor table in the dark theme passes axe', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHome(page, host!.url);
  await setUpManor(page, { players: 2, humans: [0], seed: 7 });
  await start(page);
  await expect(table(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-surface', 'table');
  await expectTheme(page, 'dark');
  await expectNoSeriousAxeViolations(page);
});
