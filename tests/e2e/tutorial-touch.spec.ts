/**
 * A Touch of Evil's guided first game, as a new player meets it: Learn to play on the home
 * card, then only what the lesson points at (the highlighted element, or Next) until the
 * Scarecrow falls. On the way: a move other than the step's is held back with the reason, a
 * reload mid-lesson comes back at the same step, and axe finds no serious or critical
 * problem on a step.
 */
import { expect, test } from '@playwright/test';
import { hostPerTest } from './support/host';
import { expectNoSeriousAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { openHome } from './support/queen-ui';
import { followLesson, readLesson, startLesson } from './support/tutorial-ui';

const { lesson, stepIds, whyNot: whyNotOf } = readLesson('touch');

const host = hostPerTest();

test.use({ viewport: { width: 1280, height: 720 } });

test('a new player finishes the A Touch of Evil lesson by following its pointers alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  await startLesson(page, 'touch');
  const coach = page.getByTestId('tutorial-coach');
  const investigation = page.locator('[data-testid=touch-hero][data-hero=thomas] [data-testid=hero-investigation]');
  const hero = page.locator('[data-testid=touch-map] [data-pieces-of="town-hall"] [data-piece=hero]');

  const steps = await followLesson(page, async (step) => {
    if (step === 'move-magistrate') {
      // Another space than the step's: held back, with the step's reason, and Thomas stays put.
      await page.locator('[data-testid=touch-map] [data-action-key="step:church"] .shape').click();
      await expect(page.getByTestId('tutorial-held-back')).toContainText(whyNotOf(step));
      await expect(coach).toHaveAttribute('data-step', step);
      await expect(hero).toHaveCount(1);
    }
    if (step === 'buy') {
      // A reload in the middle of the lesson comes back to the same step, on the same match.
      await expect(investigation).toContainText('2');
      await page.reload();
      await expect(coach).toHaveAttribute('data-step', step);
      await expect(coach.getByTestId('tutorial-text')).toBeVisible();
      await expect(investigation).toContainText('2');
    }
    if (step === 'fight') {
      await expect(page.locator('[data-tutorial-target]')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    }
  });

  expect(steps).toEqual(stepIds);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(coach.getByTestId('tutorial-finish')).toHaveText(lesson.finish);
  await expect(coach.getByTestId('tutorial-play')).toBeVisible();
  expect(errors).toEqual([]);
});
