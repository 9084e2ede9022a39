/**
 * Child process of pack-kill.test.ts: installs one pack into a data directory
 * and is killed at some moment of it. Writes "ready" just before the install
 * starts and "installed <ms>" once it has finished, then waits to be killed.
 * Args: <dataDir> <pack file>
 */
import { readFile } from 'node:fs/promises';
import { LibraryService } from '../../src/services/library/library-service';
import { PackService } from '../../src/services/packs/pack-service';

const [dataDir, packFile] = process.argv.slice(2) as [string, string];
const library = new LibraryService(dataDir);
await library.start();
const packs = new PackService(library);
const base64 = (await readFile(packFile)).toString('base64');
process.stdout.write('ready\n');
const started = performance.now();
await packs.install(base64);
process.stdout.write(`installed ${Math.round(performance.now() - started)}\n`);
setInterval(() => undefined, 1000);
