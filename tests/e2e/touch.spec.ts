/**
 * A Touch of Evil through the real UI, against the real web host and services: a
 * 2-Hero Competitive game (the default setup) with a human and an AI seat, on the
 * game's own table. The map shows Shadowbrook's spaces and the Heroes on it; the
 * human rolls to move and moves by clicking a highlighted space; the table fits
 * a 1280×720 window. Two humans sharing the device play on to a Fight or a Skill
 * Test: the dice tray and the Event window's question show in the prompt column.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { connectApi, playedOut } from './support/api-client';
import { hostPerTest } from './support/host';
import { openHome, start } from './support/queen-ui';
import { setUpTouch, takeTouchDecision } from './support/touch-ui';

test.use({ viewport: { width: 1280, height: 720 } });

const host = hostPerTest();

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/touch-${name}.png` });
}

/** The whole box of `locator` lies inside the 1280×720 viewport. */
async function expectInViewport(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(1280);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(720);
}

function space(page: Page, id: string): Locator {
  return page.locator(`[data-testid=touch-map] [data-space="${id}"]`);
}

/** The Heroes' names printed beside a space. */
function figures(page: Page, id: string): Locator {
  return page.locator(`[data-testid=touch-map] [data-pieces-of="${id}"] [data-piece=hero]`);
}

test('the map shows Shadowbrook and the Heroes; the human rolls, then moves by clicking a highlighted space', async ({
  page,
}) => {
  await openHome(page, host().url);
  await setUpTouch(page, 11);
  await start(page);
  const table = page.getByTestId('touch-table');
  await expect(table).toBeVisible();

  // Every space of the board, each with its name; both Heroes start at the Town Hall.
  await expect(page.locator('[data-testid=touch-map] [data-space]')).toHaveCount(30);
  for (const [id, name] of [
    ['town-hall', 'Town Hall'],
    ['church', 'Church'],
    ['blacksmith', 'Blacksmith'],
    ['doctors-office', "Doctor's Office"],
    ['magistrates-office', "Magistrate's Office"],
    ['manor', 'The Manor'],
    ['windmill', 'Windmill'],
    ['abandoned-keep', 'Abandoned Keep'],
    ['olde-woods', 'Olde Woods'],
    ['fields', 'Fields'],
    ['marsh', 'Marsh'],
    ['covered-bridge', 'Covered Bridge'],
    ['crossroads', 'Crossroads'],
  ]) {
    await expect(space(page, id!).locator('text.name')).toHaveText(name!);
  }
  await expect(figures(page, 'town-hall')).toHaveText(['● Karl', '● Inspector Cooke']);

  // Karl sits first: roll to move with the number key, then Enter.
  const prompt = page.getByTestId('touch-prompt');
  await expect(prompt.locator('button[data-action-key=roll]')).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Digit1');
  await expect(prompt.locator('button[data-action-key=roll]')).toBeFocused();
  await page.keyboard.press('Enter');

  const reachable = page.locator('[data-testid=touch-map] [data-reachable=true]');
  await expect(reachable.first()).toBeVisible();
  await expect(page.getByTestId('touch-map-hint')).toBeVisible();
  // The map takes the moves: the prompt does not list them again.
  await expect(prompt.locator('button[data-action-type=step]')).toHaveCount(0);
  await shot(page, 'move');
  await expectInViewport(prompt, 'the prompt');
  await expectInViewport(page.getByTestId('touch-map'), 'the map');

  const target = reachable.first();
  const to = await target.getAttribute('data-space');
  expect(to).toBeTruthy();
  await target.locator('.shape').click();
  await expect(figures(page, to!)).toHaveText(['● Karl']);
  await expect(figures(page, 'town-hall')).toHaveText(['● Inspector Cooke']);
  await shot(page, 'moved');

  // With the hint and the log folded away, the sheets sit beside the map; all of them are read by scrolling the board.
  await page.getByTestId('match-side-toggle').click();
  await expect(page.getByTestId('touch-hero')).toHaveCount(2);
  await expect(page.locator('[data-testid=touch-hero][data-hero=karl]')).toContainText('Investigation');
  await expect(page.getByTestId('touch-elder')).toHaveCount(6);
  await expect(page.getByTestId('touch-track-words')).toHaveText(/^Shadow Track \d+: Stage/);
  await shot(page, 'folded');
  await expectInViewport(page.getByTestId('touch-map'), 'the map, with the side panel folded');
  await page.getByTestId('board-area').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await shot(page, 'sheets');
});

test('forty decisions by the mouse, on the map and in the prompt, with no error in the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openHome(page, host().url);
  await setUpTouch(page, 23);
  await start(page);
  let onMap = 0;
  for (let moves = 0; moves < 40; moves++) {
    const took = await takeTouchDecision(page);
    if (took === 'over') break;
    if (took === 'map') onMap++;
  }
  expect(onMap, 'some moves were taken on the map').toBeGreaterThan(1);
  await shot(page, 'forty');
  await page.getByTestId('match-side-toggle').click();
  await expect(page.getByTestId('touch-hero')).toHaveCount(2);
  await shot(page, 'forty-sheets');
  expect(errors).toEqual([]);
});

/**
 * One decision by the simple policy of two humans sharing the device: hand the device
 * over when asked; else encounter or fight when offered, a step on the map, or the
 * prompt's first choice (in an Event window, "Play no Event now"). Waits until taken in.
 */
