/**
 * Debounced saving of the open adventure: after a pause in editing, the text goes
 * to the library (`library.save`). The library refuses a document with errors, so
 * such a document is kept only as the local draft until it is fixed — and the
 * status says so in words. Pure of Vue: the store gives it callbacks.
 */
import { plural } from '../../../logic/format';

export type SaveStatus =
  | { state: 'saved' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'draft-only'; reason: string }
  | { state: 'failed'; reason: string }
  | { state: 'read-only' };

export interface AutosaveDeps {
  /** Sends the text to the library; rejects with the library's reason. */
  save(text: string): Promise<void>;
  /** Errors that make the library refuse the text (0 = it can be saved). */
  errorCount(): number;
  status(next: SaveStatus): void;
  delayMs: number;
}

export class Autosave {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest: string | null = null;
  private savedText: string | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly deps: AutosaveDeps) {}

  /** The text now stored in the library (after opening an item). */
  markSaved(text: string): void {
    clearTimeout(this.timer);
    this.latest = null;
    this.savedText = text;
    this.deps.status({ state: 'saved' });
  }

  /** A new text to save after the pause. */
  schedule(text: string): void {
    if (text === this.savedText) {
      this.latest = null;
      clearTimeout(this.timer);
      this.deps.status({ state: 'saved' });
      return;
    }
    this.latest = text;
    this.deps.status({ state: 'pending' });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.deps.delayMs);
  }

  /** Saves now what is waiting (before a playtest, leaving the editor). Resolves when done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.running = this.running.then(() => this.saveLatest());
    return this.running;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.latest = null;
  }

  private async saveLatest(): Promise<void> {
    const text = this.latest;
    if (text === null) return;
    const errors = this.deps.errorCount();
    if (errors > 0) {
      const what = plural(errors, 'error');
      this.deps.status({ state: 'draft-only', reason: `the adventure has ${what}; fix them to save to the library` });
      return;
    }
    this.deps.status({ state: 'saving' });
    try {
      await this.deps.save(text);
      this.savedText = text;
      if (this.latest === text) this.latest = null;
      this.deps.status(this.latest === null ? { state: 'saved' } : { state: 'pending' });
    } catch (error) {
      this.deps.status({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** The save status in words, for the editor's toolbar. */
export function saveStatusText(status: SaveStatus): string {
  switch (status.state) {
    case 'saved':
      return 'All changes saved';
    case 'pending':
      return 'Unsaved changes…';
    case 'saving':
      return 'Saving…';
    case 'draft-only':
      return `Kept on this device only: ${status.reason}`;
    case 'failed':
      return `Not saved: ${status.reason}`;
    case 'read-only':
      return 'Read-only template';
  }
}
