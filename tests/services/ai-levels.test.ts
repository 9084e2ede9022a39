/**
 * `ai.levels` through the API: with a game, each level's strength is what was measured at that
 * game (or the neutral text); without one, the neutral per-game text; an unknown game is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_GAME_STRENGTH, UNMEASURED_STRENGTH } from '../../src/ai';
import { GAMES } from '../../src/games';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

let services: Services;

beforeAll(async () => {
  services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
});
afterAll(cleanUp);

describe('ai.levels', () => {
  it("quotes each game's own measurements, and the neutral text for levels it did not measure", async () => {
    for (const game of GAMES) {
      const levels = await call(services, 'ai.levels', { game: game.id });
      expect(levels.map((l) => l.strength)).toEqual(levels.map((l) => game.aiNotes?.[l.level] ?? UNMEASURED_STRENGTH));
    }
    const evy = await call(services, 'ai.levels', { game: 'evy' });
    expect(evy.find((l) => l.level === 'normal')?.strength).toMatch(/523 of 527 adventure runs/);
    expect(evy.find((l) => l.level === 'expert')?.strength).toBe(UNMEASURED_STRENGTH);
  });

  it('without a game quotes no game, and refuses a game that does not exist', async () => {
    const levels = await call(services, 'ai.levels', {});
    expect(levels.map((l) => l.level)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard', 'expert']);
    expect(new Set(levels.map((l) => l.strength))).toEqual(new Set([PER_GAME_STRENGTH]));
    expect((await fails(services, 'ai.levels', { game: 'chess' })).code).toBe('not-found');
    expect((await fails(services, 'ai.levels', { game: 'evy', level: 'hard' })).code).toBe('bad-request');
  });
});
