/** The editor state around the document: the map shown and the selected hexes. */
import type { Adventure, Hex } from '../../games/evy/types';
import type { EditorState } from './types';

export function editorState(doc: Adventure): EditorState {
  return { doc, activeMap: 0, selection: [] };
}

/**
 * The state with a new document (after an edit, undo or redo): the active map stays
 * when it still exists, else the last map is shown; the selection is kept.
 */
export function withDoc(state: EditorState, doc: Adventure): EditorState {
  const activeMap = Math.min(state.activeMap, doc.maps.length - 1);
  return { ...state, doc, activeMap: Math.max(0, activeMap) };
}

/** The selection moved with its tiles (after a `move-tiles` edit by `offset`). */
export function shiftSelection(selection: Hex[], offset: Hex): Hex[] {
  return selection.map((h) => ({ q: h.q + offset.q, r: h.r + offset.r }));
}
