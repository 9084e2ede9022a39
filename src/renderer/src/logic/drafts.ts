/**
 * Crash recovery for the editors: every change of the open document is also
 * written to localStorage as a draft (with the time it was made). Opening an
 * item whose draft is newer than what the library holds, and differs from it,
 * offers the draft back. A draft is forgotten once the library has saved the
 * same text. Each editor keeps its drafts under its own key prefix.
 */
export interface Draft {
  itemId: string;
  /** ISO date-time the draft was written. */
  savedAt: string;
  text: string;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function writeDraft(storage: DraftStorage, draft: Draft, prefix: string): void {
  try {
    storage.setItem(prefix + draft.itemId, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the crash copy; the library save still runs.
  }
}

export function readDraft(storage: DraftStorage, itemId: string, prefix: string): Draft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(prefix + itemId);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Draft>;
    if (value.itemId !== itemId || typeof value.savedAt !== 'string' || typeof value.text !== 'string') return null;
    return { itemId, savedAt: value.savedAt, text: value.text };
  } catch {
    return null;
  }
}

export function forgetDraft(storage: DraftStorage, itemId: string, prefix: string): void {
  try {
    storage.removeItem(prefix + itemId);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/** The draft worth offering back: newer than the library's copy and not the same text. */
export function draftToRecover(draft: Draft | null, saved: { text: string; modifiedAt: string }): Draft | null {
  if (!draft || draft.text === saved.text) return null;
  return Date.parse(draft.savedAt) > Date.parse(saved.modifiedAt) ? draft : null;
}
