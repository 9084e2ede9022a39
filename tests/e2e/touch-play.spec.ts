/**
 * A Touch of Evil played to the end through the real UI against the real web host: the
 * default 2-Hero Competitive game, the human's Hero against a Random AI Hero (the cheapest
 * level that is a real AI: it answers at once). The human takes every decision by map
 * clicks and prompt buttons, by a policy that ends games soon (`playTouchToEnd`), until the
 * game-over screen shows; the screen and the log must say what the engine's rules made of it:
 * "The first player to fight a Showdown with the Villain, AND defeat it, saves the town of
 * Shadowbrook and wins the game"; if the Shadow Track reaches Darkness, the Villain wins and
 * every seat loses.
 */
import { expect, test } from '@playwright/test';
import { hostPerTest } from './support/host';
import { collectPageErrors } from './support/page-errors';
import { openHome, start } from './support/queen-ui';
import { touchEnding } from './support/touch-ending';
import { playTouchToEnd, setUpTouch } from './support/touch-ui';

const host = hostPerTest();
test.use({ viewport: { width: 1280, height: 720 } });

/**
 * Seeded games replay the same: with this seed the human takes 167 decisions and the game ends
 * in one to two minutes on two busy cores (the Shadow Track reaches Darkness in round 20); the
 * human never gathers the Investigation the Lair costs, so the game ends in the Villain's win.
 */
const SEED = 23;
const MAX_DECISIONS = 400;

test('a Competitive game against a Random AI Hero, played to the game-over screen', async ({ page }) => {
  test.setTimeout(20 * 60_000);
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  await setUpTouch(page, SEED, 'random');
  await start(page);
  const started = Date.now();
  const decisions = await playTouchToEnd(page, { maxDecisions: MAX_DECISIONS });
  // Measured, not waited on: how long a whole game takes here.
  const measured = `seed ${SEED}: ${decisions} decisions in ${((Date.now() - started) / 60_000).toFixed(1)} min`;
  test.info().annotations.push({ type: 'measured', description: measured });
  console.log(measured);
  expect(decisions).toBeGreaterThan(20);

  const { winner, labels, heroes } = await touchEnding(host());
  const headline = page.getByTestId('game-over').locator('.headline');
  const lastLine = page.getByTestId('match-log').locator('li').last();
  if (winner === null) {
    await expect(headline).toHaveText('Nobody wins.');
    await expect(lastLine).toHaveText('Shadowbrook falls into Darkness. The Villain wins.');
    await expect(page.getByTestId('match-log').locator('li').nth(-2)).toHaveText(/the Shadow Track moves .+ to 0\.$/);
  } else {
    await expect(headline).toHaveText(`${labels[winner]} wins.`);
    // The winner's Hero, by the name on its sheet, defeats the Villain.
    const id = heroes.find((h) => h.seat === winner)!.hero;
    const sheet = page.locator(`[data-testid=touch-hero][data-hero="${id}"] h4`);
    const name = (await sheet.textContent())!.replace('●', '').trim();
    await expect(lastLine).toHaveText(/^.+ defeats .+ and saves Shadowbrook!$/);
    expect(name.startsWith((await lastLine.textContent())!.split(' defeats ')[0]!.trim())).toBe(true);
  }
  expect(errors).toEqual([]);
});
