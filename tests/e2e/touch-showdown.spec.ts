/**
 * A Touch of Evil's Showdown through the real UI, against the real web host: a save file
 * made at test time by the real rules and seeded bots (Karl, the human seat, has rolled a
 * Showdown Fight Round against the Vampire and holds an Event that re-rolls Fight Dice) is
 * opened from the home screen as a player opens a file. The Showdown screen stands in the
 * map's place; the re-roll is chosen in its dice tray; the failed dice are rolled again,
 * the successes stay, and the round's results apply with the new dice.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';
import { openHome } from './support/queen-ui';
import type { ShowdownSaveOutput } from './support/touch-showdown-save';

test.use({ viewport: { width: 1280, height: 800 } });

const host = hostPerTest();

/** Screenshots for people to look at; SHOWDOWN_SHOTS names another folder. */
const SHOTS = process.env.SHOWDOWN_SHOTS ?? 'test-results/screenshots';

/** "Fight Dice always need to roll 5 or 6 to be successful." */
const FIGHT_TARGET = 5;

/** The save and what the rules make of the re-roll, from the real engine (support/touch-showdown-save.ts). */
function makeSave(): ShowdownSaveOutput {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/touch-showdown-save.ts'], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as ShowdownSaveOutput;
}

/** "3, miss", "6, success": the dice tray's words for each die. */
const dieWords = (values: readonly number[]): string[] =>
  values.map((v) => `${v}, ${v >= FIGHT_TARGET ? 'success' : 'miss'}`);

async function heroDice(tray: Locator): Promise<string[]> {
  const dice = tray.getByTestId('dice-side').first().getByTestId('die');
  return (await dice.all()).length === 0 ? [] : dice.evaluateAll((ds) => ds.map((d) => d.getAttribute('aria-label')!));
}

/** The board scrolled back to the top of the Showdown screen, then the whole window. */
async function shot(page: Page, name: string): Promise<void> {
  await page.getByTestId('board-area').evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/touch-showdown-${name}.png` });
}

test('a saved Showdown opens on the Showdown screen; a re-roll chosen in the dice tray rolls the failed dice again', async ({
  page,
}) => {
  const made = makeSave();
  const before = made.before.dice;
  const rerolled = made.after.dice;

  await openHome(page, host().url);
  await page.getByTestId('save-file-input').setInputFiles({
    name: 'showdown.boardwright.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(made.save)),
  });
  await expect(page.getByTestId('touch-table')).toBeVisible();

  // The Showdown screen stands where the map was, with the round, the sides and the tray.
  const screen = page.getByTestId('touch-showdown-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('touch-map')).toHaveCount(0);
  await expect(screen.getByTestId('showdown-round')).toHaveText('Fight Round 1');
  await expect(screen.getByTestId('showdown-hero')).toContainText('Karl');
  await expect(screen.getByTestId('showdown-hero')).toContainText('Fighting now');
  await expect(screen.getByTestId('showdown-villain')).toContainText('The Vampire');
  await expect(screen.getByTestId('showdown-villain-stats')).toContainText(`Wounds taken ${made.before.villainWounds}`);
  await expect(screen.getByTestId('showdown-party').locator('li')).toHaveCount(made.partySize);

  const tray = screen.getByTestId('touch-dice');
  await expect(tray).toHaveAttribute('data-status', 'pending');
  expect(await heroDice(tray)).toEqual(dieWords(before));
  await expect(tray.getByTestId('touch-window-question')).toContainText('Play an Event or pass');
  // The prompt column points at the tray instead of repeating it.
  await expect(page.getByTestId('touch-prompt').getByTestId('touch-window-elsewhere')).toBeVisible();
  await shot(page, 'before');

  const reroll = tray.locator(`button[data-action-key="${made.reroll}"]`);
  await expect(reroll).toBeEnabled();
  await expect(reroll).toBeInViewport();
  await reroll.click();

  // Nobody else may play: the window closes and the round applies with the re-rolled dice.
  await expect(tray).toHaveAttribute('data-status', 'applied');
  expect(await heroDice(tray)).toEqual(dieWords(rerolled));
  // "re-roll up to 2 of them": the successes stand, only failures were rolled again.
  before.forEach((v, i) => {
    if (v >= FIGHT_TARGET) expect(rerolled[i]).toBe(v);
  });
  expect(rerolled).not.toEqual(before);
  const hits = rerolled.filter((v) => v >= FIGHT_TARGET).length;
  await expect(tray.getByTestId('dice-result').first()).toHaveText(
    `${hits} ${hits === 1 ? 'Hit' : 'Hits'} on The Vampire`,
  );
  await expect(screen.getByTestId('showdown-villain-stats')).toContainText(`Wounds taken ${made.after.villainWounds}`);
  await expect(screen.getByTestId('showdown-round')).toHaveText('Fight Round 2');
  await shot(page, 'after');
});
