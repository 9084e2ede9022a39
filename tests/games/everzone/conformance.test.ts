/**
 * The engine's conformance suite on EverZone's rules, on the fixture content with no
 * abilities and on the pre-made decks with theirs: seeded random playouts in every
 * format end, replay exactly, never mutate their input, and every seat's view
 * determinises consistently.
 */
import { describe, expect, it } from 'vitest';
import { runConformance, type AnyGame } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import type { EverzoneConfig } from '../../../src/games/everzone/types';
import { ONE_V_ONE, THREE_V_THREE, THREE_WAY, TWO_V_TWO, game } from './helpers';

/** The registry's game: the pre-made decks with their abilities. */
const REAL: { name: string; config: EverzoneConfig; playouts: number }[] = [
  {
    name: 'pre-made 1v1',
    config: { format: '1v1', cpPerPlayer: 20, decks: ['adam-finn', 'meraud'], locations: 'choose' },
    playouts: 60,
  },
  {
    name: 'pre-made 2v2',
    config: {
      format: '2v2',
      cpPerPlayer: 20,
      decks: ['molly-dunbar', 'pandora', 'xenogray', 'zarkendra'],
      locations: 'random',
    },
    playouts: 20,
  },
  {
    name: 'pre-made 3v3',
    config: {
      format: '3v3',
      cpPerPlayer: 10,
      decks: ['adam-finn', 'pandora', 'molly-dunbar', 'meraud', 'xenogray', 'zarkendra'],
      locations: 'random',
    },
    playouts: 6,
  },
  {
    name: 'pre-made 1v1v1',
    config: { format: '1v1v1', cpPerPlayer: 20, decks: ['zarkendra', 'adam-finn', 'pandora'], locations: 'choose' },
    playouts: 40,
  },
];

const PLANS = [
  { name: '1v1 (chosen locations)', config: ONE_V_ONE, playouts: 40 },
  {
    name: '1v1 (random locations, 10 CP)',
    config: { ...ONE_V_ONE, locations: 'random' as const, cpPerPlayer: 10 },
    playouts: 30,
  },
  { name: '2v2', config: TWO_V_TWO, playouts: 20 },
  { name: '3v3', config: THREE_V_THREE, playouts: 8 },
  { name: '1v1v1', config: THREE_WAY, playouts: 30 },
];

const ALL = [
  ...PLANS.map((plan) => ({ ...plan, game: game as AnyGame })),
  ...REAL.map((plan) => ({ ...plan, name: `${plan.name}, with the cards' abilities`, game: everzone as AnyGame })),
];

describe('EverZone conformance (Game Modes: 1v1, 2v2, 3v3, 3p Variant)', () => {
  for (const [i, plan] of ALL.entries()) {
    it(`${plan.name}: ${plan.playouts} seeded random playouts`, () => {
      const report = runConformance(plan.game, plan.config, {
        playouts: plan.playouts,
        firstSeed: 1 + i * 1000,
        maxSteps: 20000,
        viewCheckEvery: 25,
      });
      console.info(`everzone ${plan.name}: ${JSON.stringify(report)}`);
      expect(report.playouts).toBe(plan.playouts);
      expect(report.viewChecks).toBeGreaterThan(0);
      expect(report.variedDeterminizations).toBeGreaterThan(0);
    });
  }
});
