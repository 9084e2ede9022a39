import type { AnyGame } from '../../engine';
import { GAMES } from '../../games';
import { ServiceError } from '../../services/errors';
import { RequestChecker } from '../../services/request-check';
import { RecordChecker } from '../../services/saves/record-check';
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
  const data = await readJsonArgument(path);
  const records = new RecordChecker(games, new RequestChecker());
  const isSave =
    data !== null && typeof data === 'object' && (data as { format?: unknown }).format === 'boardwright-save';
  try {
    const checked = isSave ? records.checkSave(data, path).checked : records.checkRecord(data, path);
    out(checked.hash);
  } catch (error) {
    if (error instanceof ServiceError) throw new CliFailure(error.message, error.details ?? []);
    throw error;
  }
}
