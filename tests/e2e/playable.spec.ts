/**
 * What you make is playable, through the real renderer and web host: an Evy adventure imported
 * in a pack is offered by New match and starts there; a Queen card set edited in the library is
 * chosen at setup and its numbers are the ones on the table.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { QueenConfig, QueenView } from '../../src/games/queen/types';
import { buildZip, sha256, utf8 } from '../content/zip-builder';
import { connectApi, type TestApi } from './support/api-client';
import { editor, replaceInEditor, waitForEditor } from './support/library-ui';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const STREET = readJson('content/evy/adventures/street.json') as Record<string, unknown>;

let host: RunningHost;

test.beforeEach(async () => {
  host = await startHost(await freshDataDir());
});

test.afterEach(async () => {
  await host.stop();
  await removeDataDir(host.dataDir);
});

/** A pack (format 1) holding one Evy adventure, as another designer would share it. */
function adventurePack(adventure: unknown, name: string): Uint8Array {
  const bytes = utf8(JSON.stringify(adventure, null, 2));
  const path = 'evy-adventure/moonlit.json';
  const manifest = {
    $schema: 'https://boardwright.app/schemas/pack-manifest.json',
    formatVersion: 1,
    id: 'e2e.moonlit',
    name: 'Moonlit',
    version: '1.0.0',
    game: 'evy',
    author: 'E2E',
    files: [{ path, type: 'evy-adventure', name, size: bytes.length, sha256: sha256(bytes) }],
  };
  return buildZip([
    { name: 'manifest.json', data: utf8(JSON.stringify(manifest)) },
    { name: path, data: bytes },
  ]);
}

/** The first seed whose deal gives the Girl a copy of the card `id`, asked of the services. */
async function seedDealing(api: TestApi, config: QueenConfig, id: string): Promise<number> {
  const seats = [{ kind: 'human' as const }, { kind: 'human' as const }];
  for (let seed = 0; ; seed++) {
    const match = await api.call('match.create', { game: 'queen', config, seats, seed });
    const view = (await api.call('match.view', { matchId: match.id, seat: 0 })).view as QueenView;
    await api.call('match.close', { matchId: match.id });
    if (view.seats[0]!.hand.some((card) => card?.def === id)) return seed;
  }
}

async function openNewMatch(page: Page, game: string): Promise<void> {
  await page.goto(host.url);
  await page
    .locator(`[data-game=${game}]`)
    .getByRole('button', { name: /New match/ })
    .click();
  await expect(page.getByRole('heading', { name: /New match/ })).toBeVisible();
}

test('an adventure imported in a pack starts from New match', async ({ page }) => {
  const moonlit = { ...structuredClone(STREET), id: 'moonlit-street', title: 'Moonlit Street' };
  const packPath = test.info().outputPath('moonlit.bwpack');
  await writeFile(packPath, adventurePack(moonlit, 'Moonlit Street'));

  await page.goto(host.url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByTestId('pack-file-input').setInputFiles(packPath);
  const preview = page.getByRole('dialog', { name: 'Import “Moonlit”?' });
  await preview.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByTestId('library-notice')).toHaveText('Installed 1 item from “Moonlit”.');

  await openNewMatch(page, 'evy');
  const adventure = page.locator('#content-custom');
  await expect(adventure.locator('option', { hasText: 'Moonlit Street' })).toHaveCount(1);
  await adventure.selectOption({ label: 'Moonlit Street' });
  await expect(page.getByTestId('content-option-custom')).toContainText('Plays “Moonlit Street” from your library');
  await page.screenshot({ path: test.info().outputPath('setup-library-adventure.png') });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('match-screen')).toBeVisible();
  await expect(page.getByTestId('match-screen')).toContainText('Moonlit Street');

  // The match plays the pack's adventure itself, kept in its record.
  const api = await connectApi(host);
  const [match] = await api.call('match.list', {});
  expect((match!.config as { custom?: { id: string } }).custom?.id).toBe('moonlit-street');
  api.close();

  // And it goes into a campaign of its own, which New campaign then offers.
  await page.goto(host.url);
  await page.getByTestId('open-campaign').click();
  const add = page.getByTestId('campaign-add-adventure');
  await expect(add.getByTestId('campaign-add-which')).toHaveValue(/.+/);
  await add.getByTestId('campaign-add-title').fill('Moonlit nights');
  await add.getByTestId('campaign-add').click();
  await expect(add.getByTestId('campaign-add-outcome')).toHaveText(
    '“Moonlit nights” is in your library with “Moonlit Street” as its adventure.',
  );
  await expect(page.getByTestId('campaign-choice').locator('option', { hasText: 'Moonlit nights' })).toHaveText(
    'Moonlit nights (1 adventure)',
  );
  await page.screenshot({ path: test.info().outputPath('campaign-add.png'), fullPage: true });
  // Adding it again is refused in words: each adventure once in a campaign.
  await expect(add.getByTestId('campaign-add-to').locator('option:checked')).toHaveText('Moonlit nights');
  await add.getByTestId('campaign-add').click();
  await expect(add.getByTestId('campaign-add-outcome')).toHaveText(
    '“Moonlit nights” already has an adventure with the id "moonlit-street": each adventure once.',
  );
});

