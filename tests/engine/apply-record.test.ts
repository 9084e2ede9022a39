/** tryApply's error codes and record replay (src/engine/apply.ts, record.ts), on a real game. */
import { describe, expect, it } from 'vitest';
import { newRecord, replay, stateHash, tryApply, type GameRecord } from '../../src/engine';
import { queen, type QueenState } from '../../src/games/queen';
import type { QueenConfig } from '../../src/games/queen/types';

const CONFIG: QueenConfig = { players: 3, variant: 'standard' };

/** A short game record: the order choice, then a few turns of the first legal non-order action. */
function shortRecord(steps: number): { record: GameRecord; state: QueenState } {
  const record = newRecord(queen, CONFIG, 11);
  let state = queen.setup(CONFIG, 11);
  for (let i = 0; i < steps && !queen.isOver(state); i++) {
    const seat = queen.toAct(state)[0]!;
    const action = queen.legalActions(state, seat).at(-1)!;
    record.actions.push({ seat, key: action.key });
    state = queen.apply(state, seat, action);
  }
  return { record, state };
}

describe('engine tryApply', () => {
  it('asks Game.parseAction for a key the legal list does not hold, and applies what it returns', () => {
    const asked: string[] = [];
    const withParse = {
      ...queen,
      parseAction: (_state: unknown, _seat: number, key: string) => {
        asked.push(key);
        return key === 'order:either' ? queen.legalActions(queen.setup(CONFIG, 1), 0)[0]! : null;
      },
    };
    const s = queen.setup(CONFIG, 1);
    expect(tryApply(withParse, s, 0, { key: 'order:either' }).ok).toBe(true);
    expect(tryApply(withParse, s, 0, { key: 'order:nowhere' }).ok).toBe(false);
    // Listed keys never reach the parser.
    expect(tryApply(withParse, s, 0, { key: 'order:ccw' }).ok).toBe(true);
    expect(asked).toEqual(['order:either', 'order:nowhere']);
  });

  it('applies a legal action by its key', () => {
    const s = queen.setup(CONFIG, 1);
    const result = tryApply(queen, s, 0, { key: 'order:ccw' });
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.state as QueenState).direction).toBe('counter-clockwise');
  });

  it('"not-your-turn" names the seat in words', () => {
    const result = tryApply(queen, queen.setup(CONFIG, 1), 2, { key: 'draw' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'not-your-turn', message: "It is not The Evil Queen's turn to act." },
    });
  });

  it('"illegal-action" for a key that is not legal now', () => {
    const result = tryApply(queen, queen.setup(CONFIG, 1), 0, { key: 'draw' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('illegal-action');
      expect(result.error.message).toContain('"draw"');
    }
  });

  it('"game-over" once the game has ended', () => {
    let s = queen.setup({ players: 2, variant: 'standard' }, 3);
    for (let i = 0; !queen.isOver(s); i++)
      s = queen.apply(s, queen.toAct(s)[0]!, queen.legalActions(s, queen.toAct(s)[0]!).at(-1)!);
    const result = tryApply(queen, s, 0, { key: 'draw' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('game-over');
  });

  it('only the key of an incoming action is trusted: a forged payload is replaced by the legal action', () => {
    const forged = { key: 'order:cw', type: 'choose-order', direction: 'counter-clockwise' };
    const result = tryApply(queen, queen.setup(CONFIG, 1), 0, forged);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect((result.state as QueenState).direction).toBe('clockwise');
      expect(result.action).toEqual({ key: 'order:cw', type: 'choose-order', direction: 'clockwise' });
    }
  });
});

describe('engine replay', () => {
  it('replays a record to the same state', () => {
    const { record, state } = shortRecord(40);
    const result = replay<QueenState>(queen, JSON.parse(JSON.stringify(record)) as GameRecord);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.hash).toBe(stateHash(state));
  });

  it('refuses a record of another game', () => {
    const { record } = shortRecord(3);
    const result = replay(queen, { ...record, game: 'evy' });
    expect(result).toEqual({ ok: false, error: 'This record is for the game "evy", not "queen".' });
  });

  it('refuses a record of another rules version', () => {
    const { record } = shortRecord(3);
    const result = replay(queen, { ...record, engineVersion: '0' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toBe(`This record was made with rules version 0; this app has ${queen.engineVersion}.`);
  });

  it('refuses a record made with other content', () => {
    const { record } = shortRecord(3);
    const result = replay(queen, { ...record, contentHash: '0000000000000000' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('different The Girl vs. the Evil Queen cards');
  });

  it('reports the index of an illegal action', () => {
    const { record } = shortRecord(10);
    record.actions[5] = { seat: record.actions[5]!.seat, key: 'play:9999' };
    const result = replay(queen, record);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.actionIndex).toBe(5);
      expect(result.error).toMatch(/^Action 6 \(play:9999\): "play:9999" is not a legal action/);
    }
  });

  it('reports an action by the wrong seat with its index', () => {
    const { record } = shortRecord(4);
    record.actions[0] = { seat: 2, key: 'order:cw' };
    const result = replay(queen, record);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.actionIndex).toBe(0);
      expect(result.error).toContain("It is not The Evil Queen's turn to act.");
    }
  });
});
