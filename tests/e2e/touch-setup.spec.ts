/**
 * A Touch of Evil's setup screen, through the real UI and web host: each style of play set
 * up and started (a Lone Hero at the Hunter level, Cooperative with one human and two AI
 * Heroes, an uneven Team Game), the Hero draft from the typed seed, the optional rules named
 * on the table, two humans sharing the device, and a saved Team Game resumed after the host
 * restarts. Each checks what the table shows: the Heroes' sheets by name, who plays them, and
 * the Villain's Health, which the style multiplies.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshDataDir, hostPerTest, removeDataDir, startHost } from './support/host';
import { openHome, start } from './support/queen-ui';
import {
  chooseTouchHeroes,
  chooseTouchStyle,
  expectTouchSheets,
  openTouchSetup,
  setTouchSeats,
  takeTouchDecision,
  touchSheets,
} from './support/touch-ui';

test.use({ viewport: { width: 1280, height: 800 } });

const host = hostPerTest();

/** The setup screen as it looks now, saved under /tmp for the report. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/touch-setup-${name}.png`, fullPage: true });
}

/** The Vampire's printed Health is 3: the table shows it multiplied as the style says, and says so. */
async function expectVillainHealth(page: Page, health: number): Promise<void> {
  const stats = page.getByTestId('villain-stats');
  await expect(stats).toContainText(`Combat 3 · Health ${health} ·`);
  const times = health / 3;
  await expect(stats).toContainText(`printed Combat 3, Health 3${times > 1 ? ` ×${times}, once per Hero` : ';'}`);
}

function seatLabels(page: Page) {
  return page.locator('fieldset.seats .seat strong');
}

test('a Lone Hero at the Hunter level: one Hero, one seat, the Villain at its printed Health', async ({ page }) => {
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'lone-hero');
  await expect(page.locator('#touch-hero-count')).toHaveCount(0);
  await page.locator('#touch-level').selectOption({ label: 'Hunter' });
  await expect(page.locator('#touch-level-help')).toHaveText('The Cooperative Shadow Track.');
  await chooseTouchHeroes(page, ['Katarina']);
  await expect(page.locator('#touch-hero-0-help')).toContainText('The Outlaw');
  await setTouchSeats(page, ['human'], 31);
  await expect(seatLabels(page)).toHaveText(['Katarina']);
  await shot(page, 'lone-hero');
  await start(page);

  await expectTouchSheets(page, ['Katarina']);
  await expect(touchSheets(page).first().locator('.badge').first()).toHaveText('You');
  await expectVillainHealth(page, 3);
});

test('Cooperative with one human and two AI Heroes: three sheets, the Villain three times as strong', async ({
  page,
}) => {
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'cooperative');
  await chooseTouchHeroes(page, ['Anne Marie', 'Thomas', 'Karl']);
  await page.locator('#touch-chart').selectOption({ label: 'Advanced (2D6)' });
  await expect(page.locator('#touch-chart-help')).toContainText('two dice, harder');
  // Solo as a Team of Heroes: one seat plays all three; unticked, each Hero has its own seat again.
  await page.getByTestId('touch-solo-team').check();
  await expect(seatLabels(page)).toHaveText(['Anne Marie and Thomas and Karl']);
  await page.getByTestId('touch-solo-team').uncheck();
  await setTouchSeats(page, ['human', 'random', 'random'], 32);
  await expect(seatLabels(page)).toHaveText(['Anne Marie', 'Thomas', 'Karl']);
  await shot(page, 'cooperative');
  await start(page);

  await expectTouchSheets(page, ['Anne Marie', 'Thomas', 'Karl']);
  await expect(page.locator('[data-testid=touch-hero][data-hero=anne-marie] .badge').first()).toHaveText('You');
  await expect(page.locator('[data-testid=touch-hero][data-hero=thomas] .badge').first()).not.toHaveText('You');
  // "Multiply the Villains base Health times the total number of Heroes"
  await expectVillainHealth(page, 9);
});

