/** Entry of the `boardwright` command (bin/boardwright.mjs loads it through tsx). */
import { runCli } from './run';

process.exitCode = await runCli(process.argv.slice(2));
