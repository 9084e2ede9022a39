/**
 * All Manor of Evil through the real UI, against the real web host and services:
 * a 4-player game against three Greedy AIs to the end (keyboard and mouse, the
 * reveal, a hint, the end steps), a solo game at Rookie through the fate picker,
 * a 2-player game through Lovecraft's turn, hot-seat, and save and resume.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import { act, actByKey, choices, firstChoiceKey, nextSituation, setUpManor, table } from './support/manor-ui';
import { openHome, shot, start } from './support/queen-ui';

/** Far more human decisions than any Manor game takes; reaching it means the game is stuck. */
const MOVE_LIMIT = 400;

let host: RunningHost | null = null;
let dataDir = '';

test.beforeEach(async () => {
  dataDir = await freshDataDir();
  host = await startHost(dataDir);
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
  await removeDataDir(dataDir);
});

/** The card instance in each room, Attic first (empty rooms left out). */
async function roomCards(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=manor-rooms] [data-card-id]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-card-id') ?? ''));
}

/** Walks the end steps with "Next step" and returns every step's text, in order. */
async function readEndSteps(page: Page): Promise<string[]> {
  const steps = page.getByTestId('manor-end-steps');
  await expect(steps).toBeVisible();
  const texts: string[] = [];
  for (;;) {
    texts.push((await steps.locator('[data-step-id]').innerText()).trim());
    const next = steps.getByTestId('end-next-step');
    if (await next.isDisabled()) return texts;
    await next.click();
  }
}

test('a 4-player game against three Greedy AIs is played to the end, by keyboard and mouse', async ({ page }) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await setUpManor(page, { players: 4, humans: [0], seed: 20260301 });
  await start(page);

  let moves = 0;
  let sawReveal = false;
  let sawLastRound = false;
  let askedHint = false;
  for (;;) {
    const situation = await nextSituation(page);
    if (situation === 'over') break;
    expect(situation, 'one human: no hand-over screen').toBe('my-move');
    expect(moves++, 'the game should end').toBeLessThan(MOVE_LIMIT);
    const phase = await table(page).getAttribute('data-phase');
    if (phase === 'select') {
      const hand = page.getByTestId('manor-hand').locator('button[data-action-type=select]');
      await expect(hand).toHaveCount(4);
      // From round 2 on, last round's card cannot be chosen, and the table says why.
      if ((await table(page).getAttribute('data-round')) !== '1') {
        await expect(hand.and(page.locator(':disabled'))).toHaveCount(1);
        await expect(page.getByTestId('manor-hand')).toContainText('Played last round');
        sawLastRound = true;
      }
    } else {
      const reveal = page.getByTestId('manor-reveal');
      await expect(reveal.locator('li')).toHaveCount(4);
      await expect(reveal.locator('li[data-status=now]')).toHaveCount(1);
      if (!sawReveal) await shot(page, 'manor-reveal');
      sawReveal = true;
    }
    if (!askedHint && moves === 3) {
      await page.getByTestId('hint-button').click();
      await expect(page.getByTestId('hint-alternatives').locator('li').first()).toBeVisible({ timeout: 30_000 });
      askedHint = true;
    }
    // Every other decision by the keyboard, the rest by the mouse.
    if (moves % 2 === 0) await actByKey(page, await firstChoiceKey(page));
    else await act(page, choices(page).first());
  }
  expect(sawReveal, 'the human answered a question while the round resolved').toBe(true);
  expect(sawLastRound, 'the game lasted past round 1').toBe(true);

  const over = page.getByTestId('game-over');
  await expect(over).toContainText(/wins|lose/);
  await shot(page, 'manor-game-over');
  const steps = await readEndSteps(page);
  expect(steps[0]).toMatch(/^How the game ended/);
  if (steps.length > 1) {
    expect(steps.some((s) => s.startsWith('Madness'))).toBe(true);
    expect(steps.join('\n')).toMatch(/devoured|Nobody is left/);
  }
  await over.getByRole('button', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
});

