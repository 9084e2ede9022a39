/**
 * The Evy adventure editor on the real web host (issue 6, "Must show" up to the
 * meter): a small map drawn with the mouse, problems appearing and going away as
 * they are fixed (pinned on their hexes), undo and redo, autosave to the library,
 * a playtest turn in the real engine and back to the editor as it was left; then
 * a problem on another map jumped to, and a crash draft offered back.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Adventure, EvyView } from '../../src/games/evy/types';
import type { SeatView } from '../../src/shared/api';
import { connectApi, type TestApi } from './support/api-client';
import { canvas, clickHex, hexPoint, pickTool, strokeThrough, tileOf } from './support/evy-editor-ui';
import { instantMonsterPhase, openMatchId, playOne, settledView } from './support/evy-ui';
import { hostPerTest } from './support/host';

const host = hostPerTest();
let api: TestApi;

test.beforeEach(async ({ page }) => {
  api = await connectApi(host());
  await instantMonsterPhase(page);
});
test.afterEach(() => api.close());

const problems = (page: Page) => page.getByTestId('editor-problems');
const SCREENSHOTS = process.env.EVY_EDITOR_SCREENSHOTS;

async function newAdventure(page: Page, name: string): Promise<void> {
  await page.goto(host().url);
  await page.getByTestId('open-evy-editor').click();
  await page.getByTestId('new-adventure-name').fill(name);
  await page.getByTestId('new-adventure').click();
  await expect(canvas(page)).toBeVisible();
}

/** The adventure as the library holds it now. */
async function savedAdventure(name: string): Promise<Adventure> {
  const items = await api.call('library.list', { type: 'evy-adventure', query: name });
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`${name} is not in the library`);
  return JSON.parse((await api.call('library.get', { id: item.id })).text) as Adventure;
}

