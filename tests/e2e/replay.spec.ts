/**
 * The replay viewer on the real web host: a finished Queen game stepped back and
 * forth, watched from each seat, taken over from a middle move and played on; and an
 * Evy record, opened as a file, reviewed with a small budget to its chart and worst moves.
 */
import { expect, test, type Page } from '@playwright/test';
import { connectApi, playedOut } from './support/api-client';
import { hostPerTest } from './support/host';
import { handRegionCards, nextSituation, openHome, shot, takePolicyMove } from './support/queen-ui';

const host = hostPerTest();

async function stepShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('replay-screen').getAttribute('data-step'));
}

/** Waits until the board on show is the step and viewer asked for. */
async function boardsAt(page: Page, step: number, viewer: string): Promise<void> {
  const boards = page.getByTestId('replay-boards');
  await expect(boards).toHaveAttribute('data-step', String(step));
  await expect(boards).toHaveAttribute('data-viewer', viewer);
}

test('a finished Queen game: step, switch seats, reveal everything, take over from the middle and play on', async ({
  page,
}) => {
  // Two greedy AIs play it out; the game-over box of the finished match has the way in.
  const api = await connectApi(host());
  const queen = (await api.call('games.list', {})).find((game) => game.id === 'queen');
  const matchId = await playedOut(api, {
    game: 'queen',
    config: { ...(queen?.defaultConfig as object), players: 2 },
    seats: [
      { kind: 'ai', level: 'greedy' },
      { kind: 'ai', level: 'greedy' },
    ],
    seed: 4242,
  });
  api.close();
  // A finished match is not under Continue; its own address opens it.
  await page.goto(`${host().url}#/match/${matchId}`);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await page.getByTestId('game-over').getByRole('button', { name: 'Replay' }).click();

  const screen = page.getByTestId('replay-screen');
  await expect(screen).toBeVisible();
  const length = Number(await screen.getAttribute('data-length'));
  expect(length).toBeGreaterThan(4);
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${length} of ${length}`);
  await expect(page.getByTestId('replay-result')).toContainText('Game over:');
  await expect(page.getByTestId('queen-table')).toBeVisible();

  // Keys: a move back and forth, the setup, a turn forward.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${length - 1} of ${length}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${length} of ${length}`);
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-position')).toHaveText(`Setup (move 0 of ${length})`);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => stepShown(page)).toBeGreaterThan(0);
  const firstTurnEnd = await stepShown(page);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(page.getByTestId('replay-position')).toHaveText(`Setup (move 0 of ${length})`);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => stepShown(page)).toBe(firstTurnEnd);

  // A move from the list: the position after it, marked in words and in the list.
  const middle = Math.floor(length / 2);
  await page.locator(`[data-testid=replay-moves] [data-move="${middle - 1}"]`).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${middle} of ${length}`);
  await expect(page.locator(`[data-testid=replay-moves] [data-move="${middle - 1}"]`)).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Each seat sees its own hand; the other seat does not see it all.
  await page.getByTestId('replay-viewer').selectOption('0');
  await boardsAt(page, middle, '0');
  const ownHand = (await handRegionCards(page)).get(0) ?? [];
  expect(ownHand.length).toBeGreaterThan(0);
  await page.getByTestId('replay-viewer').selectOption('1');
  await boardsAt(page, middle, '1');
  const seenByOther = (await handRegionCards(page)).get(0) ?? [];
  expect(seenByOther.length).toBeLessThan(ownHand.length);
  await page.getByTestId('replay-viewer').selectOption('spectator');
  await boardsAt(page, middle, 'spectator');
  await expect(page.getByTestId('replay-viewer').locator('option[value=all]')).toHaveCount(0);
  await shot(page, 'replay-queen-middle');

  // At the end everything can be revealed: one board per seat.
  await page.keyboard.press('End');
  await page.getByTestId('replay-viewer').selectOption('all');
  await boardsAt(page, length, 'all');
  await expect(page.getByTestId('queen-table')).toHaveCount(2);
  await shot(page, 'replay-queen-all');

  // Take over from the middle move as the Girl against a greedy AI, and play on.
  await page.locator(`[data-testid=replay-moves] [data-move="${middle - 1}"]`).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${middle} of ${length}`);
  await page.getByTestId('replay-viewer').selectOption('0');
  await boardsAt(page, middle, '0');
  await page.getByRole('button', { name: 'Take over from here…' }).click();
  const dialog = page.getByTestId('take-over-dialog');
  await expect(dialog).toBeVisible();
  // The same players are offered first: both greedy AIs. The Girl goes to a human.
  await expect(dialog.locator('#seat-0-kind')).toHaveValue('ai');
  await expect(dialog.locator('#seat-1-level')).toHaveValue('greedy');
  await dialog.locator('#seat-0-kind').selectOption('human');
  await shot(page, 'replay-take-over');
  await dialog.getByRole('button', { name: 'Start match' }).click();
  const match = page.getByTestId('match-screen');
  await expect(match).toBeVisible();
  // The new game says where it branched off.
  await expect(page.getByTestId('match-origin')).toHaveText(
    `taken over at move ${middle} of ${length} of an earlier game`,
  );
  await expect.poll(async () => Number(await match.getAttribute('data-version'))).toBeGreaterThanOrEqual(middle);
  // The Girl moves when her turn comes (the AI plays first if the position was its turn).
  expect(await nextSituation(page)).toBe('my-move');
  const before = Number(await match.getAttribute('data-version'));
  await takePolicyMove(page);
  await expect.poll(async () => Number(await match.getAttribute('data-version'))).toBeGreaterThan(before);

  // Saved, the game played on replays from the library, its players known.
  const played = Number(await match.getAttribute('data-version'));
  await page.getByRole('button', { name: 'Save…' }).click();
  await page.getByRole('dialog', { name: 'Save game' }).getByLabel('Name').fill('Taken over');
  await page.getByRole('dialog', { name: 'Save game' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as “Taken over”.')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: 'Replay Taken over' })).toBeVisible();
  await shot(page, 'replay-home');
  await page.getByRole('button', { name: 'Replay Taken over' }).click();
  await expect(page.getByTestId('replay-screen')).toHaveAttribute('data-length', String(played));
  await page.getByRole('button', { name: 'Take over from here…' }).click();
  await expect(page.getByTestId('take-over-dialog').locator('#seat-0-kind')).toHaveValue('human');
  await expect(page.getByTestId('take-over-dialog').locator('#seat-1-kind')).toHaveValue('ai');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('take-over-dialog')).toHaveCount(0);
});