test('a Queen card set edited in the library is chosen at setup and its numbers are on the table', async ({ page }) => {
  // In the library: a copy of the book's cards, with Surge of Resolve giving 3 ability points, not 2.
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open The Girl vs. the Evil Queen: cards' }).click();
  await page.getByRole('button', { name: 'Duplicate to edit' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate item' });
  await duplicate.getByLabel('Name').fill('Stronger surge');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await waitForEditor(page);
  await replaceInEditor(page, '"points": 2', '"points": 3');
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('json-editor-status')).toHaveText('All changes saved');

  const api = await connectApi(host);
  const [item] = await api.call('library.list', { query: 'Stronger surge' });
  const stronger = JSON.parse((await api.call('library.get', { id: item!.id })).text) as QueenConfig['cards'];
  expect(stronger!.cards.find((c) => c.id === 'surge-of-resolve')?.points).toBe(3);
  const seed = await seedDealing(api, { players: 2, variant: 'standard', cards: stronger }, 'surge-of-resolve');
  api.close();

  await openNewMatch(page, 'queen');
  const cards = page.locator('#content-cards');
  await expect(cards.locator('option', { hasText: 'Stronger surge' })).toBeEnabled();
  await cards.selectOption({ label: 'Stronger surge' });
  await expect(page.getByTestId('content-option-cards')).toContainText('Plays “Stronger surge” from your library');
  await page.locator('#seat-1-kind').selectOption('ai');
  await page.locator('#setup-seed').fill(String(seed));
  await page.screenshot({ path: test.info().outputPath('setup-library-cards.png'), fullPage: true });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('match-screen')).toBeVisible();

  const surge = page.getByTestId('hand-region').locator('.card', { hasText: 'Surge of Resolve' }).first();
  await expect(surge).toContainText('Ability points +3');
  await page.screenshot({ path: test.info().outputPath('table-library-cards.png') });
});

/** Exports through the dialog the button opens, and returns the pack's bytes. */
async function exportFromButton(page: Page, packName: string): Promise<Buffer> {
  await page.getByTestId('export-pack').click();
  const dialog = page.getByRole('dialog', { name: 'Export as pack' });
  await dialog.getByLabel('Name').fill(packName);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.bwpack$/);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Exported “${packName}”.`)).toBeVisible();
  return readFileSync(path);
}

test('the adventure editor and the deck builder export what they edit as a pack', async ({ page }) => {
  const api = await connectApi(host);
  const adventure = await api.call('library.duplicate', { id: 'builtin-evy-adventure-park', name: 'My park' });

  // The adventure editor, on the library's copy.
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open My park in the adventure editor' }).click();
  await expect(page.getByTestId('playtest')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-export.png') });
  const adventurePack = await exportFromButton(page, 'Park pack');
  expect(adventurePack.subarray(0, 2).toString('latin1')).toBe('PK');

  // The deck builder: a deck not yet saved cannot be exported, and says why; once saved it can.
  await page.goto(host.url);
  await page.getByTestId('open-deck-builder').click();
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-premade="adam-finn"]').click();
  await page.getByTestId('deck-save').click();
  await expect(page.getByTestId('deck-notice')).toHaveText('Saved “Adam Finn (copy)”.');
  await expect(page.getByTestId('export-pack')).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('deck-builder-export.png') });
  const deckPack = await exportFromButton(page, 'Finn pack');
  expect(deckPack.subarray(0, 2).toString('latin1')).toBe('PK');

  // Both packs read back as packs of the item they were exported from.
  const preview = await api.call('packs.preview', { base64: adventurePack.toString('base64') });
  expect(preview.items.map((f) => [f.type, f.name])).toEqual([['evy-adventure', adventure.name]]);
  const deckPreview = await api.call('packs.preview', { base64: deckPack.toString('base64') });
  expect(deckPreview.items.map((f) => [f.type, f.name])).toEqual([['everzone-deck', 'Adam Finn (copy)']]);
  api.close();
});
