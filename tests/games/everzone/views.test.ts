/** Hidden information: only `view` redacts it, and `determinize` re-deals exactly what is hidden. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine';
import type { EzState } from '../../../src/games/everzone/types';
import { ONE_V_ONE, act, allDo, atMarshal, game, subset, take } from './helpers';

function marshalled(): { state: EzState; mine: number[] } {
  let state = atMarshal(ONE_V_ONE, 'earth', 4);
  const mine = [take(state, 0, 'numan-walker'), take(state, 0, 'numan-trooper')];
  take(state, 1, 'slurr-titan');
  take(state, 1, 'slurr-shield');
  state = allDo(state, (seat) => (seat === 0 ? subset('marshal', mine) : 'marshal:'));
  return { state, mine };
}

describe('views', () => {
  it('hands, decks and face-down cards are hidden from others; their owner sees them', () => {
    const { state } = marshalled();
    const spectator = game.view(state, 'spectator');
    for (const p of spectator.players) {
      expect(p.hand.every((c) => c === null)).toBe(true);
      expect(p.marshalled.every((c) => c === null)).toBe(true);
      expect(p.pending).toBeNull();
    }
    expect(spectator.players[0]!.marshalled).toHaveLength(2);
    const own = game.view(state, 0).players[0]!;
    expect(own.marshalled.map((c) => c?.def).sort()).toEqual(['numan-trooper', 'numan-walker']);
    expect(own.hand.every((c) => c !== null)).toBe(true);
    // Nothing in a view names the order of a deck.
    const text = JSON.stringify(spectator);
    expect(text).not.toContain(JSON.stringify(state.players[0]!.deck.slice(0, 3)).slice(1, -1));
    expect(spectator.locationDeckContents).toEqual(state.locationDeck.slice().sort());
  });

  it('the log never names a hidden card: mulligans, marshalling and target tokens are told by counts only', () => {
    const { state } = marshalled();
    const hidden = new Set(state.cards.map((c) => c.def));
    const told = state.log.map((l) => l.text).filter((t) => /hand|face down|marshalled|target/.test(t));
    expect(told.length).toBeGreaterThan(0);
    for (const text of told) for (const def of hidden) expect(text).not.toContain(def);
  });

  it('a determinisation keeps what the seat knows and re-deals the rest', () => {
    const { state } = marshalled();
    const view = game.view(state, 0);
    const guesses = [1, 2, 3].map((i) => game.determinize(view, 0, createRng(`guess:${i}`)));
    for (const guess of guesses) {
      expect(guess.players[0]!.hand).toEqual(state.players[0]!.hand);
      expect(guess.players[0]!.marshalled).toEqual(state.players[0]!.marshalled);
      expect(guess.players[0]!.deck.slice().sort()).toEqual(state.players[0]!.deck.slice().sort());
      expect(guess.players[1]!.hand).toHaveLength(state.players[1]!.hand.length);
      // The other seat's leader is known to be in hand (it is not in the deck).
      expect(guess.players[1]!.hand).toContain(state.players[1]!.leader);
      expect(game.view(guess, 0)).toEqual(view);
    }
    const hands = new Set(guesses.map((g) => JSON.stringify(g.players[1]!.hand.slice().sort())));
    expect(hands.size).toBeGreaterThan(1);
  });

  it('describe: plain sentences', () => {
    const { state, mine } = marshalled();
    expect(game.describe({ key: subset('reveal', mine), type: 'reveal', cards: mine }, state)).toBe(
      'Reveal: numan-walker, numan-trooper.',
    );
    expect(game.describe({ key: 'pass', type: 'pass' }, state)).toBe('Pass.');
    expect(game.describe({ key: 'target:2', type: 'target', seat: 2 }, state)).toBe('Attack Player 3 this battle.');
    const next = act(state, 0, subset('reveal', mine));
    expect(next.log.at(-1)?.text).toMatch(/^Player 1 reveals numan-(walker|trooper), numan-(walker|trooper)\.$/);
  });
});
