/**
 * An AI seat with a script (a tutorial's opponent) makes its scripted moves first, without
 * asking the AI, and its level plays on once the script runs out or leaves the game; nobody
 * outside the services sees the script.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_GAMES } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, recordEvents, settled, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

describe('scripted AI seats', () => {
  it('play their script in order, hide it, then let their level decide', async () => {
    const factory = fixtureWorkers();
    const services = await startServices(
      { dataDir: await tempDataDir(), workerFactory: factory, workers: 1, aiDelayMs: 0 },
      FIXTURE_GAMES,
    );
    const events = recordEvents(services);
    const match = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 12 },
      seats: [{ kind: 'human' }, { kind: 'ai', level: 'greedy', script: ['take:2', 'take:3'] }],
      seed: 5,
    });
    expect(match.seats[1]).toEqual({ kind: 'ai', level: 'greedy' });
    for (let s = await settled(services, match.id, [0]); !s.over; s = await settled(services, match.id, [0])) {
      await call(services, 'match.act', { matchId: match.id, seat: 0, action: { key: 'take:1' } });
    }
    const record = await call(services, 'match.record', { matchId: match.id });
    const aiMoves = record.actions.filter((a) => a.seat === 1).map((a) => a.key);
    expect(aiMoves.slice(0, 2)).toEqual(['take:2', 'take:3']);
    // Twelve sticks: 1 + 2 + 1 + 3 leave five, so the level decided the rest, through a worker.
    expect(factory.posted.filter((m) => m.type === 'decide').length).toBe(aiMoves.length - 2);
    expect(JSON.stringify(events.events)).not.toContain('take:3"]');
  });
});
