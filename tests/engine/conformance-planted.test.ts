/**
 * The conformance suite catches what it exists to catch. Sealed Bids (a hidden-hand
 * fixture) passes it clean; each test plants one fault in a copy of it (a view or
 * log line that shows the other seat's hand or bid, a determinize that reads such
 * a leak instead of re-dealing, a clone that shares arrays with its original, a
 * step that disagrees with apply…) and expects a ConformanceError naming that fault.
 */
import { describe, expect, it } from 'vitest';
import { ConformanceError, createRng, runConformance, type Game, type Seat } from '../../src/engine';
import { deckOf } from '../fixtures/sealed-bids/cards';
import { sealedBids, type BidAction, type SealedConfig, type SealedState } from '../fixtures/sealed-bids';
import { keepsLog } from '../fixtures/sealed-bids/state';
import { SEAT_NAMES, other, type SealedView } from '../fixtures/sealed-bids/types';

type Sealed = Game<SealedState, BidAction, SealedConfig, SealedView>;

const CONFIG: SealedConfig = { suits: 3, handSize: 3 };

function run(game: Sealed, playouts = 30): ReturnType<typeof runConformance> {
  return runConformance(game, CONFIG, { playouts, firstSeed: 1, maxSteps: 200, viewCheckEvery: 1 });
}

function expectCaught(game: Sealed, message: RegExp): void {
  let error: unknown;
  try {
    run(game);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConformanceError);
  expect((error as Error).message).toMatch(message);
}

/** A view that also shows the other seat's hand and face-down bid, plainly. */
function viewShowingRival(s: SealedState, viewer: Seat | 'spectator'): SealedView {
  const v = sealedBids.view(s, viewer);
  if (viewer === 'spectator') return v;
  return { ...v, hands: s.hands.map((h) => h.slice()), bids: s.bids.map((card) => ({ placed: card !== null, card })) };
}

/** Card names as numbers (their place in the full deck): a leak the search for marks cannot read. */
const indexOf = (card: string) => deckOf(CONFIG).indexOf(card);
const cardAt = (index: number) => deckOf(CONFIG)[index] as string;

type CodedView = SealedView & { rivalHand?: number[]; rivalBid?: number | null; deckOrder?: number[] };

/** Leaks the other seat's hand and bid, and the deck order, as numbers. */
function viewLeakingNumbers(s: SealedState, viewer: Seat | 'spectator'): CodedView {
  const v = sealedBids.view(s, viewer);
  if (viewer === 'spectator') return v;
  const rival = other(viewer);
  return {
    ...v,
    rivalHand: (s.hands[rival] ?? []).map(indexOf),
    rivalBid: s.bids[rival] === null ? null : indexOf(s.bids[rival] as string),
    deckOrder: s.deck.map(indexOf),
  };
}

/** A determinize that deals nothing: it puts back what the coded view leaked. */
function determinizeReadingNumbers(view: SealedView, seat: Seat, rng: ReturnType<typeof createRng>): SealedState {
  const coded = view as CodedView;
  const state = sealedBids.determinize(view, seat, rng);
  const rival = other(seat);
  state.hands[rival] = (coded.rivalHand ?? []).map(cardAt);
  state.bids[rival] = coded.rivalBid === null || coded.rivalBid === undefined ? null : cardAt(coded.rivalBid);
  state.deck = (coded.deckOrder ?? []).map(cardAt);
  return state;
}

/** Sealed Bids with only the plain contract: the fast path's own checks stay out of the way. */
function plain(game: Sealed): Sealed {
  const { clone: _c, step: _s, forSearch: _f, determinizer: _d, ...rest } = game;
  return rest;
}

describe('conformance: the clean fixture', () => {
  it('Sealed Bids passes, and its determinisations move every kind of secret', () => {
    for (const plan of sealedBids.testConfigs()) {
      const report = runConformance(sealedBids, plan.config, {
        playouts: plan.playouts,
        firstSeed: 1,
        maxSteps: 200,
        viewCheckEvery: 1,
      });
      expect(Object.keys(report.secrets).sort()).toEqual(['bid', 'deck', 'hand']);
      for (const tally of Object.values(report.secrets)) expect(tally.varied).toBeGreaterThan(0);
      expect(report.fastPathChecks).toBeGreaterThan(0);
    }
  });
});

