/**
 * Following a guided first game as a new player would: read the lesson's step, then do
 * only what it points at — the highlighted element of the table (`data-tutorial-target`),
 * or Next where the step only explains. Nothing here knows the game or its moves.
 */
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { TutorialDocument } from '../../../src/content/schemas/tutorial';

/** Opens the lesson from the game's home card. */
export async function startLesson(page: Page, game: string): Promise<void> {
  await page.locator(`[data-game=${game}]`).getByTestId('learn-to-play').click();
  await expect(page.getByTestId('tutorial-coach')).toBeVisible();
}

/**
 * Follows the lesson to its finish and returns the steps it went through, in order.
 * `onStep` runs as each step shows (a screenshot, an accessibility check…).
 */
export async function followLesson(
  page: Page,
  onStep?: (stepId: string) => Promise<void>,
  maxSteps = 250,
): Promise<string[]> {
  const coach = page.getByTestId('tutorial-coach');
  const seen: string[] = [];
  for (let i = 0; i < maxSteps; i++) {
    await expect(coach.locator('[data-testid=tutorial-text], [data-testid=tutorial-finish]')).toBeVisible();
    const step = (await coach.getAttribute('data-step')) ?? '';
    if (step === 'finish') return seen;
    seen.push(step);
    await onStep?.(step);
    const next = coach.getByTestId('tutorial-next');
    if (await next.isVisible()) {
      await next.click();
    } else {
      const target = page.locator('[data-tutorial-target]');
      await expect(target, `step "${step}" points at one element`).toHaveCount(1);
      await target.click();
    }
    await expect(coach).not.toHaveAttribute('data-step', step);
  }
  throw new Error(`the lesson did not finish within ${maxSteps} steps (it went through ${seen.join(', ')})`);
}

/** A game's lesson as the app loads it, with its step ids in order and each step's `whyNot`. */
export function readLesson(game: string): {
  lesson: TutorialDocument;
  stepIds: string[];
  whyNot(id: string): string;
} {
  const lesson = JSON.parse(
    readFileSync(new URL(`../../../content/${game}/tutorial.json`, import.meta.url), 'utf8'),
  ) as TutorialDocument;
  return {
    lesson,
    stepIds: lesson.steps.map((s) => s.id),
    whyNot: (id) => lesson.steps.find((s) => s.id === id)?.whyNot ?? '',
  };
}
