/**
 * The editor's selection by click and its clipboard: a click selects a tile
 * (Shift adds or takes it out), Ctrl+C copies the selection, Ctrl+V pastes it
 * where the pointer or the keyboard cursor is — one undo step, and the pasted
 * tiles become the selection so they can be moved on. What a paste replaced is
 * said in words.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { Hex } from '../../../../../games/evy/types';
import { plural } from '../../../logic/format';
import { hexKey } from '../evy-geometry';
import { copyTiles, pasteEdit, replacedTiles, replacedWords, type Clip } from './clipboard';
import { useEvyEditorStore } from './editor-store';

export const useEditorClipboardStore = defineStore('evyEditorClipboard', () => {
  const editor = useEvyEditorStore();
  const clip = shallowRef<Clip | null>(null);
  /** The hex under the pointer, or the keyboard cursor: where a paste goes. */
  const aim = ref<Hex | null>(null);
  /** What the last copy or paste did, in words (for the status line). */
  const note = ref<string | null>(null);

  /** A click with the select tool: that tile alone, or with `add` in or out of the selection. A wall clears it. */
  function selectAt(hex: Hex, add: boolean): void {
    const isTile = editor.map?.tiles.some((t) => t.q === hex.q && t.r === hex.r) ?? false;
    const key = hexKey(hex);
    if (!add) {
      editor.selection = isTile ? [{ q: hex.q, r: hex.r }] : [];
      return;
    }
    const rest = editor.selection.filter((h) => hexKey(h) !== key);
    editor.selection = rest.length < editor.selection.length ? rest : [...editor.selection, { q: hex.q, r: hex.r }];
  }

  function copy(): boolean {
    const map = editor.map;
    const copied = map ? copyTiles(map, editor.selection) : null;
    if (!copied) {
      note.value = null;
      editor.message = 'Nothing to copy: select tiles first (select tool, V: click or drag over them).';
      return false;
    }
    clip.value = copied;
    note.value = `Copied ${plural(copied.tiles.length, 'tile')}: Ctrl+V pastes them at the pointer.`;
    return true;
  }

  /** Beside the copied tiles when nothing is aimed at: one clip's width to the right. */
  function fallbackSpot(c: Clip): Hex {
    const width = Math.max(...c.tiles.map((t) => t.q + t.r / 2)) - Math.min(...c.tiles.map((t) => t.q + t.r / 2));
    return { q: c.from.q + Math.ceil(width) + 1, r: c.from.r };
  }

  function paste(at: Hex | null = aim.value): boolean {
    const c = clip.value;
    const map = editor.map;
    if (!c || !map) {
      editor.message = 'Nothing to paste: copy a selection first (Ctrl+C).';
      return false;
    }
    const spot = at ?? fallbackSpot(c);
    const { op, hexes } = pasteEdit(c, editor.activeMap, spot);
    const replaced = replacedTiles(map, hexes);
    if (!editor.edit(op)) return false;
    editor.selection = hexes;
    note.value =
      replaced.length > 0
        ? `Pasted ${plural(hexes.length, 'tile')} over ${replacedWords(replaced)}. Ctrl+Z takes it back.`
        : `Pasted ${plural(hexes.length, 'tile')}.`;
    return true;
  }

  return { clip, aim, note, selectAt, copy, paste };
});
