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
import {
  act,
  nextSituation,
  phase,
  prompt,
  selectAll,
  setUpEverzone,
  shot,
  table,
  unselected,
} from './support/everzone-ui';
import { openHome, start } from './support/queen-ui';

const mine = (seat: number) => `[data-testid=ez-player][data-seat="${seat}"]`;

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
 * No card of `seat`'s hand, face-down marshalled cards or pending choice is in the
 * page. The test replays the match's record for them (an AI seat's view is not given
 * to clients).
 */
async function expectHidden(page: Page, api: TestApi, matchId: string, seat: number): Promise<number> {
  const record = await api.call('match.record', { matchId });
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'tests/e2e/support/everzone-hidden.ts', String(seat)],
    {
      input: JSON.stringify(record),
      encoding: 'utf8',
    },
  );
  const hidden = JSON.parse(output) as number[];
  const inPage = await page
    .locator('[data-card-id]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-card-id'))));
  expect(inPage.filter((id) => hidden.includes(id))).toEqual([]);
  return hidden.length;
}

/** Activates revealed units one by one, taking back any that the live counter says go over the limit. */
async function activateWithinLimit(page: Page, seat: number): Promise<number> {
  // Units the table marks as unable to fight at this location are left out (the engine would refuse them).
  const ids = await unselected(page, mine(seat)).evaluateAll((els) =>
    els.filter((el) => !el.classList.contains('elsewhere')).map((el) => el.getAttribute('data-card-id') ?? ''),
  );
  const resources = page.getByTestId('ez-resources');
  for (const id of ids) {
    const card = page.locator(`${mine(seat)} button.ez-card[data-card-id="${id}"]`);
    await card.click();
    if ((await resources.getAttribute('class'))?.includes('over')) await card.click();
  }
  await expect(resources).not.toHaveClass(/over/);
  return Number((await page.getByTestId('ez-selected-count').textContent())?.match(/\d+/)?.[0] ?? 0);
}

function nothingSeen(): Seen {
  return { mulligan: false, keep: false, marshal: 0, reveal: 0, activate: 0, support: false, clash: false };
}

async function onePolicyMove(page: Page, seen: Seen, shots: Set<string>, seat = 0): Promise<void> {
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
      seen.marshal += await selectAll(unselected(page, '[data-testid=ez-hand]'), /(Unit|Leader) ·/);
      return act(page, confirm);
    case 'reveal':
      seen.reveal += await selectAll(unselected(page, `${mine(seat)} [data-zone=marshalled]`));
      return act(page, confirm);
    case 'activate':
      seen.activate += await activateWithinLimit(page, seat);
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
    // Normal stops early at EverZone (its playout cap), and the level's facts say so; Hard does not.
    const facts = page.locator('[data-seat="1"] [data-testid=level-info]');
    await page.locator('#seat-1-level').selectOption('normal');
    await expect(facts).toContainText('thinks about 0.5 s per move, or until it has played 1,000 games in its head');
    await page.locator('#seat-1-level').selectOption('hard');
    await expect(facts).toContainText('thinks about 1 s per move');
    await expect(facts).not.toContainText('until it has played');
    await page.locator('#seat-1-level').selectOption('greedy');
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
      if ((await nextSituation(page)) !== 'my-move') break;
      if ((await phase(page)) === 'marshal') expect(await expectHidden(page, api, matchId, 1)).toBeGreaterThan(0);
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

test('hot-seat: two humans pass the device, and neither ever has the other’s hidden cards in the page', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dataDir = await freshDataDir();
  const host = await startHost(dataDir);
  const api = await connectApi(host);
  try {
    await openHome(page, host.url);
    await setUpEverzone(page, { seed: 3, decks: ['molly-dunbar', 'meraud'], locations: 'choose', cpPerPlayer: 20 });
    await page.locator('#seat-1-kind').selectOption('human');
    await start(page);
    const matchId = (await api.call('match.list', {}))[0]?.id ?? '';
    const screen = page.getByTestId('match-screen');
    const passScreen = page.getByTestId('pass-screen');
    const seen = [nothingSeen(), nothingSeen()];
    const shots = new Set<string>();
    let handovers = 0;
    let checks = 0;
    // Through the location picks, both draw phases and both marshals, into the first reveal.
    for (let move = 0; move < 60; move++) {
      const situation = await nextSituation(page);
      if (situation === 'over') break;
      if (situation === 'pass') {
        handovers++;
        if (handovers === 1) await shot(page, 'everzone-pass-screen');
        // While the device is handed over, no card of either hand is in the page.
        expect(await page.locator('[data-card-id]').count()).toBe(0);
        await passScreen.getByRole('button', { name: /^I am / }).click();
        continue;
      }
      const seat = Number(await screen.getAttribute('data-displayed-seat'));
      // Checked once the other seat holds hidden cards (after the location picks).
      if ((await expectHidden(page, api, matchId, 1 - seat)) > 0) checks++;
      if ((await phase(page)) === 'activate') break;
      await onePolicyMove(page, seen[seat]!, shots, seat);
    }
    expect(handovers).toBeGreaterThanOrEqual(3);
    expect(checks).toBeGreaterThanOrEqual(6);
    expect(seen[0]!.marshal + seen[1]!.marshal).toBeGreaterThan(0);
  } finally {
    api.close();
    await host.stop();
    await removeDataDir(dataDir);
  }
});
