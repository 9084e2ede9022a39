/**
 * Driving Evy's board the way a player would, with the mouse or the keyboard.
 * The test reads Evy's own view through its API connection to decide where to
 * go (a shortest walk to the goal); the page is what it clicks and checks.
 */
import { expect, type Page } from '@playwright/test';
import type { Direction, EvyAction, EvyView, Hex, TileKind } from '../../../src/games/evy/types';
import type { SeatView } from '../../../src/shared/api';
import type { TestApi } from './api-client';

export type Input = 'mouse' | 'keyboard';

const STEP_KEYS: Record<Direction, string> = { NW: 'u', NE: 'i', W: 'h', E: 'k', SW: 'n', SE: 'm' };
const OFFSETS: Record<Direction, Hex> = {
  E: { q: 1, r: 0 },
  SE: { q: 0, r: 1 },
  SW: { q: -1, r: 1 },
  W: { q: -1, r: 0 },
  NW: { q: 0, r: -1 },
  NE: { q: 1, r: -1 },
};

const key = (h: Hex) => `${h.q},${h.r}`;

/** How long the page may take to show a move: generous, as the build machines are shared and often loaded. */
export const SETTLE_MS = 45_000;

/** Monster replays off: each test sees the board as the view is, at once (one test turns it on itself). */
export async function instantMonsterPhase(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('boardwright.evy.monsterSpeed', 'instant'));
}

export async function openEvyMatch(page: Page, url: string, adventure: string, seed: number): Promise<void> {
  await page.goto(url);
  await page
    .locator('[data-game=evy]')
    .getByRole('button', { name: /New match/ })
    .click();
  // The adventure list holds the book's adventures and the library's own, in one picker.
  const picker = page.locator('#content-custom');
  await picker.selectOption(`builtin:${adventure}`);
  await expect(picker).toHaveValue(`builtin:${adventure}`);
  await page.locator('#setup-seed').fill(String(seed));
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('evy-table')).toBeVisible();
}

/** The match in play: these tests play one at a time (finished ones may still be listed). */
export async function openMatchId(api: TestApi): Promise<string> {
  const list = await api.call('match.list', {});
  const match = list.find((m) => !m.over) ?? list[0];
  if (!match) throw new Error('no match is open');
  return match.id;
}

/** Waits until the page shows the match's latest version, then returns Evy's view as the services hold it. */
export async function settledView(page: Page, api: TestApi, matchId: string): Promise<SeatView<EvyView>> {
  const summary = await api.call('match.get', { matchId });
  const screen = page.getByTestId('match-screen');
  await expect(screen).toHaveAttribute('data-view-version', String(summary.version), { timeout: SETTLE_MS });
  // The page may show the new view (it came with the update event) before its own move's reply is in:
  // until then the board takes no input, as a player would see from its disabled buttons.
  await expect(page.getByTestId('evy-table')).toHaveAttribute('data-busy', summary.over ? 'true' : 'false', {
    timeout: SETTLE_MS,
  });
  const seatView = (await api.call('match.view', { matchId, seat: 0 })) as SeatView<EvyView>;
  // The page draws exactly that view: Evy where the view says, the same HP.
  if (seatView.view.phase !== 'over') {
    await expect(page.getByTestId('evy-token')).toHaveAttribute('data-hex', key(seatView.view.evy));
  }
  await expect(page.getByTestId('evy-hp')).toHaveAttribute('data-hp', String(seatView.view.hp));
  return seatView;
}

/**
 * The first step of a shortest walk over free tiles to the nearest face-down card of this map, or
 * when none is left to the nearest tile of `goal` (test-side planning only).
 */
