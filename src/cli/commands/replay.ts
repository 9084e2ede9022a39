import type { AnyGame } from '../../engine';
import { GAMES } from '../../games';
import { ServiceError } from '../../services/errors';
import { RequestChecker } from '../../services/request-check';
import { RecordChecker, type CheckedRecord } from '../../services/saves/record-check';
import { CliFailure } from '../errors';
import { readJsonArgument } from '../files';

/**
 * `boardwright replay <file>`: a bare game record or a save file, checked and
 * replayed exactly as the app loads one; prints the final state hash.
 */
export async function replayCommand(
  path: string,
  out: (line: string) => void,
  games: readonly AnyGame[] = GAMES,
): Promise<void> {
  out((await readCheckedRecord(path, games)).hash);
}

/** A record or save file named on the command line, checked and replayed as the app loads one. */
export async function readCheckedRecord(path: string, games: readonly AnyGame[]): Promise<CheckedRecord> {
  const data = await readJsonArgument(path);
  const records = new RecordChecker(games, new RequestChecker());
  const isSave =
    data !== null && typeof data === 'object' && (data as { format?: unknown }).format === 'boardwright-save';
  try {
    return isSave ? records.checkSave(data, path).checked : records.checkRecord(data, path);
  } catch (error) {
    if (error instanceof ServiceError) throw new CliFailure(error.message, error.details ?? []);
    throw error;
  }
}
