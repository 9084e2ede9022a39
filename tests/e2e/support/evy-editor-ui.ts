/**
 * Driving the Evy adventure editor with the mouse and keyboard, as a designer
 * would: hexes are found by the canvas's grid cells (`data-hex`), and clicks and
 * drags land on their centres on the page.
 */
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../../src/games/evy/types';

const key = (h: Hex) => `${h.q},${h.r}`;

export function canvas(page: Page) {
  return page.getByTestId('editor-canvas');
}

/** The page position of a hex's centre (its grid cell is drawn for every hex near the map). */
export async function hexPoint(page: Page, hex: Hex): Promise<{ x: number; y: number }> {
  const box = await canvas(page)
    .locator(`polygon.cell[data-hex="${key(hex)}"]`)
    .boundingBox();
  if (!box) throw new Error(`hex ${key(hex)} is not on the canvas`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function pickTool(page: Page, tool: string): Promise<void> {
  const button = page.getByTestId('tool-palette').locator(`[data-tool="${tool}"]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

export async function clickHex(page: Page, hex: Hex): Promise<void> {
  const p = await hexPoint(page, hex);
  await page.mouse.click(p.x, p.y);
}

/** One brush stroke through the hexes in order (button held down all the way: one undo step). */
export async function strokeThrough(page: Page, hexes: Hex[]): Promise<void> {
  const points = [];
  for (const h of hexes) points.push(await hexPoint(page, h));
  const [first, ...rest] = points;
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 3 });
  await page.mouse.up();
}

export function tileOf(page: Page, hex: Hex) {
  return canvas(page).locator(`[data-tile="${key(hex)}"]`);
}

/** The problems panel's messages, as listed. */
export async function problemMessages(page: Page): Promise<string[]> {
  return page.getByTestId('editor-problem').allInnerTexts();
}
