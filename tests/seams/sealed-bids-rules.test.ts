/**
 * The rules of the Sealed Bids fixture, each test quoting the sentence of its rules
 * (tests/fixtures/sealed-bids/types.ts) it checks, as a game's rule tests quote its book;
 * with the engine seams those rules use: a simultaneous choice committed one seat at a
 * time and hidden until both are down, secret log lines, and undo.
 */
import { describe, expect, it } from 'vitest';
import { sealedBids, type BidAction, type SealedState } from '../fixtures/sealed-bids';
import { strength } from '../fixtures/sealed-bids/cards';

const CONFIG = { suits: 3 as const, handSize: 3 };

function bid(state: SealedState, seat: number, index = 0): { state: SealedState; card: string } {
  const action = sealedBids.legalActions(state, seat)[index] as BidAction;
  return { state: sealedBids.apply(state, seat, action), card: action.card };
}

describe('Sealed Bids', () => {
  it('"Each round both seats bid one card from hand face down": both may act, each commits alone, and a bid stays hidden until both are down', () => {
    const start = sealedBids.setup(CONFIG, 3);
    expect(sealedBids.toAct(start)).toEqual([0, 1]);
    const { state, card } = bid(start, 0);
    expect(sealedBids.toAct(state)).toEqual([1]);
    expect(sealedBids.view(state, 0).bids[0]).toEqual({ placed: true, card });
    for (const viewer of [1, 'spectator'] as const) {
      const view = sealedBids.view(state, viewer);
      expect(view.bids[0]).toEqual({ placed: true, card: null });
      // The log line has a secret text for the bidder only.
      expect(view.log.at(-1)).toEqual({ seat: 0, text: 'North bids a card face down.' });
      expect(JSON.stringify(view)).not.toContain(card);
    }
    expect(sealedBids.view(state, 0).log.at(-1)?.text).toBe(`North bids ${card} face down.`);
  });

  it('"the bids are revealed together and the stronger card takes the round"', () => {
    const north = bid(sealedBids.setup(CONFIG, 3), 0);
    const south = bid(north.state, 1);
    const winner = strength(north.card) > strength(south.card) ? 0 : 1;
    expect(south.state.played).toEqual([north.card, south.card]);
    expect(south.state.scores[winner]).toBe(1);
    expect(south.state.scores[1 - winner]).toBe(0);
    expect(sealedBids.view(south.state, 'spectator').bids).toEqual([
      { placed: false, card: null },
      { placed: false, card: null },
    ]);
  });

  it('"then each seat draws from the shuffled deck while it lasts"', () => {
    const start = sealedBids.setup(CONFIG, 3);
    const { state } = bid(bid(start, 0).state, 1);
    expect(state.hands.map((hand) => hand.length)).toEqual([3, 3]);
    expect(state.deck).toEqual(start.deck.slice(2));
  });

  it('"A bid may be taken back until the other seat bids": one action, the bidder\'s own, before the reveal', () => {
    const start = sealedBids.setup(CONFIG, 3);
    expect(sealedBids.undoable!(start, 0)).toBe(0);
    const north = bid(start, 0);
    expect(sealedBids.undoable!(north.state, 0)).toBe(1);
    expect(sealedBids.undoable!(north.state, 1)).toBe(0);
    const revealed = bid(north.state, 1).state;
    expect([0, 1].map((seat) => sealedBids.undoable!(revealed, seat))).toEqual([0, 0]);
  });
});
