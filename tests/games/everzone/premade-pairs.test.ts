/**
 * "All six pre-made decks load; a 1v1 game between any two of them plays to the end":
 * every one of the fifteen pairs plays one seeded game of random legal moves (no
 * surrenders, so the game runs its locations) until it is over, with a winner.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import { EVERZONE_CONTENT } from '../../../src/games/everzone/content';

const DECKS = EVERZONE_CONTENT.decks.map((d) => d.id);

describe('Pre-made Decks: every pair plays a 1v1 game to the end', () => {
  it('there are six pre-made decks', () => {
    expect(DECKS).toHaveLength(6);
  });

  for (const [i, first] of DECKS.entries()) {
    for (const second of DECKS.slice(i + 1)) {
      it(`${first} v ${second}`, () => {
        const seed = DECKS.indexOf(second) * 10 + i;
        const chooser = createRng(`pair:${first}:${second}`);
        let state = everzone.setup(
          { format: '1v1', cpPerPlayer: 10, decks: [first, second], locations: 'random' },
          seed,
        );
        let steps = 0;
        for (; steps < 20000 && !everzone.isOver(state); steps++) {
          const seats = everzone.toAct(state);
          const seat = seats[nextInt(chooser, seats.length)]!;
          const legal = everzone.legalActions(state, seat).filter((a) => a.type !== 'surrender');
          state = everzone.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
        }
        expect(everzone.isOver(state)).toBe(true);
        expect(everzone.outcome(state).some((score) => score > 0)).toBe(true);
      });
    }
  }
});
