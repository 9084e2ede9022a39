/**
 * The EverZone deck builder through the real renderer and web host (issue 8,
 * "Must show", up to the gauntlet): a deck built from a pre-made one, broken
 * (the reason appears beside the card and in the legality panel), saved while
 * illegal (kept, with why it cannot be played), fixed and saved again; a
 * pasted plain-text list with an unknown line; opened again from the library;
 * unsaved changes back after a crash.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { connectApi } from './support/api-client';
import { hostPerTest } from './support/host';

const host = hostPerTest();
const SHOTS = 'test-results/deck-builder';

async function openBuilder(page: Page): Promise<void> {
  await page.goto(host().url);
  await page.getByTestId('open-deck-builder').click();
  await expect(page.getByTestId('deck-builder')).toBeVisible();
}

function deckRow(page: Page, id: string) {
  return page.getByTestId('deck-list').locator(`[data-card="${id}"]`);
}

test('build from a pre-made deck, break it, see the reason on the card, fix it, save it', async ({ page }) => {
  await openBuilder(page);
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-premade="adam-finn"]').click();

  await expect(page.getByTestId('deck-name')).toHaveValue('Adam Finn (copy)');
  await expect(page.getByTestId('deck-status')).toHaveText('Legal');
  await expect(page.getByTestId('deck-legality')).toContainText('Legal: this deck can be played');
  await expect(page.getByTestId('count-total')).toHaveText('50');
  await expect(page.getByTestId('leader-slot').locator('select')).toHaveValue('adam-finn');
  await expect(deckRow(page, 'firelord')).toContainText('4×');

  // Break it: a fifth Firelord, added from the card browser with the keyboard.
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('firelord');
  const browserCard = page.getByTestId('card-browser').locator('[data-card="firelord"]');
  await expect(browserCard).toContainText('4/4');
  await browserCard.focus();
  await page.keyboard.press('Enter');
  const reason = '5× Firelord: the limit for Firelord is 4';
  await expect(deckRow(page, 'firelord')).toContainText('5×');
  await expect(deckRow(page, 'firelord').getByRole('note')).toHaveText(reason);
  await expect(page.getByTestId('deck-status')).toHaveText('Not playable');
  await expect(page.getByTestId('deck-problem')).toHaveText([reason]);
  await expect(page.getByTestId('deck-play')).toBeDisabled();
  await expect(page.getByTestId('deck-play')).toHaveAttribute('title', `Not playable: ${reason}`);
  await page.screenshot({ path: `${SHOTS}/builder-broken.png`, fullPage: true });

  // An illegal deck is saved, and says why it cannot be played.
  await page.getByTestId('deck-save').click();
  await expect(page.getByTestId('deck-notice')).toHaveText(
    'Saved “Adam Finn (copy)”. It cannot be played until its problem is fixed.',
  );
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // Fix it from the deck list: the row's "−" button.
  await deckRow(page, 'firelord').getByRole('button', { name: 'One Firelord fewer' }).click();
  await expect(deckRow(page, 'firelord').getByRole('note')).toHaveCount(0);
  await expect(page.getByTestId('deck-status')).toHaveText('Legal');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  // Undo (Ctrl+Z, outside the text fields) puts the fifth back; redo (the button) takes it out again.
  await page.getByTestId('deck-list').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(deckRow(page, 'firelord')).toContainText('5×');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByTestId('deck-redo').click();
  await expect(deckRow(page, 'firelord')).toContainText('4×');
  await expect(page.getByTestId('deck-status')).toHaveText('Legal');
  await page.getByTestId('deck-save').click();
  await expect(page.getByTestId('deck-notice')).toHaveText('Saved “Adam Finn (copy)”.');
  await page.screenshot({ path: `${SHOTS}/builder-legal.png`, fullPage: true });

  // What the library holds is the fixed deck, once.
  const api = await connectApi(host());
  try {
    const decks = (await api.call('library.list', { type: 'everzone-deck' })).filter((d) => !d.builtIn);
    expect(decks.map((d) => d.name)).toEqual(['Adam Finn (copy)']);
    const { text } = await api.call('library.get', { id: decks[0]!.id });
    const saved = JSON.parse(text) as { cards: string[] };
    expect(saved.cards.filter((c) => c === 'firelord')).toHaveLength(4);
    expect(saved.cards).toHaveLength(50);
  } finally {
    api.close();
  }

  // Play: the EverZone setup opens, the deck among the choices.
  await page.getByTestId('deck-play').click();
  await expect(
    page.getByTestId('ez-deck-picker').locator('option', { hasText: 'Adam Finn (copy)' }).first(),
  ).toBeEnabled();
});

test('a pasted plain-text list: messy spacing and × read, an unknown line reported by number', async ({ page }) => {
  await openBuilder(page);
  const name = await page.getByTestId('deck-name').inputValue();
  await page.getByTestId('deck-text').click();
  await page.getByRole('tab', { name: 'Paste in' }).click();
  await page
    .getByTestId('deck-text-in')
    .fill(['Leader: Adam Finn', '  3 x   Marine', '2× Veil', 'Snipper x2', '4X firelord'].join('\n'));
  await expect(page.getByTestId('deck-text-result')).toContainText('Read 10 cards');
  await expect(page.getByTestId('deck-text-result')).toContainText("line 4: unknown card 'Snipper x2'");
  await page.getByTestId('deck-text-use').click();
  await expect(deckRow(page, 'marine')).toContainText('3×');
  await expect(deckRow(page, 'firelord')).toContainText('4×');
  await expect(page.getByTestId('deck-problem').first()).toHaveText('10 forces cards: a deck needs at least 50');
  // The text named no deck: the deck keeps its own name.
  await expect(page.getByTestId('deck-name')).toHaveValue(name);
});

test('a saved deck changed and then lost to a crash (the page reloaded) comes back; Undo shows it as saved', async ({
  page,
}) => {
  await openBuilder(page);
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-premade="adam-finn"]').click();
  await page.getByTestId('deck-save').click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await deckRow(page, 'firelord').getByRole('button', { name: 'One Firelord fewer' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');

  // The reload stays in the deck builder (its address), which recovers the draft.
  await page.reload();
  await expect(page.getByTestId('deck-notice')).toContainText('Recovered your unsaved changes from');
  await expect(page.getByTestId('deck-name')).toHaveValue('Adam Finn (copy)');
  await expect(deckRow(page, 'firelord')).toContainText('3×');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await page.getByTestId('deck-undo').click();
  await expect(deckRow(page, 'firelord')).toContainText('4×');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
});

test('a saved deck opens again from the library in the builder', async ({ page }) => {
  const api = await connectApi(host());
  try {
    await api.call('library.create', { type: 'everzone-deck', name: 'Library deck' });
  } finally {
    api.close();
  }
  await page.goto(host().url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open Library deck in the deck builder' }).click();
  await expect(page.getByTestId('deck-builder')).toBeVisible();
  await expect(page.getByTestId('deck-name')).toHaveValue('Library deck');
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await expect(page.getByTestId('deck-status')).toHaveText('Legal');
});

test('the EverZone setup offers library decks; an illegal one is listed disabled with its reason', async ({ page }) => {
  const api = await connectApi(host());
  try {
    await api.call('library.create', { type: 'everzone-deck', name: 'Good deck' });
    const bad = await api.call('library.create', { type: 'everzone-deck', name: 'Short deck' });
    const deck = JSON.parse((await api.call('library.get', { id: bad.id })).text) as { cards: string[] };
    deck.cards.pop();
    await api.call('library.save', { id: bad.id, text: JSON.stringify(deck) });
  } finally {
    api.close();
  }
  await page.goto(host().url);
  await page.getByRole('button', { name: 'New match of EverZone' }).click();
  const seat0 = page.getByTestId('ez-deck-picker').locator('select').first();
  const good = seat0.locator('option', { hasText: 'Good deck' });
  const short = seat0.locator('option', { hasText: 'Short deck' });
  await expect(good).toBeEnabled();
  await expect(short).toBeDisabled();
  await expect(short).toContainText('not playable: 49 forces cards: a deck needs at least 50');
  await seat0.selectOption({ label: 'Good deck — Numan' });
  await expect(seat0).toHaveValue((await good.getAttribute('value')) ?? '');
  // The library deck is the one played.
  await page.locator('#seat-0-kind').selectOption('human');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('ez-deck-picker')).toHaveCount(0);
  await expect(page.locator('.app-main')).toContainText('Numan · Good deck');
});

test('a deck file imported as JSON is checked at once; the deck exports as JSON again', async ({ page }) => {
  await openBuilder(page);
  const deck = {
    name: 'From a file',
    race: 'numan',
    cards: ['adam-finn', 'molly-dunbar', 'marine', 'marine'],
    locations: ['earth'],
  };
  await page.getByTestId('deck-file-input').setInputFiles({
    name: 'deck.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(deck)),
  });
  await expect(page.getByTestId('deck-name')).toHaveValue('From a file');
  await expect(page.getByTestId('deck-problem')).toContainText([
    'two leaders: Adam Finn and Molly Dunbar',
    '4 forces cards: a deck needs at least 50',
  ]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('From-a-file.json');
  expect(JSON.parse(await readFile(await file.path(), 'utf8'))).toEqual(deck);

  // Not a deck at all: the banner says what is wrong, the deck stays.
  await page.getByTestId('deck-file-input').setInputFiles({
    name: 'list.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('2x Marine'),
  });
  await expect(page.getByRole('alert')).toContainText('“list.txt” is not JSON');
  await expect(page.getByTestId('deck-name')).toHaveValue('From a file');
});
