/** Driving the All Manor of Evil table the way a player would: setup, one move at a time, the keyboard. */
import { expect, type Locator, type Page } from '@playwright/test';

export interface ManorSetup {
  players: 1 | 2 | 3 | 4 | 5 | 6;
  /** Seats played by humans on this device; the others are AI at `aiLevel`. */
  humans: number[];
  seed: number;
  /** Solo only: 1 Rookie … */
  level?: number;
  aiLevel?: string;
}

export async function setUpManor(page: Page, setup: ManorSetup): Promise<void> {
  await page
    .locator('[data-game=manor]')
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
  await page.locator('#cfg-players').selectOption(String(setup.players));
  await expect(page.locator('fieldset.seats .seat')).toHaveCount(setup.players);
  if (setup.players === 1) await page.locator('#manor-solo-level').selectOption(String(setup.level ?? 1));
  for (let seat = 0; seat < setup.players; seat++) {
    const human = setup.humans.includes(seat);
    await page.locator(`#seat-${seat}-kind`).selectOption(human ? 'human' : 'ai');
    if (!human) await page.locator(`#seat-${seat}-level`).selectOption(setup.aiLevel ?? 'greedy');
  }
  await page.locator('#setup-seed').fill(String(setup.seed));
}

export function table(page: Page): Locator {
  return page.getByTestId('manor-table');
}

/** The choices the human on display may take now: action cards, answers, fates. */
export function choices(page: Page): Locator {
  return page.locator('[data-testid=manor-move] button[data-choice-key]:enabled');
}

export type ManorSituation = 'over' | 'pass' | 'my-move';

/** Waits until the game is over, the device is to be handed over, or the human on display can move. */
export async function nextSituation(page: Page): Promise<ManorSituation> {
  const over = page.getByTestId('game-over');
  const pass = page.getByTestId('pass-screen');
  await expect(over.or(pass).or(choices(page)).first()).toBeVisible({ timeout: 60_000 });
  if (await pass.isVisible()) return 'pass';
  return (await over.isVisible()) ? 'over' : 'my-move';
}

async function viewVersion(page: Page): Promise<string | null> {
  return page.getByTestId('match-screen').getAttribute('data-view-version');
}

/** Waits until the page has taken a move in: a newer view, a hand-over, or the end. */
async function taken(page: Page, before: string | null, what: string): Promise<void> {
  const pass = page.getByTestId('pass-screen');
  const over = page.getByTestId('game-over');
  await expect
    .poll(async () => (await pass.count()) > 0 || (await over.count()) > 0 || (await viewVersion(page)) !== before, {
      message: `the page did not take in the move "${what}"`,
    })
    .toBe(true);
}

/** Clicks a choice and waits for the page to take it in; returns its text. */
export async function act(page: Page, control: Locator): Promise<string> {
  const before = await viewVersion(page);
  const label = (await control.textContent())?.trim() ?? '';
  await control.click();
  await taken(page, before, label);
  return label;
}

/** Takes the choice with number key `n` by the keyboard: the number moves to it, Enter confirms. */
export async function actByKey(page: Page, n: number): Promise<string> {
  const before = await viewVersion(page);
  const control = page.locator(`[data-testid=manor-move] button[data-choice-key="${n}"]`);
  const label = (await control.textContent())?.trim() ?? '';
  await page.keyboard.press(`Digit${n}`);
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
  await taken(page, before, label);
  return label;
}

/** The number key of the first choice on offer. */
export async function firstChoiceKey(page: Page): Promise<number> {
  return Number(await choices(page).first().getAttribute('data-choice-key'));
}
