/**
 * Driving the Evy adventure editor with the mouse and keyboard, as a designer
 * would: clicks and drags land on the hexes' centres, found from the canvas's
 * viewBox and its box on the page.
 */
import { expect, type Page } from '@playwright/test';
import type { Hex } from '../../../src/games/evy/types';

const key = (h: Hex) => `${h.q},${h.r}`;

/** A hex's centre in SVG units: pointy-top, 30 units centre to corner (evy-geometry.ts's HEX_SIZE). */
function hexCenter(hex: Hex): { x: number; y: number } {
  return { x: 30 * Math.sqrt(3) * (hex.q + hex.r / 2), y: 30 * 1.5 * hex.r };
}

export function canvas(page: Page) {
  return page.getByTestId('editor-canvas');
}

/**
 * The page position of a hex's centre: the canvas's viewBox (kept at the element's
 * aspect ratio) mapped onto its box on the page.
 */
export async function hexPoint(page: Page, hex: Hex): Promise<{ x: number; y: number }> {
  const svg = canvas(page);
  const box = await svg.boundingBox();
  const viewBox = (await svg.getAttribute('viewBox'))?.split(' ').map(Number);
  if (!box || !viewBox || viewBox.length !== 4) throw new Error('the editor canvas is not shown');
  const [vx, vy, vw, vh] = viewBox as [number, number, number, number];
  const { x, y } = hexCenter(hex);
  if (x < vx || x > vx + vw || y < vy || y > vy + vh) throw new Error(`hex ${key(hex)} is outside the canvas's view`);
  return { x: box.x + ((x - vx) * box.width) / vw, y: box.y + ((y - vy) * box.height) / vh };
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
