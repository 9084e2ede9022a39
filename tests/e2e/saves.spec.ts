/** Saving, exporting, reloading, restarting the host and continuing, through the UI. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import { handRegionCards, nextSituation, openHome, setUpQueen, start, takePolicyMove } from './support/queen-ui';

let hosts: RunningHost[] = [];
let dataDir = '';

test.beforeEach(async () => {
  dataDir = await freshDataDir();
  hosts = [];
});

test.afterEach(async () => {
  for (const host of hosts) await host.stop();
  await removeDataDir(dataDir);
});

async function launch(): Promise<RunningHost> {
  const host = await startHost(dataDir);
  hosts.push(host);
  return host;
}

async function movesShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('match-screen').getAttribute('data-version'));
}

test('save, export, reload, restart the host, and continue from the autosave and the saves', async ({ page }) => {
  const first = await launch();
  await openHome(page, first.url);
  await setUpQueen(page, { players: 2, humans: [0], seed: 4242 });
  await start(page);

  // A few moves, so there is something to restore.
  for (let i = 0; i < 3; i++) {
    if ((await nextSituation(page)) !== 'my-move') break;
    await takePolicyMove(page);
  }
  await nextSituation(page);
  const savedVersion = await movesShown(page);
  expect(savedVersion).toBeGreaterThan(0);
  const savedHand = (await handRegionCards(page)).get(0);

  // Esc closes the dialog without saving.
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save game' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Save…' }).click();
  await dialog.getByLabel('Name').fill('E2E evening game');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as “E2E evening game”.')).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export save file' }).click();
  const download = await downloadPromise;
  const exportedPath = test.info().outputPath('exported-save.json');
  await download.saveAs(exportedPath);
  const exported = JSON.parse(await readFile(exportedPath, 'utf8')) as {
    format: string;
    seats: unknown[];
    record: { game: string; actions: unknown[] };
  };
  expect(exported.format).toBe('boardwright-save');
  expect(exported.record.game).toBe('queen');
  expect(exported.record.actions).toHaveLength(savedVersion);
  expect(exported.seats).toEqual([{ kind: 'human' }, { kind: 'ai', level: 'greedy' }]);

  // Reload: the session survives and lands in the match; at home it is live and the save is listed.
  await page.reload();
  await expect(page.getByTestId('queen-table')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByTestId('live-matches')).toContainText('The Girl vs. the Evil Queen');
  await expect(page.getByTestId('saves')).toContainText('E2E evening game');

  // Restart the host on the same data folder: the autosave brings the match back.
  await first.stop();
  const second = await launch();
  await openHome(page, second.url);
  await page.getByTestId('live-matches').getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByTestId('queen-table')).toBeVisible();
  expect(await movesShown(page)).toBe(savedVersion);
  expect((await handRegionCards(page)).get(0)).toEqual(savedHand);
  await page.getByRole('button', { name: 'Home' }).click();

  // The save in the library opens the match at the saved point: the one still open, not a copy.
  await page.getByRole('button', { name: 'Load E2E evening game' }).click();
  await expect(page.getByTestId('queen-table')).toBeVisible();
  expect(await movesShown(page)).toBe(savedVersion);
  expect((await handRegionCards(page)).get(0)).toEqual(savedHand);
  await page.getByRole('button', { name: 'Home' }).click();

  // So does the exported file (same seats, same moves).
  await page.getByTestId('save-file-input').setInputFiles(exportedPath);
  await expect(page.getByTestId('queen-table')).toBeVisible();
  expect(await movesShown(page)).toBe(savedVersion);
  expect((await handRegionCards(page)).get(0)).toEqual(savedHand);

  // Close match (after a confirmation) ends it; deleting the save (after one too) empties the library.
  await page.getByRole('button', { name: 'Close match' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close match' }).click();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  // The save and the file both led back to the one open match, so none is left to continue: the one
  // match is listed under Recent games as closed, to replay.
  const recent = page.getByTestId('live-matches');
  await expect(recent.locator('li')).toHaveCount(1);
  await expect(recent).toContainText('Closed before the end');
  await expect(recent.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete E2E evening game' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved games yet.')).toBeVisible();
});

test('a broken save file is refused in a dismissible banner and the app keeps running', async ({ page }) => {
  const host = await launch();
  await openHome(page, host.url);
  await page.getByTestId('save-file-input').setInputFiles({
    name: 'shopping-list.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "milk": 2 }'),
  });
  const banner = page.getByTestId('error-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('shopping-list.json');
  await page.getByTestId('save-file-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not json at all'),
  });
  await expect(banner.filter({ hasText: 'not valid JSON' })).toBeVisible();
  const dismissButtons = page.getByRole('button', { name: /^Dismiss/ });
  expect(await dismissButtons.count()).toBe(2);
  while ((await dismissButtons.count()) > 0) await dismissButtons.first().click();
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await page
    .locator('[data-game=queen]')
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
});
