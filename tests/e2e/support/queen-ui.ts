/** Driving the Boardwright UI the way a player would: setup, one move at a time, hand-overs. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface QueenSetup {
  players: 2 | 3 | 4;
  /** Seats played by humans on this device; the others are AI. */
  humans: number[];
  seed: number;
}

/** Enabled controls of the player on display: action buttons and playable cards. */
export function enabledControls(page: Page): Locator {
  return page.locator(
    '[data-testid=queen-actions] button[data-action-type]:enabled, [data-testid=hand-region] button.card:enabled',
  );
}

export async function openHome(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await expect(page.locator('[data-game=queen]')).toBeVisible();
}

export async function setUpQueen(page: Page, setup: QueenSetup): Promise<void> {
  await page
    .locator('[data-game=queen]')
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
  await page.locator('#cfg-players').selectOption(String(setup.players));
  await expect(page.locator('fieldset.seats .seat')).toHaveCount(setup.players);
  for (let seat = 0; seat < setup.players; seat++) {
    await page.locator(`#seat-${seat}-kind`).selectOption(setup.humans.includes(seat) ? 'human' : 'ai');
  }
  await page.locator('#setup-seed').fill(String(setup.seed));
}

export async function start(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('match-screen')).toBeVisible();
}

export type Situation = 'over' | 'pass' | 'my-move';

/** Waits until the game is over, a hand-over is asked, or the displayed human can move. */
export async function nextSituation(page: Page): Promise<Situation> {
  const over = page.getByTestId('game-over');
  const pass = page.getByTestId('pass-screen');
  await expect(over.or(pass).or(enabledControls(page)).first()).toBeVisible({ timeout: 30_000 });
  if (await pass.isVisible()) return 'pass';
  if (await over.isVisible()) return 'over';
  return 'my-move';
}

/**
 * The simple policy: draw when allowed (it ends the turn), otherwise answer the
 * prompt with its first option; a play of a card only when nothing else is offered.
 */
async function chooseControl(page: Page): Promise<Locator> {
  const actions = page.getByTestId('queen-actions');
  const draw = actions.locator('button[data-action-type=draw]:enabled');
  if ((await draw.count()) > 0) return draw.first();
  const place = actions.locator('[data-testid=position-chooser] button:enabled');
  if ((await place.count()) > 0) return place.first();
  const choice = actions.locator('[role=group] button[data-action-type]:enabled');
  if ((await choice.count()) > 0) return choice.first();
  return enabledControls(page).first();
}

/** Takes one move with the policy and waits until the page has taken it in. */
export async function takePolicyMove(page: Page): Promise<string> {
  const screen = page.getByTestId('match-screen');
  const before = await screen.getAttribute('data-view-version');
  const control = await chooseControl(page);
  const label = (await control.textContent())?.trim() ?? '';
  await control.click();
  const pass = page.getByTestId('pass-screen');
  const over = page.getByTestId('game-over');
  await expect
    .poll(
      async () =>
        (await pass.count()) > 0 ||
        (await over.count()) > 0 ||
        (await screen.getAttribute('data-view-version')) !== before,
      { message: `the page did not take in the move "${label}"` },
    )
    .toBe(true);
  return label;
}

/** The card instance ids present anywhere in the page. */
export async function cardIdsInPage(page: Page): Promise<number[]> {
  return page.locator('[data-card-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-card-id'))));
}

/** The card ids of the hand region, by owner seat. */
export async function handRegionCards(page: Page): Promise<Map<number, number[]>> {
  const entries = await page
    .locator('[data-testid=hand-region] [data-owner-seat]')
    .evaluateAll((groups) =>
      groups.map((group) => [
        Number(group.getAttribute('data-owner-seat')),
        [...group.querySelectorAll('[data-card-id]')].map((el) => Number(el.getAttribute('data-card-id'))),
      ]),
    );
  return new Map(entries as [number, number[]][]);
}

export async function displayedSeat(page: Page): Promise<number | null> {
  const value = await page.getByTestId('match-screen').getAttribute('data-displayed-seat');
  return value === null || value === '' ? null : Number(value);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
