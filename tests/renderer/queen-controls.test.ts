import { describe, expect, it } from 'vitest';
import { sortControls } from '../../src/renderer/src/games/queen/queen-controls';
import type { LegalAction } from '../../src/shared/api';

function legal(action: Record<string, unknown> & { key: string }, label = action.key): LegalAction {
  return { action, label };
}

describe('Queen controls from legal actions', () => {
  it('puts plays on the cards, draw apart, abilities by id and the rest as buttons', () => {
    const actions = [
      legal({ key: 'play:4', type: 'play-action', card: 4 }),
      legal({ key: 'play:9', type: 'play-weapon', card: 9 }),
      legal({ key: 'ability:girl-foresight', type: 'use-ability', ability: 'girl-foresight' }),
      legal({ key: 'draw', type: 'draw' }),
    ];
    const controls = sortControls(actions, new Set([4, 9, 12]));
    expect([...controls.handCards.keys()]).toEqual([4, 9]);
    expect(controls.draw?.action.key).toBe('draw');
    expect([...controls.abilities.keys()]).toEqual(['girl-foresight']);
    expect(controls.buttons).toEqual([]);
  });

  it('keeps prompt answers as buttons, and card choices in hand clickable too', () => {
    const actions = [
      legal({ key: 'card:4', type: 'choose-card', card: 4 }),
      legal({ key: 'card:30', type: 'choose-card', card: 30 }),
      legal({ key: 'seat:2', type: 'choose-seat', seat: 2 }),
      legal({ key: 'pos:0', type: 'choose-position', position: 0 }),
      legal({ key: 'pos:1', type: 'choose-position', position: 1 }),
    ];
    const controls = sortControls(actions, new Set([4]));
    expect([...controls.handCards.keys()]).toEqual([4]);
    expect(controls.buttons.map((b) => b.action.key)).toEqual(['card:4', 'card:30', 'seat:2']);
    expect(controls.positions.map((p) => p.action.key)).toEqual(['pos:0', 'pos:1']);
  });

  it('shows a play of a card not in the hand as a button rather than losing it', () => {
    const controls = sortControls([legal({ key: 'play:5', type: 'play-points', card: 5 })], new Set());
    expect(controls.handCards.size).toBe(0);
    expect(controls.buttons.map((b) => b.action.key)).toEqual(['play:5']);
  });
});
