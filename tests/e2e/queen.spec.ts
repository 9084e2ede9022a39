/**
 * The Girl vs. the Evil Queen through the real UI, against the real web host
 * and services: a full game against the AI, a hot-seat game that must never
 * show one human the other's hand, and save / reload / restart / continue.
 */
import { expect, test } from '@playwright/test';
import type { QueenView } from '../../src/games/queen/types';
import { connectApi } from './support/api-client';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import {
  cardIdsInPage,
  displayedSeat,
  handRegionCards,
  nextSituation,
  openHome,
  setUpQueen,
  shot,
  start,
  takePolicyMove,
} from './support/queen-ui';
import { cardIdsInView, handOf, visibleHands } from './support/queen-view';

/** Far more human moves than any Queen game takes; reaching it means the game is stuck. */
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

test('a 2-player game against the AI is played to the end', async ({ page }) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await shot(page, 'home');
  await setUpQueen(page, { players: 2, humans: [0], seed: 20260101 });
  await expect(page.locator('fieldset.seats .seat').first()).toContainText('The Girl');
  await shot(page, 'setup');
  await start(page);

  let moves = 0;
  let demonShot = false;
  for (;;) {
    const situation = await nextSituation(page);
    if (situation === 'over') break;
    expect(situation, 'one human: no hand-over screen').toBe('my-move');
    if (moves === 0) await shot(page, 'queen-table');
    if (!demonShot && (await page.locator('[data-testid=draw-pile] .slot.demon').count()) > 0) {
      await shot(page, 'queen-table-face-up-demon');
      demonShot = true;
    }
    expect(moves++, 'the game should end').toBeLessThan(MOVE_LIMIT);
    await takePolicyMove(page);
  }

  const over = page.getByTestId('game-over');
  await expect(over).toContainText(/\bwins?\b/);
  await expect(over).toContainText(/Survived:/);
  await expect(page.getByTestId('match-log')).not.toBeEmpty();
  await shot(page, 'game-over');
  await over.getByRole('button', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
});

test('hot-seat: the pass screen separates the Girl and the Evil Queen, and neither sees the other hand', async ({
  page,
}) => {
  if (!host) throw new Error('no host');
  const api = await connectApi(host);
  try {
    await openHome(page, host.url);
    await setUpQueen(page, { players: 4, humans: [0, 3], seed: 777 });
    await start(page);
    const matchId = (await api.call('match.list', {}))[0]?.id;
    if (!matchId) throw new Error('the match is not listed');

    const passedTo: string[] = [];
    let lastShown: number | null = null;
    let switches = 0;
    let queenShot = false;
    for (let moves = 0; ; moves++) {
      expect(moves, 'the game should end').toBeLessThan(MOVE_LIMIT);
      const situation = await nextSituation(page);
      if (situation === 'over') break;
      if (situation === 'pass') {
        // Nothing of any hand while the device changes hands.
        expect(await cardIdsInPage(page)).toEqual([]);
        await expect(page.getByTestId('hand-region')).toHaveCount(0);
        const heading = (await page.getByRole('heading', { name: /Pass the device to/ }).textContent()) ?? '';
        passedTo.push(heading.replace('Pass the device to ', ''));
        if (passedTo.length === 2) await shot(page, 'pass-screen');
        await page
          .getByTestId('pass-screen')
          .getByRole('button', { name: /^I am / })
          .click();
        continue;
      }

      // The displayed human must act, so the match stands still while we compare.
      const seat = await displayedSeat(page);
      expect([0, 3]).toContain(seat);
      if (seat === null) throw new Error('no seat displayed');
      if (lastShown !== null && seat !== lastShown) switches++;
      lastShown = seat;
      const other = seat === 0 ? 3 : 0;
      const mine = (await api.call('match.view', { matchId, seat })) as { view: QueenView; match: { version: number } };
      const theirs = (await api.call('match.view', { matchId, seat: other })) as { view: QueenView };
      await expect(page.getByTestId('match-screen')).toHaveAttribute('data-view-version', String(mine.match.version));

      const allowed = cardIdsInView(mine.view);
      const inPage = await cardIdsInPage(page);
      for (const id of inPage) expect(allowed.has(id), `card ${id} is not in seat ${seat}'s view`).toBe(true);
      const hidden = handOf(theirs.view, other).filter((id) => !allowed.has(id));
      for (const id of hidden) expect(inPage, `seat ${other}'s card ${id} is in the page`).not.toContain(id);

      const hands = await handRegionCards(page);
      const expected = visibleHands(mine.view);
      expect([...hands.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [owner, ids] of hands) expect(ids.sort()).toEqual([...(expected.get(owner) ?? [])].sort());
      if (seat === 3 && !queenShot) {
        await shot(page, 'hot-seat-queen-table');
        queenShot = true;
      }

      await takePolicyMove(page);
    }
    expect(passedTo[0]).toBe('The Girl');
    expect(passedTo).toContain('The Evil Queen');
    expect(switches, 'the device went from one human to the other').toBeGreaterThan(0);
    expect(passedTo.length).toBeGreaterThan(switches);
    await expect(page.getByTestId('game-over')).toContainText(/\bwins?\b/);
  } finally {
    api.close();
  }
});
