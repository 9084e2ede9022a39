/**
 * Takes the screenshots in docs/images/ from the real app: starts the built web
 * host on a free port with a temporary data folder, drives Chromium through the
 * UI the way a player would, and writes 1280×800 PNGs.
 *
 *   npm run build
 *   npx tsx scripts/screenshots.ts              # every shot
 *   npx tsx scripts/screenshots.ts queen evy    # only the shots named
 *
 * Run it from the repository root. It drives the page with the browser tests'
 * own helpers (tests/e2e/support), so it finds the UI by the same test ids and
 * visible text and keeps working when screens move between folders. Chromium
 * and its flags come from playwright.config.ts (CHROMIUM_PATH, else
 * /usr/bin/chromium). The AI thinks by time, so the positions shown can differ
 * a little from run to run.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import config from '../playwright.config';
import { connectApi } from '../tests/e2e/support/api-client';
import {
  act,
  nextSituation as nextEverzoneSituation,
  phase,
  prompt,
  selectAll,
  setUpEverzone,
  unselected,
} from '../tests/e2e/support/everzone-ui';
import { canvas } from '../tests/e2e/support/evy-editor-ui';
import {
  act as manorAct,
  choices as manorChoices,
  nextSituation as nextManorSituation,
  setUpManor,
  table as manorTable,
} from '../tests/e2e/support/manor-ui';
import { instantMonsterPhase, openEvyMatch, openMatchId, playOne, settledView } from '../tests/e2e/support/evy-ui';
import { freshDataDir, removeDataDir, startHost, type RunningHost } from '../tests/e2e/support/host';
import {
  chooseTouchHeroes,
  chooseTouchStyle,
  openTouchSetup,
  playTouchToEnd,
  setTouchSeats,
  setUpTouch,
  takeTouchDecision,
  takeTouchPolicyDecision,
} from '../tests/e2e/support/touch-ui';
import { findShowdown, showdownSave } from '../tests/fixtures/touch/shared/showdown-save';
import { nextSituation, openHome, setUpQueen, start, takePolicyMove } from '../tests/e2e/support/queen-ui';

const OUT_DIR = resolve('docs/images');
const VIEWPORT = { width: 1280, height: 800 };

/** One screenshot: drives a fresh page on the running host to the moment worth showing. */
type Shot = (page: Page, host: RunningHost) => Promise<void>;

/** Clicks scroll the page; each shot shows the screen from its top. (A string: this file has no DOM types.) */
async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
}

const home: Shot = async (page, host) => {
  await openHome(page, host.url);
};

/**
 * Four players, the Girl at this screen against three AIs: a few rounds in, a
 * weapon played onto the table whenever the hand holds one, so the table shows
 * cards in play rather than a fresh deal.
 */
const queen: Shot = async (page, host) => {
  await openHome(page, host.url);
  await setUpQueen(page, { players: 4, humans: [0], seed: 20260105 });
  await start(page);
  let myMoves = 0;
  while (myMoves < 8) {
    if ((await nextSituation(page)) !== 'my-move') throw new Error('the Queen match ended before the screenshot');
    const weapon = page.getByTestId('hand-region').locator('button:enabled').filter({ hasText: 'Weapon' });
    if ((await weapon.count()) > 0) await act(page, weapon.first());
    else await takePolicyMove(page);
    myMoves++;
  }
  if ((await nextSituation(page)) !== 'my-move') throw new Error('the Queen match ended before the screenshot');
  await scrollToTop(page);
};

/** The Park, a few turns in: Evy walks to the face-down cards first, fighting what stands next to her. */
const evy: Shot = async (page, host) => {
  await instantMonsterPhase(page);
  const api = await connectApi(host);
  try {
    await openEvyMatch(page, host.url, 'park', 4);
    const matchId = await openMatchId(api);
    for (let decision = 0; decision < 14; decision++) {
      const seatView = await settledView(page, api, matchId);
      if (seatView.view.phase === 'over') throw new Error('the Evy adventure ended before the screenshot');
      await playOne(page, seatView, 'exit', 'mouse');
    }
    await settledView(page, api, matchId);
  } finally {
    api.close();
  }
  await scrollToTop(page);
};

