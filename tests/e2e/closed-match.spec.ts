/**
 * The address of a closed match still leads somewhere: reloaded after Close match, it offers the
 * match's final state, read-only in the replay viewer; the address of a match whose final state
 * is not kept says so plainly and where to look instead.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import { nextSituation, openHome, setUpQueen, start, takePolicyMove } from './support/queen-ui';

let host: RunningHost;

test.beforeEach(async () => {
  host = await startHost(await freshDataDir());
});

test.afterEach(async () => {
  await host.stop();
  await removeDataDir(host.dataDir);
});

async function movesShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('match-screen').getAttribute('data-version'));
}

test('a closed match’s address, reloaded, opens its final state in the replay viewer', async ({ page }) => {
  await openHome(page, host.url);
  await setUpQueen(page, { players: 2, humans: [0], seed: 81 });
  await start(page);
  while ((await movesShown(page)) < 3 && (await nextSituation(page)) === 'my-move') await takePolicyMove(page);
  await expect(page).toHaveURL(/#\/match\/m-/);
  const address = page.url();

  await page.getByRole('button', { name: 'Close match' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close match' }).click();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto(address);
  await page.reload();
  const gone = page.getByTestId('match-gone');
  await expect(gone).toContainText('This match is no longer open');
  await expect(page.getByTestId('match-gone-kept')).toContainText('Its final state is kept');
  await page.screenshot({ path: test.info().outputPath('closed-match-address.png') });

  await page.getByRole('button', { name: 'Open its final state' }).click();
  const viewer = page.getByTestId('replay-screen');
  await expect(viewer).toBeVisible();
  const length = Number(await viewer.getAttribute('data-length'));
  expect(length).toBeGreaterThanOrEqual(3);
  // The viewer opens at the last position: the final state.
  await expect(viewer).toHaveAttribute('data-step', String(length));
  await page.screenshot({ path: test.info().outputPath('closed-match-replay.png') });
});

test('the address of a match whose final state is not kept says so, and where to look', async ({ page }) => {
  await openHome(page, host.url);
  await page.goto(`${host.origin}/#/match/m-never-here`);
  await expect(page.getByTestId('match-gone-lost')).toContainText('its final state is not kept');
  await expect(page.getByTestId('match-gone')).toContainText('Saved games');
  await expect(page.getByRole('button', { name: 'Open its final state' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('lost-match-address.png') });
});
