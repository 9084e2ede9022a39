// @vitest-environment happy-dom
/**
 * The Queen's draw pile is one strip, top first. "Place back the Demon card face up
 * anywhere in the Draw Pile in sight of the other players": while a Demon goes back, each
 * place the rules allow is a button in the pile itself, named in words, which sends that
 * place's action.
 */
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { PileSlotView } from '../../src/games/queen/types';
import type { LegalAction } from '../../src/shared/api';
import QueenDrawPile from '../../src/renderer/src/games/queen/QueenDrawPile.vue';

const faceDown = (): PileSlotView => ({ card: null, faceUp: false });

function place(position: number, label: string): LegalAction {
  return { action: { key: `pos:${position}`, type: 'choose-position', position }, label } as LegalAction;
}

describe('QueenDrawPile', () => {
  it('offers a button at each allowed place, between the cards, and sends its action', async () => {
    const slots = [faceDown(), faceDown(), faceDown()];
    const positions = [place(0, 'Put the Demon back on top'), place(2, 'Put the Demon back 3rd from the top')];
    const w = mount(QueenDrawPile, { props: { slots, positions } });
    const items = w.findAll('ol.slots > li');
    // Place 0, card 1, card 2, place 2, card 3: the buttons stand where the Demon would go.
    expect(items.map((li) => (li.classes().includes('place') ? 'place' : 'card'))).toEqual([
      'place',
      'card',
      'card',
      'place',
      'card',
    ]);
    const buttons = w.findAll('button[data-action-type=choose-position]');
    expect(buttons.map((b) => b.attributes('aria-label'))).toEqual([
      'Put the Demon back on top',
      'Put the Demon back 3rd from the top',
    ]);
    await buttons[1]!.trigger('click');
    expect(w.emitted('choose')?.[0]?.[0]).toBe(positions[1]);
  });

  it('shows no place buttons when no Demon is being placed, and counts cards in words', () => {
    const w = mount(QueenDrawPile, { props: { slots: [faceDown()] } });
    expect(w.findAll('button').length).toBe(0);
    expect(w.find('h3').text()).toContain('1 card, top first');
  });
});
