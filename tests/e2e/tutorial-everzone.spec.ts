/**
 * EverZone's guided first game, as a new player meets it: Learn to play on the home card,
 * then only what the lesson points at (the highlighted element, or Next) until its finish.
 * On the way: a move other than the step's is held back with the reason, a reload mid-lesson
 * comes back at the same step, and axe finds no serious or critical problem on a step.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';
import { expectNoSeriousAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { followLesson, readLesson, startLesson } from './support/tutorial-ui';

const { lesson, stepIds } = readLesson('everzone');

const host = hostPerTest();

test.use({ viewport: { width: 1280, height: 720 } });

async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await expect(page.locator('[data-game=everzone]')).toBeVisible();
}

const cp = (page: Page, team: number) => page.locator(`[data-testid=ez-side][data-team="${team}"] [data-testid=ez-cp]`);

test('a new player finishes the EverZone lesson by following its pointers alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  await startLesson(page, 'everzone');
  const coach = page.getByTestId('tutorial-coach');
  const table = page.getByTestId('everzone-table');

  const steps = await followLesson(page, async (step) => {
    if (step === 'keep') {
      // Another move than the step's: held back, with the step's reason, and the hand stays.
      await page.locator('[data-action-key="mulligan"]').click();
      await expect(page.getByTestId('tutorial-held-back')).toContainText('A new hand would have one card fewer');
      await expect(coach).toHaveAttribute('data-step', 'keep');
      await expect(table).toHaveAttribute('data-phase', 'mulligan');
      await expect(page.locator('[data-testid=ez-hand] [data-testid=ez-card]')).toHaveCount(10);
    }
    if (step === 'armies') {
      // A reload in the middle of the lesson comes back to the same step, on the same match.
      await expect(page.locator('[data-testid=ez-army][data-side="0"]')).toContainText('attack 6');
      await page.reload();
      await expect(coach).toHaveAttribute('data-step', 'armies');
      await expect(coach.getByTestId('tutorial-text')).toBeVisible();
      await expect(page.locator('[data-testid=ez-army][data-side="0"]')).toContainText('attack 6');
      await expect(page.locator('[data-tutorial-target]')).toHaveCount(1);
    }
    if (step === 'activate-skywreck') {
      await expect(page.locator('[data-tutorial-target]')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    }
    if (step === 'clash') await expect(cp(page, 1)).toHaveText('7 CP');
  });

  expect(steps).toEqual(stepIds);
  // The battle ended with the Slurrs' surrender: 3 CP for the clash, 3 more for surrendering.
  await expect(cp(page, 1)).toHaveText('4 CP');
  await expect(cp(page, 0)).toHaveText('10 CP');
  await expect(coach.getByTestId('tutorial-finish')).toHaveText(lesson.finish);
  await expect(coach.getByTestId('tutorial-play')).toBeVisible();
  expect(errors).toEqual([]);
});