test('an Evy record opened as a file is reviewed: progress, the chart and the worst moves', async ({ page }) => {
  const api = await connectApi(host());
  const matchId = await playedOut(api, {
    game: 'evy',
    config: { adventure: 'evys-room' },
    // A player choosing at random gives the review mistakes to find.
    seats: [{ kind: 'ai', level: 'random' }],
    seed: 1,
  });
  const record = await api.call('match.record', { matchId });
  api.close();

  await openHome(page, host().url);
  await page.getByTestId('replay-file-input').setInputFiles({
    name: 'evy-record.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(record)),
  });
  await expect(page.getByTestId('replay-screen')).toBeVisible();
  await expect(page.getByTestId('evy-table')).toBeVisible();
  const length = record.actions.length;
  await expect(page.getByTestId('replay-position')).toHaveText(`Move ${length} of ${length}`);

  const panel = page.getByTestId('review-panel');
  await panel.locator('#review-level').selectOption('easy');
  // A long review shows its progress and can be cancelled.
  await panel.locator('#review-iterations').fill('20000');
  await panel.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toContainText('decisions judged', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel review' }).click();
  await expect(panel.getByText('The review was cancelled.')).toBeVisible();
  await panel.locator('#review-iterations').fill('24');
  await panel.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('win-chance-chart')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('win-chance-chart')).toContainText('chance of winning');
  await expect(page.getByTestId('win-chance-chart').locator('circle').first()).toBeVisible();
  const worst = page.getByTestId('worst-moves');
  await expect(worst).toContainText('Best:');
  // The best move is named once, with its figures, and not again among the others weighed.
  const bestLine = worst.locator('li').first().locator('.small');
  const bestName = (await bestLine.locator('strong').textContent())!.trim();
  for (const other of await bestLine.locator('.alt').allTextContents()) {
    expect(other.trim().startsWith(`${bestName} `) && /^\d/.test(other.trim().slice(bestName.length + 1))).toBe(false);
  }
  await expect(page.getByTestId('win-chance-chart')).toContainText('#1');
  // The worst move jumps the viewer to the decision: the position before the move.
  const first = worst.locator('[data-worst]').first();
  const index = Number(await first.getAttribute('data-worst'));
  await first.click();
  await expect(page.getByTestId('replay-position')).toHaveText(
    index === 0 ? `Setup (move 0 of ${length})` : `Move ${index} of ${length}`,
  );
  await shot(page, 'replay-evy-review');

  // The chart from the keyboard: its points are buttons named by move and chance; the arrows go
  // from one to the next, without stepping the replay, and Enter shows that move.
  const chart = page.getByTestId('win-chance-chart');
  const start = chart.getByRole('button', { name: /^Before move 1\b.*: \d+% chance of winning for Evy/ });
  await start.focus();
  await page.keyboard.press('ArrowRight');
  const second = chart.locator('.point').nth(1);
  await expect(second).toBeFocused();
  await expect(page.getByTestId('replay-position')).toHaveText(
    index === 0 ? `Setup (move 0 of ${length})` : `Move ${index} of ${length}`,
  );
  const target = Number(await second.getAttribute('data-action-index'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('replay-position')).toHaveText(
    target === 0 ? `Setup (move 0 of ${length})` : `Move ${target} of ${length}`,
  );
  await expect(second).toHaveAttribute('aria-current', 'step');
  await shot(page, 'replay-evy-chart-keys');

  // A record whose sixth move is not legal here: it says so, shows the five moves that replay, lists every move.
  const broken = { ...record, actions: record.actions.map((a, i) => (i === 5 ? { ...a, key: 'fly-away' } : a)) };
  await page.getByTestId('replay-file-input').setInputFiles({
    name: 'broken-record.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(page.getByTestId('replay-problem')).toContainText('Action 6 (fly-away, by seat 0) is not legal there');
  await expect(page.getByTestId('replay-problem')).toContainText('The moves up to move 5 still replay');
  await expect(page.getByTestId('replay-position')).toHaveText('Move 5 of 5');
  await expect(page.getByTestId('replay-moves').locator('li')).toHaveCount(length);
  await expect(page.getByTestId('replay-moves').locator('[data-move="5"]')).toBeDisabled();
  await expect(panel).toContainText('cannot be reviewed');
  await shot(page, 'replay-broken-record');
});
