/**
 * The app never strands you: an open tab comes back by itself when the web
 * host restarts, a reload lands in the match it showed, a match no longer open
 * says so, the hot-seat pass screen lets the group leave without showing a
 * hand, and the Continue list names each match.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import { nextSituation, openHome, setUpQueen, shot, start, takePolicyMove } from './support/queen-ui';

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

async function launch(port = 0): Promise<RunningHost> {
  const host = await startHost(dataDir, 0, port);
  hosts.push(host);
  return host;
}

async function movesShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('match-screen').getAttribute('data-version'));
}

/** Plays the human's moves until `moves` more are on the board. */
async function playOn(page: Page, moves: number): Promise<number> {
  const target = (await movesShown(page)) + moves;
  while ((await movesShown(page)) < target) {
    if ((await nextSituation(page)) !== 'my-move') break;
    await takePolicyMove(page);
  }
  return movesShown(page);
}

test('a tab open on a match comes back by itself when the host restarts, and plays on', async ({ page }) => {
  const first = await launch();
  await openHome(page, first.url);
  await setUpQueen(page, { players: 2, humans: [0], seed: 77 });
  await start(page);
  const before = await playOn(page, 2);
  expect(before).toBeGreaterThan(0);
  await expect(page).toHaveURL(/#\/match\/m-/);
  const address = page.url();

  await first.stop();
  // The tab finds out the host is gone and says what to do, in words.
  const status = page.getByTestId('connection');
  await expect(status).toHaveAttribute('data-state', 'host-down');
  await expect(status).toContainText('not running');
  // Meanwhile no move can be made, and the table says why.
  await expect(page.getByTestId('moves-wait')).toContainText('your moves wait until it is back');
  await expect(page.getByTestId('queen-table').locator('button[data-action-key]:enabled')).toHaveCount(0);

  // Same data folder, same port: the token kept there lets the tab back in, without a click.
  await launch(first.port);
  await expect(status).toHaveCount(0);
  await expect(page.getByTestId('moves-wait')).toHaveCount(0);
  expect(page.url()).toBe(address);
  expect(await movesShown(page)).toBe(before);
  expect(await playOn(page, 1)).toBeGreaterThan(before);
});

test('a reload lands in the match it showed; a match no longer open says so', async ({ page }) => {
  const host = await launch();
  await openHome(page, host.url);
  await setUpQueen(page, { players: 2, humans: [0], seed: 78 });
  await start(page);
  const played = await playOn(page, 2);
  const address = page.url();

  await page.reload();
  await expect(page.getByTestId('queen-table')).toBeVisible();
  expect(page.url()).toBe(address);
  expect(await movesShown(page)).toBe(played);

  // Back goes to the screen before (the setup), Forward to the match again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
  await page.goForward();
  await expect(page.getByTestId('queen-table')).toBeVisible();

  await page.goto(`${host.origin}/#/match/m-no-such-match`);
  await expect(page.getByTestId('match-gone')).toContainText('This match is no longer open');
  await page.getByRole('button', { name: /Home: Continue and Saved games/ }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('live-matches')).toContainText('The Girl vs. the Evil Queen');
});

test('the pass screen saves, goes home or closes without showing a hand; Continue names each match', async ({
  page,
}) => {
  const host = await launch();
  await openHome(page, host.url);
  // Two matches of one game, told apart by their players and variant.
  await setUpQueen(page, { players: 2, humans: [0], seed: 79 });
  await page.locator('#cfg-variant').selectOption('euro');
  await start(page);
  await page.getByRole('button', { name: 'Home' }).click();
  await setUpQueen(page, { players: 2, humans: [0, 1], seed: 80 });
  await page.locator('#seat-0-name').fill('Ana');
  await page.locator('#seat-1-name').fill('Ben');
  await start(page);

  const pass = page.getByTestId('pass-screen');
  await expect(pass).toBeVisible();
  await expect(page.locator('[data-card-id]')).toHaveCount(0);
  await shot(page, 'stranded-pass-screen');

  // Save from the pass screen: the dialog shows above it; the hand stays hidden.
  await page.getByTestId('pass-save').click();
  const dialog = page.getByRole('dialog', { name: 'Save game' });
  await dialog.getByLabel('Name').fill('Ana and Ben');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pass).toBeVisible();
  await expect(page.locator('[data-card-id]')).toHaveCount(0);

  await page.getByTestId('pass-home').click();
  const list = page.getByTestId('live-matches');
  await expect(list.locator('li')).toHaveCount(2);
  await expect(list).toContainText('Ana (The Girl)');
  await expect(list).toContainText('Rules: euro');
  await expect(list).toContainText('Rules: standard');
  await shot(page, 'stranded-continue-list');
  // Closing a match in progress from the list asks first; Cancel leaves it to continue.
  const euro = list.locator('li', { hasText: 'Rules: euro' });
  await euro.getByRole('button', { name: /^Close / }).click();
  const ask = page.getByRole('alertdialog', { name: 'Close this match?' });
  await expect(ask).toContainText('It cannot be continued afterwards');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(euro.getByRole('button', { name: /^Continue/ })).toBeVisible();

  // Loading the save of the open match goes back to it: no copy appears under Continue.
  await page.getByRole('button', { name: 'Load Ana and Ben' }).click();
  await expect(pass).toBeVisible();
  await page.getByTestId('pass-home').click();
  await expect(list.locator('li')).toHaveCount(2);

  await list
    .locator('li', { hasText: 'Ana (The Girl)' })
    .getByRole('button', { name: /^Continue/ })
    .click();
  await expect(pass).toBeVisible();
  await page.getByTestId('pass-close').click();
  await page
    .getByRole('alertdialog', { name: 'Close this match?' })
    .getByRole('button', { name: 'Close match' })
    .click();
  await expect(page).toHaveURL(/#\/$/);
  // Closed: nothing is left to continue; it stays under Recent games, to replay.
  await expect(list.locator('li')).toHaveCount(2);
  const closed = list.locator('li', { hasText: 'Ana (The Girl)' });
  await expect(closed).toHaveAttribute('data-state', 'closed');
  await expect(closed.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
  await expect(closed.getByRole('button', { name: /^Replay/ })).toBeVisible();
});
