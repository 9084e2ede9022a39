/**
 * Issue 6, part 3 on the real web host: the difficulty meter run from the editor
 * with a small N shows its result and its heat on the map, and a second run of
 * the same draft shows the old → new line; then a campaign is exported as a pack
 * from the library, the pack imported into a fresh data directory (a second
 * host), and the campaign chosen from the campaign list and played.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Adventure } from '../../src/games/evy/types';
import { connectApi } from './support/api-client';
import { canvas } from './support/evy-editor-ui';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';

const hosts: RunningHost[] = [];
const dataDirs: string[] = [];

async function launch(): Promise<RunningHost> {
  const dir = await freshDataDir();
  dataDirs.push(dir);
  const host = await startHost(dir);
  hosts.push(host);
  return host;
}

test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
  await Promise.all(dataDirs.splice(0).map(removeDataDir));
});

async function openLibrary(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await expect(page.getByRole('heading', { name: 'Library', exact: true })).toBeVisible();
}

test('the meter measures a draft with a small N, and a second estimate shows old → new', async ({ page }) => {
  const host = await launch();
  await openLibrary(page, host.url);
  await page.getByRole('button', { name: 'Open Evy: Street (adventure 4) in the adventure editor' }).click();
  await expect(canvas(page)).toBeVisible();
  await page.getByTestId('duplicate-to-edit').click();
  await expect(page.getByTestId('playtest')).toBeVisible();

  const meter = page.getByTestId('evy-meter');
  await meter.getByTestId('meter-games').fill('4');
  await meter.getByTestId('meter-level').selectOption('random');
  await meter.getByTestId('meter-seed').fill('3');
  await meter.getByTestId('meter-run').click();
  await expect(meter.getByTestId('meter-result')).toContainText('4 / 4 runs', { timeout: 60_000 });
  await expect(meter.getByTestId('meter-survival')).toContainText(/Evy survives \d+% ±\d+/);
  await expect(meter.getByTestId('meter-change')).toHaveCount(0);
  // The heat toggle: the editor draws a cell on every hex where Evy lost (random play loses on the Street).
  await meter.getByTestId('meter-heat').check();
  await expect(page.getByTestId('heat-cell').first()).toBeVisible();
  const counts = await page
    .getByTestId('heat-cell')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-count'))));
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  // The list beside it names the map as the designer did.
  await expect(meter.getByTestId('meter-lost-at').first()).toContainText(/^Street, hex \(-?\d+, -?\d+\): \d+ times?$/);
  await meter.getByTestId('meter-heat').uncheck();
  await expect(page.getByTestId('heat-cell')).toHaveCount(0);

  await meter.getByTestId('meter-seed').fill('4');
  await meter.getByTestId('meter-run').click();
  await expect(meter.getByTestId('meter-result')).toContainText('seed 4', { timeout: 60_000 });
  await expect(meter.getByTestId('meter-result')).toContainText('4 / 4 runs', { timeout: 60_000 });
  await expect(meter.getByTestId('meter-change')).toContainText(/\d+% → \d+% ±\d+/);
  await page.screenshot({ path: test.info().outputPath('evy-meter.png'), fullPage: true });
});

test('a campaign exported as a pack is imported on a fresh host and played from the campaign list', async ({
  page,
}) => {
  const first = await launch();
  const api = await connectApi(first);
  const book = JSON.parse(await readFile('content/evy/adventures/park.json', 'utf8')) as Adventure & {
    $schema?: string;
  };
  delete book.$schema;
  const park = { ...book, id: 'my-park', title: 'My park' };
  const item = await api.call('library.create', { type: 'evy-campaign', name: 'Short walk' });
  await api.call('library.save', {
    id: item.id,
    text: JSON.stringify({
      $schema: 'https://boardwright.app/schemas/evy/campaign.json',
      title: 'Short walk',
      adventures: [park, 'street'],
    }),
  });
  api.close();

  await openLibrary(page, first.url);
  await page.getByLabel('Select Short walk').check();
  await page.getByRole('button', { name: 'Export as pack… (1)' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export as pack' });
  await exportDialog.getByLabel('Pack name').fill('Short walk');
  await exportDialog.getByLabel('Version').fill('1.0.0');
  const downloadPromise = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  // Not in the test's output folder: another run of Playwright on this machine may clear that.
  const packDir = await mkdtemp(join(tmpdir(), 'boardwright-pack-'));
  dataDirs.push(packDir);
  const packPath = join(packDir, download.suggestedFilename());
  await download.saveAs(packPath);

  const second = await launch();
  await openLibrary(page, second.url);
  await page.getByTestId('pack-file-input').setInputFiles(packPath);
  const preview = page.getByRole('dialog', { name: 'Import “Short walk”?' });
  await preview.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByTestId('library-notice')).toContainText('Installed 1 item');

  await page.goto(second.url);
  await page.getByTestId('open-campaign').click();
  await page.getByTestId('campaign-choice').selectOption({ label: 'Short walk (2 adventures)' });
  await page.getByTestId('campaign-player').fill('Tester');
  await page.getByTestId('campaign-start').click();
  await expect(page.getByTestId('campaign-source')).toContainText('Short walk');
  await expect(page.locator('[data-adventure=my-park]')).toHaveAttribute('data-state', 'current');
  await expect(page.locator('[data-adventure=street]')).toHaveAttribute('data-state', 'locked');
  await page.screenshot({ path: test.info().outputPath('campaign-pack.png'), fullPage: true });
  await page.getByTestId('campaign-play').click();
  await expect(page.getByTestId('evy-table')).toBeVisible();
  await expect(page.getByTestId('evy-table')).toContainText('My park');
});
