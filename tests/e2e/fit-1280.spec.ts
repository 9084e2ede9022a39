/**
 * Every table fits a 1280×720 window: the player's hand and the current prompt are
 * inside the viewport without scrolling, in the largest player counts. Each test also
 * writes a screenshot of the table to `test-results/screenshots/fit-*.png`.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SeatSpec } from '../../src/shared/api';
import { connectApi } from './support/api-client';
import { hostPerTest } from './support/host';

test.use({ viewport: { width: 1280, height: 720 } });

const host = hostPerTest();

const HUMAN: SeatSpec = { kind: 'human' };
const AI: SeatSpec = { kind: 'ai', level: 'random' };

/** Creates a match through the API, then opens it from the home screen as a player would continue one. */
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

/** The whole box of `locator` lies inside the 1280×720 viewport (the page is not scrolled). */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const scrolled = await page.evaluate('window.scrollY');
  expect(scrolled, 'the page is not scrolled').toBe(0);
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(1280);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(720);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/fit-${name}.png` });
}

test('Queen, 4 players hot-seat: hand and prompt inside 1280×720', async ({ page }) => {
  await openMatch(
    page,
    'queen',
    { players: 4, variant: 'standard' },
    [{ kind: 'human', name: 'Ada' }, HUMAN, AI, AI],
    5,
  );
  await expect(page.getByTestId('queen-table')).toBeVisible();
  await expect(page.getByTestId('player-name')).toHaveText('· Ada');
  await expect(page.getByTestId('queen-actions').locator('button:enabled').first()).toBeVisible();
  await shot(page, 'queen-4p');
  await expectInViewport(page, page.locator('[data-testid=hand-region] [data-owner-seat="0"]'), 'the hand');
  await expectInViewport(page, page.getByTestId('queen-actions'), 'the prompt');
});

test('EverZone 2v2: hand and prompt inside 1280×720, at the mulligan and the marshal picker', async ({ page }) => {
  const config = {
    format: '2v2',
    cpPerPlayer: 15,
    locations: 'random',
    decks: ['adam-finn', 'pandora', 'meraud', 'xenogray'],
  };
  await openMatch(page, 'everzone', config, [{ kind: 'human', name: 'Ada' }, AI, AI, AI], 3);
  const keep = page.getByTestId('ez-prompt').getByRole('button', { name: 'Keep this hand.' });
  await expect(keep).toBeEnabled({ timeout: 60_000 });
  // The name typed at setup is the seat's name on the table, with no brackets inside brackets.
  await expect(page.getByTestId('ez-player').filter({ hasText: 'Ada' })).toHaveCount(1);
  await expect(page.getByTestId('everzone-table')).not.toContainText('((');
  await shot(page, 'everzone-2v2');
  await expectInViewport(page, page.getByTestId('ez-hand'), 'the hand');
  await expectInViewport(page, page.getByTestId('ez-prompt'), 'the prompt');

  await keep.click();
  const confirm = page.getByTestId('ez-confirm');
  await expect(confirm).toBeEnabled({ timeout: 60_000 });
  const cards = page.locator('[data-testid=ez-hand] button.ez-card[aria-pressed=false]:enabled');
  await cards.first().click();
  await cards.first().click();
  await expect(page.getByTestId('ez-selected-count')).toHaveText('2 cards selected');
  await shot(page, 'everzone-marshal');
  await expectInViewport(page, confirm, 'the marshal confirm button');
  await expectInViewport(page, page.getByTestId('ez-hand'), 'the hand');
});

test('EverZone 3v3: hand and prompt inside 1280×720', async ({ page }) => {
  const decks = ['adam-finn', 'pandora', 'meraud', 'molly-dunbar', 'xenogray', 'zarkendra'];
  const config = { format: '3v3', cpPerPlayer: 15, locations: 'random', decks };
  await openMatch(page, 'everzone', config, [HUMAN, AI, AI, AI, AI, AI], 3);
  await expect(page.getByTestId('ez-prompt').locator('button[data-action-type]:enabled').first()).toBeVisible({
    timeout: 60_000,
  });
  await shot(page, 'everzone-3v3');
  await expectInViewport(page, page.getByTestId('ez-hand'), 'the hand');
  await expectInViewport(page, page.getByTestId('ez-prompt'), 'the prompt');
});

test('Manor, 6 players: hand and prompt inside 1280×720', async ({ page }) => {
  await openMatch(page, 'manor', { players: 6 }, [HUMAN, AI, AI, AI, AI, AI], 4);
  await expect(page.locator('[data-testid=manor-move] button[data-choice-key]:enabled').first()).toBeVisible({
    timeout: 60_000,
  });
  await shot(page, 'manor-6p');
  await expectInViewport(page, page.getByTestId('manor-move'), 'the prompt');
  // The hint and the log fold away to give the table the width, and come back with the keyboard.
  const toggle = page.getByTestId('match-side-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('match-log')).toBeHidden();
  await shot(page, 'manor-6p-folded');
  await expectInViewport(page, page.getByTestId('manor-move'), 'the prompt, with the side panel folded');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('match-log')).toBeVisible();
});

test('A Touch of Evil, 8 Heroes: the map and the prompt inside 1280×720', async ({ page }) => {
  const heroes = [
    'karl',
    'heinrich-cartwright',
    'anne-marie',
    'katarina',
    'inspector-cooke',
    'victor-danforth',
    'thomas',
    'isabella-von-took',
  ];
  const config = { heroes, villain: 'scarecrow', basic: false, mode: 'cooperative' };
  await openMatch(page, 'touch', config, [HUMAN, AI, AI, AI, AI, AI, AI, AI], 3);
  await expect(page.getByTestId('touch-table')).toBeVisible();
  await expect(page.getByTestId('touch-hero')).toHaveCount(8);
  await expect(page.locator('[data-testid=touch-prompt] button:enabled').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'touch-8');
  await expectInViewport(page, page.getByTestId('touch-prompt'), 'the prompt');
  await expectInViewport(page, page.getByTestId('touch-map'), 'the map');
});

test('Evy: the board and the hand inside 1280×720', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('boardwright.evy.monsterSpeed', 'instant'));
  await openMatch(page, 'evy', { adventure: 'evys-room' }, [HUMAN], 3);
  await expect(page.getByTestId('evy-table')).toBeVisible();
  await shot(page, 'evy');
  await expectInViewport(page, page.locator('section[aria-labelledby=evy-hand-heading]'), 'the hand');
});
