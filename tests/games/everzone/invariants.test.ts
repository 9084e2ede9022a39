/**
 * Whole games without surrenders (random play surrenders often, so the conformance
 * playouts are short): every card is in exactly one place at every step, active units
 * never exceed the turn's limit once activation is done, and the war lasts to the
 * ninth location or to a team's 0 CP.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { everzone, type EverzoneGame } from '../../../src/games/everzone';
import type { EverzoneConfig, EzState } from '../../../src/games/everzone/types';
import { ONE_V_ONE, THREE_WAY, TWO_V_TWO, game } from './helpers';

function places(state: EzState): number[] {
  const out: number[] = [];
  for (const p of state.players) {
    out.push(
      ...p.deck,
      ...p.hand,
      ...p.marshalled,
      ...p.active,
      ...p.inactive,
      ...p.supports,
      ...p.retreated,
      ...p.fallen,
    );
    if (p.leaderState === 'aside') out.push(p.leader);
  }
  return out.sort((a, b) => a - b);
}

function limitOf(g: EverzoneGame, state: EzState): number {
  return g.view(state, 'spectator').limit ?? 0;
}

function playWhole(g: EverzoneGame, config: EverzoneConfig, seed: number): EzState {
  const chooser = createRng(`whole:${seed}`);
  let state = g.setup(config, seed);
  const all = state.cards.map((c) => c.id);
  for (let step = 0; step < 20000 && !g.isOver(state); step++) {
    const seats = g.toAct(state);
    const seat = seats[nextInt(chooser, seats.length)]!;
    const legal = g.legalActions(state, seat).filter((a) => a.type !== 'surrender');
    state = g.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
    expect(places(state)).toEqual(all);
    if (state.phase === 'declare' && state.config.format !== '1v1v1') {
      for (const p of g.view(state, 'spectator').players)
        expect(p.resourcesUsed).toBeLessThanOrEqual(limitOf(g, state));
    }
  }
  return state;
}

describe('whole games keep every card and end by the book (Ending the Game)', () => {
  const cases: [string, EverzoneGame, EverzoneConfig][] = [
    ['fixture 1v1', game, ONE_V_ONE],
    ['fixture 2v2', game, TWO_V_TWO],
    ['fixture 1v1v1', game, THREE_WAY],
    [
      'pre-made 1v1',
      everzone,
      { format: '1v1', cpPerPlayer: 30, decks: ['pandora', 'zarkendra'], locations: 'choose' },
    ],
    [
      'pre-made 2v2',
      everzone,
      { format: '2v2', cpPerPlayer: 15, decks: ['adam-finn', 'meraud', 'pandora', 'xenogray'], locations: 'choose' },
    ],
    [
      'pre-made 1v1v1',
      everzone,
      { format: '1v1v1', cpPerPlayer: 30, decks: ['meraud', 'molly-dunbar', 'xenogray'], locations: 'random' },
    ],
  ];
  for (const [name, g, config] of cases) {
    it(name, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const state = playWhole(g, config, seed);
        expect(state.phase).toBe('over');
        const knockedOut = state.teams.some((t) => t.out);
        expect(knockedOut || state.locationsPlayed === 9).toBe(true);
        const winners = state.stage.winners ?? [];
        expect(winners.length).toBeGreaterThan(0);
        if (!knockedOut) {
          const best = Math.max(...state.teams.map((t) => t.cp));
          expect(winners.every((t) => state.teams[t]!.cp === best)).toBe(true);
        }
      }
    });
  }
});
