/**
 * The editor's keyboard: one table read by the key handler and by the help
 * popover, so the help always lists the keys that really work.
 */
import { undoKey, type KeyLike } from '../../../logic/typing-target';
import { TOOLS, toolForKey, type ToolId } from './tools';

export type KeyAction =
  | { type: 'tool'; tool: ToolId }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'toggle-fill' }
  | { type: 'renumber' }
  | { type: 'erase-selection' }
  | { type: 'copy' }
  | { type: 'paste' }
  | { type: 'clear-selection' }
  | { type: 'zoom'; factor: number }
  | { type: 'fit' }
  | { type: 'help' };

/** What a key press does in the editor (outside text fields), or null. */
export function editorKeyAction(e: KeyLike): KeyAction | null {
  const key = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey) {
    if (key === 'c' && !e.shiftKey && !e.altKey) return { type: 'copy' };
    if (key === 'v' && !e.shiftKey && !e.altKey) return { type: 'paste' };
    const undo = undoKey(e);
    return undo ? { type: undo } : null;
  }
  if (e.altKey) return null;
  if (e.key === '+' || e.key === '=') return { type: 'zoom', factor: 1.25 };
  if (e.key === '-' || e.key === '_') return { type: 'zoom', factor: 0.8 };
  if (e.key === '0') return { type: 'fit' };
  if (e.key === '?') return { type: 'help' };
  if (e.key === 'Delete' || e.key === 'Backspace') return { type: 'erase-selection' };
  if (e.key === 'Escape') return { type: 'clear-selection' };
  if (key === 'g') return { type: 'toggle-fill' };
  if (key === 'n') return { type: 'renumber' };
  const tool = e.key.length === 1 ? toolForKey(e.key) : null;
  return tool ? { type: 'tool', tool } : null;
}

/** The help popover's rows: every key above, in words. */
export const KEY_HELP: readonly { keys: string; does: string }[] = [
  ...TOOLS.map((t) => ({ keys: t.key, does: `Tool: ${t.label}` })),
  { keys: 'G', does: 'Fill mode on/off (floods the region alike to the clicked hex)' },
  { keys: 'N', does: 'Renumber card tiles 1..n in reading order' },
  { keys: 'Delete', does: 'Make the selected hexes walls' },
  { keys: 'Esc', does: 'Clear the selection' },
  { keys: 'Click, Shift+click (select tool)', does: 'Select a tile; add it to the selection or take it out' },
  { keys: 'Ctrl+C', does: 'Copy the selected tiles' },
  { keys: 'Ctrl+V', does: 'Paste them at the pointer (or the keyboard cursor)' },
  { keys: 'Ctrl+Z', does: 'Undo' },
  { keys: 'Ctrl+Shift+Z, Ctrl+Y', does: 'Redo' },
  { keys: '+ / −, wheel', does: 'Zoom in / out' },
  { keys: '0', does: 'Fit the map' },
  { keys: 'Space+drag, middle drag', does: 'Pan' },
  { keys: 'Drag (select tool)', does: 'Select a rectangle; drag the selection to move it' },
  { keys: 'Arrows (map focused)', does: 'Move the keyboard cursor' },
  { keys: 'Enter (map focused)', does: 'Use the tool at the cursor (select tool: add or remove the hex)' },
  { keys: '?', does: 'This help' },
];
