// @vitest-environment happy-dom
/**
 * Every game's board read-only (`BoardProps.readOnly`), as the replay viewer mounts it, on
 * positions the real rules reach: no prompt, none of the board's own controls ("Waiting for…",
 * Undo, Autoplay, Skip, "Back to the campaign"), and nothing a click or a key does reaches the
 * match. The same positions on a live board show those controls, so each check can fail.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tryApply, type AnyGame, type Seat } from '../../src/engine';
import { GAMES } from '../../src/games';
import type { BoardwrightApi, CampaignStatus } from '../../src/shared/api';
import type { ReplayInfo, ReplayStep } from '../../src/shared/replay-types';

const api: BoardwrightApi = {
  async call(method) {
    throw new Error(`unexpected call ${method}`);
  },
  onEvent: () => () => {},
};
vi.mock('../../src/renderer/src/api/bridge', () => ({ getApi: () => api }));

const { boardOf, gameUi } = await import('../../src/renderer/src/game-ui/lookup');
const { useCampaignStore } = await import('../../src/renderer/src/games/evy/campaign/campaign-store');
const { replaySeatView } = await import('../../src/renderer/src/components/replay/replay-seat-view');
const { default: GenericTable } = await import('../../src/renderer/src/components/GenericTable.vue');

/** Positions of one game played out by the rules: `pick` chooses among the legal actions. */
function playOut(game: AnyGame, steps = 3000): unknown[] {
  const config = game.defaultConfig();
  let state = game.setup(config, 11);
  const states = [state];
  for (let i = 0; i < steps && !game.isOver(state); i++) {
    const seat = game.toAct(state)[0] as Seat;
    const legal = game.legalActions(state, seat);
    const result = tryApply(game, state, seat, legal[(i * 7) % legal.length]!);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    states.push(state);
  }
  return states;
}

/** A position dressed as the viewer dresses it, watched as seat 0. */
function seatViewAt(game: AnyGame, state: unknown, step: number) {
  const config = game.defaultConfig();
  const over = game.isOver(state);
  const info: ReplayInfo = {
    replayId: 'r1',
    game: game.id,
    gameName: game.name,
    seatLabels: game.seatLabels(config),
    length: step,
    turnStarts: [0, step],
    moves: [],
    problem: null,
    complete: true,
    over,
  };
  const shown: ReplayStep = {
    replayId: 'r1',
    step,
    viewer: 0,
    view: game.view(state, 0),
    views: null,
    toAct: game.toAct(state),
    over,
    outcome: over ? game.outcome(state) : null,
  };
  return replaySeatView(info, shown, shown.view, 0);
}

let wrappers: VueWrapper[] = [];

function mountBoard(game: string, seatView: unknown, readOnly: boolean): VueWrapper {
  const wrapper = mount(boardOf(game), {
    props: { seatView, thinking: [], busy: true, readOnly },
    attachTo: document.body,
  });
  wrappers.push(wrapper);
  return wrapper;
}

/** The board's own controls, by what they say or their test ids. */
function controlsShown(w: VueWrapper): string[] {
  const shown: string[] = [];
  if (w.find('.prompt-area').exists()) shown.push('prompt');
  if (w.text().includes('Waiting for')) shown.push('waiting');
  for (const id of ['evy-undo', 'evy-help', 'evy-to-campaign', 'evy-replay-skip', 'evy-replay-speed']) {
    if (w.find(`[data-testid=${id}]`).exists()) shown.push(id);
  }
  if (w.findAll('button').some((b) => b.text().includes('Autoplay'))) shown.push('autoplay');
  return shown;
}

/** Clicks every button and presses the keys the boards listen to; returns the actions emitted. */
async function pokeEverything(w: VueWrapper): Promise<unknown[]> {
  for (const button of w.findAll('button')) await button.trigger('click');
  for (const key of ['Enter', 'r', 'a', 'z', 'e', '1', '2', 'ArrowRight', ' ']) {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  }
  await flushPromises();
  return w.emitted('act') ?? [];
}

beforeEach(() => setActivePinia(createPinia()));
afterEach(() => {
  for (const w of wrappers) w.unmount();
  wrappers = [];
});

