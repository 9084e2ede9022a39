/** The undo stack under the deck builder: steps, merged runs of one kind, the limit, redo cleared by an edit. */
import { describe, expect, it } from 'vitest';
import { emptyUndoStack, recordEdit, redoEdit, UNDO_LIMIT, undoEdit } from '../../src/renderer/src/logic/undo-stack';
import { undoKey } from '../../src/renderer/src/logic/typing-target';

describe('undo stack', () => {
  it('goes back and forth through the recorded documents', () => {
    let stack = recordEdit(recordEdit(emptyUndoStack<string>(), 'a'), 'b');
    const back = undoEdit(stack, 'c')!;
    expect(back.doc).toBe('b');
    const forth = redoEdit(back.stack, 'b')!;
    expect(forth.doc).toBe('c');
    stack = undoEdit(undoEdit(forth.stack, 'c')!.stack, 'b')!.stack;
    expect(undoEdit(stack, 'a')).toBeNull();
  });

  it('merges a run of edits of one kind; undo ends the run', () => {
    let stack = emptyUndoStack<string>();
    for (const before of ['', 'F', 'Fi']) stack = recordEdit(stack, before, 'name');
    expect(stack.past).toEqual(['']);
    const back = undoEdit(stack, 'Fin')!;
    expect(back.doc).toBe('');
    expect(recordEdit(back.stack, '', 'name').past).toEqual(['']);
    expect(recordEdit(recordEdit(stack, 'Fin', 'card'), 'Fin+', 'name').past).toEqual(['', 'Fin', 'Fin+']);
  });

  it('a new edit clears redo, and only the last UNDO_LIMIT steps are kept', () => {
    const back = undoEdit(recordEdit(emptyUndoStack<number>(), 1), 2)!;
    expect(recordEdit(back.stack, 1).future).toEqual([]);
    let stack = emptyUndoStack<number>();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) stack = recordEdit(stack, i);
    expect(stack.past).toHaveLength(UNDO_LIMIT);
    expect(stack.past[0]).toBe(5);
  });

  it('reads Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and ⌘Z; leaves other keys alone', () => {
    const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) =>
      undoKey({ key: k, ctrlKey: !!mods.ctrl, metaKey: !!mods.meta, shiftKey: !!mods.shift, altKey: !!mods.alt });
    expect(key('z', { ctrl: true })).toBe('undo');
    expect(key('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(key('y', { ctrl: true })).toBe('redo');
    expect(key('z', { meta: true })).toBe('undo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrl: true, alt: true })).toBeNull();
  });
});
