/**
 * An EverZone location set edited in the library is chosen at setup, and the table shows its
 * names and resource limits, through the real renderer and web host.
 */
import { expect, test } from '@playwright/test';
import type { EverzoneConfig, EverzoneView } from '../../src/games/everzone/types';
import { connectApi, type TestApi } from './support/api-client';
import { editor, replaceInEditor, waitForEditor } from './support/library-ui';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from './support/host';

let host: RunningHost;

test.beforeEach(async () => {
  host = await startHost(await freshDataDir());
});

test.afterEach(async () => {
  await host.stop();
  await removeDataDir(host.dataDir);
});

/** The first seed whose match opens at the location `id`, asked of the services. */
async function seedOpeningAt(api: TestApi, config: EverzoneConfig, id: string): Promise<number> {
  const seats = [{ kind: 'human' as const }, { kind: 'human' as const }];
  for (let seed = 0; ; seed++) {
    const match = await api.call('match.create', { game: 'everzone', config, seats, seed });
    const view = (await api.call('match.view', { matchId: match.id, seat: 0 })).view as EverzoneView;
    await api.call('match.close', { matchId: match.id });
    if (view.location?.id === id) return seed;
  }
}

test('an EverZone location set edited in the library is chosen at setup and is the one on the table', async ({
  page,
}) => {
  // In the library: a copy of the built-in locations, with Prime Earth renamed and richer.
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open EverZone: locations' }).click();
  await page.getByRole('button', { name: 'Duplicate to edit' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate item' });
  await duplicate.getByLabel('Name').fill('Rich frontier');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await waitForEditor(page);
  await replaceInEditor(page, '"name": "Prime Earth"', '"name": "Glass Earth"');
  // Its resource limits, one a line four lines below the name: 4, 6, 8 become 17, 18, 19.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  for (const limit of ['17,', '18,', '19']) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type(limit);
  }
  await editor(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('json-editor-status')).toHaveText('All changes saved');

  const api = await connectApi(host);
  const [item] = await api.call('library.list', { query: 'Rich frontier' });
  const locationSet = JSON.parse(
    (await api.call('library.get', { id: item!.id })).text,
  ) as EverzoneConfig['locationSet'];
  expect(locationSet!.locations.find((l) => l.id === 'prime-earth')?.resources).toEqual([17, 18, 19]);
  // The setup starts from the game's default options: ask for them as the setup screen does.
  const info = (await api.call('games.list', {})).find((g) => g.id === 'everzone')!;
  const seed = await seedOpeningAt(api, { ...(info.defaultConfig as EverzoneConfig), locationSet }, 'prime-earth');
  api.close();

  await page.goto(host.url);
  await page
    .locator('[data-game=everzone]')
    .getByRole('button', { name: /New match/ })
    .click();
  const choice = page.locator('#content-locationSet');
  await expect(choice.locator('option', { hasText: 'Rich frontier' })).toBeEnabled();
  await choice.selectOption({ label: 'Rich frontier' });
  await expect(page.getByTestId('content-option-locationSet')).toContainText('Plays “Rich frontier” from your library');
  await page.locator('#seat-1-kind').selectOption('ai');
  await page.locator('#setup-seed').fill(String(seed));
  await page.screenshot({ path: test.info().outputPath('setup-library-locations.png'), fullPage: true });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByTestId('match-screen')).toBeVisible();

  const location = page.getByTestId('ez-location');
  await expect(location.getByRole('heading')).toContainText('Glass Earth');
  await expect(location.getByRole('list', { name: 'Battle turns and their resource limits' })).toContainText('17');
  await page.screenshot({ path: test.info().outputPath('table-library-locations.png') });
});
