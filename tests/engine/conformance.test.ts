/**
 * The shared conformance suite (src/engine/conformance.ts) for every registered
 * game: seeded random playouts with no throw and no dead end, replay determinism,
 * apply never mutating its input, views surviving JSON, determinisations consistent
 * with each view. The figures it returns are printed so a run can be reported.
 */
import { describe, expect, it } from 'vitest';
import { runConformance, type ConformanceOptions, type ConformanceReport } from '../../src/engine';
import { GAMES } from '../../src/games';
import type { QueenConfig } from '../../src/games/queen/types';

/** Queen's six configs and how many playouts each gets (at least 2,000 in all). */
const QUEEN_PLAN: { config: QueenConfig; playouts: number }[] = [
  { config: { players: 2, variant: 'standard' }, playouts: 450 },
  { config: { players: 2, variant: 'euro' }, playouts: 350 },
  { config: { players: 3, variant: 'standard' }, playouts: 300 },
  { config: { players: 3, variant: 'euro' }, playouts: 300 },
  { config: { players: 4, variant: 'standard' }, playouts: 300 },
  { config: { players: 4, variant: 'euro' }, playouts: 300 },
];

const OTHER_GAME_PLAYOUTS = 200;

function options(playouts: number, firstSeed: number): ConformanceOptions {
  // Views are checked every 40 steps (still ~5,000 checks of every seat's view): a
  // check canonicalises each seat's view several times, and a denser schedule pushed
  // the suite past 25 s on 2 cores.
  return { playouts, firstSeed, maxSteps: 5000, viewCheckEvery: 40 };
}

function expectSound(report: ConformanceReport, playouts: number): void {
  expect(report.playouts).toBe(playouts);
  expect(report.steps).toBeGreaterThan(playouts);
  expect(report.viewChecks).toBeGreaterThan(0);
  // Hidden cards really are re-dealt: if every determinisation matched the truth, a
  // view could be leaking what it hides.
  expect(report.variedDeterminizations).toBeGreaterThan(0);
}

describe('conformance', () => {
  it('registers at least the queen game', () => {
    expect(GAMES.map((g) => g.id)).toContain('queen');
  });

  for (const game of GAMES) {
    if (game.id === 'queen') {
      for (const [i, { config, playouts }] of QUEEN_PLAN.entries()) {
        it(`queen ${config.players}p ${config.variant}: ${playouts} random playouts`, () => {
          const report = runConformance(game, config, options(playouts, 1 + i * 100_000));
          console.info(`queen ${config.players}p ${config.variant}: ${JSON.stringify(report)}`);
          expectSound(report, playouts);
        });
      }
      it('queen: at least 2,000 playouts in total', () => {
        expect(QUEEN_PLAN.reduce((sum, p) => sum + p.playouts, 0)).toBeGreaterThanOrEqual(2000);
      });
    } else {
      it(`${game.id}: ${OTHER_GAME_PLAYOUTS} random playouts with the default config`, () => {
        const report = runConformance(game, game.defaultConfig(), options(OTHER_GAME_PLAYOUTS, 1));
        console.info(`${game.id}: ${JSON.stringify(report)}`);
        expectSound(report, OTHER_GAME_PLAYOUTS);
      });
    }
  }
});
