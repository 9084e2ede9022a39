/**
 * Games of a batch simulation in the replay viewer, on the real web host: a small batch
 * runs, one of its games opens from the results ("Open replay") and is stepped, watched
 * as a seat, and left back to the simulation; another opens by its number. The boards
 * there are read-only: no prompt, no "Waiting for…", no Skip, no "Back to the campaign".
 */
import { expect, test, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';
import { openHome, shot } from './support/queen-ui';

const host = hostPerTest();

async function runBatch(page: Page, game: string | null, seats: number, games: number): Promise<void> {
  await openHome(page, host().url);
  await page.getByTestId('open-sim').click();
  const form = page.getByTestId('sim-form');
  if (game) await form.locator('#sim-game').selectOption({ label: game });
  await expect(form.locator('.bot')).toHaveCount(seats);
  await form.locator('#sim-bot-0').selectOption('greedy');
  if (seats > 1) await form.locator('#sim-bot-1').selectOption('random');
  await page.getByTestId('sim-games').fill(String(games));
  await page.getByTestId('sim-seed').fill('77');
  await page.getByTestId('sim-start').click();
  const panel = page.locator('.progress-panel');
  await expect(panel).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
}

async function position(page: Page): Promise<string> {
  return (await page.getByTestId('replay-position').textContent()) ?? '';
}

test("a batch's game opens in the replay viewer from its results, steps, and leads back", async ({ page }) => {
  await runBatch(page, null, 2, 4);
  const games = page.getByTestId('sim-games');
  await expect(games.locator('tbody tr')).toHaveCount(4);
  await shot(page, 'replay-batch-sim-games');
  await games.getByRole('button', { name: 'Open the replay of game 2' }).click();

  const screen = page.getByTestId('replay-screen');
  await expect(screen).toBeVisible();
  const length = Number(await screen.getAttribute('data-length'));
  expect(length).toBeGreaterThan(4);
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${length} of ${length}`);
  await expect(page.getByTestId('replay-result')).toContainText('Game over:');

  // Stepped back to the middle and watched as the Girl: her hand, and nothing to press on the board.
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-position')).toHaveText(`Setup (move 0 of ${length})`);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-boards')).toHaveAttribute('data-step', '5');
  await page.getByLabel('Watch').selectOption({ index: 1 });
  await expect(page.getByTestId('replay-boards')).toHaveAttribute('data-viewer', '0');
  const table = page.getByTestId('queen-table');
  await expect(table).toHaveAttribute('data-read-only', 'true');
  await expect(table).not.toContainText('Waiting for');
  // Nothing plays on a replayed table; only reading a card large is offered.
  await expect(table.locator('button:enabled:not([data-testid=card-open])')).toHaveCount(0);
  await shot(page, 'replay-batch-queen');

  // Back to the simulation, whose results are as they were; another game opens by its number.
  await page.getByTestId('replay-back').click();
  await expect(page.getByTestId('sim-screen')).toBeVisible();
  await expect(page.locator('.progress-panel')).toHaveAttribute('data-state', 'done');
  await page.getByTestId('open-batch-game-number').fill('4');
  await page.getByRole('button', { name: 'Open its replay' }).click();
  await expect(screen).toBeVisible();
  expect(await position(page)).toMatch(/^Move (\d+) of \1$/);
});

test('an Evy game of a batch shows on a read-only board: no Skip, no campaign button, no toolbar', async ({ page }) => {
  await runBatch(page, 'Evy against Everything and Everyone, Everywhere', 1, 1);
  await page.getByTestId('sim-games').getByRole('button', { name: 'Open the replay of game 1' }).click();
  const table = page.getByTestId('evy-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('evy-result')).toBeVisible();
  await expect(page.getByTestId('evy-to-campaign')).toHaveCount(0);
  await expect(page.getByTestId('evy-undo')).toHaveCount(0);
  // A step after a monster phase shows the position at once: nothing is played back, no Skip.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('evy-replay-skip')).toHaveCount(0);
  await expect(page.getByTestId('evy-replay-speed')).toHaveCount(0);
  await shot(page, 'replay-batch-evy');
});

test("a deck test's game opens in the viewer on a read-only EverZone table, and leads back to the deck", async ({
  page,
}) => {
  await page.goto(host().url);
  await page.getByTestId('open-deck-builder').click();
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-premade="adam-finn"]').click();
  await expect(page.getByTestId('deck-status')).toHaveText('Legal');
  await page.getByRole('tab', { name: 'Test the deck' }).click();
  for (const id of ['adam-finn', 'molly-dunbar', 'meraud', 'zarkendra', 'xenogray']) {
    await page.getByTestId(`gauntlet-opponent-${id}`).uncheck();
  }
  await page.getByTestId('gauntlet-games').fill('2');
  await page.getByTestId('gauntlet-level').selectOption('greedy');
  await page.getByTestId('gauntlet-cp').fill('10');
  await page.getByTestId('gauntlet-seed').fill('3');
  await page.getByTestId('gauntlet-run').click();
  await expect(page.getByTestId('gauntlet-results')).toHaveAttribute('data-state', 'done', { timeout: 150_000 });

  const games = page.getByTestId('gauntlet-games');
  await games.locator('summary').click();
  await expect(games.locator('tbody tr')).toHaveCount(2);
  await expect(games.locator('tbody tr').first()).toContainText('Pandora');
  await games.getByRole('button', { name: 'Open the replay of game 2' }).click();

  await expect(page.getByTestId('replay-screen')).toBeVisible();
  const table = page.getByTestId('everzone-table');
  await expect(table).toHaveAttribute('data-read-only', 'true');
  await page.keyboard.press('Home');
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-boards')).toHaveAttribute('data-step', '12');
  await page.getByLabel('Watch').selectOption({ index: 1 });
  await expect(table).not.toContainText('Waiting for');
  await expect(table.locator('.prompt-area')).toHaveCount(0);
  await shot(page, 'replay-batch-everzone');

  await page.getByTestId('replay-back').click();
  await expect(page.getByTestId('gauntlet-results')).toHaveAttribute('data-state', 'done');
});
