/**
 * The rules in the app, as a player meets them: each game's home card opens its guide, the
 * guide is searchable, a glossary term opens its entry by keyboard as by mouse and gives focus
 * back, the table's Rules button opens the guide beside the match without leaving it, the table
 * says which expected moves the rules do not allow now and why, and axe
 * finds no serious or critical problem in the guide.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hostPerTest } from './support/host';
import { collectPageErrors } from './support/page-errors';
import { openHome, setUpQueen, start } from './support/queen-ui';

const host = hostPerTest();

test.use({ viewport: { width: 1280, height: 720 } });

test('every game’s guide opens from its home card, searchable, its terms open by keyboard', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openHome(page, host().url);
  const panel = page.getByTestId('rules-panel');
  for (const game of ['queen', 'evy', 'everzone', 'manor', 'touch']) {
    await page.locator(`[data-game=${game}]`).getByTestId('open-rules').click();
    await expect(panel).toHaveAttribute('data-game', game);
    await expect(panel.locator('.guide-section')).toHaveAttribute('data-section', 'theme');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText('How to play');
    await page.getByTestId('rules-close').click();
    await expect(panel).toHaveCount(0);
  }

  await page.locator('[data-game=touch]').getByTestId('open-rules').click();
  await page.getByTestId('rules-search').fill('lair cost');
  const results = page.getByTestId('rules-results');
  await expect(results.getByRole('button').first()).toBeVisible();
  await results
    .getByRole('button', { name: /Shadow Track/ })
    .first()
    .click();
  await expect(panel.locator('.guide-section')).toContainText('Lair');

  // A term, by keyboard: focus it, Enter opens its entry with focus inside, Escape gives focus back.
  const term = panel.locator('.guide-section button.term').first();
  await term.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByTestId('term-entry');
  await expect(entry).toBeVisible();
  await expect(entry).toBeFocused();
  await expect(entry).toHaveAttribute('data-term', (await term.getAttribute('data-term'))!);
  await page.screenshot({ path: test.info().outputPath('rules-term.png') });
  await page.keyboard.press('Escape');
  await expect(entry).toHaveCount(0);
  await expect(term).toBeFocused();

  await expectNoSeriousAxeViolations(page, '[data-testid=rules-panel]');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the table says why a move is not possible, and its Rules button opens the guide beside the match', async ({
  page,
}) => {
  await openHome(page, host().url);
  await setUpQueen(page, { players: 2, humans: [0], seed: 5 });
  await start(page);
  // Why not?: the moves the rules do not allow now, in one line, each with its reason when opened.
  const whyNot = page.getByTestId('why-not');
  await expect(whyNot.locator('#why-not-list')).toBeHidden();
  await whyNot.getByTestId('why-not-toggle').click();
  await expect(whyNot.locator('[data-unavailable]').first()).toContainText(':');
  await page.screenshot({ path: test.info().outputPath('why-not.png') });

  await page.getByTestId('match-rules').click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel).toHaveAttribute('data-game', 'queen');
  await expect(page.getByTestId('match-screen')).toBeVisible();
  await page.getByTestId('rules-glossary-tab').click();
  await expect(page.getByTestId('glossary-list').locator('[data-entry]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rules-beside-match.png') });
  await page.getByTestId('rules-close').click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('match-rules')).toBeFocused();
});
