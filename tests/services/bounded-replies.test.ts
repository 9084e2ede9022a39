/**
 * Replies stay small whatever comes in: a 2 MB malformed request gets an error
 * reply under 64 KB that still names its first problems and counts the rest;
 * a 1 MiB content text full of mistakes gets a bounded list from library.check;
 * a request over the size limit is refused before it is looked at; and names
 * with control characters are refused for saves as for library items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../src/services/index';
import { boundErrorBody } from '../../src/shared/bounded-errors';
import { LIMITS } from '../../src/shared/limits';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, QUEEN_2P, startServices, tempDataDir } from './helpers';

let services: Services;

beforeAll(async () => {
  services = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
});
afterAll(cleanUp);

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
const MORE = /^… and \d+ more problems/;

describe('bounded replies', () => {
  it('a 2 MB malformed request gets a reply under 64 KB naming its first problems', async () => {
    // 40,000 seats of an unknown kind, each with a long name: a problem (or more) per seat.
    const seats = Array.from({ length: 40_000 }, (_, i) => ({ kind: 'robot', name: `${'x'.repeat(40)}${i}` }));
    const payload = { game: 'queen', config: QUEEN_2P, seats };
    expect(bytes(payload)).toBeGreaterThan(2_000_000);
    const response = await services.dispatch('match.create', payload);
    expect(response.ok).toBe(false);
    expect(bytes(response)).toBeLessThan(64 * 1024);
    if (response.ok) return;
    expect(response.error.code).toBe('bad-request');
    expect(response.error.details!.length).toBe(LIMITS.reportedProblems + 1);
    expect(response.error.details!.at(-1)).toMatch(MORE);
  });

  it('library.check of a 1 MiB text full of mistakes lists a bounded number of problems', async () => {
    const cards = Array.from({ length: 40_000 }, () => ({ id: 7 }));
    const text = JSON.stringify({ cards }).slice(0, LIMITS.contentTextBytes);
    const closed = text.slice(0, text.lastIndexOf('},') + 1) + ']}';
    const problems = await call(services, 'library.check', { type: 'queen-cards', text: closed });
    expect(problems.length).toBe(LIMITS.reportedProblems + 1);
    expect(problems.at(-1)).toMatchObject({ path: '', severity: 'error', message: expect.stringMatching(MORE) });
    expect(bytes(problems)).toBeLessThan(64 * 1024);
  });

  it('a request over the size limit is refused before its content is checked', async () => {
    const base64 = 'A'.repeat(LIMITS.requestBytes + 4);
    const error = await fails(services, 'packs.preview', { base64 });
    expect(error.code).toBe('limit-reached');
    expect(error.message).toMatch(/larger than 16\.1 MiB/);
  });

  it('an error body of any size is cut down to the reply limit', () => {
    const details = Array.from({ length: 10_000 }, (_, i) => `path/${i}: ${'problem '.repeat(100)}`);
    const body = boundErrorBody({ code: 'bad-request', message: 'm'.repeat(1_000_000), details });
    expect(bytes(body)).toBeLessThan(LIMITS.errorReplyBytes);
    expect(body.details).toHaveLength(LIMITS.reportedProblems + 1);
    expect(body.details![0]!.length).toBeLessThanOrEqual(LIMITS.problemChars);
  });
});

describe('names', () => {
  it('save names with control characters are refused, whether saved or in a save file', async () => {
    const match = await call(services, 'match.create', {
      game: 'queen',
      config: QUEEN_2P,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const refused = await fails(services, 'saves.save', { matchId: match.id, name: 'bell\u0007' });
    expect(refused.code).toBe('bad-request');
    const saved = await call(services, 'saves.save', { matchId: match.id, name: 'fine' });
    expect(saved.name).toBe('fine');
    const record = await call(services, 'match.record', { matchId: match.id });
    const save = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: 'line\nbreak',
      savedAt: '2024-01-01T00:00:00.000Z',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      record,
    };
    const imported = await fails(services, 'saves.import', { save });
    expect(imported.code).toBe('invalid-record');
    expect(imported.details).toEqual(['name: must be a name on one line: not blank, without control characters']);
  });
});
