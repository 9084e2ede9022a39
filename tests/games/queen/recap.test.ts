/** "While you waited" in The Evil Queen: the other side's cards that named you, Demons, your hand. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import { queenRecap } from '../../../src/games/queen/recap';

describe('queen recap', () => {
  it('tells a steal from you and your smaller hand, and nothing when only you acted', () => {
    const state = queen.setup(queen.defaultConfig(), 1);
    const before = queen.view(state, 0);
    const me = before.seats[0]!;
    const rival = before.seats.find((s) => s.team !== me.team)!;
    const after = structuredClone(before);
    after.log.push(
      { seat: rival.seat, text: `${rival.name} plays Sticky Fingers.` },
      { seat: rival.seat, text: `${rival.name} steals Surge of Resolve from ${me.name}.` },
    );
    after.seats[0]!.handCount -= 1;
    expect(queenRecap(before, after, 0)).toEqual([
      { text: `${rival.name} steals Surge of Resolve from ${me.name}.`, place: `seat:${rival.seat}`, tone: 'bad' },
      {
        text: `Your hand went from ${me.handCount} to ${me.handCount - 1} cards.`,
        place: 'seat:0',
        tone: 'bad',
      },
    ]);
    const mine = structuredClone(before);
    mine.log.push({ seat: 0, text: `${me.name} draws a card.` });
    expect(queenRecap(before, mine, 0)).toEqual([]);
  });
});
