/**
 * Motion that shows what happened: a Manor reveal and an EverZone reveal turn their cards over, and
 * a Touch roll tumbles its dice, at the moment they appear, without a main-thread task over 50 ms
 * around them; with the system asking for reduced motion, the same moments do not animate at all.
 *
 * The page records, as each card or die is drawn (a MutationObserver), whether it has an animation
 * running then (`getAnimations()`), so the test checks the state at the change, never a duration.
 */
import { expect, test, type Page } from '@playwright/test';
import { hostPerTest } from './support/host';
import {
  act as ezAct,
  nextSituation as ezNext,
  phase,
  prompt,
  selectAll,
  setUpEverzone,
  unselected,
} from './support/everzone-ui';
import { longTasksSince, observeLongTasks, pageNow, type LongTask } from './support/long-tasks';
import { act as manorAct, choices, nextSituation as manorNext, setUpManor } from './support/manor-ui';
import { openHome, start } from './support/queen-ui';
import { setUpTouch, takeTouchPolicyDecision } from './support/touch-ui';

const host = hostPerTest();
// The trace recorder's DOM snapshots are long tasks of its own, not the app's.
test.use({ trace: 'off' });

type Kind = 'flip' | 'die';
interface Seen {
  kind: Kind;
  animating: boolean;
  /** The page's clock when it was drawn. */
  at: number;
}
type PageGlobal = typeof globalThis & { motionSeen: Seen[] };

/**
 * Records every card turning over (`.motion-flip`) and every die drawn or re-rolled as it reaches
 * the page, with whether it has an animation running then. Page script as text: these tests
 * type-check without the DOM library.
 */
const RECORDER = `
  globalThis.motionSeen = [];
  const note = (kind, el) => {
    if (!el) return;
    const running = el.getAnimations({ subtree: true });
    globalThis.motionSeen.push({ kind, animating: running.length > 0, at: performance.now() });
    // Held a little before half-way (a card still shows its back) for the test's screenshot.
    for (const a of running) {
      a.pause();
      a.currentTime = 0.45 * Number(a.effect.getComputedTiming().duration);
    }
  };
  const look = (el) => {
    if (el.classList.contains('motion-flip')) note('flip', el);
    if (el.matches('[data-testid=die]')) note('die', el.querySelector('.face'));
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') look(record.target);
      else
        for (const node of record.addedNodes)
          if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(look);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-value'] });
`;

const FINISH_ALL = 'document.getAnimations().forEach((a) => a.finish())';
const NEXT_FRAME = 'new Promise((done) => requestAnimationFrame(() => done(null)))';

async function seen(page: Page, kind: Kind): Promise<Seen[]> {
  return page.evaluate((k) => (globalThis as PageGlobal).motionSeen.filter((s) => s.kind === k), kind);
}

async function forget(page: Page): Promise<void> {
  await page.evaluate(() => ((globalThis as PageGlobal).motionSeen = []));
}

/** The slowest motion token (`--motion-slow`), with a frame to spare: how long a change moves. */
const MOTION_MS = 450;

/** Moves by `step` until a `kind` is recorded; returns the long tasks that started while it moved. */
async function until(page: Page, kind: Kind, step: () => Promise<void>, limit: number): Promise<LongTask[]> {
  for (let i = 0; i < limit; i++) {
    await step();
    // The view is taken in; the cards or dice it brings are drawn in the frame after.
    await page.evaluate(NEXT_FRAME);
    const moments = await seen(page, kind);
    if (moments.length === 0) continue;
    const from = moments[0]!.at;
    // A long task is reported when it ends: wait until one that started in the motion would have.
    await expect.poll(async () => (await pageNow(page)) - from).toBeGreaterThan(2 * MOTION_MS);
    return (await longTasksSince(page, from)).filter((t) => t.start < from + MOTION_MS);
  }
  throw new Error(`no ${kind} within ${limit} moves`);
}

/** A screenshot of the motion itself (the recorder holds it part-way), then every animation let finish. */
async function shotMidway(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.evaluate(FINISH_ALL);
}

async function manorReveal(page: Page): Promise<LongTask[]> {
  await openHome(page, host().url);
  await setUpManor(page, { players: 2, humans: [0], seed: 11 });
  await start(page);
  return until(
    page,
    'flip',
    async () => {
      expect(await manorNext(page)).toBe('my-move');
      await manorAct(page, choices(page).first());
    },
    8,
  );
}

async function everzoneReveal(page: Page): Promise<LongTask[]> {
  await openHome(page, host().url);
  await setUpEverzone(page, { seed: 7, decks: ['adam-finn', 'pandora'], locations: 'random', cpPerPlayer: 20 });
  await start(page);
  const confirm = page.getByTestId('ez-confirm');
  return until(
    page,
    'flip',
    async () => {
      expect(await ezNext(page)).toBe('my-move');
      const now = await phase(page);
      if (now === 'marshal' || now === 'reveal') {
        // Units and the leader go face down, and are all revealed.
        if (now === 'marshal') await selectAll(unselected(page, '[data-testid=ez-hand]'), /(Unit|Leader) ·/);
        else await selectAll(unselected(page, '[data-seat="0"] [data-zone=marshalled]'));
        await ezAct(page, confirm);
      } else if (now === 'mulligan') {
        await ezAct(page, prompt(page).locator('button[data-action-type=keep-hand]'));
      } else {
        await ezAct(page, prompt(page).locator('button[data-action-type]:enabled').first());
      }
    },
    12,
  );
}

async function touchRoll(page: Page): Promise<LongTask[]> {
  await openHome(page, host().url);
  await setUpTouch(page, 5, 'random');
  await start(page);
  return until(
    page,
    'die',
    async () => {
      expect(await takeTouchPolicyDecision(page)).not.toBe('over');
    },
    40,
  );
}

test('reveals turn their cards over and dice tumble, in time with the page; not under reduced motion', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await observeLongTasks(page);
  await page.addInitScript({ content: RECORDER });

  for (const [name, kind, play] of [
    ['manor-reveal', 'flip', manorReveal],
    ['everzone-reveal', 'flip', everzoneReveal],
    ['touch-roll', 'die', touchRoll],
  ] as const) {
    const longTasks = await play(page);
    await shotMidway(page, name);
    const moments = await seen(page, kind);
    expect(moments.length, name).toBeGreaterThan(0);
    expect(
      moments.every((m) => m.animating),
      `${name}: ${JSON.stringify(moments)}`,
    ).toBe(true);
    expect(longTasks, `${name}: main-thread tasks over 50 ms`).toEqual([]);
    await forget(page);
  }

  // The system asks for reduced motion: the Motion setting (left at System) is Off, and nothing moves.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [name, kind, play] of [
    ['manor-reveal', 'flip', manorReveal],
    ['everzone-reveal', 'flip', everzoneReveal],
    ['touch-roll', 'die', touchRoll],
  ] as const) {
    await play(page);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
    const moments = await seen(page, kind);
    expect(moments.length, name).toBeGreaterThan(0);
    expect(
      moments.some((m) => m.animating),
      `${name} under reduced motion: ${JSON.stringify(moments)}`,
    ).toBe(false);
    await forget(page);
  }
});
