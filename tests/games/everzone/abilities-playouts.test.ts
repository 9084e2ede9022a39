/**
 * The engine's conformance suite on the real cards and abilities: seeded random
 * playouts of the six pre-made decks end, replay exactly, never mutate their input,
 * and determinise consistently, with every skill and effect in play.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import type { EverzoneConfig } from '../../../src/games/everzone/types';

const PLANS: { name: string; config: EverzoneConfig; playouts: number }[] = [
  {
    name: '1v1 Adam Finn v Pandora',
    config: { format: '1v1', cpPerPlayer: 20, decks: ['adam-finn', 'pandora'], locations: 'random' },
    playouts: 12,
  },
  {
    name: '1v1 Meraud v Xenogray',
    config: { format: '1v1', cpPerPlayer: 20, decks: ['meraud', 'xenogray'], locations: 'choose' },
    playouts: 12,
  },
  {
    name: '1v1 Zarkendra v Molly Dunbar',
    config: { format: '1v1', cpPerPlayer: 15, decks: ['zarkendra', 'molly-dunbar'], locations: 'random' },
    playouts: 12,
  },
  {
    name: '2v2 all races',
    config: {
      format: '2v2',
      cpPerPlayer: 20,
      decks: ['adam-finn', 'meraud', 'zarkendra', 'pandora'],
      locations: 'random',
    },
    playouts: 6,
  },
  {
    name: '1v1v1 one of each race',
    config: { format: '1v1v1', cpPerPlayer: 20, decks: ['molly-dunbar', 'pandora', 'xenogray'], locations: 'random' },
    playouts: 6,
  },
];

describe('EverZone with the real cards (conformance)', () => {
  for (const [i, plan] of PLANS.entries()) {
    it(`${plan.name}: ${plan.playouts} seeded random playouts`, () => {
      const report = runConformance(everzone, plan.config, {
        playouts: plan.playouts,
        firstSeed: 500 + i * 1000,
        maxSteps: 20000,
        viewCheckEvery: 40,
      });
      expect(report.playouts).toBe(plan.playouts);
      expect(report.viewChecks).toBeGreaterThan(0);
    });
  }
});
