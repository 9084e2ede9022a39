/** A replayed step as the boards take it: read-only, labelled seats, one board per seat when all is revealed. */
import { describe, expect, it } from 'vitest';
import {
  NO_SEAT,
  boardsOf,
  viewerChoices,
  viewerFromChoice,
} from '../../src/renderer/src/components/replay/replay-seat-view';
import type { ReplayInfo, ReplayStep } from '../../src/shared/replay-types';

const INFO = {
  replayId: 'r1',
  game: 'evy',
  gameName: 'Evy',
  seatLabels: ['North', 'South'],
  length: 4,
} as ReplayInfo;

function step(viewer: ReplayStep['viewer'], views: ReplayStep['views'] = null): ReplayStep {
  return {
    replayId: 'r1',
    step: 4,
    viewer,
    view: { log: [{ text: 'public' }] } as never,
    views,
    toAct: [],
    over: true,
    outcome: [0, 1],
  };
}

describe('replay seat view', () => {
  it('gives a board no legal moves, the step as version, and a spectator no seat', () => {
    const [board] = boardsOf(INFO, step('spectator'));
    expect(board?.seatView.legal).toEqual([]);
    expect(board?.seatView.seat).toBe(NO_SEAT);
    expect(board?.seatView.match).toMatchObject({
      version: 4,
      over: true,
      outcome: [0, 1],
      seatLabels: ['North', 'South'],
    });
    expect(board?.seatView.log).toEqual([{ text: 'public' }]);
  });

  it('shows one board per seat, titled, when everything is revealed', () => {
    const boards = boardsOf(INFO, step('all', [{ log: [] }, { log: [] }]));
    expect(boards.map((b) => [b.title, b.seatView.seat])).toEqual([
      ['North saw', 0],
      ['South saw', 1],
    ]);
  });

  it('labels each seat human or AI as the source says, and as human when it does not', () => {
    const [known] = boardsOf(INFO, step(0), [
      { kind: 'human', name: 'Ada' },
      { kind: 'ai', level: 'hard' },
    ]);
    expect(known?.seatView.match.seats).toEqual([
      { kind: 'human', name: 'Ada' },
      { kind: 'ai', level: 'hard' },
    ]);
    const [unknown] = boardsOf(INFO, step(0));
    expect(unknown?.seatView.match.seats).toEqual([{ kind: 'human' }, { kind: 'human' }]);
  });

  it('offers "reveal everything" only when the game is over', () => {
    expect(viewerChoices(INFO, false).map((c) => c.value)).toEqual(['spectator', '0', '1']);
    expect(viewerChoices(INFO, true).map((c) => c.value)).toEqual(['spectator', '0', '1', 'all']);
    expect(viewerFromChoice('1')).toBe(1);
    expect(viewerFromChoice('all')).toBe('all');
  });
});
