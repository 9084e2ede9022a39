/**
 * Evy on the real web host: the tutorial adventures played through the board
 * with the mouse and with the keyboard, undo, and a campaign carrying HP and a
 * card into the next adventure. The test reads Evy's view over its own API
 * connection to plan; every move is made on the page.
 */
import { expect, test, type Page } from '@playwright/test';
import type { EvyView, TileKind } from '../../src/games/evy/types';
import type { SeatView } from '../../src/shared/api';
import { connectApi, type TestApi } from './support/api-client';
import {
  instantMonsterPhase,
  openEvyMatch,
  openMatchId,
  playOne,
  settledView,
  SETTLE_MS,
  type Input,
} from './support/evy-ui';
import { hostPerTest } from './support/host';

const host = hostPerTest();
let api: TestApi;

test.beforeEach(async ({ page }) => {
  api = await connectApi(host());
  await instantMonsterPhase(page);
});
test.afterEach(() => api.close());

/** Plays through the page until the adventure is over (or `until` holds); returns the last view. */
async function playUntil(
  page: Page,
  goal: TileKind,
  input: Input | ((turn: number) => Input),
  until: (v: SeatView<EvyView>) => boolean = () => false,
  maxDecisions = 200,
): Promise<SeatView<EvyView>> {
  const matchId = await openMatchId(api);
  for (let i = 0; i < maxDecisions; i++) {
    const seatView = await settledView(page, api, matchId);
    if (seatView.view.phase === 'over' || until(seatView)) return seatView;
    const how = typeof input === 'function' ? input(seatView.view.turn) : input;
    await playOne(page, seatView, goal, how);
    // Every decision is a legal action: wait for the page to have made it before looking again.
    await expect(page.getByTestId('match-screen')).not.toHaveAttribute(
      'data-view-version',
      String(seatView.match.version),
      { timeout: SETTLE_MS },
    );
  }
  throw new Error(`the adventure did not end within ${maxDecisions} decisions`);
}

for (const input of ['mouse', 'keyboard'] as const) {
  test(`Evy's room: to the door with the ${input}`, async ({ page }) => {
    await openEvyMatch(page, host().url, 'evys-room', 3);
    await expect(page.getByTestId('evy-objective')).toContainText('bedroom door');
    const end = await playUntil(page, 'exit', input);
    expect(end.view.result).toBe('won');
    await expect(page.getByTestId('evy-result')).toHaveAttribute('data-result', 'won');
    await expect(page.getByTestId('game-over')).toContainText('Evy wins.');
    await page.screenshot({ path: `test-results/evy/room-won-${input}.png`, fullPage: true });
  });
}

test('Upstairs hall: several turns, mouse and keyboard taking turns; the monster phase is listed step by step', async ({
  page,
}) => {
  await openEvyMatch(page, host().url, 'upstairs-hall', 11);
  const reached = await playUntil(
    page,
    'stairs',
    (turn) => (turn % 2 === 0 ? 'keyboard' : 'mouse'),
    (v) => v.view.turn >= 5,
  );
  expect(reached.view.turn >= 5 || reached.view.phase === 'over').toBe(true);
  const steps = page.getByTestId('evy-monster-phase').locator('ol.steps li');
  expect(await steps.count()).toBe(reached.view.lastMonsterPhase.length);
  await expect(steps.first()).toContainText('Rolled');
  await page.screenshot({ path: 'test-results/evy/upstairs-hall.png', fullPage: true });
});

test("undo takes back Evy's step (button and Z) and stops at the roll", async ({ page }) => {
  await openEvyMatch(page, host().url, 'upstairs-hall', 11);
  const matchId = await openMatchId(api);
  const undo = page.getByTestId('evy-undo');
  await expect(undo).toBeDisabled(); // nothing done yet
  // Roll, answer the monsters' questions, until Evy's phase.
  let v = await playUntil(page, 'stairs', 'keyboard', (x) => x.view.phase === 'evy');
  await expect(undo).toBeDisabled(); // the dice were rolled: the monster phase stays
  const start = v.view.evy;
  v = await playUntil(page, 'stairs', 'mouse', (x) => x.view.movesLeft < 2 || x.view.phase !== 'evy');
  test.skip(v.view.phase !== 'evy' || v.view.movesLeft !== 1, 'no step was open on this seed');
  await expect(undo).toBeEnabled();
  const version = v.match.version;
  await undo.click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-view-version', String(version - 1));
  await expect(page.getByTestId('evy-token')).toHaveAttribute('data-hex', `${start.q},${start.r}`);
  // The same step again, then Z.
  await playUntil(page, 'stairs', 'keyboard', (x) => x.view.movesLeft < 2);
  await page.keyboard.press('z');
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-view-version', String(version - 1));
  const back = (await api.call('match.view', { matchId, seat: 0 })) as SeatView<EvyView>;
  expect(back.view.evy).toEqual(start);
  expect(back.view.movesLeft).toBe(2);
});

