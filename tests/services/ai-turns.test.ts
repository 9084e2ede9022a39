/**
 * How the match service lets AI seats play: through real worker processes,
 * with the seat's view only, surviving a worker killed mid-decision, and
 * falling back to the first legal move when the AI misbehaves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/index';
import type { ApiEvent } from '../../src/shared/api';
import { FIXTURE_GAMES, sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers, type RecordingFactory } from '../fixtures/workers';
import { call, cleanUp, recordEvents, settled, startServices, tempDataDir } from './helpers';
import { replay } from '../../src/engine';

afterEach(cleanUp);

async function sticksServices(factory: RecordingFactory, aiDelayMs = 0): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: factory, workers: 1, aiDelayMs }, FIXTURE_GAMES);
}

/** Polls until `condition` holds; a busy machine may take long, so the test's timeout is the only limit. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

describe('AI seats in the match service', () => {
  it('asks the AI with its own seat view only, and reports thinking around each move', async () => {
    const factory = fixtureWorkers();
    const services = await sticksServices(factory, 5);
    const events = recordEvents(services);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 9 },
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }],
      seed: 3,
    });
    for (let s = await settled(services, match.id, [0]); !s.over; s = await settled(services, match.id, [0])) {
      await call(services, 'match.act', { matchId: match.id, seat: 0, action: { key: 'take:1' } });
    }
    const decides = factory.posted.filter((m) => m.type === 'decide');
    expect(decides.length).toBeGreaterThan(0);
    for (const request of decides) {
      expect(request.seat).toBe(1);
      const view = request.view as { moods: (number | null)[]; viewer: unknown };
      expect(view.viewer).toBe(1);
      expect(view.moods[0]).toBeNull(); // the human's secret never reaches the AI
      expect(view.moods[1]).not.toBeNull();
    }
    const thinking = events.events.filter(
      (e): e is Extract<ApiEvent, { type: 'ai.thinking' }> => e.type === 'ai.thinking',
    );
    expect(thinking.length).toBe(decides.length * 2);
    thinking.forEach((e, i) => expect(e).toMatchObject({ matchId: match.id, seat: 1, thinking: i % 2 === 0 }));
    const updates = events.events.filter((e) => e.type === 'match.updated');
    for (const e of updates) expect(JSON.stringify(e)).not.toContain('moods');
  });

  it('restarts a worker killed with SIGKILL while deciding, and the match reaches its end', async () => {
    const factory = fixtureWorkers('--delay-ms', '300');
    const services = await sticksServices(factory);
    const events = recordEvents(services);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 7 },
      seats: [
        { kind: 'ai', level: 'greedy' },
        { kind: 'ai', level: 'random' },
      ],
      seed: 9,
    });
    await until(() => factory.busy.size === 1);
    const killedPid = [...factory.busy][0]!.pid!;
    process.kill(killedPid, 'SIGKILL');
    await events.next(
      (e) => e.type === 'match.updated' && e.match.id === match.id && e.match.over,
      'the end of the match',
    );
    expect(factory.started.length).toBeGreaterThanOrEqual(2);
    expect(factory.started[1]!.pid).not.toBe(killedPid);
    expect(events.events.filter((e) => e.type === 'match.error')).toEqual([]);
    const record = await call(services, 'match.record', { matchId: match.id });
    const replayed = replay<Parameters<typeof sticksGame.isOver>[0]>(sticksGame, record);
    expect(replayed.ok && sticksGame.isOver(replayed.state)).toBe(true);
  });

  it('survives SIGKILL of a worker deciding a Queen move; the AI-vs-AI match reaches its end', async () => {
    const factory = fixtureWorkers('--delay-ms', '300', '--delay-count', '1');
    const services = await startServices({ dataDir: await tempDataDir(), workerFactory: factory, workers: 1 });
    const events = recordEvents(services);
    const match = await call(services, 'match.create', {
      game: 'queen',
      config: { players: 2, variant: 'standard' },
      seats: [
        { kind: 'ai', level: 'greedy' },
        { kind: 'ai', level: 'random' },
      ],
      seed: 12,
    });
    await until(() => factory.busy.size === 1);
    const killedPid = [...factory.busy][0]!.pid!;
    process.kill(killedPid, 'SIGKILL');
    const end = await events.next(
      (e) => e.type === 'match.updated' && e.match.id === match.id && e.match.over,
      'the end',
    );
    expect(end.type === 'match.updated' && end.match.version).toBeGreaterThan(1);
    expect(factory.started.map((h) => h.pid)).not.toContain(undefined);
    expect(factory.started[1]!.pid).not.toBe(killedPid);
    expect(events.events.filter((e) => e.type === 'match.error')).toEqual([]);
  });

  it('replaces an illegal AI answer by the first legal action and says so', async () => {
    const services = await sticksServices(fixtureWorkers('--illegal'));
    const events = recordEvents(services);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 10 },
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy' }],
      seed: 1,
    });
    await call(services, 'match.act', { matchId: match.id, seat: 0, action: { key: 'take:3' } });
    const error = await events.next((e) => e.type === 'match.error', 'a match.error');
    expect(error).toMatchObject({ matchId: match.id });
    expect((error as { message: string }).message).toMatch(
      /Player 2 chose "no-such-move", which is not allowed.*first legal move instead/,
    );
    const after = await settled(services, match.id, [0]);
    expect(after.version).toBe(2);
    const record = await call(services, 'match.record', { matchId: match.id });
    expect(record.actions[1]).toEqual({ seat: 1, key: 'take:1' });
  });

  it('keeps a match going when the AI workers cannot run at all', async () => {
    const services = await sticksServices(fixtureWorkers('--crash'));
    const events = recordEvents(services);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 6 },
      seats: [
        { kind: 'ai', level: 'greedy' },
        { kind: 'ai', level: 'greedy' },
      ],
      seed: 1,
    });
    await events.next((e) => e.type === 'match.updated' && e.match.over, 'the end of the match');
    const errors = events.events.filter((e) => e.type === 'match.error');
    expect(errors.length).toBe(6); // every move fell back: take 1, six times
    expect((errors[0] as { message: string }).message).toMatch(/crashed 3 times/);
    expect((await call(services, 'match.record', { matchId: match.id })).actions).toHaveLength(6);
  });

  it('closing a match cancels its pending AI request; the pool then serves other matches', async () => {
    const factory = fixtureWorkers('--delay-ms', '300');
    const services = await sticksServices(factory);
    const events = recordEvents(services);
    const first = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 20 },
      seats: [{ kind: 'ai', level: 'greedy' }, { kind: 'human' }],
    });
    await events.next((e) => e.type === 'ai.thinking' && e.thinking, 'the AI to start thinking');
    await call(services, 'match.close', { matchId: first.id });
    await events.next((e) => e.type === 'ai.thinking' && !e.thinking, 'the AI to stop thinking');
    const second = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 20 },
      seats: [{ kind: 'ai', level: 'greedy' }, { kind: 'human' }],
    });
    const moved = await settled(services, second.id, [1]);
    expect(moved.version).toBe(1);
    const firstUpdates = events.events.filter((e) => e.type === 'match.updated' && e.match.id === first.id);
    expect(firstUpdates.every((e) => e.type === 'match.updated' && e.match.version === 0)).toBe(true);
  });
});
