/**
 * The exit side of a `WorkerHandle`, shared by both backends: a process can
 * report its end more than once (Node's `'error'` and `'exit'`, Electron's
 * `'error'` then `'exit'`), and the pool must hear it exactly once, or it
 * would replace one worker twice.
 */
export class ExitOnce {
  private readonly listeners: ((code: number | null) => void)[] = [];
  private ended = false;

  get exited(): boolean {
    return this.ended;
  }

  onExit(listener: (code: number | null) => void): void {
    this.listeners.push(listener);
  }

  report(code: number | null): void {
    if (this.ended) return;
    this.ended = true;
    for (const listener of this.listeners) listener(code);
  }
}
