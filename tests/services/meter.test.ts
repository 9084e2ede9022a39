/**
 * The difficulty meter through the services, with the real worker processes and
 * the real Evy engine: the same seed and draft give the same runs and numbers
 * (one job or two), the report adds up (wins, losses on the heat map, HP lost),
 * the previous estimate of a draft comes back with the next run, cancel keeps
 * finished runs, and a broken draft is refused naming what is wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findAdventure } from '../../src/games/evy/content';
import type { Adventure } from '../../src/games/evy/types';
import type { Services } from '../../src/services/index';
import type { ApiEvent } from '../../src/shared/api';
import type { MeterSpec, MeterStatus } from '../../src/shared/games/evy/meter-types';
import { realWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, recordEvents, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

const draft = (): Adventure => structuredClone(findAdventure('park') as Adventure);

const spec = (overrides: Partial<MeterSpec> = {}): MeterSpec => ({
  config: { custom: draft() },
  games: 6,
  level: 'greedy',
  seed: 11,
  ...overrides,
});

async function services(): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: realWorkers(), workers: 2 });
}

async function runToEnd(s: Services, request: MeterSpec): Promise<MeterStatus> {
  const events = recordEvents(s);
  const started = await call(s, 'meter.start', request);
  const done = (await events.next(
    (e) => e.type === 'meter.done' && e.status.meterId === started.meterId,
    'the meter to end',
    120_000,
  )) as Extract<ApiEvent, { type: 'meter.done' }>;
  return done.status;
}

describe('meter.start', () => {
  it('gives the same runs and numbers for the same seed and draft, with one job or two', async () => {
    const s = await services();
    const one = await runToEnd(s, spec({ jobs: 1 }));
    const two = await runToEnd(s, spec({ jobs: 2 }));
    expect(one.state).toBe('done');
    expect(one.title).toBe(draft().title);
    expect(one.report.failed).toBe(0);
    expect(two.report).toEqual(one.report);
    const other = await runToEnd(s, spec({ seed: 12 }));
    // Another seed plays other games (their final states differ even when the rates happen to agree).
    expect(other.report).not.toEqual(one.report);
  }, 240_000);

  it('reports survival with its interval, averages, where Evy lost and what cost her HP', async () => {
    const s = await services();
    const events = recordEvents(s);
    const status = await runToEnd(s, spec({ games: 8, level: 'random' }));
    const runs = events.events.flatMap((e) => (e.type === 'meter.progress' ? [e.run] : []));
    expect(runs.map((r) => r.index).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const { report } = status;
    const wins = runs.filter((r) => r.result === 'won');
    const losses = runs.filter((r) => r.result === 'lost');
    expect(report.finished).toBe(8);
    expect(report.wins).toBe(wins.length);
    expect(report.survival.rate).toBeCloseTo(wins.length / 8);
    expect(report.survival.low).toBeLessThanOrEqual(report.survival.rate);
    expect(report.survival.high).toBeGreaterThanOrEqual(report.survival.rate);
    const heatTotal = Object.values(report.heat)
      .flatMap((m) => Object.values(m))
      .reduce((a, b) => a + b, 0);
    expect(heatTotal).toBe(losses.length);
    for (const lost of losses) {
      expect(lost.hp).toBe(0);
      expect(report.heat[String(lost.lostAt!.map)]![`${lost.lostAt!.q},${lost.lostAt!.r}`]).toBeGreaterThan(0);
    }
    // A lost run lost all its HP to something: attacks by the park's monsters or its boss.
    const lostHp = Object.values(report.hpLostBy).reduce((a, b) => a + b, 0);
    if (losses.length > 0) expect(lostHp).toBeGreaterThan(0);
    const byRoll = Object.values(report.hpLostByRoll).reduce((a, b) => a + b, 0);
    expect(byRoll).toBeLessThanOrEqual(lostHp);
    for (const roll of Object.keys(report.hpLostByRoll)) expect(Number(roll)).toBeGreaterThanOrEqual(2);
    if (wins.length > 0) expect(report.averageHpOfWins).toBeGreaterThan(0);
    expect(report.averageTurns).toBeGreaterThan(0);
  }, 240_000);

  it('hands back the previous estimate of the same draft; other drafts do not share it', async () => {
    const s = await services();
    const first = await runToEnd(s, spec({ draftKey: 'draft-a', games: 3 }));
    expect(first.previous).toBeNull();
    const second = await runToEnd(s, spec({ draftKey: 'draft-a', games: 3, seed: 4 }));
    expect(second.previous).toEqual(first.report);
    const other = await runToEnd(s, spec({ draftKey: 'draft-b', games: 3 }));
    expect(other.previous).toBeNull();
  }, 240_000);

  it('stops on cancel, keeping the runs that finished', async () => {
    const s = await services();
    const events = recordEvents(s);
    const started = await call(s, 'meter.start', spec({ games: 200, level: 'random' }));
    await events.next((e) => e.type === 'meter.progress' && e.meterId === started.meterId, 'a first run', 60_000);
    const cancelled = await call(s, 'meter.cancel', { meterId: started.meterId });
    expect(cancelled.state).toBe('cancelled');
    const done = (await events.next((e) => e.type === 'meter.done', 'the end', 60_000)) as Extract<
      ApiEvent,
      { type: 'meter.done' }
    >;
    expect(done.status.state).toBe('cancelled');
    expect(done.status.done).toBeGreaterThan(0);
    expect(done.status.done).toBeLessThan(200);
    expect(done.status.report.finished + done.status.report.failed).toBe(done.status.done);
  }, 120_000);

  it('refuses a draft the checks reject, saying where', async () => {
    const s = await services();
    const broken = draft();
    broken.maps[0]!.start = { q: 60, r: 60 };
    const error = await fails(s, 'meter.start', spec({ config: { custom: broken } }));
    expect(error.code).toBe('bad-request');
    expect(JSON.stringify(error)).toMatch(/start/i);
  });
});
