/** The AI's turn is visible: with a pause per AI move, the table says who is thinking. */
import { expect, test } from '@playwright/test';
import { freshDataDir, removeDataDir, startHost } from './support/host';
import { nextSituation, openHome, setUpQueen, start, takePolicyMove } from './support/queen-ui';

test('"The Evil Queen is thinking…" shows during her turn, and goes away after', async ({ page }) => {
  const dataDir = await freshDataDir();
  // A long pause, so the indicator stays up long enough to be seen on a slow machine.
  const host = await startHost(dataDir, 3000);
  try {
    await openHome(page, host.url);
    await setUpQueen(page, { players: 2, humans: [0], seed: 31337 });
    await start(page);
    expect(await nextSituation(page)).toBe('my-move');
    await takePolicyMove(page);
    const thinking = page.getByTestId('ai-thinking');
    // With this seed the Girl survives her first draw; if the rules change that, pick another seed.
    await expect(page.getByTestId('game-over')).toHaveCount(0);
    await expect(thinking).toHaveText('The Evil Queen is thinking…');
    await expect(thinking.locator('.dots')).toBeVisible();
    await expect(page.getByTestId('queen-seat').filter({ hasText: 'thinking…' })).toContainText('The Evil Queen');
    await expect(thinking).toHaveText('', { timeout: 30_000 });
  } finally {
    await host.stop();
    await removeDataDir(dataDir);
  }
});
