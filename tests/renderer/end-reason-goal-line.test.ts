// @vitest-environment happy-dom
/** The game-over box says why the game ended (`summary.endReason`), and the goal line shows a game's `goalLine`. */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { queen } from '../../src/games/queen';
import GameOver from '../../src/renderer/src/components/GameOver.vue';
import GoalLine from '../../src/renderer/src/components/match/GoalLine.vue';
import type { MatchSummary, SeatView } from '../../src/shared/api';

/** A seeded random game of two (first action each time, then the next…), to its middle and end. */
function playOut(config: { players: 2; variant: 'standard' }, seed: number) {
  let state = queen.setup(config, seed);
  let mid = state;
  for (let n = 0; !queen.isOver(state); n++) {
    const seat = queen.toAct(state)[0]!;
    const actions = queen.legalActions(state, seat);
    state = queen.apply(state, seat, actions[(n * 7 + seed) % actions.length]!);
    if (n === 19) mid = state;
  }
  return { mid, end: state };
}

function summaryOf(state: ReturnType<typeof queen.setup>): MatchSummary {
  const config = { players: 2, variant: 'standard' } as const;
  const over = queen.isOver(state);
  const endReason = queen.endReason!(state);
  return {
    id: 'm1',
    game: 'queen',
    gameName: queen.name,
    config,
    seed: 1,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seatLabels: queen.seatLabels(config),
    seatTeams: queen.seatTeams(config),
    version: 1,
    toAct: over ? [] : queen.toAct(state),
    over,
    outcome: over ? queen.outcome(state) : null,
    ...(endReason ? { endReason } : {}),
    createdAt: '',
    updatedAt: '',
  };
}

describe('why the game ended, and the goal in sight', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('the game-over box shows the end reason under the outcome, above the game’s own lines', () => {
    const { end } = playOut({ players: 2, variant: 'standard' }, 1);
    const box = mount(GameOver, { props: { summary: summaryOf(end) }, slots: { default: '<p class="own">own</p>' } });
    const why = box.get('[data-testid="end-reason"]');
    expect(why.text()).toContain('The Evil Queen is dead: the last team standing wins.');
    expect(why.text()).toContain('drew a Demon with no Weapon on the table to fight it, and died.');
    expect(box.html().indexOf('end-reason')).toBeLessThan(box.html().indexOf('class="own"'));
  });

  it('the goal line shows the game’s goal and status from the seat’s view, and nothing for a game without one', () => {
    const { mid } = playOut({ players: 2, variant: 'standard' }, 1);
    const seatView: SeatView = { match: summaryOf(mid), seat: 0, view: queen.view(mid, 0), log: [], legal: [] };
    const line = mount(GoalLine, { props: { game: 'queen', seatView } });
    expect(line.get('[data-testid="goal-line-goal"]').text()).toMatch(/^Last team standing wins/);
    expect(line.get('[data-testid="goal-line-status"]').text()).toMatch(/^your team 1 of 1 alive, theirs 1 of 1 alive/);
    expect(
      mount(GoalLine, { props: { game: 'no-such-game', seatView } })
        .find('[data-testid="goal-line"]')
        .exists(),
    ).toBe(false);
  });
});
