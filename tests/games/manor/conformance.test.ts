/**
 * The engine's conformance suite on All Manor of Evil, at every player count: seeded
 * random playouts end, replay exactly, never mutate their input, and every seat's
 * view determinises to a state with the same view and the same legal actions.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../../src/engine';
import { manor } from '../../../src/games/manor';
import { MAX_SOLO_LEVEL } from '../../../src/games/manor/config-schema';
import type { ManorConfig } from '../../../src/games/manor/types';

const PLANS: { name: string; config: ManorConfig }[] = [
  { name: 'solo, Rookie', config: { players: 1, level: 1 } },
  { name: '2 players and Lovecraft', config: { players: 2 } },
  { name: '3 players', config: { players: 3 } },
  { name: '4 players', config: { players: 4 } },
  { name: '5 players, with the Vault', config: { players: 5 } },
  { name: '6 players, with the Vault', config: { players: 6 } },
];
const PLAYOUTS = 200;

describe('All Manor of Evil conformance (1 to 6 players)', () => {
  for (const [i, plan] of PLANS.entries()) {
    it(`${plan.name}: ${PLAYOUTS} seeded random playouts`, () => {
      const report = runConformance(manor, plan.config, {
        playouts: PLAYOUTS,
        firstSeed: 1 + i * 10_000,
        maxSteps: 5000,
        viewCheckEvery: 20,
      });
      console.info(`manor ${plan.name}: ${JSON.stringify(report)}`);
      expect(report.playouts).toBe(PLAYOUTS);
      expect(report.viewChecks).toBeGreaterThan(PLAYOUTS);
      expect(report.variedDeterminizations).toBeGreaterThan(0);
    }, 300_000);
  }

  it('solo at the hardest levels, where Lovecraft starts with many face-down relics', () => {
    for (const level of [6, MAX_SOLO_LEVEL]) {
      const report = runConformance(
        manor,
        { players: 1, level },
        {
          playouts: 50,
          firstSeed: 90_000 + level,
          maxSteps: 5000,
          viewCheckEvery: 5,
        },
      );
      expect(report.variedDeterminizations).toBeGreaterThan(0);
    }
  });
});
