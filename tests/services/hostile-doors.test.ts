/**
 * An Evy adventure too large to play (hexes at ±2,000: a map of 4,001 × 4,001
 * cells if one were ever built) comes in through every door that takes game
 * options — a new match, a save file opened, a save in the library, an autosave
 * at start-up, a pack, a batch — and is refused at each, before any map is
 * built. The time each refusal took is printed, not asserted (CI shares its
 * cores); anything near the seconds the bug cost would show here. Schemas are
 * compiled once per process on first use, so each door is opened once with a
 * small bad input first: the times are those of the refusals alone.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newRecord } from '../../src/engine';
import { GAMES } from '../../src/games';
import { evy } from '../../src/games/evy';
import { HealthLog } from '../../src/services/health/health-log';
import type { Services } from '../../src/services/index';
import { AutosaveStore } from '../../src/services/match/autosave';
import { RequestChecker } from '../../src/services/request-check';
import { RecordChecker } from '../../src/services/saves/record-check';
import type { SaveFile } from '../../src/shared/api';
import { buildZip, sha256, utf8 } from '../content/zip-builder';
import { fixtureWorkers } from '../fixtures/workers';
import { cleanUp, fails, startServices, tempDataDir } from './helpers';
import { customConfig, farAdventure } from './hostile-evy';

const FAR = farAdventure(2000);
const config = customConfig(FAR);
const record = { ...newRecord(evy, config, 7), config };
const save: SaveFile = {
  format: 'boardwright-save',
  formatVersion: 1,
  name: 'Far away',
  savedAt: '2024-01-01T00:00:00.000Z',
  seats: [{ kind: 'human' }],
  record,
};
const TOO_FAR = /must be at most 64/;

let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = await tempDataDir();
  services = await startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 1 });
  // Warm-up: each schema compiled before anything is timed.
  const small = { custom: {} };
  await services.dispatch('match.create', { game: 'evy', config: small, seats: [{ kind: 'human' }] });
  await services.dispatch('saves.import', { save: { ...save, record: { ...record, config: small } } });
  await services.dispatch('packs.preview', { base64: evyPack('evy-adventure', {}) });
  await services.dispatch('packs.preview', { base64: evyPack('evy-campaign', {}) });
});
afterAll(cleanUp);

/** Runs a refusal and prints how long it took. */
async function timed<T>(door: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`±2000 adventure through ${door}: refused in ${(performance.now() - started).toFixed(1)} ms`);
  return result;
}

/** A pack holding one Evy file of `type`. */
function evyPack(type: string, data: unknown): string {
  const bytes = utf8(JSON.stringify(data));
  const path = `${type}/far.json`;
  const manifest = {
    formatVersion: 1,
    id: 'far.away',
    name: 'Far',
    version: '1.0.0',
    game: 'evy',
    files: [{ path, type, name: 'Far', size: bytes.length, sha256: sha256(bytes) }],
  };
  const zip = buildZip([
    { name: 'manifest.json', data: utf8(JSON.stringify(manifest)) },
    { name: path, data: bytes },
  ]);
  return Buffer.from(zip).toString('base64');
}

describe('an adventure at ±2000 is refused at every door', () => {
  it('match.create', async () => {
    const error = await timed('match.create', () =>
      fails(services, 'match.create', { game: 'evy', config, seats: [{ kind: 'human' }] }),
    );
    expect(error.code).toBe('bad-request');
    expect(error.details?.some((d) => TOO_FAR.test(d))).toBe(true);
  });

  it('a save file opened (saves.import)', async () => {
    const error = await timed('saves.import', () => fails(services, 'saves.import', { save }));
    expect(error.code).toBe('invalid-record');
    expect(error.details?.some((d) => d.startsWith('record/config/custom/') && TOO_FAR.test(d))).toBe(true);
  });

  it('a save in the library (saves.load), which health then lists', async () => {
    await mkdir(join(dataDir, 'saves'), { recursive: true });
    await writeFile(join(dataDir, 'saves', 's-far.json'), JSON.stringify(save));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await timed('saves.load', () => fails(services, 'saves.load', { saveId: 's-far' }));
      expect(error.code).toBe('invalid-record');
      const health = await services.dispatch('library.health', {});
      expect(health.ok && health.value).toMatchObject({
        entries: expect.arrayContaining([expect.objectContaining({ kind: 'save', id: 's-far', outcome: 'kept' })]),
      });
    } finally {
      log.mockRestore();
    }
  });

  it('an autosave at start-up: quarantined, listed by health, and the start goes on', async () => {
    const dir = await tempDataDir();
    await mkdir(join(dir, 'matches'), { recursive: true });
    const autosave = {
      format: 'boardwright-autosave',
      formatVersion: 1,
      id: 'm-far',
      seats: [{ kind: 'human' }],
      createdAt: '2024-01-01T00:00:00.000Z',
      record,
    };
    await writeFile(join(dir, 'matches', 'm-far.json'), JSON.stringify(autosave));
    const health = new HealthLog(dir, () => undefined);
    const records = new RecordChecker(GAMES, new RequestChecker());
    expect(() => records.checkRecord({ ...record, config: { custom: {} } })).toThrow(); // warm-up
    const store = new AutosaveStore(dir, records, health);
    const restored = await timed('an autosave', () => store.loadAll());
    expect(restored).toEqual([]);
    const [entry] = (await health.report()).entries;
    expect(entry).toMatchObject({ kind: 'autosave', id: 'm-far', outcome: 'quarantined' });
    expect(entry?.reason).toMatch(TOO_FAR);
    expect(entry?.copy).toMatch(/^matches\/corrupt\/.*m-far\.json$/);
  });

  it('a pack carrying the adventure, or a campaign embedding it', async () => {
    const adventure = await timed('a pack (adventure)', () =>
      fails(services, 'packs.preview', { base64: evyPack('evy-adventure', FAR) }),
    );
    expect(adventure.code).toBe('invalid-pack');
    expect(adventure.details?.some((d) => TOO_FAR.test(d))).toBe(true);
    const campaign = { title: 'Far', adventures: [FAR] };
    const embedded = await timed('a pack (campaign)', () =>
      fails(services, 'packs.install', { base64: evyPack('evy-campaign', campaign) }),
    );
    expect(embedded.code).toBe('invalid-pack');
  });

  it('a batch simulation and a difficulty meter run', async () => {
    const sim = await timed('sim.start', () =>
      fails(services, 'sim.start', { game: 'evy', config, seats: ['random'], games: 1, seed: 1 }),
    );
    expect(sim.details?.some((d) => TOO_FAR.test(d))).toBe(true);
    const meter = await timed('meter.start', () =>
      fails(services, 'meter.start', { config: { custom: FAR }, games: 1, level: 'random', seed: 1 }),
    );
    expect(meter.code).toBe('bad-request');
  });
});