test('an uneven Team Game: two teams of two, the last player plays two Heroes', async ({ page }) => {
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'team');
  // Two Heroes cannot make two teams: the style asks for four, in teams of two.
  await expect(page.locator('#touch-hero-count')).toHaveValue('4');
  await expect(page.locator('#touch-hero-count option')).toHaveText(['4 Heroes', '6 Heroes', '8 Heroes']);
  await expect(page.locator('#touch-team-size option')).toHaveText(['Teams of 2 (2 teams)']);
  await chooseTouchHeroes(page, ['Karl', 'Katarina', 'Thomas', 'Isabella Von Took']);
  await page.getByTestId('touch-uneven').check();
  await setTouchSeats(page, ['human', 'random', 'random'], 33);
  await expect(seatLabels(page)).toHaveText(['Karl', 'Katarina', 'Thomas and Isabella Von Took']);
  await expect(page.locator('fieldset.seats .seat .badge').filter({ hasText: /^Team \d$/ })).toHaveText([
    'Team 1',
    'Team 1',
    'Team 2',
  ]);
  await shot(page, 'team');
  await start(page);

  await expectTouchSheets(page, ['Karl', 'Katarina', 'Thomas', 'Isabella Von Took']);
  // "if you have three Heroes on each team, the Villain will have three times its base Health": two here.
  await expectVillainHealth(page, 6);
});

test('the Hero draft deals each seat two Heroes of its own, and the one chosen plays', async ({ page }) => {
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'competitive');
  await page.locator('#touch-hero-count').selectOption('3');
  // The seed typed on the screen is the draft's: dealt twice, it deals the same pairs.
  await page.locator('#setup-seed').fill('34');
  const deal = page.getByRole('button', { name: 'Deal Heroes (two each)' });
  await deal.click();
  const heroes = page.getByTestId('touch-heroes');
  await expect(heroes).toHaveAttribute('data-drafted', 'true');
  const pairs = heroes.locator('fieldset.pair');
  await expect(pairs).toHaveCount(3);
  const dealt: string[][] = [];
  for (let slot = 0; slot < 3; slot++) {
    const names = await pairs.nth(slot).locator('label strong').allInnerTexts();
    expect(names).toHaveLength(2);
    dealt.push(names);
  }
  expect(new Set(dealt.flat()).size, 'no Hero is dealt twice').toBe(6);
  await expect(page.locator('#touch-deal-help')).toContainText('Dealt from seed 34');
  await page.getByTestId('touch-undeal').click();
  await expect(heroes).toHaveAttribute('data-drafted', 'false');
  await deal.click();
  for (let slot = 0; slot < 3; slot++)
    expect(await pairs.nth(slot).locator('label strong').allInnerTexts(), `seat ${slot + 1} again`).toEqual(
      dealt[slot],
    );
  await shot(page, 'draft');

  // Seat 2 takes the second of its two, by the keyboard.
  await pairs.nth(1).getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(pairs.nth(1).getByRole('radio').nth(1)).toBeChecked();
  const chosen = [dealt[0]![0]!, dealt[1]![1]!, dealt[2]![0]!];
  await setTouchSeats(page, ['human', 'random', 'random'], 34);
  await expect(seatLabels(page)).toHaveText(chosen);
  await start(page);
  await expectTouchSheets(page, chosen);
});

