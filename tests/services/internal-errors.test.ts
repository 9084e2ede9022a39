/** A bug inside the services or a game is answered with `internal`, logged, and the services keep serving. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyGame } from '../../src/engine';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

const buggy = {
  ...sticksGame,
  id: 'buggy',
  view: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'hand')");
  },
} as AnyGame;

describe('internal errors', () => {
  it('are answered as internal without details of the bug, logged to stderr, and the services go on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = await startServices(
      { dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 },
      [sticksGame, buggy],
    );
    const match = await call(services, 'match.create', {
      game: 'buggy',
      config: { players: 2, sticks: 5 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const error = await fails(services, 'match.view', { matchId: match.id, seat: 0 });
    expect(error).toEqual({
      code: 'internal',
      message: 'Something went wrong inside Boardwright while running match.view; the details are in the log.',
    });
    expect(errors.mock.calls.flat().map(String).join(' ')).toContain("reading 'hand'");
    const other = await call(services, 'match.create', {
      game: 'sticks',
      config: { players: 2, sticks: 5 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    expect((await call(services, 'match.view', { matchId: other.id, seat: 0 })).legal).toHaveLength(3);
  });
});
