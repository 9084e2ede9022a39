/** Driving A Touch of Evil's table the way a player would: setup, and one decision at a time. */
import { expect, type Page } from '@playwright/test';

/**
 * The default 2-Hero Competitive game with this seed: seat 0 human; seat 1 `'human'` (two
 * people sharing the device) or an AI at that level.
 */
export async function setUpTouch(page: Page, seed: number, opponent = 'random'): Promise<void> {
  await page
    .locator('[data-game=touch]')
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
  await expect(page.locator('fieldset.seats .seat')).toHaveCount(2);
  await page.locator('#seat-0-kind').selectOption('human');
  await page.locator('#seat-1-kind').selectOption(opponent === 'human' ? 'human' : 'ai');
  if (opponent !== 'human') await page.locator('#seat-1-level').selectOption(opponent);
  await page.locator('#setup-seed').fill(String(seed));
}

/**
 * Waits for the human's turn and takes one decision: a step on the map whenever one is
 * offered, else the prompt's first choice. Says which it took, or that the game is over.
 */
export async function takeTouchDecision(page: Page): Promise<'map' | 'prompt' | 'over'> {
  const reachable = page.locator('[data-testid=touch-map] [data-reachable=true]');
  const buttons = page.getByTestId('touch-prompt').locator('button:enabled');
  const over = page.getByTestId('game-over');
  await expect(over.or(reachable).or(buttons).first()).toBeVisible({ timeout: 60_000 });
  if (await over.isVisible()) return 'over';
  const before = await page.getByTestId('match-screen').getAttribute('data-view-version');
  const onMap = (await reachable.count()) > 0;
  if (onMap) await reachable.first().locator('.shape').click();
  else await buttons.first().click();
  await expect
    .poll(
      async () =>
        (await over.count()) > 0 ||
        (await page.getByTestId('match-screen').getAttribute('data-view-version')) !== before,
    )
    .toBe(true);
  return onMap ? 'map' : 'prompt';
}
