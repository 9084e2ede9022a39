/**
 * Nothing a player finished is lost: a finished match is found again under Recent games on the
 * home screen; its replay's address names the game and the move on show, so a reload lands on the
 * same move and Back leaves the viewer; an address whose game is gone says so with the ways back;
 * and a tab without the session token, or with a stale one, says how to get in — one page, no list
 * of failed requests — and pasting the printed address there opens the screen the tab was opened on.
 */
import { expect, test, type Page } from '@playwright/test';
import { connectApi, playedOut } from './support/api-client';
import { hostPerTest } from './support/host';
import { openHome } from './support/queen-ui';

const host = hostPerTest();
test.use({ viewport: { width: 1280, height: 720 } });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

function position(page: Page) {
  return page.getByTestId('replay-position');
}

test('a finished match: found under Recent games, replayed, stepped, reloaded on the same move', async ({ page }) => {
  const api = await connectApi(host());
  const queen = (await api.call('games.list', {})).find((game) => game.id === 'queen');
  const matchId = await playedOut(api, {
    game: 'queen',
    config: { ...(queen?.defaultConfig as object), players: 2 },
    seats: [
      { kind: 'ai', level: 'greedy' },
      { kind: 'ai', level: 'greedy' },
    ],
    seed: 4343,
  });
  api.close();

  await openHome(page, host().url);
  const row = page.getByTestId('live-matches').locator(`li[data-match="${matchId}"]`);
  await expect(row).toHaveAttribute('data-state', 'over');
  await expect(row.getByTestId('recent-result')).toContainText(/wins|draw|Nobody/);
  await expect(row.getByRole('button', { name: /^Save/ })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'recent-games');
  await row.getByRole('button', { name: /^Replay/ }).click();

  const screen = page.getByTestId('replay-screen');
  await expect(screen).toBeVisible();
  const length = Number(await screen.getAttribute('data-length'));
  expect(length).toBeGreaterThan(4);
  await expect(page).toHaveURL(new RegExp(`#/replay/match/${matchId}\\?step=${length}$`));

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText(`Move ${length - 2} of ${length}`);
  await expect(page).toHaveURL(new RegExp(`\\?step=${length - 2}$`));

  await page.reload();
  await expect(screen).toHaveAttribute('data-step', String(length - 2));
  await expect(position(page)).toHaveText(`Move ${length - 2} of ${length}`);
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await shot(page, 'replay-reloaded');

  // Stepping replaced the address rather than adding to the history: Back leaves the viewer.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Recent games' })).toBeVisible();

  // A save that is not there: said plainly, with the ways back.
  await page.goto(`${host().origin}/#/replay/save/no-such-save`);
  const gone = page.getByTestId('replay-gone');
  await expect(gone).toContainText('This saved game is no longer there');
  await expect(gone.getByRole('button', { name: /Home: Recent games/ })).toBeVisible();
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await shot(page, 'replay-gone');
});

test('a tab without the session token, or with a stale one, says how to get in, and the pasted address lets it in', async ({
  browser,
}) => {
  const api = await connectApi(host());
  const queen = (await api.call('games.list', {})).find((game) => game.id === 'queen');
  const match = await api.call('match.create', {
    game: 'queen',
    config: { ...(queen?.defaultConfig as object), players: 2 },
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }],
    seed: 11,
  });
  api.close();

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  // A screen's address pasted into a new tab: no token comes with it.
  await page.goto(`${host().origin}/#/replay/match/${match.id}`);
  const wayIn = page.getByTestId('session-way-in');
  await expect(wayIn).toHaveAttribute('data-state', 'no-token');
  await expect(wayIn).toContainText('npm run web');
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await expect(page.getByText('No games are registered')).toHaveCount(0);
  await shot(page, 'way-in-no-token');

  await wayIn.getByLabel(/paste that address/).fill(host().url);
  await wayIn.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('replay-screen')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/replay/match/${match.id}`));

  // A token from an earlier start of the host.
  await page.goto(`${host().origin}/?token=not-this-hosts-token#/`);
  await expect(wayIn).toHaveAttribute('data-state', 'token-refused');
  await expect(wayIn).toContainText('earlier start of the web host');
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await shot(page, 'way-in-stale-token');
  await page.context().close();
});
