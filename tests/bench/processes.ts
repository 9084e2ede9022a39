/** Starting benchmark functions in child processes (see child.ts). */
import { fork } from 'node:child_process';
import path from 'node:path';

const CHILD = path.join(import.meta.dirname, 'child.ts');

/**
 * Calls `exportName(args)` of `modulePath` (a file in tests/bench) in a new Node
 * process (TypeScript through tsx) and resolves with its result. `env` is added
 * to the child's environment.
 */
export function runInChild<T>(
  modulePath: string,
  exportName: string,
  args: unknown,
  env: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
    });
    let settled = false;
    child.once('message', (raw) => {
      const reply = raw as { ok: true; result: T } | { ok: false; message: string };
      settled = true;
      if (reply.ok) resolve(reply.result);
      else reject(new Error(`benchmark child ${exportName} failed: ${reply.message}`));
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`benchmark child ${exportName} exited with code ${code} before answering`));
    });
    child.send({ module: path.resolve(modulePath), exportName, args });
  });
}
