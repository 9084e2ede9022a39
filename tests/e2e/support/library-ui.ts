/** The library's JSON editor driven as a person would: shared by the specs that edit an item there. */
import { expect, type Page } from '@playwright/test';

export function editor(page: Page) {
  return page.getByTestId('json-editor');
}

export async function waitForEditor(page: Page): Promise<void> {
  await expect(editor(page)).toHaveAttribute('data-state', 'ready');
}

/**
 * Selects the first occurrence of `find` from the top of the document with
 * Monaco's own Find (Ctrl+F), deletes it and types `replacement`, as a person
 * would (Monaco's auto-closing quotes are typed over, so the text comes out exact).
 */
export async function replaceInEditor(page: Page, find: string, replacement: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+F');
  await page.getByRole('textbox', { name: 'Find' }).fill(find);
  await expect(page.locator('.find-widget .matchesCount')).toHaveText(/^1 of \d+$/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(replacement);
}
