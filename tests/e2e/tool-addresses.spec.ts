/**
 * The adventure editor's and the deck builder's addresses name the library item they have
 * open (`#/evy/editor/item/<id>`, `#/everzone/deck-builder/item/<id>`), so a reload, or the
 * address pasted into another tab, opens the same adventure or deck.
 */
import { expect, test } from '@playwright/test';
import { connectApi } from './support/api-client';
import { canvas } from './support/evy-editor-ui';
import { hostPerTest } from './support/host';

const host = hostPerTest();

test('a reload of the adventure editor opens the same adventure', async ({ page }) => {
  await page.goto(host().url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open Evy: Street (adventure 4) in the adventure editor' }).click();
  await expect(canvas(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/evy\/editor\/item\/builtin-evy-adventure-street$/);
  // Duplicated, the copy is the designer's own item, and the address follows it.
  await page.getByTestId('duplicate-to-edit').click();
  await expect(page.getByTestId('playtest')).toBeVisible();
  await expect(page).toHaveURL(/#\/evy\/editor\/item\/u-[\w-]+$/);
  const address = page.url();
  const tiles = await canvas(page).getAttribute('data-tiles');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Street');
  await expect(canvas(page)).toHaveAttribute('data-tiles', tiles ?? '');
  // The copy, not the built-in: it is editable (the built-in opens read-only).
  await expect(page.getByTestId('save-status')).not.toHaveAttribute('data-state', 'read-only');
  await expect(page.getByTestId('playtest')).toBeVisible();
  expect(page.url()).toBe(address);
  await page.screenshot({ path: test.info().outputPath('editor-reloaded.png') });

  // The Adventures button leaves the adventure: the address names the editor alone again.
  await page.getByTestId('editor-adventures').click();
  await expect(page).toHaveURL(/#\/evy\/editor$/);
});

test('a reload of the deck builder opens the same deck; an address naming a deleted deck says why', async ({
  page,
}) => {
  const api = await connectApi(host());
  const made = await api.call('library.create', { type: 'everzone-deck', name: 'Address deck' });
  await page.goto(host().url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open Address deck in the deck builder' }).click();
  await expect(page.getByTestId('deck-name')).toHaveValue('Address deck');
  await expect(page).toHaveURL(new RegExp(`#/everzone/deck-builder/item/${made.id}$`));

  await page.reload();
  await expect(page.getByTestId('deck-builder')).toBeVisible();
  await expect(page.getByTestId('deck-name')).toHaveValue('Address deck');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.screenshot({ path: test.info().outputPath('deck-builder-reloaded.png') });

  // Another tab, the same address, after the deck was deleted: the banner says why, and the builder stays.
  await api.call('library.delete', { id: made.id });
  api.close();
  const other = await page.context().newPage();
  await other.goto(`${host().url}#/everzone/deck-builder/item/${made.id}`);
  await expect(other.getByTestId('deck-builder')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: 'Could not open the deck' })).toBeVisible();
  await expect(other).toHaveURL(/#\/everzone\/deck-builder$/);
  await other.screenshot({ path: test.info().outputPath('deck-builder-gone.png') });
});