export function stepToward(view: EvyView, goal: TileKind): Direction | null {
  const map = view.adventure.maps[view.map];
  if (!map) return null;
  const tiles = new Map(map.tiles.map((t) => [key(t), t]));
  const blocked = new Set(view.monsters.filter((m) => m.map === view.map).map(key));
  // Cards first: a face-down card on this map is on the way to anywhere worth going.
  const cardsLeft = new Set(view.cardTiles.filter((c) => c.map === view.map).map((c) => key(c.at)));
  const first = new Map<string, Direction>();
  const queue: Hex[] = [view.evy];
  const seen = new Set([key(view.evy)]);
  while (queue.length) {
    const at = queue.shift() as Hex;
    const tile = tiles.get(key(at));
    const isGoal = cardsLeft.size > 0 ? cardsLeft.has(key(at)) : tile?.kind === goal;
    if (isGoal && key(at) !== key(view.evy)) return first.get(key(at)) ?? null;
    for (const dir of Object.keys(OFFSETS) as Direction[]) {
      const next = { q: at.q + OFFSETS[dir].q, r: at.r + OFFSETS[dir].r };
      const t = tiles.get(key(next));
      if (!t || seen.has(key(next)) || blocked.has(key(next)) || t.kind === 'pit' || t.kind === 'boss-pit') continue;
      seen.add(key(next));
      first.set(key(next), first.get(key(at)) ?? dir);
      queue.push(next);
    }
  }
  return null;
}

function neighbourOf(h: Hex, dir: Direction): Hex {
  return { q: h.q + OFFSETS[dir].q, r: h.r + OFFSETS[dir].r };
}

/**
 * Which prompt answer the simple player takes (its place in the list, which is the order
 * of the legal actions): turn cards over, keep cards rather than losing HP while HP lasts,
 * keep a card at the end; otherwise the first.
 */
function preferredAnswer(seatView: SeatView<EvyView>): number {
  const actions = seatView.legal.map((l) => l.action as EvyAction);
  const find = (test: (a: EvyAction) => boolean) => Math.max(0, actions.findIndex(test));
  if (seatView.view.phase === 'hit' && seatView.view.hp > 1) return find((a) => a.type === 'take-hit');
  if (seatView.view.phase === 'card') return find((a) => a.type === 'flip');
  if (seatView.view.phase === 'keep') return find((a) => a.type === 'keep' && a.card !== null);
  return 0;
}

/**
 * One decision of a simple player, made through the page: roll; answer prompts
 * with their first answer; attack a monster next to Evy; step toward the goal;
 * end the turn when nothing else helps. Returns what it did, for the test's log.
 */
export async function playOne(page: Page, seatView: SeatView<EvyView>, goal: TileKind, input: Input): Promise<string> {
  const view = seatView.view;
  const types = new Set(seatView.legal.map((l) => (l.action as EvyAction).type));
  const board = page.getByTestId('evy-table');
  if (types.has('roll')) {
    if (input === 'keyboard') await page.keyboard.press('r');
    else await board.locator('button[data-action-type=roll]').click();
    return 'roll';
  }
  if (view.phase !== 'evy') {
    const index = preferredAnswer(seatView);
    if (input === 'keyboard') await page.keyboard.press(String(index + 1));
    else await page.getByTestId('evy-choices').locator('li button').nth(index).click();
    return `answer ${view.phase} with ${seatView.legal[index]?.label}`;
  }
  const attacks = seatView.legal.filter((l) => (l.action as EvyAction).type === 'attack');
  if (attacks.length > 0) {
    const target = (attacks[0]?.action as Extract<EvyAction, { type: 'attack' }>).target;
    if (input === 'keyboard') {
      await page.keyboard.press('a');
      if (attacks.length > 1) {
        const dir = (Object.keys(OFFSETS) as Direction[]).find((d) => key(neighbourOf(view.evy, d)) === key(target));
        await page.keyboard.press(STEP_KEYS[dir as Direction]);
      }
    } else {
      await board.locator(`polygon[data-hex="${key(target)}"]`).click();
    }
    return `attack ${key(target)}`;
  }
  const dir = view.movesLeft > 0 ? stepToward(view, goal) : null;
  const stepLegal =
    dir !== null &&
    seatView.legal.some((l) => {
      const a = l.action as EvyAction;
      return a.type === 'step' && key(a.to) === key(neighbourOf(view.evy, dir));
    });
  if (dir && stepLegal) {
    if (input === 'keyboard') await page.keyboard.press(STEP_KEYS[dir]);
    else await board.locator(`polygon[data-hex="${key(neighbourOf(view.evy, dir))}"]`).click();
    return `step ${dir}`;
  }
  if (input === 'keyboard') await page.keyboard.press('Enter');
  else await board.locator('button[data-action-type=end-turn]').click();
  return 'end turn';
}
