/** Details of the Queen table that a plain draw-only game does not reach: peeked cards in the pile. */
import { expect, test } from '@playwright/test';
import type { QueenView } from '../../src/games/queen/types';
import { connectApi, type TestApi } from './support/api-client';
import { freshDataDir, removeDataDir, startHost } from './support/host';
import { nextSituation, openHome, setUpQueen, start } from './support/queen-ui';

/** A seed whose deal gives the Girl a card of `def` in a 2-player game (asked of the services, then closed). */
async function seedDealing(api: TestApi, def: string): Promise<number> {
  for (let seed = 1; seed <= 200; seed++) {
    const match = await api.call('match.create', {
      game: 'queen',
      config: { players: 2, variant: 'standard' },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed,
    });
    const girl = await api.call('match.view', { matchId: match.id, seat: 0 });
    await api.call('match.close', { matchId: match.id });
    const hand = (girl.view as QueenView).seats[0]?.hand ?? [];
    if (hand.some((card) => card?.def === def)) return seed;
  }
  throw new Error(`No seed from 1 to 200 deals the Girl a "${def}"`);
}

test('after a peek, the draw pile shows the peeked cards, marked, at their places', async ({ page }) => {
  const dataDir = await freshDataDir();
  const host = await startHost(dataDir);
  const api = await connectApi(host);
  try {
    const seed = await seedDealing(api, 'fireflies');
    await openHome(page, host.url);
    await setUpQueen(page, { players: 2, humans: [0], seed });
    await start(page);
    expect(await nextSituation(page)).toBe('my-move');
    const pile = page.getByTestId('draw-pile');
    await expect(pile.locator('.slot.peeked')).toHaveCount(0);

    const screen = page.getByTestId('match-screen');
    const before = (await screen.getAttribute('data-view-version')) ?? '';
    await page.locator('[data-testid=hand-region] button.card[data-def=fireflies]').first().click();
    await expect(screen).not.toHaveAttribute('data-view-version', before);

    const matchId = (await api.call('match.list', {}))[0]?.id ?? '';
    const view = (await api.call('match.view', { matchId, seat: 0 })).view as QueenView;
    const peeked = view.drawPile.flatMap((slot, position) => (slot.card && !slot.faceUp ? [position] : []));
    expect(peeked.length).toBeGreaterThan(0);
    await expect(pile.locator('.slot.peeked')).toHaveCount(peeked.length);
    for (const position of peeked) {
      const slot = pile.locator(`.slot[data-position="${position}"]`);
      await expect(slot).toHaveClass(/peeked/);
      await expect(slot).toHaveAttribute('aria-label', /peeked/);
      await expect(slot.locator('[data-card-id]')).toHaveAttribute(
        'data-card-id',
        String(view.drawPile[position]?.card?.id),
      );
    }
    await expect(page.getByTestId('discard-pile')).toContainText('Fireflies');
  } finally {
    api.close();
    await host.stop();
    await removeDataDir(dataDir);
  }
});
