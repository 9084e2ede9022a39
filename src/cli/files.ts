import { readJsonFile } from '../services/storage/files';
import { CliFailure } from './errors';

/** Reads a JSON file named on the command line; a missing or broken file is a CliFailure naming it. */
export async function readJsonArgument(path: string): Promise<unknown> {
  try {
    return await readJsonFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CliFailure(`${path}: no such file.`);
    throw new CliFailure(`${path}: ${(error as Error).message}`);
  }
}