test('draw a map with the mouse, see problems come and go, undo and redo, playtest a turn and come back', async ({
  page,
}) => {
  await newAdventure(page, 'Drawn by mouse');
  // The blank map has Evy's start and nothing else: what it lacks is listed.
  await expect(problems(page)).toContainText('there is no exit on the maps');
  await expect(problems(page)).toContainText('no tile holds card 1');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'draft-only');
  // The map stays where it is while the toolbar's status changes under the strokes below.
  const mapTop = (await canvas(page).boundingBox())!.y;

  // Floor: one stroke with the button held down.
  await pickTool(page, 'floor');
  await strokeThrough(page, [
    { q: 2, r: 0 },
    { q: 3, r: 0 },
    { q: 4, r: 0 },
    { q: 4, r: 1 },
    { q: 3, r: 1 },
    { q: 2, r: 1 },
    { q: 1, r: 1 },
    { q: 0, r: 1 },
  ]);
  await expect(canvas(page)).toHaveAttribute('data-tiles', '10');
  // Evy's start moved, a spawn pit, the card tile: its problem goes away.
  await pickTool(page, 'start');
  await clickHex(page, { q: 0, r: 1 });
  await expect(page.getByTestId('editor-start')).toHaveAttribute('data-hex', '0,1');
  await pickTool(page, 'pit');
  await clickHex(page, { q: 5, r: 1 });
  await pickTool(page, 'card');
  await clickHex(page, { q: 3, r: 0 });
  await expect(tileOf(page, { q: 3, r: 0 })).toHaveAttribute('data-kind', 'card');
  await expect(problems(page)).not.toContainText('no tile holds card 1');
  expect((await canvas(page).boundingBox())!.y).toBe(mapTop);
  // The exit, picked by its key: the last problem goes, and the library saves the map.
  await canvas(page).hover();
  await page.keyboard.press('x');
  await expect(page.getByTestId('tool-palette').locator('[data-tool=exit]')).toHaveAttribute('aria-pressed', 'true');
  await clickHex(page, { q: 5, r: 0 });
  await expect(problems(page)).toContainText('No problems');
  await expect(page.getByTestId('problem-marker')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const saved = await savedAdventure('Drawn by mouse');
  expect(saved.maps[0]?.tiles.find((t) => t.q === 5 && t.r === 0)?.kind).toBe('exit');
  expect(saved.maps[0]?.start).toEqual({ q: 0, r: 1 });

  // A wall stroke cuts the exit off: the problem is pinned on the exit's hex.
  await pickTool(page, 'wall');
  await strokeThrough(page, [
    { q: 4, r: 0 },
    { q: 4, r: 1 },
  ]);
  const marker = page.getByTestId('problem-marker');
  await expect(marker.first()).toBeVisible();
  await expect(canvas(page).locator('[data-testid=problem-marker][data-hex="5,0"]')).toHaveCount(1);
  await expect(problems(page)).toContainText('hex (5, 0)');
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/editor-problem-pinned.png` });
  // Undo takes the whole stroke back (Ctrl+Z); redo (the button) brings it back; Ctrl+Y after another undo.
  await page.keyboard.press('Control+z');
  await expect(problems(page)).toContainText('No problems');
  await expect(tileOf(page, { q: 4, r: 1 })).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(problems(page)).toContainText('hex (5, 0)');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.keyboard.press('Control+y');
  await expect(tileOf(page, { q: 4, r: 1 })).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await page.keyboard.press('Control+z');
  await expect(problems(page)).toContainText('No problems');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  // Playtest: the draft in the real engine, one whole turn played on the board.
  await page.getByTestId('playtest').click();
  await expect(page.getByTestId('evy-table')).toBeVisible();
  const matchId = await openMatchId(api);
  let seatView: SeatView<EvyView> = await settledView(page, api, matchId);
  expect(seatView.view.adventure.title).toBe('Drawn by mouse');
  expect(seatView.view.evy).toEqual({ q: 0, r: 1 });
  for (let i = 0; i < 30 && seatView.view.turn === 1 && seatView.view.phase !== 'over'; i++) {
    await playOne(page, seatView, 'exit', 'mouse');
    await expect(page.getByTestId('match-screen')).not.toHaveAttribute(
      'data-view-version',
      String(seatView.match.version),
    );
    seatView = await settledView(page, api, matchId);
  }
  expect(seatView.view.turn > 1 || seatView.view.phase === 'over').toBe(true);

  // Back in the editor as it was left: same map, same tool, the history still there; the trial match closed.
  await page.getByTestId('back-to-editor').click();
  await expect(canvas(page)).toBeVisible();
  await expect(canvas(page)).toHaveAttribute('data-tiles', '12');
  await expect(page.getByTestId('tool-palette').locator('[data-tool=wall]')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await api.call('match.list', {})).some((m) => m.id === matchId)).toBe(false);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(tileOf(page, { q: 5, r: 0 })).toHaveCount(0);
});

test('a problem on another map is shown there when clicked; a draft left unsaved is offered back', async ({ page }) => {
  await newAdventure(page, 'Two maps');
  // A second map nothing leads to: its problem names that map.
  await page.getByTestId('add-map').click();
  await expect(canvas(page)).toHaveAttribute('data-map', '1');
  await page.locator('[data-map-tab="0"]').click();
  await expect(canvas(page)).toHaveAttribute('data-map', '0');
  const onMap2 = page.locator('[data-testid=editor-problem][data-map="1"]').first();
  await expect(onMap2).toBeVisible();
  await onMap2.click();
  await expect(canvas(page)).toHaveAttribute('data-map', '1');

  // The blank adventure has errors, so the library still holds the template: the draft is only on this device.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'draft-only');
  // The reload stays in the editor on the same adventure (its address names it), which offers the draft back.
  await page.reload();
  await expect(page.getByTestId('draft-recovery')).toBeVisible();
  const templateTiles = await canvas(page).getAttribute('data-tiles');
  await page.getByRole('button', { name: 'Recover them' }).click();
  await expect(page.locator('[data-map-tab="1"]')).toBeVisible();
  await expect(canvas(page)).not.toHaveAttribute('data-tiles', templateTiles ?? '');
  await expect(page.getByTestId('draft-recovery')).toHaveCount(0);
});

test('a built-in adventure opens from the library as a template; duplicated, it is the designer\u2019s to edit', async ({
  page,
}) => {
  await page.goto(host().url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open Evy: Street (adventure 4) in the adventure editor' }).click();
  await expect(canvas(page)).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'read-only');
  await expect(page.getByTestId('tool-palette').locator('[data-tool=floor]')).toBeDisabled();
  await page.getByTestId('duplicate-to-edit').click();
  await expect(page.getByTestId('playtest')).toBeVisible();
  await expect(page.getByTestId('tool-palette').locator('[data-tool=floor]')).toBeEnabled();
  // The copy is a library item of its own, and the hex under the pointer is named as problems name it.
  const copies = await api.call('library.list', { type: 'evy-adventure', query: 'copy' });
  expect(copies.some((i) => !i.builtIn && i.name === 'Street (copy)')).toBe(true);
  const start = await page.getByTestId('editor-start').getAttribute('data-hex');
  const [q, r] = (start ?? '0,0').split(',').map(Number) as [number, number];
  const point = await hexPoint(page, { q, r });
  await page.mouse.move(point.x, point.y);
  await expect(page.getByTestId('hover-hex')).toHaveText(`hex (${q}, ${r})`);
});

test('select by click, copy and paste with the keys, undo the paste; problems stay in sight on every tab', async ({
  page,
}) => {
  await newAdventure(page, 'Copy and paste');
  await pickTool(page, 'floor');
  await strokeThrough(page, [
    { q: 1, r: 0 },
    { q: 2, r: 0 },
  ]);
  await pickTool(page, 'card');
  await clickHex(page, { q: 2, r: 0 });
  await pickTool(page, 'select');
  await clickHex(page, { q: 1, r: 0 });
  await page.keyboard.down('Shift');
  await clickHex(page, { q: 2, r: 0 });
  await page.keyboard.up('Shift');
  const selected = canvas(page).locator('[data-selected]');
  await expect(selected).toHaveCount(2);
  await page.keyboard.press('Control+c');
  await expect(page.getByTestId('editor-note')).toContainText('Copied 2 tiles');

  const tiles = Number(await canvas(page).getAttribute('data-tiles'));
  const target = await hexPoint(page, { q: 1, r: 2 });
  await page.mouse.move(target.x, target.y);
  await page.keyboard.press('Control+v');
  await expect(canvas(page)).toHaveAttribute('data-tiles', String(tiles + 2));
  await expect(tileOf(page, { q: 2, r: 2 })).toHaveAttribute('data-kind', 'card');
  await expect(selected).toHaveCount(2);
  await expect(canvas(page).locator('[data-selected="1,2"]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('editor-selection.png') });
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/editor-selection.png` });

  // The card count followed the new card tile.
  await page.getByRole('tab', { name: 'Adventure & rules' }).click();
  await expect(page.getByTestId('card-count')).toHaveValue('2');
  await expect(problems(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Map' }).click();

  // Dragging the pasted tiles onto the first two: what they would replace is outlined and said.
  const from = await hexPoint(page, { q: 1, r: 2 });
  const onto = await hexPoint(page, { q: 1, r: 0 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(onto.x, onto.y, { steps: 5 });
  await expect(canvas(page).locator('[data-replaces]')).toHaveCount(2);
  await expect(page.getByTestId('editor-note')).toContainText('Dropping here replaces 2 tiles (1 floor, 1 card)');
  await page.screenshot({ path: test.info().outputPath('editor-move-replaces.png') });
  await page.mouse.up();
  await expect(page.getByTestId('editor-note')).toContainText('The move replaced 2 tiles');
  await expect(canvas(page).locator('[data-replaces]')).toHaveCount(0);

  // One undo takes back the move, the next the paste.
  await page.keyboard.press('Control+z');
  await expect(tileOf(page, { q: 2, r: 2 })).toHaveAttribute('data-kind', 'card');
  await page.keyboard.press('Control+z');
  await expect(canvas(page)).toHaveAttribute('data-tiles', String(tiles));
  await expect(tileOf(page, { q: 2, r: 2 })).toHaveCount(0);
});
