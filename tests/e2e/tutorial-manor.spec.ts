/**
 * All Manor of Evil's guided first game, as a new player meets it: Learn to play on the home
 * card, then only what the lesson points at (the highlighted element, or Next) until its
 * finish, the blue god awake and the end of the game read step by step. On the way: a card
 * other than the step's is held back with the reason, a reload mid-round comes back at the
 * same step, and axe finds no serious or critical problem on a step.
 */
import { expect, test } from '@playwright/test';
import { hostPerTest } from './support/host';
import { expectNoSeriousAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { followLesson, readLesson, startLesson } from './support/tutorial-ui';

const { lesson, stepIds, whyNot } = readLesson('manor');

const host = hostPerTest();

test.use({ viewport: { width: 1280, height: 720 } });

test('a new player finishes the Manor lesson by following its pointers alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(host().url);
  await expect(page.locator('[data-game=manor]')).toBeVisible();
  await startLesson(page, 'manor');
  const coach = page.getByTestId('tutorial-coach');
  const table = page.getByTestId('manor-table');

  const steps = await followLesson(page, async (step) => {
    if (step === 'pick-study') {
      // Another card than the step's: held back, with the step's reason, and nothing is placed.
      await page.locator('[data-testid=manor-hand] [data-action-key="select:pilfer"]').click();
      await expect(page.getByTestId('tutorial-held-back')).toContainText(whyNot('pick-study'));
      await expect(coach).toHaveAttribute('data-step', 'pick-study');
      await expect(table).toHaveAttribute('data-phase', 'select');
      await expect(page.locator('[data-testid=manor-player][data-player="0"]')).not.toContainText('face down');
    }
    if (step === 'swap') {
      // A reload in the middle of a round comes back to the same step, on the same match.
      await expect(table).toHaveAttribute('data-round', '2');
      await page.reload();
      await expect(coach).toHaveAttribute('data-step', 'swap');
      await expect(coach.getByTestId('tutorial-text')).toBeVisible();
      await expect(table).toHaveAttribute('data-round', '2');
      await expect(table).toHaveAttribute('data-phase', 'resolve');
    }
    if (step === 'mask-blue') {
      await expect(page.locator('[data-tutorial-target]')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    }
  });

  expect(steps).toEqual(stepIds);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('manor-end-steps')).toHaveAttribute('data-step', 'scoring');
  await expect(page.locator('[data-testid=manor-end-steps] [data-step-id=scoring]')).toContainText('wins');
  await expect(coach.getByTestId('tutorial-finish')).toHaveText(lesson.finish);
  await expect(coach.getByTestId('tutorial-play')).toBeVisible();
  expect(errors).toEqual([]);
});
