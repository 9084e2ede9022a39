/**
 * Playing against Hard keeps the page responsive: the AI searches in worker
 * processes, so the browser's main thread never runs a task over 50 ms
 * (measured with the Long Tasks API) while the AI thinks and its progress
 * streams in. The human seat's hint is worked out and shown on the table. The
 * same holds on A Touch of Evil's table, whose map and sheets redraw at every step.
 */
import { expect, test } from '@playwright/test';
import { connectApi } from './support/api-client';
import { hostPerTest } from './support/host';
import { expectObserverSeesLongTask, longTasksSince, observeLongTasks, pageNow } from './support/long-tasks';
import { nextSituation, openHome, setUpQueen, shot, start, takePolicyMove } from './support/queen-ui';
import { setUpTouch, takeTouchPolicyDecision } from './support/touch-ui';

const host = hostPerTest();
// Playwright's trace recorder snapshots the DOM inside the page at every step: its own long tasks, not
// the app's. This test measures the app, so it runs without a trace.
test.use({ trace: 'off' });

/** How many AI turns to watch: each is about a second of Hard thinking over the AI workers (all cores but one by default). */
const AI_TURNS = 4;

test('no main-thread task over 50 ms while Hard thinks; a hint for the human seat', async ({ page }) => {
  await observeLongTasks(page);
  await openHome(page, host().url);
  await setUpQueen(page, { players: 2, humans: [0], seed: 31337 });
  await page.locator('#seat-1-level').selectOption('hard');
  await expect(page.locator('[data-seat="1"] [data-testid=level-info]')).toContainText('thinks about');
  await start(page);
  expect(await nextSituation(page)).toBe('my-move');
  // Loading the page and the first table are not what is measured: from here on, play.
  const from = await pageNow(page);
  // No screenshots until the measuring is done: capturing the page is the test's work, not the app's.

  // The hint: worked out from this seat's view, shown with visit shares.
  await page.getByTestId('hint-button').click();
  const alternatives = page.getByTestId('hint-alternatives').locator('li');
  await expect(alternatives.first()).toBeVisible({ timeout: 20_000 });
  const api = await connectApi(host());
  try {
    const matchId = (await api.call('match.list', {}))[0]!.id;
    const legal = (await api.call('match.view', { matchId, seat: 0 })).legal;
    const keys = await alternatives.evaluateAll((els) => els.map((el) => el.getAttribute('data-action-key')));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(legal.map((l) => l.action.key)).toContain(key);
    await expect(alternatives.first()).toContainText(
      new RegExp(`${escape(legal.find((l) => l.action.key === keys[0])!.label)}\\s*\\d+%`),
    );
  } finally {
    api.close();
  }

  // Play on; the AI thinks after each move, with progress in the thinking line.
  const progress = page.getByTestId('ai-progress');
  let watched = 0;
  let sawProgress = false;
  while (watched < AI_TURNS) {
    const situation = await nextSituation(page);
    if (situation === 'over') break;
    await takePolicyMove(page);
    watched++;
    if (!sawProgress && (await waitForProgress(progress))) {
      sawProgress = true;
      await expect(page.getByTestId('ai-thinking')).toContainText(/The Evil Queen is thinking… *[\d,]+ playouts/);
    }
  }
  expect(watched).toBeGreaterThan(0);
  expect(sawProgress).toBe(true);

  const longTasks = await longTasksSince(page, from);
  expect(longTasks, `main-thread tasks over 50 ms: ${JSON.stringify(longTasks)}`).toEqual([]);
  await expectObserverSeesLongTask(page);
  await shot(page, 'hard-game');
});

/**
 * The human's decisions watched on A Touch of Evil: the Hard Hero takes a whole turn between
 * the human's (a roll, a step at a time, an Encounter, a Fight…), a second of thinking each.
 */
const TOUCH_DECISIONS = 12;

test('A Touch of Evil: no main-thread task over 50 ms while a Hard Hero thinks and the map updates', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await observeLongTasks(page);
  await openHome(page, host().url);
  await setUpTouch(page, 23, 'hard');
  await expect(page.locator('[data-seat="1"] [data-testid=level-info]')).toContainText('thinks about');
  await start(page);
  await expect(page.getByTestId('touch-table')).toBeVisible();
  // Loading the page and the first table are not what is measured: from here on, play.
  const from = await pageNow(page);
  let watched = 0;
  while (watched < TOUCH_DECISIONS) {
    if ((await takeTouchPolicyDecision(page)) === 'over') break;
    watched++;
  }
  const longTasks = await longTasksSince(page, from);
  expect(watched).toBe(TOUCH_DECISIONS);
  // The Hard Hero played its turns meanwhile: its moves are in the match's record.
  const api = await connectApi(host());
  try {
    const matchId = (await api.call('match.list', {}))[0]!.id;
    const record = await api.call('match.record', { matchId });
    expect(record.actions.filter((a) => a.seat === 1).length, 'moves of the Hard Hero').toBeGreaterThan(3);
  } finally {
    api.close();
  }
  expect(longTasks, `main-thread tasks over 50 ms: ${JSON.stringify(longTasks)}`).toEqual([]);
  await expectObserverSeesLongTask(page);
  await shot(page, 'touch-hard-game');
});

async function waitForProgress(progress: ReturnType<import('@playwright/test').Page['getByTestId']>): Promise<boolean> {
  try {
    await progress.waitFor({ state: 'visible', timeout: 5000 });
    return true;
  } catch {
    return false; // the game ended, or the AI had a single choice
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
