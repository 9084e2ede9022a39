/**
 * EverZone's AI hooks: the evaluation stays in [0, 1], follows command points
 * and is shared by team partners; rollout moves are always legal; and the Hard
 * level's search (at a small, seeded iteration budget) plays whole legal games
 * for every seat, team partners included. Nothing here is timed.
 */
import { describe, expect, it } from 'vitest';
import { ismcts, levelSpec, type Bot } from '../../src/ai';
import { createRng, nextInt, type AnyGame, type Seat } from '../../src/engine';
import { findGame } from '../../src/games';
import { EVERZONE_CONTENT } from '../../src/games/everzone/content';
import type { EverzoneConfig, EzState, Format } from '../../src/games/everzone/types';
import { playBots } from './play-bots';

const game = findGame('everzone') as AnyGame;

const DECKS: Record<Format, string[]> = {
  '1v1': ['adam-finn', 'pandora'],
  '2v2': ['adam-finn', 'pandora', 'molly-dunbar', 'meraud'],
  '3v3': ['adam-finn', 'pandora', 'molly-dunbar', 'meraud', 'xenogray', 'zarkendra'],
  '1v1v1': ['adam-finn', 'pandora', 'xenogray'],
};

function config(format: Format, cpPerPlayer = 10): EverzoneConfig {
  return { format, cpPerPlayer, decks: DECKS[format], locations: 'random' };
}

/** Seeded random games, every position of them (at most `limit` per game). */
function* positions(format: Format, games: number, limit = 400): Generator<EzState> {
  for (let seed = 1; seed <= games; seed++) {
    const chooser = createRng(`ez-positions:${format}:${seed}`);
    let state = game.setup(config(format), seed) as EzState;
    for (let n = 0; n < limit && !game.isOver(state); n++) {
      yield state;
      const seat = game.toAct(state)[0] as Seat;
      const legal = game.legalActions(state, seat);
      state = game.apply(state, seat, legal[nextInt(chooser, legal.length)]!) as EzState;
    }
  }
}

describe('EverZone evaluation', () => {
  it('is a number in [0, 1] for every seat, shared by team partners (Team Play)', () => {
    let checked = 0;
    for (const format of ['1v1', '2v2', '1v1v1'] as const) {
      for (const state of positions(format, 2, 150)) {
        const values = state.players.map((p) => game.evaluate!(state, p.seat));
        for (const v of values) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
        }
        if (format === '2v2') {
          expect(values[0]).toBeCloseTo(values[2]!, 12);
          expect(values[1]).toBeCloseTo(values[3]!, 12);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('rises with the side’s command points and falls with the opponent’s (Goal)', () => {
    const state = game.setup(config('1v1', 20), 3) as EzState;
    const base = game.evaluate!(state, 0);
    const ahead = structuredClone(state);
    ahead.teams[0]!.cp += 5;
    const behind = structuredClone(state);
    behind.teams[1]!.cp += 5;
    expect(game.evaluate!(ahead, 0)).toBeGreaterThan(base);
    expect(game.evaluate!(behind, 0)).toBeLessThan(base);
    expect(game.evaluate!(ahead, 1)).toBeLessThan(game.evaluate!(state, 1));
  });

  it('prefers an army whose attack breaks the opposing defence (Clash)', () => {
    const state = game.setup(config('1v1', 20), 5) as EzState;
    const strongest = (seat: number) => {
      const hand = state.players[seat]!.hand;
      const attack = (card: number) => {
        const def = EVERZONE_CONTENT.cards.find((c) => c.id === state.cards[card]!.def)!;
        return def.type === 'support' ? -1 : (def.attack ?? 0);
      };
      return hand.slice().sort((a, b) => attack(b) - attack(a))[0]!;
    };
    const mine = structuredClone(state);
    mine.players[0]!.hand = mine.players[0]!.hand.filter((c) => c !== strongest(0));
    mine.players[0]!.active.push(strongest(0));
    const theirs = structuredClone(state);
    theirs.players[1]!.hand = theirs.players[1]!.hand.filter((c) => c !== strongest(1));
    theirs.players[1]!.active.push(strongest(1));
    expect(game.evaluate!(mine, 0)).toBeGreaterThan(game.evaluate!(state, 0));
    expect(game.evaluate!(theirs, 0)).toBeLessThan(game.evaluate!(state, 0));
  });

  it('values a surrender left (Surrendering: a third one loses)', () => {
    const state = game.setup(config('1v1', 20), 4) as EzState;
    const surrendered = structuredClone(state);
    surrendered.teams[0]!.surrenders = 2;
    expect(game.evaluate!(surrendered, 0)).toBeLessThan(game.evaluate!(state, 0));
  });
});

describe('EverZone rollout policy', () => {
  it('always answers one of the legal actions', () => {
    let checked = 0;
    for (const format of ['1v1', '2v2', '1v1v1'] as const) {
      for (const state of positions(format, 2, 200)) {
        for (const seat of game.toAct(state)) {
          const keys = new Set(game.legalActions(state, seat).map((a) => a.key));
          const move = game.rolloutPolicy!(state, seat, createRng(`rollout:${checked}`));
          expect(keys.has(move.key)).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('EverZone search', () => {
  const spec = levelSpec('hard');
  if (spec.kind !== 'ismcts') throw new Error('Hard is a search level');
  const hard: Bot = ({ view, seat, seed }) =>
    ismcts(game, view, seat, { seed, iterations: 24, rollout: spec.rollout, depth: spec.depth }).best;

  for (const format of ['1v1', '2v2', '3v3', '1v1v1'] as const) {
    it(`Hard's search plays a whole legal ${format} game in every seat`, () => {
      const seats = config(format).decks.length;
      const result = playBots(game, config(format), 11, Array(seats).fill(hard), (step) => 11_000 + step, 20_000);
      expect(result.outcome).toHaveLength(seats);
      expect(result.keys.length).toBeGreaterThan(20);
    });
  }
});