describe('conformance: planted leaks', () => {
  it("a view showing the other seat's hand", () => {
    expectCaught({ ...sealedBids, view: viewShowingRival }, /leak: the view of seat \d shows the (hand|bid) secret/);
  });

  it("a view showing the other seat's hand and bid, with a determinize that reads them", () => {
    const game = plain({
      ...sealedBids,
      view: viewShowingRival,
      determinize: (view, seat, rng) => {
        const state = sealedBids.determinize(
          { ...view, hands: view.hands.map((h, s) => (s === seat ? h : null)) },
          seat,
          rng,
        );
        state.hands = view.hands.map((h) => (h ?? []).slice());
        state.bids = view.bids.map((b) => b.card);
        return state;
      },
    });
    expectCaught(game, /leak: the view of seat \d shows the (hand|bid) secret/);
  });

  it('a public log line naming the bid', () => {
    const logged: Sealed['step'] = (s, seat, action) => {
      sealedBids.step!(s, seat, action);
      if (keepsLog(s)) s.log.push({ seat, text: `${SEAT_NAMES[seat]} bids ${action.card}.` });
    };
    const game: Sealed = {
      ...sealedBids,
      step: logged,
      apply: (s, seat, action) => {
        const next = sealedBids.clone!(s);
        logged(next, seat, action);
        return next;
      },
    };
    expectCaught(
      game,
      /leak: a log line of (the spectator's view|the view of seat \d) \("(North|South) bids \w+ \d\."\) names the bid secret/,
    );
  });

  it('a spectator view showing a hand', () => {
    const game: Sealed = {
      ...sealedBids,
      view: (s, viewer) => (viewer === 'spectator' ? sealedBids.view(s, 0) : sealedBids.view(s, viewer)),
    };
    expectCaught(game, /leak: the spectator's view shows the hand secret/);
  });

  it('a leak the mark search cannot read, with a determinize that reads it', () => {
    const game = plain({ ...sealedBids, view: viewLeakingNumbers, determinize: determinizeReadingNumbers });
    expectCaught(game, /determinisations never moved the hidden (hand|bid|deck)/);
  });

  it('the deck order leaked as numbers, and a determinize that keeps it', () => {
    const game = plain({
      ...sealedBids,
      view: (s, viewer) => ({ ...sealedBids.view(s, viewer), deckOrder: s.deck.map(indexOf) }),
      determinize: (view, seat, rng) => ({
        ...sealedBids.determinize(view, seat, rng),
        deck: ((view as CodedView).deckOrder ?? []).map(cardAt),
      }),
    });
    expectCaught(game, /determinisations never moved the hidden deck/);
  });

  it('secrets written unlike the views print them, so that no leak of them could be found', () => {
    const lowerCase: Sealed['secrets'] = (s) =>
      sealedBids.secrets(s).map((x) => ({ ...x, mark: x.mark.toLowerCase() }));
    expectCaught(
      { ...sealedBids, secrets: lowerCase },
      /no (hand|bid) mark ever showed in the views of the seats that know it/,
    );
  });

  it('a game that declares no secrets', () => {
    expectCaught({ ...sealedBids, secrets: () => [] }, /secrets\(\) declared nothing hidden/);
  });
});

describe('conformance: planted fast-path bugs', () => {
  it('a clone that shares the hands with its original', () => {
    const game: Sealed = { ...sealedBids, clone: (s) => ({ ...sealedBids.clone!(s), hands: s.hands }) };
    expectCaught(game, /clone shares state with the original/);
  });

  it('a step that disagrees with apply', () => {
    const game: Sealed = {
      ...sealedBids,
      step: (s, seat, action) => {
        const played = s.played.length;
        sealedBids.step!(s, seat, action);
        s.played.length = played;
      },
    };
    expectCaught(game, /step and apply disagree/);
  });

  it('a forSearch copy that drops the deck, which decisions need', () => {
    // Without a determinizer, whose own check would compare it with forSearch first.
    const { determinizer: _d, ...rest } = sealedBids;
    const game: Sealed = { ...rest, forSearch: (s) => ({ ...sealedBids.forSearch!(s), deck: [] }) };
    expectCaught(
      game,
      /a forSearch copy played along disagrees on (whether the game is over|seat \d's legal actions|evaluate)/,
    );
  });

  it('a determinizer that deals otherwise than determinize', () => {
    const game: Sealed = {
      ...sealedBids,
      determinizer: (view, seat, forSearch) => {
        const deal = sealedBids.determinizer!(view, seat, forSearch);
        return (rng) => deal(createRng(JSON.stringify(rng)));
      },
    };
    expectCaught(game, /determinizer\(view, \d\) dealt a different state from determinize/);
  });

  it('evaluate out of range, and a rollout move that is not legal', () => {
    expectCaught({ ...sealedBids, evaluate: () => 1.5 }, /evaluate\(state, 0\) is 1.5, not in \[0, 1\]/);
    const bluff = { key: 'bid:Ruby 9', card: 'Ruby 9' };
    expectCaught({ ...sealedBids, rolloutPolicy: () => bluff }, /rolloutPolicy chose "bid:Ruby 9"/);
  });

  it('an apply that copies the state but not its hands, so it writes into its input', () => {
    const game: Sealed = {
      ...sealedBids,
      apply: (s, seat, action) => {
        const next = { ...s, bids: s.bids.slice(), scores: s.scores.slice(), log: s.log.slice() };
        sealedBids.step!(next, seat, action);
        return next;
      },
    };
    expectCaught(game, /apply \(action bid:\w+ \d\) mutated its input state/);
  });
});