async function takeDecision(page: Page): Promise<void> {
  const prompt = page.getByTestId('touch-prompt');
  const pass = page.getByTestId('pass-screen');
  const reachable = page.locator('[data-testid=touch-map] [data-reachable=true]');
  const buttons = prompt.locator('button[data-action-key]:enabled');
  await expect(pass.or(reachable).or(buttons).first()).toBeVisible({ timeout: 30_000 });
  if (await pass.isVisible()) {
    await pass.getByRole('button', { name: /^I am / }).click();
    await expect(pass).toHaveCount(0);
    return;
  }
  const before = await page.getByTestId('match-screen').getAttribute('data-view-version');
  const preferred = prompt.locator('button[data-action-key=encounter]:enabled, button[data-action-key=fight]:enabled');
  if ((await preferred.count()) > 0) await preferred.first().click();
  else if ((await reachable.count()) > 0) await reachable.first().locator('.shape').click();
  else await buttons.first().click();
  await expect
    .poll(async () => (await page.getByTestId('match-screen').getAttribute('data-view-version')) !== before)
    .toBe(true);
}

test('the dice tray shows a Fight or Skill Test, and an Event window asks before the dice are applied', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openHome(page, host().url);
  await setUpTouch(page, 11, 'human');
  await start(page);
  const prompt = page.getByTestId('touch-prompt');
  const pass = page.getByTestId('pass-screen');
  await expect(pass.or(prompt).first()).toBeVisible({ timeout: 30_000 });
  if (await pass.isVisible()) await pass.getByRole('button', { name: /^I am / }).click();

  // Asked every time, so the window's question shows: the choice is kept by the browser.
  const autoPass = page.getByTestId('touch-auto-pass-select');
  await expect(autoPass).toHaveValue('nothing-playable');
  await autoPass.selectOption('never');

  const tray = prompt.getByTestId('touch-dice');
  const question = page.getByTestId('touch-window-question');
  const playable = page.getByTestId('touch-playable');
  let trayShot = false;
  let windowShot = false;
  let playableShot = false;
  for (let decision = 0; decision < 250; decision++) {
    if (!trayShot && (await tray.isVisible()) && !(await pass.isVisible())) {
      await expect(tray.getByTestId('dice-target')).toHaveText(/Target \d\+, (results not yet applied|applied)/);
      const dice = tray.getByTestId('die');
      expect(await dice.count()).toBeGreaterThan(0);
      for (const die of await dice.all()) {
        const value = Number(await die.getAttribute('data-value'));
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(6);
        await expect(die.locator('.face')).toHaveText(String(value));
        await expect(die).toHaveAttribute('aria-label', new RegExp(`^${value}, (success|miss)`));
      }
      await expect(tray.getByTestId('dice-result').first()).toHaveText(/\d+ (Hits?|success(es)?) ?/);
      await expectInViewport(tray, 'the dice tray');
      await shot(page, 'dice-tray');
      trayShot = true;
    }
    if (trayShot && !windowShot && (await question.isVisible()) && !(await pass.isVisible())) {
      await expect(question).toHaveText(/^Play an Event or pass, (after|as) .+\./);
      await expect(prompt.locator('button[data-action-key=pass]')).toBeVisible();
      await shot(page, 'event-window');
      windowShot = true;
    }
    // Played on: a window where the seat holds an Event it may play offers it beside passing.
    if (windowShot && (await playable.isVisible()) && /^Playable now/.test((await playable.textContent()) ?? '')) {
      await expect(prompt.locator('button[data-action-type=play]').first()).toBeVisible();
      await shot(page, 'event-window-playable');
      playableShot = true;
      break;
    }
    await takeDecision(page);
  }
  expect(trayShot, 'a Fight or Skill Test was reached').toBe(true);
  expect(windowShot, 'an Event window asked').toBe(true);
  expect(playableShot, 'an Event window offered an Event to play').toBe(true);
  expect(errors).toEqual([]);
});

test('a finished game replayed: the map at the size the window gives, stepped back to a Move with its path drawn', async ({
  page,
}) => {
  const api = await connectApi(host());
  const matchId = await playedOut(
    api,
    {
      game: 'touch',
      config: { heroes: ['karl', 'inspector-cooke'], villain: 'vampire', basic: false },
      seats: [
        { kind: 'ai', level: 'random' },
        { kind: 'ai', level: 'random' },
      ],
      seed: 7,
    },
    120_000,
  );
  api.close();
  await page.goto(`${host().url}#/match/${matchId}`);
  await page.getByTestId('game-over').getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByTestId('replay-screen')).toBeVisible();
  const map = page.getByTestId('touch-map');
  // A replayed position has no area of its own to fill: the map keeps a reader's size.
  await expect.poll(async () => (await map.boundingBox())?.width ?? 0).toBeGreaterThan(400);
  await expect(page.getByTestId('touch-hero-strip').getByRole('button')).toHaveCount(0);
  // Step back move by move until a Hero is moving: the way it took is drawn and said.
  for (let i = 0; i < 200 && !(await page.getByTestId('touch-path').count()); i++) {
    await page.keyboard.press('ArrowLeft');
  }
  await expect(page.getByTestId('touch-path')).toHaveAttribute('aria-label', /'s path this turn: .+, .+\.$/);
  await page.screenshot({ path: 'test-results/screenshots/touch-replay-path.png' });
});