describe('read-only boards', () => {
  // A game without a table of its own gets the generic one, checked on its own below.
  for (const game of GAMES.filter((g) => gameUi(g.id))) {
    it(`${game.name}: a replayed position shows no prompt or control of the board's own, and nothing acts`, async () => {
      const states = playOut(game);
      // Positions along the game: the start, where another seat acts, the middle, the end.
      const others = states.findIndex((s) => !game.isOver(s) && !game.toAct(s).includes(0));
      const picks = [0, others, Math.floor(states.length / 2), states.length - 1].filter((i) => i >= 0);
      let liveControls = 0;
      for (const i of picks) {
        const seatView = seatViewAt(game, states[i], i);
        const board = mountBoard(game.id, seatView, true);
        expect(controlsShown(board), `step ${i}`).toEqual([]);
        expect(await pokeEverything(board), `step ${i}`).toEqual([]);
        liveControls += controlsShown(mountBoard(game.id, seatView, false)).length;
      }
      // The live board at the same positions does show its controls: the checks above can fail.
      expect(liveControls).toBeGreaterThan(0);
    });
  }

  it("Queen's “Waiting for…”, and Evy's Skip and “Back to the campaign”, show live but not read-only", async () => {
    const queen = GAMES.find((g) => g.id === 'queen')!;
    const queenStates = playOut(queen);
    const waiting = queenStates.findIndex((s) => !queen.isOver(s) && !queen.toAct(s).includes(0));
    const queenView = seatViewAt(queen, queenStates[waiting], waiting);
    expect(mountBoard('queen', queenView, false).text()).toContain('Waiting for');
    expect(mountBoard('queen', queenView, true).text()).not.toContain('Waiting for');

    const evy = GAMES.find((g) => g.id === 'evy')!;
    const evyStates = playOut(evy);
    const end = evyStates.length - 1;
    expect(evy.isOver(evyStates[end])).toBe(true);
    const over = seatViewAt(evy, evyStates[end], end);
    // "Back to the campaign" only for the campaign's own adventure; a stand-alone match has no campaign to go back to.
    const campaign = useCampaignStore();
    campaign.status = { adventures: [], scoreboard: [], campaign: null } as unknown as CampaignStatus;
    expect(mountBoard('evy', over, false).find('[data-testid=evy-to-campaign]').exists()).toBe(false);
    campaign.status = {
      adventures: [],
      scoreboard: [],
      campaign: { matchId: over.match.id, last: null },
    } as unknown as CampaignStatus;
    expect(mountBoard('evy', over, false).find('[data-testid=evy-to-campaign]').exists()).toBe(true);
    expect(mountBoard('evy', over, true).find('[data-testid=evy-to-campaign]').exists()).toBe(false);
    // After a monster phase the live board plays it back, with Skip; the read-only one does not.
    const moved = evyStates.findIndex(
      (s, i) => i > 0 && (evy.view(s, 0) as unknown as { lastMonsterPhase: unknown[] }).lastMonsterPhase.length > 0,
    );
    const before = seatViewAt(evy, evyStates[moved - 1], moved - 1);
    const afterMonsters = { seatView: seatViewAt(evy, evyStates[moved], moved) };
    const live = mountBoard('evy', before, false);
    await live.setProps(afterMonsters);
    expect(live.find('[data-testid=evy-replay-skip]').exists()).toBe(true);
    const still = mountBoard('evy', before, true);
    await still.setProps(afterMonsters);
    expect(still.find('[data-testid=evy-replay-skip]').exists()).toBe(false);
    expect(still.find('[data-testid=evy-monster-phase] [data-replaying=true]').exists()).toBe(false);
  });

  it('the generic table, for a game without its own, lists no options read-only', () => {
    const seatView = {
      match: { seatLabels: ['A'], seats: [{ kind: 'human' }], toAct: [0] },
      seat: 0,
      view: { log: [] },
      log: [],
      legal: [{ action: { key: 'go' }, label: 'Go' }],
    };
    const live = mount(GenericTable, { props: { seatView, thinking: [], busy: false } } as never);
    const still = mount(GenericTable, { props: { seatView, thinking: [], busy: true, readOnly: true } } as never);
    wrappers.push(live, still);
    expect(live.find('[data-action-key=go]').exists()).toBe(true);
    expect(still.find('button').exists()).toBe(false);
  });
});