test('autoplay lets the AI play Evy until pressed again; then the board is hers again', async ({ page }) => {
  await openEvyMatch(page, host().url, 'upstairs-hall', 9);
  const matchId = await openMatchId(api);
  const table = page.getByTestId('evy-table');
  await page.getByTestId('evy-autoplay').click();
  await expect(table).toHaveAttribute('data-autoplay', 'true');
  await expect(page.getByTestId('evy-autoplay')).toHaveText('Stop autoplay');
  await expect
    .poll(async () => (await api.call('match.get', { matchId })).version, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(4);
  await page.getByTestId('evy-autoplay').click();
  await expect(table).toHaveAttribute('data-autoplay', 'false');
  expect((await api.call('match.get', { matchId })).autoplay).toBeUndefined();
  const v = await settledView(page, api, matchId);
  test.skip(v.view.phase === 'over', 'the AI finished the adventure before it was stopped');
  await playOne(page, v, 'stairs', 'keyboard');
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-view-version', String(v.match.version + 1));
});

/** Starts a new campaign from the campaign screen (a campaign in progress is given up). */
async function newCampaign(page: Page): Promise<void> {
  const again = page.getByRole('button', { name: 'New campaign…' });
  if (await again.isVisible()) await again.click();
  await page.getByTestId('campaign-player').fill('Tester');
  await page.getByTestId('campaign-start').click();
  await expect(page.locator('[data-adventure=evys-room]')).toHaveAttribute('data-state', 'current');
  await expect(page.locator('[data-adventure=upstairs-hall]')).toHaveAttribute('data-state', 'locked');
}

/** Plays the campaign's current adventure to its end on the page, then goes back to the campaign screen. */
async function playCampaignAdventure(page: Page, goal: TileKind, input: Input): Promise<SeatView<EvyView>> {
  await page.getByTestId('campaign-play').click();
  await expect(page.getByTestId('evy-table')).toBeVisible();
  await expect(page.getByTestId('evy-table')).not.toHaveAttribute('data-phase', 'over');
  const end = await playUntil(page, goal, input, undefined, 400);
  await page.getByTestId('evy-to-campaign').click();
  await expect(page.getByTestId('campaign-last')).toHaveAttribute('data-result', end.view.result ?? '');
  return end;
}

test('a campaign carries HP and the kept card into the next adventure', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto(host().url);
  await page.getByTestId('open-campaign').click();
  // The campaign deals its own cards: the hall may be won with only health cards found, or lost.
  // Then a new campaign is tried, until a card is carried (the simple player keeps one most times).
  let kept: string | null = null;
  for (let attempt = 1; attempt <= 5 && !kept; attempt++) {
    await newCampaign(page);
    const room = await playCampaignAdventure(page, 'exit', 'mouse');
    expect(room.view.result).toBe('won');
    await expect(page.locator('[data-adventure=evys-room]')).toHaveAttribute('data-state', 'won');
    await expect(page.locator('[data-adventure=upstairs-hall]')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('campaign-carry')).toContainText(`${Math.max(5, room.view.hp)} HP`);
    const hall = await playCampaignAdventure(page, 'stairs', attempt % 2 ? 'keyboard' : 'mouse');
    kept = hall.view.result === 'won' ? hall.view.kept : null;
    console.log(`campaign ${attempt}: Upstairs hall ${hall.view.result}, kept ${kept ?? 'nothing'}`);
  }
  test.skip(!kept, 'no campaign of five carried a card out of the Upstairs hall');
  await expect(page.locator('[data-adventure=downstairs]')).toHaveAttribute('data-state', 'current');
  const carry = (await api.call('campaign.status', {})).campaign?.carry;
  expect(carry?.card).toBe(kept);
  await expect(page.getByTestId('campaign-carry')).toContainText(`${carry?.hp} HP`);

  await page.getByTestId('campaign-play').click();
  const downstairs = await settledView(page, api, await openMatchId(api));
  expect(downstairs.view.adventure.id).toBe('downstairs');
  expect(downstairs.view.hp).toBe(carry?.hp);
  await expect(page.locator(`[data-testid=evy-table] button[data-def="${kept}"]`)).toBeVisible();
  await page.screenshot({ path: 'test-results/evy/downstairs.png', fullPage: true });
});
