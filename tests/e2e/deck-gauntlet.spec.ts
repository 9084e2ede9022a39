/**
 * Testing a deck against a gauntlet through the real renderer, web host and AI
 * workers (issue 8, "Must show"): a deck from a pre-made one, saved; broken, it
 * refuses to run and says why; fixed and saved, a small gauntlet runs and the
 * matchup table fills in with win rates and 95% intervals; the result is kept
 * with the deck and shown again when the deck is opened from the library.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';

const host = hostPerTest();
const SHOTS = 'test-results/deck-gauntlet';

function deckRow(page: Page, id: string) {
  return page.getByTestId('deck-list').locator(`[data-card="${id}"]`);
}

async function openTestTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Test the deck' }).click();
  await expect(page.getByTestId('gauntlet')).toBeVisible();
}

test('a small gauntlet fills the matchup table with intervals, and stays with the saved deck', async ({ page }) => {
  await page.goto(host().url);
  await page.getByTestId('open-deck-builder').click();
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-premade="adam-finn"]').click();
  await expect(page.getByTestId('deck-status')).toHaveText('Legal');

  // Broken: a fifth Firelord. The gauntlet will not run, and says why.
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('firelord');
  await page.getByTestId('card-browser').locator('[data-card="firelord"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('deck-status')).toHaveText('Not playable');
  await openTestTab(page);
  await expect(page.getByTestId('gauntlet-run')).toBeDisabled();
  await expect(page.getByTestId('gauntlet-problems')).toContainText('5× Firelord: the limit for Firelord is 4');

  // Fixed and saved: the result will be kept with the deck.
  await page.getByRole('tab', { name: 'Build' }).click();
  await deckRow(page, 'firelord').getByRole('button', { name: 'One Firelord fewer' }).click();
  await page.getByTestId('deck-save').click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await openTestTab(page);
  await expect(page.getByTestId('gauntlet')).toContainText('The result is kept with this deck.');

  // Two opponents, four games each, quick bots, the smallest armies.
  for (const id of ['adam-finn', 'molly-dunbar', 'meraud', 'zarkendra']) {
    await page.getByTestId(`gauntlet-opponent-${id}`).uncheck();
  }
  await page.getByTestId('gauntlet-games').fill('4');
  await page.getByTestId('gauntlet-level').selectOption('greedy');
  await page.getByTestId('gauntlet-cp').fill('10');
  await page.getByTestId('gauntlet-seed').fill('7');
  await expect(page.getByTestId('gauntlet-run')).toHaveText('Run 8 games');
  await page.getByTestId('gauntlet-run').click();

  const results = page.getByTestId('gauntlet-results');
  await expect(results).toHaveAttribute('data-state', /running|done/);
  await expect(results).toHaveAttribute('data-state', 'done', { timeout: 150_000 });
  await expect(page.getByTestId('gauntlet-state')).toContainText('8 of 8 games');

  const rows = page.getByTestId('gauntlet-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Pandora');
  await expect(rows.nth(1)).toContainText('Xenogray');
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await expect(row.getByTestId('gauntlet-interval')).toHaveText(/^95%: \d+\.\d–\d+\.\d%$/);
    await expect(row.locator('td').first()).toHaveText('4');
  }
  await expect(page.getByTestId('gauntlet-whisker')).toHaveCount(3);
  await expect(page.getByTestId('gauntlet-card-row').first()).toContainText(/of 8/);
  await page.screenshot({ path: `${SHOTS}/gauntlet-finished.png`, fullPage: true });
  const table = await page.getByTestId('gauntlet-matchups').innerText();

  // Kept with the deck: a fresh page opening the deck from the library shows the same table.
  await page.reload();
  // The reload stays in the deck builder (its address).
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-deck-item]', { hasText: 'Adam Finn (copy)' }).click();
  await expect(page.getByTestId('deck-name')).toHaveValue('Adam Finn (copy)');
  await openTestTab(page);
  await expect(page.getByTestId('gauntlet-results')).toHaveAttribute('data-state', 'done');
  expect(await page.getByTestId('gauntlet-matchups').innerText()).toBe(table);
});
