/** Driving A Touch of Evil's table the way a player would: setup, and one decision at a time. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The default 2-Hero Competitive game with this seed: seat 0 human; seat 1 `'human'` (two
 * people sharing the device) or an AI at that level.
 */
export async function setUpTouch(page: Page, seed: number, opponent = 'random'): Promise<void> {
  await openTouchSetup(page);
  await expect(page.locator('fieldset.seats .seat')).toHaveCount(2);
  await page.locator('#seat-0-kind').selectOption('human');
  await page.locator('#seat-1-kind').selectOption(opponent === 'human' ? 'human' : 'ai');
  if (opponent !== 'human') await page.locator('#seat-1-level').selectOption(opponent);
  await page.locator('#setup-seed').fill(String(seed));
}

/**
 * Waits for the human's turn and takes one decision: a step on the map whenever one is
 * offered, else the prompt's first choice. Says which it took, or that the game is over.
 * With `passes` (two humans sharing the device), a pass screen asking to hand the device
 * over is also waited for, and reported as `pass` without taking it.
 */
export async function takeTouchDecision(
  page: Page,
  { passes = false }: { passes?: boolean } = {},
): Promise<'map' | 'prompt' | 'over' | 'pass'> {
  const reachable = page.locator('[data-testid=touch-map] [data-reachable=true]');
  // The prompt's choices: not the glossary links in its text, nor a card's "Read" button.
  const buttons = page.getByTestId('touch-prompt').locator('button:enabled:not(.term):not([data-testid=card-open])');
  const over = page.getByTestId('game-over');
  const pass = page.getByTestId('pass-screen');
  const shown = passes ? over.or(pass).or(reachable).or(buttons) : over.or(reachable).or(buttons);
  await expect(shown.first()).toBeVisible({ timeout: 60_000 });
  if (await over.isVisible()) return 'over';
  if (passes && (await pass.isVisible())) return 'pass';
  const before = await page.getByTestId('match-screen').getAttribute('data-view-version');
  const onMap = (await reachable.count()) > 0;
  if (onMap) await reachable.first().locator('.shape').click();
  else await buttons.first().click();
  await expect
    .poll(
      async () =>
        (await over.count()) > 0 ||
        (passes && (await pass.count()) > 0) ||
        (await page.getByTestId('match-screen').getAttribute('data-view-version')) !== before,
    )
    .toBe(true);
  return onMap ? 'map' : 'prompt';
}

/** Opens A Touch of Evil's setup screen from the home screen. */
export async function openTouchSetup(page: Page): Promise<void> {
  await page
    .locator('[data-game=touch]')
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
  await expect(page.getByTestId('touch-setup')).toBeVisible();
}

export type TouchStyle = 'competitive' | 'cooperative' | 'team' | 'lone-hero';

/** A style of play on the setup screen, as a keyboard or mouse user picks it. */
export async function chooseTouchStyle(page: Page, style: TouchStyle): Promise<void> {
  await page.getByTestId(`touch-style-${style}`).check();
  await expect(page.getByTestId('touch-setup')).toHaveAttribute('data-mode', style);
}

/**
 * The Heroes by name, in seat order: the number of Heroes first (unless a Lone Hero), then
 * each seat's Hero from its list.
 */
export async function chooseTouchHeroes(page: Page, names: string[]): Promise<void> {
  const count = page.locator('#touch-hero-count');
  if ((await count.count()) > 0) await count.selectOption(String(names.length));
  await expect(page.getByTestId('touch-hero-slot')).toHaveCount(names.length);
  for (const [slot, name] of names.entries()) {
    // A Hero another seat has is listed as a swap ("Karl (swap with Hero 2)").
    const select = page.locator(`#touch-hero-${slot}`);
    const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
    await select.selectOption(value ?? name);
    await expect(page.getByTestId('touch-hero-slot').nth(slot)).toHaveAttribute('data-hero', value ?? name);
  }
}

/**
 * Who plays each seat (`human`, or an AI level) and the seed; the seats must already show
 * `seats.length` rows.
 */
export async function setTouchSeats(page: Page, seats: string[], seed: number): Promise<void> {
  await expect(page.locator('fieldset.seats .seat')).toHaveCount(seats.length);
  for (const [seat, who] of seats.entries()) {
    await page.locator(`#seat-${seat}-kind`).selectOption(who === 'human' ? 'human' : 'ai');
    if (who !== 'human') await page.locator(`#seat-${seat}-level`).selectOption(who);
  }
  await page.locator('#setup-seed').fill(String(seed));
}

/** The Heroes' sheets on the table: the seat's own beside the prompt, the others' under the map. */
export function touchSheets(page: Page): Locator {
  return page.locator('[data-testid=touch-table] [data-testid=touch-hero]');
}

/** The Heroes whose sheets the table shows, by name, in turn order as the strip above the map lists them. */
export async function expectTouchSheets(page: Page, names: string[]): Promise<void> {
  await expect(touchSheets(page)).toHaveCount(names.length);
  for (const name of names) await expect(touchSheets(page).locator('h4', { hasText: name })).toHaveCount(1);
  const strip = page.getByTestId('touch-hero-strip').getByTestId('touch-hero-glance');
  await expect(strip).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(strip.nth(i)).toContainText(name);
}

