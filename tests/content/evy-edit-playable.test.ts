/**
 * What the editor calls valid, the rules can play: drafts made by random edits that
 * pass every check (no errors) set up in the real Evy engine and survive random play —
 * so a playtest or the difficulty meter never meets an adventure the rules choke on.
 */
import { describe, expect, it } from 'vitest';
import { EditHistory, EditRefused, validateAdventure } from '../../src/content/evy-edit';
import { evy } from '../../src/games/evy';
import { EVY_ADVENTURES } from '../../src/games/evy/content';
import type { Adventure } from '../../src/games/evy/types';
import { largeAdventure, lcg, randomEdit } from './evy-edit-fixtures';

/** Sets the draft up and plays up to `moves` random legal actions; returns how many were played. */
function playRandomly(custom: Adventure, seed: number, moves: number, rand: () => number): number {
  let state = evy.setup({ custom, ties: 'auto' }, seed);
  let played = 0;
  while (!evy.isOver(state) && played < moves) {
    const seat = evy.toAct(state)[0]!;
    const actions = evy.legalActions(state, seat);
    expect(actions.length, 'a position with nobody able to act').toBeGreaterThan(0);
    state = evy.apply(state, seat, actions[Math.floor(rand() * actions.length)]!);
    played++;
  }
  return played;
}

describe('Evy editor: valid drafts play', () => {
  for (const id of ['street', 'tower', 'library']) {
    it(`one to three random edits of the ${id}: every draft without errors sets up and plays`, () => {
      const rand = lcg(id.length * 97);
      const base = structuredClone(EVY_ADVENTURES.find((a) => a.id === id)!);
      let playable = 0;
      for (let i = 0; i < 200; i++) {
        const history = new EditHistory(base);
        for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) {
          try {
            history.do(randomEdit(history.doc, rand));
          } catch (error) {
            if (!(error instanceof EditRefused)) throw error;
          }
        }
        if (validateAdventure(history.doc).some((p) => p.severity === 'error')) continue;
        playable++;
        expect(() => playRandomly(history.doc, i, 60, rand), `draft ${i}`).not.toThrow();
      }
      // The drafts must include valid ones, or this tested nothing.
      expect(playable).toBeGreaterThan(20);
    });
  }

  it('a 40 × 40 map and eight linked 40 × 40 floors are valid and play', () => {
    for (const draft of [largeAdventure(40), largeAdventure(40, 8)]) {
      // Eight floors have more pits than tokens: a warning (some start empty), no error.
      expect(validateAdventure(draft).filter((p) => p.severity === 'error')).toEqual([]);
      expect(playRandomly(draft, 3, 60, lcg(3))).toBeGreaterThan(0);
    }
  });
});
