/**
 * No label over another at 1280×720: on a Touch map (light and dark, with Heroes moved
 * off the Town Hall so their name cards sit beside the places) and on an Evy board, the
 * boxes of every element marked `data-board-label` are pairwise apart. Screenshots go to
 * test-results/board-labels.
 */
import { expect, test, type Page } from '@playwright/test';
import { instantMonsterPhase, openEvyMatch } from './support/evy-ui';
import { hostPerTest } from './support/host';
import { openHome, start } from './support/queen-ui';
import { setUpTouch } from './support/touch-ui';

test.use({ viewport: { width: 1280, height: 720 } });

const SHOTS = 'test-results/board-labels';
const host = hostPerTest();

/** The pairs of labels (by their text) whose boxes intersect, inside `board`; and how many labels there are. */
async function overlaps(page: Page, board: string): Promise<{ count: number; pairs: string[] }> {
  return page.locator(board).evaluate((root) => {
    const boxes = [...root.querySelectorAll('[data-board-label]')]
      .map((el) => ({ name: el.getAttribute('data-board-label') ?? '', r: el.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0 && b.r.height > 0);
    const pairs: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          pairs.push(`${boxes[i]!.name} × ${boxes[j]!.name}`);
      }
    return { count: boxes.length, pairs };
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`Touch map (${theme}): no two labels overlap`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('boardwright.theme', t), theme);
    await openHome(page, host().url);
    await setUpTouch(page, 11);
    await start(page);
    const map = page.getByTestId('touch-map');
    await expect(map).toBeVisible();
    // Karl rolls and steps off the Town Hall: his card now sits beside another place's name.
    await page.getByTestId('touch-prompt').locator('button[data-action-key=roll]').click({ timeout: 30_000 });
    const reachable = map.locator('[data-reachable=true]');
    await expect(reachable.first()).toBeVisible();
    const to = await reachable.last().getAttribute('data-space');
    await reachable.last().locator('.shape').click();
    await expect(map.locator(`[data-pieces-of="${to}"] [data-piece=hero]`)).toHaveText(['● Karl']);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/touch-${theme}.png` });
    const found = await overlaps(page, '[data-testid=touch-map]');
    expect(found.count).toBeGreaterThan(13);
    expect(found.pairs).toEqual([]);
  });
}

test('Evy board: no two labels overlap', async ({ page }) => {
  await instantMonsterPhase(page);
  await openEvyMatch(page, host().url, 'downstairs', 5);
  await expect(page.getByTestId('evy-map').first()).toBeVisible();
  // One monster phase: the rug creepers crawl off their pits, some onto card tiles (the card's number moves aside).
  const screen = page.getByTestId('match-screen');
  const before = (await screen.getAttribute('data-view-version')) ?? '';
  await page.getByRole('button', { name: /Roll the dice/ }).click();
  await expect(screen).not.toHaveAttribute('data-view-version', before);
  await page.screenshot({ path: `${SHOTS}/evy.png` });
  const found = await overlaps(page, '[data-testid=evy-table]');
  expect(found.count).toBeGreaterThan(5);
  expect(found.pairs).toEqual([]);
});
