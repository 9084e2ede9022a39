/**
 * Undo and redo over whole documents, for editors whose documents are small
 * (a 50-card deck): each edit records the document before it. Edits of one
 * `kind` in a row (typing a name, one keystroke at a time) make one step.
 */

export interface UndoStack<T> {
  past: T[];
  future: T[];
  /** The kind of the last recorded edit while it may still be merged into; null after undo/redo. */
  lastKind: string | null;
}

/** How many steps are kept: enough for a session's edits, bounded for memory. */
export const UNDO_LIMIT = 200;

export function emptyUndoStack<T>(): UndoStack<T> {
  return { past: [], future: [], lastKind: null };
}

/**
 * The stack after an edit from `before`. An edit of a `kind` equal to the last one's
 * joins that step (the first keystroke's `before` is the one undo goes back to).
 */
export function recordEdit<T>(stack: UndoStack<T>, before: T, kind: string | null = null): UndoStack<T> {
  if (kind !== null && kind === stack.lastKind) return { ...stack, future: [] };
  const past = [...stack.past, before].slice(-UNDO_LIMIT);
  return { past, future: [], lastKind: kind };
}

/** The document to show after undo and the new stack, or null when there is nothing to undo. */
export function undoEdit<T>(stack: UndoStack<T>, current: T): { doc: T; stack: UndoStack<T> } | null {
  const doc = stack.past[stack.past.length - 1];
  if (doc === undefined) return null;
  return { doc, stack: { past: stack.past.slice(0, -1), future: [...stack.future, current], lastKind: null } };
}

/** The document to show after redo and the new stack, or null when there is nothing to redo. */
export function redoEdit<T>(stack: UndoStack<T>, current: T): { doc: T; stack: UndoStack<T> } | null {
  const doc = stack.future[stack.future.length - 1];
  if (doc === undefined) return null;
  return { doc, stack: { past: [...stack.past, current], future: stack.future.slice(0, -1), lastKind: null } };
}
