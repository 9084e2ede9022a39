/** Building and naming the save files people download. */
import type { GameRecord } from '../../../engine';
import type { SaveFile, SeatSpec } from '../../../shared/api';

export function buildSaveFile(name: string, seats: SeatSpec[], record: GameRecord, savedAt: Date): SaveFile {
  return {
    format: 'boardwright-save',
    formatVersion: 1,
    name,
    savedAt: savedAt.toISOString(),
    seats,
    record,
  };
}

/** A file name safe on every desktop OS: letters, digits and dashes only. */
export function saveFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'boardwright-save'}.boardwright.json`;
}

/** Reads an uploaded file's text as JSON, with an error that names the file. */
export function parseSaveText(fileName: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`"${fileName}" is not a Boardwright save: it is not valid JSON (${reason}).`, { cause: error });
  }
}
