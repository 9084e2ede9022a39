/**
 * A game may cap a search level's playouts a move in play (`Game.aiPlayoutCaps`), where more
 * playouts stop buying strength before the level's time runs out: the level then stops at its
 * time or at the cap, whichever comes first, and the setup screen says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { aiLevelsFor, playoutCapAt } from '../../src/ai';
import { everzone } from '../../src/games/everzone';
import { GAMES } from '../../src/games';
import { AiPool } from '../../src/services/pool/ai-pool';
import { searchPlan } from '../../src/services/pool/search-plan';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, settled, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);
const pools: AiPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('playout caps', () => {
  it('a capped level in play keeps its time and stops at the cap; reproducible budgets are untouched', () => {
    expect(searchPlan('normal', { playoutCap: 3000 })).toEqual({
      rollout: 'heuristic',
      depth: 20,
      timeMs: 500,
      iterations: 3000,
    });
    expect(searchPlan('normal', {})).toEqual({ rollout: 'heuristic', depth: 20, timeMs: 500 });
    expect(searchPlan('normal', { playoutCap: 3000, reproducible: true })?.iterations).toBe(1000);
    expect(searchPlan('normal', { playoutCap: 3000, iterations: 77 })?.iterations).toBe(77);
    expect(searchPlan('greedy', { playoutCap: 3000 })).toBeNull();
  });

  it('EverZone caps Normal only, so Hard keeps its whole second; the other games cap nothing', () => {
    expect(playoutCapAt(everzone, 'normal')).toBe(1000);
    for (const level of ['random', 'greedy', 'easy', 'hard', 'expert'] as const) {
      expect(playoutCapAt(everzone, level)).toBeUndefined();
    }
    for (const game of GAMES.filter((g) => g.id !== 'everzone')) expect(game.aiPlayoutCaps).toBeUndefined();
  });

  it("the setup screen's budget names the cap at the game that has one, and only there", () => {
    const budgets = (game?: Parameters<typeof aiLevelsFor>[0]) =>
      Object.fromEntries(aiLevelsFor(game).map((l) => [l.level, l.budget]));
    const plain = budgets();
    const capped = budgets(everzone);
    expect(capped.normal).toBe(`${plain.normal}, or until it has played 1,000 games in its head`);
    expect({ ...capped, normal: plain.normal }).toEqual(plain);
  });

  it('a pool splits the cap over the workers of a decision, and the search stops there long before its time', async () => {
    const pool = new AiPool(fixtureWorkers(), 2, { log: () => undefined });
    pools.push(pool);
    const state = sticksGame.setup({ players: 2, sticks: 9 }, 1);
    const options = searchPlan('normal', { playoutCap: 301, timeMs: 600_000 });
    const result = await pool.search({
      game: 'sticks',
      seat: 0,
      view: sticksGame.view(state, 0),
      level: 'normal',
      options: options!,
      seed: 5,
      shares: 2,
    });
    // Two shares of ceil(301 / 2) playouts: were the cap ignored, this would think for ten minutes.
    expect(result.iterations).toBe(302);
  });

  it("the match service asks for the game's cap when an AI seat thinks in play", async () => {
    const factory = fixtureWorkers();
    const capped = { ...sticksGame, aiPlayoutCaps: { normal: 40 } };
    const services = await startServices({ dataDir: await tempDataDir(), workerFactory: factory, workers: 1 }, [
      capped,
    ]);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 9 },
      seats: [{ kind: 'ai', level: 'normal' }, { kind: 'human' }],
      seed: 3,
    });
    await settled(services, match.id, [1]);
    const searches = factory.posted.filter((m) => m.type === 'search');
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search.options).toMatchObject({ timeMs: 500, iterations: 40 });
  });
});
