/**
 * Evy's guided first game, as a new player meets it: Learn to play on the home card, then only
 * what the lesson points at (the highlighted element, or Next) from the first roll to the
 * staircase of the Upstairs hall. On the way: undo and autoplay wait for the lesson's end, an
 * attack the step does not ask for is held back with the reason, a reload in the middle of Evy's
 * phase comes back at the same step, and axe finds no serious or critical problem on a step that
 * points at a monster on the map.
 */
import { expect, test } from '@playwright/test';
import { instantMonsterPhase } from './support/evy-ui';
import { hostPerTest } from './support/host';
import { expectNoSeriousAxeViolations } from './support/axe';
import { collectPageErrors } from './support/page-errors';
import { followLesson, readLesson, startLesson } from './support/tutorial-ui';

const { lesson, stepIds, whyNot } = readLesson('evy');

const host = hostPerTest();

test.use({ viewport: { width: 1280, height: 720 } });

test('a new player finishes the Evy lesson by following its pointers alone', async ({ page }) => {
  const errors = collectPageErrors(page);
  // The monsters' moves shown at once, not played back one by one (the board's Speed setting): the same steps, sooner.
  await instantMonsterPhase(page);
  await page.goto(host().url);
  await expect(page.locator('[data-game=evy]')).toBeVisible();
  await startLesson(page, 'evy');
  const coach = page.getByTestId('tutorial-coach');
  const table = page.getByTestId('evy-table');
  const evy = page.getByTestId('evy-token');
  const hp = page.getByTestId('evy-hp');

  const steps = await followLesson(page, async (step) => {
    if (step === 'step-2') {
      // The hex to step on is ringed above the map; undo and autoplay wait until the lesson is over.
      await expect(page.getByTestId('evy-pointed')).toBeVisible();
      await expect(page.getByTestId('evy-undo')).toBeDisabled();
      await expect(page.getByTestId('evy-autoplay')).toBeDisabled();
    }
    if (step === 'let-it-come') {
      // Attacking the goblin next to Evy is a legal move, but not this step's: held back, with the reason.
      await expect(table).toHaveAttribute('data-busy', 'false');
      await page.locator('polygon[data-hex="4,2"]').click();
      await expect(page.getByTestId('tutorial-held-back')).toContainText(whyNot('let-it-come'));
      await expect(coach).toHaveAttribute('data-step', 'let-it-come');
      await expect(page.locator('[data-monster="1"]')).toHaveAttribute('data-hex', '4,2');
      await expect(page.getByTestId('evy-actions-left')).toContainText('Attack: ready');
    }
    if (step === 'attack-1') {
      // A reload in the middle of Evy's phase comes back to the same step, on the same match.
      await expect(hp).toHaveAttribute('data-hp', '7');
      await page.reload();
      await expect(coach).toHaveAttribute('data-step', 'attack-1');
      await expect(coach.getByTestId('tutorial-text')).toBeVisible();
      await expect(evy).toHaveAttribute('data-hex', '3,3');
      await expect(hp).toHaveAttribute('data-hp', '7');
      await expect(table).toHaveAttribute('data-phase', 'evy');
      await expect(page.locator('[data-tutorial-target]')).toHaveAttribute('data-action-key', 'attack:4,3');
      await expectNoSeriousAxeViolations(page);
    }
  });

  expect(steps).toEqual(stepIds);
  await expect(page.getByTestId('evy-result')).toHaveAttribute('data-result', 'won');
  await expect(evy).toHaveAttribute('data-hex', '9,3');
  await expect(coach.getByTestId('tutorial-finish')).toHaveText(lesson.finish);
  await expect(coach.getByTestId('tutorial-play')).toBeVisible();
  expect(errors).toEqual([]);
});
