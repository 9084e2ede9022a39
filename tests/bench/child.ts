/**
 * Runs one benchmark function in its own process: `fork`ed by `runInChild`, it
 * imports a module of tests/bench, calls one export with the JSON arguments it
 * was given, and sends back the JSON result. A fresh process means a fresh JIT:
 * one measurement's type feedback cannot slow down another's.
 */
import { pathToFileURL } from 'node:url';

interface ChildJob {
  module: string;
  exportName: string;
  args: unknown;
}

process.once('message', (raw) => {
  const job = raw as ChildJob;
  void (async () => {
    try {
      const mod = (await import(pathToFileURL(job.module).href)) as Record<string, unknown>;
      const fn = mod[job.exportName];
      if (typeof fn !== 'function') throw new Error(`${job.module} has no export "${job.exportName}"`);
      const result: unknown = await (fn as (args: unknown) => unknown)(job.args);
      process.send?.({ ok: true, result }, () => process.exit(0));
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.send?.({ ok: false, message }, () => process.exit(1));
    }
  })();
});