/**
 * The kinds of choice the to-the-end policy takes first, best first: the Showdown and the
 * Lair card that opens it, then what gathers Investigation (the Lair's price) or clears the
 * way (a Fight, the Encounter a turn owes, a Clue token on the space).
 */
const TOWARD_THE_END = ['showdown', 'buy-lair', 'fight', 'encounter', 'collect'];

/**
 * Takes one decision for the seat at this screen by a policy that ends games soon: hand the
 * device over when asked; else the first choice of `TOWARD_THE_END` offered; else a step on
 * the map; else ending the turn rather than spending Investigation on anything else; else the
 * prompt's first choice. Waits until the decision is taken in; says which it took, or that
 * the game is over.
 */
export async function takeTouchPolicyDecision(page: Page): Promise<'map' | 'prompt' | 'pass' | 'over'> {
  const pass = page.getByTestId('pass-screen');
  const over = page.getByTestId('game-over');
  // Waited for by a small predicate in the page, not by polling locators: the responsiveness test
  // measures the page's main thread, and Playwright's locator checks run on it too.
  await page.waitForFunction(
    (selector) =>
      [...(globalThis as PageGlobal).document.querySelectorAll(selector)].some((el) => el.checkVisibility()),
    SOMETHING_TO_DO,
    { timeout: 60_000, polling: 100 },
  );
  if (await over.isVisible()) return 'over';
  if (await pass.isVisible()) {
    await pass.getByRole('button', { name: /^I am / }).click();
    await expect(pass).toHaveCount(0);
    return 'pass';
  }
  const before = await page.getByTestId('match-screen').getAttribute('data-view-version');
  const took = await clickByPolicy(page);
  await page.waitForFunction(
    (was) => {
      const doc = (globalThis as PageGlobal).document;
      const version = doc.querySelector('[data-testid=match-screen]')?.getAttribute('data-view-version');
      return !!doc.querySelector('[data-testid=game-over]') || version !== was;
    },
    before,
    { polling: 100 },
  );
  return took;
}

/**
 * The page's document as these predicates use it (they run in the page, serialized: everything they
 * use is inline; these tests type-check without the DOM library).
 */
interface PageElement {
  checkVisibility(): boolean;
  getAttribute(name: string): string | null;
}
type PageGlobal = typeof globalThis & {
  document: {
    querySelectorAll(selector: string): Iterable<PageElement>;
    querySelector(selector: string): PageElement | null;
  };
};

/** What shows when the seat has something to do, or the game is over, or the device is to be passed. */
const SOMETHING_TO_DO = [
  '[data-testid=game-over]',
  '[data-testid=pass-screen]',
  '[data-testid=touch-map] [data-reachable=true]',
  ':is([data-testid=touch-prompt], [data-testid=touch-showdown-screen]) button[data-action-key]:enabled',
].join(', ');

/** Where the seat's choices are: the prompt, and in a Showdown the dice tray on its screen. */
function choicePanels(page: Page): Locator {
  return page.locator('[data-testid=touch-prompt], [data-testid=touch-showdown-screen]');
}

async function clickByPolicy(page: Page): Promise<'map' | 'prompt'> {
  const prompt = choicePanels(page);
  for (const type of TOWARD_THE_END) {
    const choice = prompt.locator(`button[data-action-type="${type}"]:enabled`);
    if ((await choice.count()) > 0) {
      await choice.first().click();
      return 'prompt';
    }
  }
  const reachable = page.locator('[data-testid=touch-map] [data-reachable=true]');
  if ((await reachable.count()) > 0) {
    await reachable.first().locator('.shape').click();
    return 'map';
  }
  const end = prompt.locator('button[data-action-type=end]:enabled');
  if ((await end.count()) > 0) await end.click();
  else await prompt.locator('button[data-action-key]:enabled').first().click();
  return 'prompt';
}

/**
 * Plays the match on screen to its end: every decision of the seats at this screen through
 * the UI by `takeTouchPolicyDecision`, Event windows passed without asking off one's own turn
 * (the auto-pass setting). Returns how many decisions the humans took; fails when the game
 * has not ended within `maxDecisions`.
 */
export async function playTouchToEnd(page: Page, { maxDecisions }: { maxDecisions: number }): Promise<number> {
  const autoPass = page.getByTestId('touch-auto-pass-select');
  let autoPassSet = false;
  let decisions = 0;
  while (decisions < maxDecisions) {
    // The setting shows with the table, once the device is handed to a seat at this screen.
    if (!autoPassSet && (await autoPass.isVisible())) {
      await autoPass.selectOption('not-my-turn');
      autoPassSet = true;
    }
    const took = await takeTouchPolicyDecision(page);
    if (took === 'over') return decisions;
    if (took !== 'pass') decisions++;
  }
  if (await page.getByTestId('game-over').isVisible()) return decisions;
  throw new Error(`A Touch of Evil did not end within ${maxDecisions} decisions.`);
}