/**
 * A 1v1 battle against the AI with pre-made decks: units marshalled, revealed
 * and activated by the table's own suggestions, supports played, until the
 * human's second decision on supports and skills, with the AI's answer on the table.
 */
const everzone: Shot = async (page, host) => {
  await openHome(page, host.url);
  await setUpEverzone(page, { seed: 7, decks: ['adam-finn', 'pandora'], locations: 'random', cpPerPlayer: 20 });
  await start(page);
  const mine = '[data-testid=ez-player][data-seat="0"]';
  const confirm = page.getByTestId('ez-confirm');
  let declarations = 0;
  for (let move = 0; move < 60; move++) {
    if ((await nextEverzoneSituation(page)) !== 'my-move') throw new Error('the EverZone match ended too soon');
    const now = await phase(page);
    if (now === 'declare' && ++declarations === 2) {
      await scrollToTop(page);
      return;
    }
    const panel = prompt(page);
    if (now === 'mulligan') await act(page, panel.locator('button[data-action-type=keep-hand]'));
    else if (now === 'marshal') {
      await selectAll(unselected(page, '[data-testid=ez-hand]'), /\((Unit|Leader)/);
      await act(page, confirm);
    } else if (now === 'reveal') {
      await selectAll(unselected(page, `${mine} [data-zone=marshalled]`));
      await act(page, confirm);
    } else if (now === 'activate') {
      // The table suggests sets of units within the resource limit; whole fills come before single units.
      const suggestion = panel.getByRole('button', { name: /^Have active: (?!nothing)/ });
      if ((await suggestion.count()) > 0) await suggestion.first().click();
      await act(page, confirm);
    } else if (now === 'declare') {
      const support = panel.locator('button[data-action-type=play-support]:enabled');
      await act(page, (await support.count()) > 0 ? support.first() : panel.locator('button[data-action-type=pass]'));
    } else if (now === 'surrender') await act(page, panel.locator('button[data-action-type=fight-on]'));
    else if (now === 'retreat') await act(page, confirm);
    else await act(page, panel.locator('button[data-action-type]:enabled').first());
  }
  throw new Error('the EverZone match never reached a second declaration');
};

/**
 * Four players of All Manor of Evil, the first at this screen against three Greedy
 * AIs: the second round's reveal, with the human answering the question of their
 * own turn while the order of the round is shown.
 */
const manor: Shot = async (page, host) => {
  await openHome(page, host.url);
  await setUpManor(page, { players: 4, humans: [0], seed: 20260301 });
  await start(page);
  for (let move = 0; move < 60; move++) {
    if ((await nextManorSituation(page)) !== 'my-move') throw new Error('the Manor match ended before the screenshot');
    const table = manorTable(page);
    if ((await table.getAttribute('data-phase')) === 'resolve' && (await table.getAttribute('data-round')) === '2') {
      await scrollToTop(page);
      return;
    }
    await manorAct(page, manorChoices(page).first());
  }
  throw new Error('the Manor match never reached the reveal of the second round');
};

/** A Touch of Evil, the human's Hero against a Normal AI Hero, some forty decisions in: the map of Shadowbrook and the sheets. */
const touch: Shot = async (page, host) => {
  await openHome(page, host.url);
  await setUpTouch(page, 23, 'normal');
  await start(page);
  for (let decision = 0; decision < 40; decision++) {
    if ((await takeTouchDecision(page)) === 'over') throw new Error('the Touch match ended before the screenshot');
  }
  await scrollToTop(page);
};

/** A Cooperative game of one human and two Random AI Heroes, played to its game-over screen. */
const touchCoopEnd: Shot = async (page, host) => {
  await openHome(page, host.url);
  await openTouchSetup(page);
  await chooseTouchStyle(page, 'cooperative');
  await chooseTouchHeroes(page, ['Karl', 'Katarina', 'Thomas']);
  await setTouchSeats(page, ['human', 'random', 'random'], 5);
  await start(page);
  await playTouchToEnd(page, { maxDecisions: 500 });
  await scrollToTop(page);
};

/**
 * A Touch of Evil's Showdown screen: a save made by seeded bots (Karl against the Vampire,
 * a Town Elder in his Hunting Party, Evil Elders with the Villain), opened from a file, the
 * dice of the first Fight Round waiting with a re-roll offered in the tray.
 */
const touchShowdown: Shot = async (page, host) => {
  await openHome(page, host.url);
  await page.getByTestId('save-file-input').setInputFiles({
    name: 'showdown.boardwright.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(showdownSave(findShowdown()))),
  });
  await page.getByTestId('touch-showdown-screen').getByTestId('touch-window-question').waitFor();
  await scrollToTop(page);
};

/**
 * Two people sharing the device play A Touch of Evil by the to-the-end policy, every Event
 * window asked, until `ready` says the moment worth showing is on screen.
 */
async function touchUntil(page: Page, host: RunningHost, ready: (page: Page) => Promise<boolean>, what: string) {
  await openHome(page, host.url);
  await setUpTouch(page, 11, 'human');
  await start(page);
  const pass = page.getByTestId('pass-screen');
  const autoPass = page.getByTestId('touch-auto-pass-select');
  for (let decision = 0; decision < 300; decision++) {
    if (!(await pass.isVisible()) && (await autoPass.isVisible())) {
      if ((await autoPass.inputValue()) !== 'never') await autoPass.selectOption('never');
      if (await ready(page)) return scrollToTop(page);
    }
    if ((await takeTouchPolicyDecision(page)) === 'over') break;
  }
  throw new Error(`the Touch match never reached ${what}`);
}

/** The dice tray of a Fight or Skill Test, its Event window asking before the results are applied. */
const touchDice: Shot = (page, host) =>
  touchUntil(page, host, (p) => p.getByTestId('touch-prompt').getByTestId('touch-dice').isVisible(), 'a roll of dice');

/** An Event window asking the seat at the screen, not on dice, with an Event in hand it may play now. */
const touchEvent: Shot = (page, host) =>
  touchUntil(
    page,
    host,
    async (p) => {
      const playable = p.getByTestId('touch-playable');
      if (!(await playable.isVisible()) || (await p.getByTestId('touch-dice').isVisible())) return false;
      return /^Playable now/.test((await playable.textContent()) ?? '');
    },
    'an Event window with an Event to play',
  );

/** The Street from the library, copied so it can be edited: the map, the tools and the problems panel. */
const evyEditor: Shot = async (page, host) => {
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Open library' }).click();
  await page.getByRole('button', { name: 'Open Evy: Street (adventure 4) in the adventure editor' }).click();
  await canvas(page).waitFor();
  await page.getByTestId('duplicate-to-edit').click();
  await page.getByTestId('playtest').waitFor();
  await scrollToTop(page);
};

/** A pre-made deck opened as a copy: card browser, the deck with its legality, and the statistics. */
const deckBuilder: Shot = async (page, host) => {
  await page.goto(host.url);
  await page.getByTestId('open-deck-builder').click();
  await page.getByTestId('deck-builder').waitFor();
  await page.getByTestId('deck-open').click();
  await page.getByTestId('deck-open-dialog').locator('[data-premade="adam-finn"]').click();
  await page.getByTestId('deck-status').getByText('Legal', { exact: true }).waitFor();
  await scrollToTop(page);
};

const SHOTS: Record<string, Shot> = {
  home,
  queen,
  evy,
  everzone,
  manor,
  touch,
  'touch-showdown': touchShowdown,
  'touch-dice': touchDice,
  'touch-event': touchEvent,
  'touch-coop-end': touchCoopEnd,
  'evy-editor': evyEditor,
  'deck-builder': deckBuilder,
};

async function takeShot(browser: Browser, host: RunningHost, name: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await shot(page, host);
    const path = `${OUT_DIR}/${name}.png`;
    await page.screenshot({ path });
    console.log(`wrote ${path}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in SHOTS));
  if (unknown.length > 0) {
    throw new Error(`Unknown screenshot ${unknown.join(', ')}; the shots are: ${Object.keys(SHOTS).join(', ')}.`);
  }
  const names = wanted.length > 0 ? wanted : Object.keys(SHOTS);
  await mkdir(OUT_DIR, { recursive: true });
  const dataDir = await freshDataDir();
  const host = await startHost(dataDir);
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    for (const name of names) await takeShot(browser, host, name, SHOTS[name] as Shot);
  } finally {
    await browser.close();
    await host.stop();
    await removeDataDir(dataDir);
  }
}

await main();
