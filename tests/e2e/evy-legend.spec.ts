/**
 * Evy's board explains itself on the real web host: the map key's entries
 * show what they mean when pointed at or reached with Tab (and light their
 * tiles on the map), and a monster-phase tie is asked in words. Screenshots
 * go to test-results/evy-legend.
 */
import { expect, test } from '@playwright/test';
import type { EvyView } from '../../src/games/evy/types';
import type { SeatView } from '../../src/shared/api';
import { connectApi, type TestApi } from './support/api-client';
import { instantMonsterPhase, openEvyMatch, openMatchId, settledView } from './support/evy-ui';
import { hostPerTest } from './support/host';

const SHOTS = 'test-results/evy-legend';
const host = hostPerTest();
let api: TestApi;

test.beforeEach(async ({ page }) => {
  api = await connectApi(host());
  await instantMonsterPhase(page);
});
test.afterEach(() => api.close());

test('the map key: pointing at an entry explains it and lights its tiles; Tab reaches every entry', async ({
  page,
}) => {
  await openEvyMatch(page, host().url, 'downstairs', 5);
  const legend = page.getByTestId('evy-legend');
  await expect(legend).toBeVisible();
  const pit = legend.locator('[data-key="tile:pit"]');
  await pit.hover();
  await expect(pit.getByRole('tooltip')).toBeVisible();
  await expect(pit.getByRole('tooltip')).toContainText('A monster crawls out');
  await expect(page.locator('[data-testid="evy-map"] polygon.lit[data-kind="pit"]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/legend-hover-pit.png` });

  // From the first entry, Tab walks the key; each entry shows its words while focused.
  await page.mouse.move(0, 0);
  const items = legend.getByTestId('evy-legend-item');
  const count = await items.count();
  await items.first().focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(items.nth(i)).toBeFocused();
    await expect(items.nth(i).getByRole('tooltip')).toBeVisible();
  }
  const baby = legend.locator('[data-key="item:baby"]');
  await baby.focus();
  await expect(baby).toContainText('Baby brother');
  await expect(page.locator('[data-testid="evy-map"] polygon.lit')).toHaveCount(1);
  await legend.screenshot({ path: `${SHOTS}/legend-focus-baby.png` });
});

/** Plays by the API (rolls, end turns, takes hits, leaves cards) until the monsters tie. */
async function playUntilTie(matchId: string): Promise<SeatView<EvyView>> {
  for (let i = 0; i < 400; i++) {
    const sv = (await api.call('match.view', { matchId, seat: 0 })) as SeatView<EvyView>;
    const phase = sv.view.phase;
    if (phase === 'monster-choice' || phase === 'over') return sv;
    const pick =
      sv.legal.find((l) => ['roll', 'end-turn', 'take-hit', 'pass-card'].includes(l.action.key.split(':')[0]!)) ??
      sv.legal[0];
    if (!pick) throw new Error(`nothing to do in phase ${phase}`);
    await api.call('match.act', { matchId, seat: 0, action: { key: pick.action.key } });
  }
  throw new Error('no tie within 400 actions');
}

test('a monster tie is asked in words: monsters and places, not coordinates', async ({ page }) => {
  await openEvyMatch(page, host().url, 'upstairs-hall', 11);
  const matchId = await openMatchId(api);
  const tie = await playUntilTie(matchId);
  // The seed is fixed: in this game the monsters tie in the second monster phase.
  expect(tie.view.phase).toBe('monster-choice');
  await settledView(page, api, matchId);
  const choices = page.getByTestId('evy-choices');
  await expect(choices.locator('h3')).toContainText('equally close to Evy');
  const labels = await choices.locator('li button').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) {
    expect(label).not.toMatch(/-?\d+,-?\d+/);
    expect(label).toMatch(/Evy/);
  }
  await page.screenshot({ path: `${SHOTS}/tie-prompt.png` });
});