test('optional rules: Cooperative offers Holding Back the Darkness, and the table names the rules in play', async ({
  page,
}) => {
  await openHome(page, host().url);
  await openTouchSetup(page);
  const rules = page.getByTestId('touch-options');
  // Exchanging Items/Allies is for Competitive play; Holding Back the Darkness for Cooperative.
  await expect(page.getByTestId('touch-option-exchange')).toBeVisible();
  await expect(page.getByTestId('touch-option-holdingBack')).toHaveCount(0);
  await chooseTouchStyle(page, 'cooperative');
  await expect(page.getByTestId('touch-option-exchange')).toHaveCount(0);
  await rules.getByRole('checkbox', { name: /Holding Back the Darkness/ }).check();
  await rules.getByRole('checkbox', { name: /Growing Darkness/ }).check();
  await expect(rules).toContainText('in the Red, every Hero pays 2 Investigation');
  await chooseTouchHeroes(page, ['Karl', 'Katarina']);
  await setTouchSeats(page, ['human', 'random'], 37);
  await shot(page, 'options');
  await start(page);

  await expectTouchSheets(page, ['Karl', 'Katarina']);
  await expect(page.getByTestId('touch-optional-rules')).toHaveText(
    'Optional rules: Holding Back the Darkness, Growing Darkness.',
  );
  await page.screenshot({ path: '/tmp/touch-setup-options-table.png' });
});

test('two humans share the device: the pass screen hands it to the other Hero', async ({ page }) => {
  await openHome(page, host().url);
  await openTouchSetup(page);
  await chooseTouchHeroes(page, ['Victor Danforth', 'Anne Marie']);
  await setTouchSeats(page, ['human', 'human'], 35);
  await start(page);

  const pass = page.getByTestId('pass-screen');
  const handedTo: string[] = [];
  for (let step = 0; step < 80 && new Set(handedTo).size < 2; step++) {
    const took = await takeTouchDecision(page, { passes: true });
    if (took === 'over') break;
    if (took !== 'pass') continue;
    const button = pass.getByRole('button', { name: /^I am / });
    const name = (await button.innerText()).replace(/^I am (.*): show my cards$/, '$1');
    // The pass screen covers the table: nothing of either Hero's hand shows behind it.
    await expect(page.getByTestId('touch-table')).toHaveCount(0);
    if (handedTo.length === 0) await shot(page, 'pass-screen');
    await button.click();
    await expect(pass).toHaveCount(0);
    await expect(
      page.locator('[data-testid=touch-hero] h4', { hasText: name }).locator('..').locator('.badge').first(),
    ).toHaveText('You');
    handedTo.push(name);
    await expectTouchSheets(page, ['Victor Danforth', 'Anne Marie']);
  }
  // The device went to each of the two Heroes' players in turn.
  expect([...new Set(handedTo)].sort()).toEqual(['Anne Marie', 'Victor Danforth']);
});

test('a saved Team Game is resumed after the host restarts, with its Heroes and its style', async ({ page }) => {
  const dataDir = await freshDataDir();
  const first = await startHost(dataDir);
  try {
    await openHome(page, first.url);
    await openTouchSetup(page);
    await chooseTouchStyle(page, 'team');
    await chooseTouchHeroes(page, ['Heinrich Cartwright', 'Katarina', 'Inspector Cooke', 'Thomas']);
    await setTouchSeats(page, ['human', 'random', 'random', 'random'], 36);
    await start(page);
    for (let i = 0; i < 2; i++) if ((await takeTouchDecision(page)) === 'over') break;
    await expect(page.getByTestId('touch-table')).toBeVisible();

    await page.getByRole('button', { name: 'Save…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save game' });
    await dialog.getByLabel('Name').fill('Shadowbrook teams');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved as “Shadowbrook teams”.')).toBeVisible();
  } finally {
    await first.stop();
  }
  const second = await startHost(dataDir);
  try {
    await openHome(page, second.url);
    await page.getByRole('button', { name: 'Load Shadowbrook teams' }).click();
    await expect(page.getByTestId('touch-table')).toBeVisible();
    await expectTouchSheets(page, ['Heinrich Cartwright', 'Katarina', 'Inspector Cooke', 'Thomas']);
    await expectVillainHealth(page, 6);
  } finally {
    await second.stop();
    await removeDataDir(dataDir);
  }
});
