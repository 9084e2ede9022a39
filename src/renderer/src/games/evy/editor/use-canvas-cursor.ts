/**
 * The canvas without a mouse: a cursor hex that the arrow keys move (the view
 * follows it), and Enter uses the active tool there — or, with the select tool,
 * adds the hex to the selection or takes it out; a paste goes to the cursor.
 */
import { ref, watch, type Ref } from 'vue';
import type { EvyMap, Hex } from '../../../../../games/evy/types';
import { hexCenter } from '../evy-geometry';
import { useEditorClipboardStore } from './clipboard-store';
import type { useEvyEditorStore } from './editor-store';
import { centreOn, cursorStep, type Viewport } from './canvas-geometry';

type Store = ReturnType<typeof useEvyEditorStore>;

export function useCanvasCursor(map: Ref<EvyMap | null>, viewport: Ref<Viewport>, store: Store) {
  const cursor = ref<Hex | null>(null);
  const focused = ref(false);
  const clipboard = useEditorClipboardStore();

  function onKeydown(event: KeyboardEvent): void {
    const m = map.value;
    if (!m || event.ctrlKey || event.metaKey || event.altKey) return;
    const from = cursor.value ?? m.start;
    const next = cursorStep(from, event.key);
    if (next) {
      cursor.value = next;
      clipboard.aim = next;
      const { x, y } = hexCenter(next);
      const v = viewport.value;
      if (x < v.x || x > v.x + v.w || y < v.y || y > v.y + v.h) viewport.value = centreOn(v, next);
    } else if (event.key === 'Enter') {
      cursor.value = from;
      if (store.tool === 'select') clipboard.selectAt(from, true);
      else store.useToolAt(from);
    } else {
      return;
    }
    event.preventDefault();
  }

  function onFocus(): void {
    focused.value = true;
    cursor.value ??= map.value ? { ...map.value.start } : null;
  }

  function onBlur(): void {
    focused.value = false;
  }

  watch(
    () => store.activeMap,
    () => (cursor.value = null),
  );

  return { cursor, focused, onKeydown, onFocus, onBlur };
}
