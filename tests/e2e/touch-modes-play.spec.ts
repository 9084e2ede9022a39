/**
 * A Touch of Evil's other styles of play to the end, through the real UI and web host: a
 * Cooperative game of one human and two AI Heroes ("the Heroes will either all win or all
 * lose as a group"), and a Lone Hero game. The human takes every decision on screen by the
 * to-the-end policy (`playTouchToEnd`); the AI Heroes play at Random, which answers at once.
 * The game-over screen and the log must say what the engine made of the ending.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';
import { collectPageErrors } from './support/page-errors';
import { openHome, start } from './support/queen-ui';
import { chooseTouchHeroes, chooseTouchStyle, openTouchSetup, playTouchToEnd, setTouchSeats } from './support/touch-ui';
import { touchEnding } from './support/touch-ending';

const host = hostPerTest();
test.use({ viewport: { width: 1280, height: 800 } });

const MAX_DECISIONS = 500;

async function playAndMeasure(page: Page, what: string): Promise<void> {
  const started = Date.now();
  const decisions = await playTouchToEnd(page, { maxDecisions: MAX_DECISIONS });
  const measured = `${what}: ${decisions} decisions in ${((Date.now() - started) / 60_000).toFixed(1)} min`;
  test.info().annotations.push({ type: 'measured', description: measured });
  expect(decisions).toBeGreaterThan(10);
}

test('Cooperative: one human and two AI Heroes, played to the game-over screen', async ({ page }) => {
  test.setTimeout(25 * 60_000);
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'cooperative');
  await chooseTouchHeroes(page, ['Karl', 'Katarina', 'Thomas']);
  await setTouchSeats(page, ['human', 'random', 'random'], 5);
  await start(page);
  await playAndMeasure(page, 'Cooperative, seed 5');

  const { winner, labels } = await touchEnding(host());
  const headline = page.getByTestId('game-over').locator('.headline');
  const lastLine = page.getByTestId('match-log').locator('li').last();
  if (winner === null) {
    // Darkness, or every Hero KO'd at once: the group loses together.
    await expect(headline).toHaveText(`${labels.join(' and ')} lose together.`);
    await expect(lastLine).toHaveText(/The Villain wins\.$/);
  } else {
    await expect(headline).toHaveText(`${labels.join(' and ')} win together.`);
    await expect(lastLine).toHaveText(/ saves Shadowbrook!$/);
  }
  await page.screenshot({ path: 'test-results/screenshots/touch-coop-end.png' });
  expect(errors).toEqual([]);
});

test('A Lone Hero at the Normal level, played to the game-over screen', async ({ page }) => {
  test.setTimeout(25 * 60_000);
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'lone-hero');
  await chooseTouchHeroes(page, ['Karl']);
  await setTouchSeats(page, ['human'], 7);
  await start(page);
  await playAndMeasure(page, 'Lone Hero, seed 7');

  const { winner, labels } = await touchEnding(host());
  const headline = page.getByTestId('game-over').locator('.headline');
  await expect(headline).toHaveText(winner === null ? `${labels[0]} loses.` : `${labels[0]} wins.`);
  expect(errors).toEqual([]);
});
