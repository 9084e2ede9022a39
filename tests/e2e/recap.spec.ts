/**
 * "While you waited" through the real UI: a 2-player Manor against a Greedy AI, fixed seed. After
 * the player's card and the AI's, the round is revealed and resolved; when the player's turn comes
 * back the panel lists what happened, pointing at a line marks its place on the table, and Escape
 * closes it.
 */
import { expect, test } from '@playwright/test';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';
import { act, choices, nextSituation, setUpManor } from './support/manor-ui';
import { openHome, shot, start } from './support/queen-ui';

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

test('after a round against the AI, the panel tells the reveal and marks the place it names', async ({ page }) => {
  if (!host) throw new Error('no host');
  await openHome(page, host.url);
  await setUpManor(page, { players: 2, humans: [0], seed: 20260301 });
  await start(page);

  const panel = page.getByTestId('recap-panel');
  await expect(panel).toHaveCount(0);
  // A round takes a few of the player's decisions (the card, then its questions); the panel waits for the reveal.
  for (let moves = 0; moves < 12 && (await panel.count()) === 0; moves++) {
    expect(await nextSituation(page)).toBe('my-move');
    await act(page, choices(page).first());
  }
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('recap-item').first()).toContainText(/Round 1 reveal: Player 1 .+, Player 2 /);
  await shot(page, 'recap-manor');

  const placed = panel.locator('[data-testid=recap-item][data-recap-place]').last();
  const place = await placed.getAttribute('data-recap-place');
  await placed.hover();
  const spot = page.locator(`[data-place="${place}"]`).first();
  await expect(spot).toHaveCSS('outline-style', 'solid');
  await page.mouse.move(0, 0);
  await expect(spot).not.toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});
