/**
 * EverZone through the real web host: a 1v1 game, a human against the AI with
 * pre-made decks, played by the table's own controls through at least one whole
 * location — a redraw and a kept hand (Draw Phase), marshalling chosen cards
 * (Marshal Phase), revealing and activating within the live resource counter
 * (Combat Phase: Reveal, Activation and Deactivation), a support played
 * (Playing Support Cards) and the clash. Along the way, the opponent's hand and
 * face-down cards never reach the page (hidden information).
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { connectApi, type TestApi } from './support/api-client';
import { freshDataDir, removeDataDir, startHost } from './support/host';
import { act, nextTurn, phase, prompt, selectAll, setUpEverzone, shot, table, unselected } from './support/everzone-ui';
import { openHome, start } from './support/queen-ui';

const ME = '[data-testid=ez-player][data-seat="0"]';

interface Seen {
  mulligan: boolean;
  keep: boolean;
  marshal: number;
  reveal: number;
  activate: number;
  support: boolean;
  clash: boolean;
}

/**
 * No card of the AI's hand or of its face-down marshalled cards is in the page. The
 * AI seat's view is not given to clients, so the test replays the match's record.
 */
async function expectOpponentHidden(page: Page, api: TestApi, matchId: string): Promise<void> {
  const record = await api.call('match.record', { matchId });
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/everzone-hidden.ts', '1'], {
    input: JSON.stringify(record),
    encoding: 'utf8',
  });
  const hidden = JSON.parse(output) as number[];
  expect(hidden.length).toBeGreaterThan(0);
  const inPage = await page
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-card-id'))));
  expect(inPage.filter((id) => hidden.includes(id))).toEqual([]);
}

/** Activates revealed units one by one, taking back any that the live counter says go over the limit. */
async function activateWithinLimit(page: Page): Promise<number> {
  // Units the table marks as unable to fight at this location are left out (the engine would refuse them).
  const ids = await unselected(page, ME).evaluateAll((els) =>
    els.filter((el) => !el.classList.contains('elsewhere')).map((el) => el.getAttribute('data-card-id') ?? ''),
  );
  const resources = page.getByTestId('ez-resources');
  for (const id of ids) {
    const card = page.locator(`${ME} button.ez-card[data-card-id="${id}"]`);
    await card.click();
    if ((await resources.getAttribute('class'))?.includes('over')) await card.click();
  }
  await expect(resources).not.toHaveClass(/over/);
  return Number((await page.getByTestId('ez-selected-count').textContent())?.match(/\d+/)?.[0] ?? 0);
}

async function onePolicyMove(page: Page, seen: Seen, shots: Set<string>): Promise<void> {
  const now = await phase(page);
  if (!shots.has(now)) {
    shots.add(now);
    await shot(page, `everzone-${now}`);
  }
  const panel = prompt(page);
  const confirm = page.getByTestId('ez-confirm');
  switch (now) {
    case 'locations':
      return act(page, panel.locator('button[data-action-type=pick-location]').first());
    case 'mulligan':
      if (!seen.mulligan) {
        seen.mulligan = true;
        return act(page, panel.locator('button[data-action-type=mulligan]'));
      }
      seen.keep = true;
      return act(page, panel.locator('button[data-action-type=keep-hand]'));
    case 'marshal':
      // Units and the leader go face down; supports stay in hand to be played.
      seen.marshal += await selectAll(unselected(page, '[data-testid=ez-hand]'), /\((Unit|Leader)/);
      return act(page, confirm);
    case 'reveal':
      seen.reveal += await selectAll(unselected(page, `${ME} [data-zone=marshalled]`));
      return act(page, confirm);
    case 'activate':
      seen.activate += await activateWithinLimit(page);
      return act(page, confirm);
    case 'declare': {
      const support = panel.locator('button[data-action-type=play-support]:enabled');
      if (!seen.support && (await support.count()) > 0) {
        seen.support = true;
        await act(page, support.first());
        await shot(page, 'everzone-support-played');
        return;
      }
      return act(page, panel.locator('button[data-action-type=pass]'));
    }
    case 'surrender':
      return act(page, panel.locator('button[data-action-type=fight-on]'));
    case 'retreat':
      return act(page, confirm);
    default:
      return act(page, panel.locator('button[data-action-type]:enabled').first());
  }
}

test('a human plays EverZone against the AI through a whole location', async ({ page }) => {
  test.setTimeout(600_000);
  const dataDir = await freshDataDir();
  const host = await startHost(dataDir);
  const api = await connectApi(host);
  try {
    await openHome(page, host.url);
    await setUpEverzone(page, {
      seed: 7,
      decks: ['adam-finn', 'pandora'],
      locations: 'random',
      cpPerPlayer: 20,
    });
    await shot(page, 'everzone-setup');
    await start(page);
    await expect(table(page)).toBeVisible();
    const matchId = (await api.call('match.list', {}))[0]?.id ?? '';

    const seen: Seen = {
      mulligan: false,
      keep: false,
      marshal: 0,
      reveal: 0,
      activate: 0,
      support: false,
      clash: false,
    };
    const shots = new Set<string>();
    const log = page.getByTestId('match-log');
    for (let move = 0; move < 400; move++) {
      if ((await nextTurn(page)) === 'over') break;
      if ((await phase(page)) === 'marshal') await expectOpponentHidden(page, api, matchId);
      await onePolicyMove(page, seen, shots);
      seen.clash ||= /attack \d+ against defence \d+/i.test((await log.textContent()) ?? '');
      const played = Number(await table(page).getAttribute('data-locations-played'));
      if (played >= 2 && seen.support && seen.clash) break;
    }
    await shot(page, 'everzone-after-location');

    expect(seen).toMatchObject({ mulligan: true, keep: true, support: true, clash: true });
    expect(seen.marshal).toBeGreaterThan(0);
    expect(seen.reveal).toBeGreaterThan(0);
    expect(seen.activate).toBeGreaterThan(0);
    // A whole location was fought: the second one (or the end of the war) has been reached.
    const over = (await page.getByTestId('game-over').count()) > 0;
    if (!over) expect(Number(await table(page).getAttribute('data-locations-played'))).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('ez-status').getByTestId('ez-cp')).toHaveCount(2);
  } finally {
    api.close();
    await host.stop();
    await removeDataDir(dataDir);
  }
});
