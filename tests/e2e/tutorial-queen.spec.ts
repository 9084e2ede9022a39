/**
 * The Queen's guided first game, as a new player meets it: Learn to play on the home card,
 * then only what the lesson points at (the highlighted element, or Next) until its finish.
 * On the way: a move other than the step's is held back with the reason, a reload mid-lesson
 * comes back at the same step, and axe finds no serious or critical problem on a step.
 */
import { expect, test } from '@playwright/test';
import { hostPerTest } from './support/host';
import { expectNoSeriousAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { openHome } from './support/queen-ui';
import { followLesson, readLesson, startLesson } from './support/tutorial-ui';

const { lesson, stepIds } = readLesson('queen');

const host = hostPerTest();

test.use({ viewport: { width: 1280, height: 720 } });

test('a new player finishes the Queen lesson by following its pointers alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  await startLesson(page, 'queen');
  const coach = page.getByTestId('tutorial-coach');

  const steps = await followLesson(page, async (step) => {
    if (step === 'weapon') {
      // Another card than the step's: held back, with the step's reason, and nothing is played.
      await page.locator('[data-testid=hand-region] [data-action-key="play:19"]').click();
      await expect(page.getByTestId('tutorial-held-back')).toContainText('Only weapons on your table fight Demons');
      await expect(coach).toHaveAttribute('data-step', 'weapon');
      await expect(page.getByTestId('ability-points')).toHaveText('0');
    }
    if (step === 'pool') {
      // A reload in the middle of the lesson comes back to the same step, on the same match.
      await expect(page.getByTestId('ability-points')).toHaveText('1');
      await page.reload();
      await expect(coach).toHaveAttribute('data-step', 'pool');
      await expect(coach.getByTestId('tutorial-text')).toBeVisible();
      await expect(page.getByTestId('ability-points')).toHaveText('1');
    }
    if (step === 'ability') {
      await expect(page.locator('[data-tutorial-target]')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    }
  });

  expect(steps).toEqual(stepIds);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('game-over')).toContainText('The Girl');
  await expect(coach.getByTestId('tutorial-finish')).toHaveText(lesson.finish);
  await expect(coach.getByTestId('tutorial-play')).toBeVisible();
  expect(errors).toEqual([]);
});
