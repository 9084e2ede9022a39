/**
 * At 1280×720, on each of the five tables: no card face or panel cuts its text without a
 * way to read it whole. Every element that clips its text (its content is larger than its
 * box, and overflow hides the rest rather than scrolling it) lies inside a card face with
 * an open control; and a card opened large passes axe. Screenshots go to
 * `test-results/screenshots/cards-*.png`.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SeatSpec } from '../../src/shared/api';
import { connectApi } from './support/api-client';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hostPerTest } from './support/host';

test.use({ viewport: { width: 1280, height: 720 } });

const host = hostPerTest();
const HUMAN: SeatSpec = { kind: 'human' };
const AI: SeatSpec = { kind: 'ai', level: 'random' };

/** Creates a match through the API, then continues it from the home screen. */
async function openMatch(page: Page, game: string, config: unknown, seats: SeatSpec[], seed: number): Promise<void> {
  const api = await connectApi(host());
  try {
    await api.call('match.create', { game, config, seats, seed });
  } finally {
    api.close();
  }
  await page.goto(host().url);
  await page.getByTestId('live-matches').getByRole('button', { name: 'Continue' }).first().click();
  await expect(page.getByTestId('match-screen')).toBeVisible();
  const pass = page.getByTestId('pass-screen');
  if (await pass.isVisible()) await pass.getByRole('button').first().click();
}

/**
 * Each visible element of the match screen that hides part of its text (its content is
 * larger than its box and overflow hides, not scrolls, the rest), and whether a card face
 * with an open control holds it. Run in the page, as text: the tests compile without the DOM's types.
 */
const CLIPPED_TEXT = `(() => {
  const found = [];
  const screen = document.querySelector('[data-testid=match-screen]');
  const hides = (o) => o === 'hidden' || o === 'clip';
  for (const el of screen.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
    const text = (el.innerText || '').trim();
    if (!(wide || tall) || text === '' || el.getClientRects().length === 0) continue;
    const face = el.closest('[data-card-face]');
    found.push({ text: text.slice(0, 60), openable: !!(face && face.querySelector('[data-testid=card-open]')) });
  }
  return found;
})()`;

async function clippedText(page: Page): Promise<{ text: string; openable: boolean }[]> {
  return (await page.evaluate(CLIPPED_TEXT)) as { text: string; openable: boolean }[];
}

async function expectNothingClippedWithoutAWay(page: Page, table: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/cards-${table}.png` });
  const clipped = await clippedText(page);
  expect(
    clipped.filter((c) => !c.openable).map((c) => c.text),
    `${table}: text cut with no way to read it whole`,
  ).toEqual([]);
}

test('every table at 1280×720: clipped text only on faces that open large; a card opened large passes axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('boardwright.evy.monsterSpeed', 'instant'));

  await openMatch(page, 'queen', { players: 2, variant: 'standard' }, [HUMAN, AI], 5);
  const hand = page.getByTestId('hand-region');
  await expect(hand.getByTestId('card-open').first()).toBeVisible({ timeout: 30_000 });
  await expectNothingClippedWithoutAWay(page, 'queen');
  // A card opened large by keyboard: its whole text, its terms, focus inside, axe-clean; Escape gives focus back.
  const open = hand.getByTestId('card-open').first();
  const name = ((await open.getAttribute('aria-label')) ?? '').replace(/^Read /, '');
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.getByTestId('card-large-text').first()).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/screenshots/cards-queen-large.png' });
  await expectNoSeriousAxeViolations(page, '[data-testid=card-large]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  const everzone = { format: '1v1', cpPerPlayer: 15, locations: 'random', decks: ['adam-finn', 'pandora'] };
  await openMatch(page, 'everzone', everzone, [HUMAN, AI], 3);
  await expect(page.getByTestId('ez-hand').getByTestId('card-open').first()).toBeVisible({ timeout: 30_000 });
  await expectNothingClippedWithoutAWay(page, 'everzone');

  await openMatch(page, 'manor', { players: 4 }, [HUMAN, AI, AI, AI], 4);
  await expect(page.getByTestId('manor-gods').getByTestId('card-open').first()).toBeVisible({ timeout: 30_000 });
  await expectNothingClippedWithoutAWay(page, 'manor');

  const touch = { heroes: ['karl', 'katarina'], villain: 'scarecrow', basic: false, mode: 'cooperative' };
  await openMatch(page, 'touch', touch, [HUMAN, AI], 3);
  await expect(page.locator('[data-testid=touch-prompt] button:enabled').first()).toBeVisible({ timeout: 30_000 });
  await expectNothingClippedWithoutAWay(page, 'touch');

  await openMatch(page, 'evy', { adventure: 'evys-room' }, [HUMAN], 3);
  await expect(page.getByTestId('evy-table')).toBeVisible();
  await expectNothingClippedWithoutAWay(page, 'evy');
});
