/**
 * Finished gauntlets kept with their deck: a sidecar file per library deck,
 * `<dataDir>/gauntlets/<itemId>.json`, holding the last gauntlet run (done or
 * cancelled) against it. A sidecar rather than the item's metadata, so a deck's
 * text and metadata stay what the user and packs wrote; the file goes when its
 * deck is gone for good (it is simply never read again). Written atomically.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { GauntletStatus } from '../../../../shared/api';
import { exists, moveAside, readJsonFile, writeFileAtomic } from '../../../storage/files';

export class GauntletStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'gauntlets');
  }

  fileOf(itemId: string): string {
    // Item ids are checked against `^[A-Za-z0-9_-]+$` on arrival: no path can be smuggled in.
    return join(this.dir, `${itemId}.json`);
  }

  async save(itemId: string, status: GauntletStatus): Promise<void> {
    await writeFileAtomic(this.fileOf(itemId), JSON.stringify(status) + '\n');
  }

  /** The kept gauntlet, or null; a damaged file is moved aside (`gauntlets/damaged/`) and reported as none. */
  async load(itemId: string): Promise<GauntletStatus | null> {
    const file = this.fileOf(itemId);
    if (!(await exists(file))) return null;
    try {
      const data = await readJsonFile(file);
      if (!looksLikeStatus(data)) throw new Error('it does not hold a gauntlet result');
      return data;
    } catch (error) {
      console.error(`[gauntlet] ${file} could not be read (${(error as Error).message}); moved aside.`);
      await moveAside(file, join(this.dir, 'damaged')).catch(() => undefined);
      return null;
    }
  }

  /** The ids of every gauntlet kept with a deck (their games' records stay on disk with them). */
  async keptIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const status = await this.load(name.slice(0, -'.json'.length));
      if (status) ids.add(status.gauntletId);
    }
    return ids;
  }
}

/** Our own file, but read back from disk: the fields the panel relies on must be there. */
function looksLikeStatus(data: unknown): data is GauntletStatus {
  if (typeof data !== 'object' || data === null) return false;
  const s = data as Partial<GauntletStatus>;
  return (
    typeof s.gauntletId === 'string' &&
    typeof s.deckName === 'string' &&
    typeof s.report === 'object' &&
    s.report !== null &&
    Array.isArray(s.report.matchups) &&
    Array.isArray(s.report.cards) &&
    Array.isArray(s.results)
  );
}