test('a solo game at Rookie is played to the end through the fate picker', async ({ page }) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await setUpManor(page, { players: 1, humans: [0], seed: 515, level: 1 });
  await expect(page.getByTestId('manor-solo-level')).toContainText('3 madness tokens');
  await start(page);

  let fates = 0;
  let reasons = 0;
  for (let moves = 0; ; moves++) {
    expect(moves, 'the game should end').toBeLessThan(MOVE_LIMIT);
    const situation = await nextSituation(page);
    if (situation === 'over') break;
    expect(situation).toBe('my-move');
    const picker = page.getByTestId('manor-fates');
    if (await picker.isVisible()) {
      fates++;
      // All four fates are shown; each one not offered says why.
      await expect(picker.locator('li[data-fate]')).toHaveCount(4);
      const off = picker.locator('li[data-fate] button:disabled');
      const offCount = await off.count();
      await expect(picker.getByTestId('fate-reason')).toHaveCount(offCount);
      reasons += offCount;
      if (offCount > 0 && reasons === offCount) await shot(page, 'manor-solo-fates');
    }
    await actByKey(page, await firstChoiceKey(page));
  }
  expect(fates, 'rooms were given fates').toBeGreaterThan(3);
  expect(reasons, 'some fates were not possible, with a reason').toBeGreaterThan(0);
  const steps = await readEndSteps(page);
  expect(steps.join('\n')).toMatch(/you win|you are devoured|devours you/i);
});

test('a 2-player game reaches Lovecraft’s turn, taken by the Lantern holder', async ({ page }) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await setUpManor(page, { players: 2, humans: [0], seed: 77 });
  await start(page);
  await expect(page.locator('[data-testid=manor-player][data-kind=lovecraft]')).toContainText('Lantern holder');

  let lovecraftTurns = 0;
  for (let moves = 0; lovecraftTurns < 2; moves++) {
    expect(moves, 'the human should take Lovecraft’s turn within a few rounds').toBeLessThan(MOVE_LIMIT);
    const situation = await nextSituation(page);
    if (situation === 'over') break;
    const banner = page.getByTestId('lovecraft-turn');
    if (await banner.isVisible()) {
      lovecraftTurns++;
      await expect(banner).toContainText('You hold the Lantern');
      await expect(page.getByTestId('manor-prompt')).toContainText('Lovecraft’s turn: choose the room he steals from');
      await expect(page.getByTestId('manor-reveal').locator('li[data-status=now]')).toContainText('Lovecraft');
      await expect(page.getByTestId('manor-lantern')).toContainText('(you)');
      if (lovecraftTurns === 1) await shot(page, 'manor-lovecraft-turn');
    }
    await act(page, choices(page).first());
  }
  expect(lovecraftTurns, 'the Lantern holder took Lovecraft’s turn').toBeGreaterThan(0);
});

test('hot-seat: the pass screen comes between the humans, and neither sees the other’s face-down card', async ({
  page,
}) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await setUpManor(page, { players: 3, humans: [0, 1], seed: 31 });
  await start(page);

  const placed = new Map<string, string>();
  let passes = 0;
  for (let moves = 0; moves < 12; moves++) {
    const situation = await nextSituation(page);
    if (situation === 'over') break;
    if (situation === 'pass') {
      passes++;
      await expect(page.getByTestId('manor-table')).toHaveCount(0);
      await page
        .getByTestId('pass-screen')
        .getByRole('button', { name: /^I am / })
        .click();
      continue;
    }
    const me = await page.getByTestId('match-screen').getAttribute('data-displayed-seat');
    if ((await table(page).getAttribute('data-phase')) === 'select') {
      // The other human's card, if placed, shows only as face down.
      for (const [seat, card] of placed) {
        if (seat === me) continue;
        const other = page.locator(`[data-testid=manor-player][data-player="${seat}"]`);
        await expect(other.getByTestId('player-this-round')).toHaveText('Card placed face down');
        await expect(other).not.toContainText(`Placed ${card}`);
      }
      const label = await act(page, choices(page).first());
      placed.set(me ?? '', /\d\s*(\w+)/.exec(label)?.[1] ?? '');
    } else {
      placed.clear();
      await act(page, choices(page).first());
    }
  }
  expect(passes, 'the device changed hands').toBeGreaterThan(1);
});

test('a Manor game is saved, left and resumed where it was', async ({ page }) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await setUpManor(page, { players: 3, humans: [0], seed: 9 });
  await start(page);
  for (let i = 0; i < 4; i++) {
    if ((await nextSituation(page)) !== 'my-move') break;
    await act(page, choices(page).first());
  }
  await nextSituation(page);
  const version = await page.getByTestId('match-screen').getAttribute('data-version');
  const rooms = await roomCards(page);
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save game' });
  await dialog.getByLabel('Name').fill('Manor night');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as “Manor night”.')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();

  await page.getByRole('button', { name: 'Load Manor night' }).click();
  await expect(table(page)).toBeVisible();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-version', version ?? '');
  expect(await roomCards(page)).toEqual(rooms);
  expect(await nextSituation(page)).toBe('my-move');
  await act(page, choices(page).first());
});
