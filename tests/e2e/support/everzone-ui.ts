/** Driving the EverZone table the way a player would: setup, and one move at a time by the table's controls. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface EverzoneSetup {
  seed: number;
  /** Built-in deck id per seat (1v1: two). */
  decks: [string, string];
  /** 'random' skips the location picks; 'choose' plays them. */
  locations: 'random' | 'choose';
  cpPerPlayer: number;
}

export async function setUpEverzone(page: Page, setup: EverzoneSetup): Promise<void> {
  await page
    .locator('[data-game=everzone]')
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
  await page.locator('#cfg-format').selectOption('1v1');
  await page.locator('#cfg-locations').selectOption(setup.locations);
  await page.locator('#cfg-cpPerPlayer').fill(String(setup.cpPerPlayer));
  await page.locator('#cfg-cpPerPlayer').dispatchEvent('change');
  await expect(page.getByTestId('ez-deck-picker').locator('select')).toHaveCount(2);
  for (const [seat, deck] of setup.decks.entries()) await page.locator(`#ez-deck-${seat}`).selectOption(deck);
  await expect(page.locator('fieldset.seats .seat')).toHaveCount(2);
  await page.locator('#seat-0-kind').selectOption('human');
  await page.locator('#seat-1-kind').selectOption('ai');
  await page.locator('#setup-seed').fill(String(setup.seed));
}

export function table(page: Page): Locator {
  return page.getByTestId('everzone-table');
}

export function prompt(page: Page): Locator {
  return page.getByTestId('ez-prompt');
}

/** Waits until the game is over, the device is to be handed over, or the human on display has something to do. */
export async function nextSituation(page: Page): Promise<'over' | 'pass' | 'my-move'> {
  const over = page.getByTestId('game-over');
  const pass = page.getByTestId('pass-screen');
  const controls = prompt(page).locator('button[data-action-type]:enabled');
  await expect(over.or(pass).or(controls).first()).toBeVisible({ timeout: 60_000 });
  if (await pass.isVisible()) return 'pass';
  return (await over.isVisible()) ? 'over' : 'my-move';
}

export async function phase(page: Page): Promise<string> {
  return (await table(page).getAttribute('data-phase')) ?? '';
}

/** Clicks `control` and waits until the page has taken the move in (a newer view, a hand-over, or the end). */
export async function act(page: Page, control: Locator): Promise<void> {
  const screen = page.getByTestId('match-screen');
  const before = await screen.getAttribute('data-view-version');
  await control.click();
  await expect
    .poll(
      async () =>
        (await page.getByTestId('game-over').count()) > 0 ||
        (await page.getByTestId('pass-screen').count()) > 0 ||
        (await screen.getAttribute('data-view-version')) !== before,
      { message: 'the page did not take in the move' },
    )
    .toBe(true);
}

/** The viewer's selectable cards in one of their zones, not yet selected. */
export function unselected(page: Page, zones: string): Locator {
  return page.locator(`${zones} button.ez-card[aria-pressed=false]:enabled`);
}

/**
 * Selects, one click at a time, every card of `cards` (unselected ones) whose face (a card
 * button is named by what it shows: name, then "Unit · Numan", cost and numbers) matches
 * `filter`; re-reads the list after each click, since it shrinks as cards are chosen.
 */
export async function selectAll(cards: Locator, filter: RegExp = /./): Promise<number> {
  let chosen = 0;
  for (let guard = 0; guard < 40; guard++) {
    const labels = await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''),
    );
    const index = labels.findIndex((label) => filter.test(label));
    if (index < 0) return chosen;
    await cards.nth(index).click();
    chosen++;
  }
  return chosen;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
