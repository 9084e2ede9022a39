/**
 * The canvas's pointer: what a press, a drag and a release do with the active
 * tool — a brush stroke (one undo step), a single click, a selection rectangle,
 * moving the selected tiles — and panning (middle button, or space + drag), and
 * zooming with the wheel around the pointer.
 */
import { ref, type Ref } from 'vue';
import type { Hex } from '../../../../../games/evy/types';
import { hexKey } from '../evy-geometry';
import type { useEvyEditorStore } from './editor-store';
import { hexAtPoint, hexLine, hexesInRect, zoomAt, type Viewport } from './canvas-geometry';
import { toolInfo } from './tools';
import { useEditorClipboardStore } from './clipboard-store';
import { replacedTiles, replacedWords, shifted } from './clipboard';

type Store = ReturnType<typeof useEvyEditorStore>;
type Point = { x: number; y: number };

type Drag =
  | { kind: 'pan'; lastX: number; lastY: number }
  | { kind: 'stroke'; last: Hex }
  /** `add`: Shift was held, so what the rectangle (or click) takes joins the selection. */
  | { kind: 'rect'; from: Point; to: Point; add: boolean }
  | { kind: 'move'; from: Hex; offset: Hex }
  | null;

export function useCanvasPointer(
  svg: Ref<SVGSVGElement | null>,
  viewport: Ref<Viewport>,
  store: Store,
  spaceHeld: Ref<boolean>,
) {
  const drag = ref<Drag>(null);
  const hover = ref<Hex | null>(null);
  const clipboard = useEditorClipboardStore();
  /** A release closer than this (in SVG units) to its press is a click, not a rectangle. */
  const CLICK_SLOP = 4;

  /** The SVG point under a client position (the viewBox is kept at the element's aspect ratio). */
  function toSvg(event: { clientX: number; clientY: number }): Point {
    const el = svg.value;
    const v = viewport.value;
    if (!el) return { x: 0, y: 0 };
    const box = el.getBoundingClientRect();
    const w = box.width || 1;
    const h = box.height || 1;
    return { x: v.x + ((event.clientX - box.left) * v.w) / w, y: v.y + ((event.clientY - box.top) * v.h) / h };
  }

  function hexOf(event: PointerEvent): Hex {
    const p = toSvg(event);
    return hexAtPoint(p.x, p.y);
  }

  function isSelected(hex: Hex): boolean {
    const key = hexKey(hex);
    return store.selection.some((h) => hexKey(h) === key);
  }

  function onPointerDown(event: PointerEvent): void {
    if (event.button === 1 || (event.button === 0 && spaceHeld.value)) {
      drag.value = { kind: 'pan', lastX: event.clientX, lastY: event.clientY };
    } else if (event.button === 0) {
      const hex = hexOf(event);
      if (store.tool === 'select') {
        drag.value =
          isSelected(hex) && !event.shiftKey
            ? { kind: 'move', from: hex, offset: { q: 0, r: 0 } }
            : { kind: 'rect', from: toSvg(event), to: toSvg(event), add: event.shiftKey };
      } else if (toolInfo(store.tool).brush && !store.toolOptions.fill) {
        store.beginStroke();
        store.useToolAt(hex);
        drag.value = { kind: 'stroke', last: hex };
      } else {
        store.useToolAt(hex);
      }
    } else {
      return;
    }
    event.preventDefault();
    (event.currentTarget as Element | null)?.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent): void {
    const d = drag.value;
    const hex = hexOf(event);
    hover.value = hex;
    clipboard.aim = hex;
    if (!d) return;
    if (d.kind === 'pan') {
      const el = svg.value;
      const box = el?.getBoundingClientRect();
      const scale = box && box.width > 0 ? viewport.value.w / box.width : 1;
      viewport.value = {
        ...viewport.value,
        x: viewport.value.x - (event.clientX - d.lastX) * scale,
        y: viewport.value.y - (event.clientY - d.lastY) * scale,
      };
      drag.value = { ...d, lastX: event.clientX, lastY: event.clientY };
    } else if (d.kind === 'stroke') {
      if (hexKey(hex) === hexKey(d.last)) return;
      // The hexes between two reports of a fast stroke are painted too (the first is already done).
      for (const h of hexLine(d.last, hex).slice(1)) store.useToolAt(h);
      drag.value = { kind: 'stroke', last: hex };
    } else if (d.kind === 'rect') {
      drag.value = { ...d, to: toSvg(event) };
    } else {
      const offset = { q: hex.q - d.from.q, r: hex.r - d.from.r };
      drag.value = { ...d, offset };
      clipboard.note = moveNote(offset, false);
    }
  }

  /** While tiles are dragged: what dropping them here would replace, so nothing is lost unseen. */
  function moveNote(offset: Hex, dropped: boolean): string | null {
    const map = store.map;
    if (!map || (offset.q === 0 && offset.r === 0)) return null;
    const replaced = replacedTiles(map, shifted(store.selection, offset), store.selection);
    if (replaced.length === 0) return null;
    const words = replacedWords(replaced);
    return dropped ? `The move replaced ${words}. Ctrl+Z takes it back.` : `Dropping here replaces ${words}.`;
  }

  function endRect(d: { from: Point; to: Point; add: boolean }): void {
    if (Math.hypot(d.to.x - d.from.x, d.to.y - d.from.y) < CLICK_SLOP) {
      clipboard.selectAt(hexAtPoint(d.from.x, d.from.y), d.add);
      return;
    }
    const taken = hexesInRect(store.map?.tiles ?? [], d.from, d.to);
    if (!d.add) store.selection = taken;
    else {
      const have = new Set(store.selection.map(hexKey));
      store.selection = [...store.selection, ...taken.filter((h) => !have.has(hexKey(h)))];
    }
  }

  function onPointerUp(): void {
    const d = drag.value;
    drag.value = null;
    if (!d) return;
    if (d.kind === 'stroke') store.endStroke();
    else if (d.kind === 'rect') endRect(d);
    else if (d.kind === 'move') {
      const note = moveNote(d.offset, true);
      store.moveSelection(d.offset);
      clipboard.note = note;
    }
  }

  function onWheel(event: WheelEvent): void {
    const p = toSvg(event);
    viewport.value = zoomAt(viewport.value, Math.exp(-event.deltaY * 0.0015), p.x, p.y);
  }

  function onLeave(): void {
    hover.value = null;
  }

  return { drag, hover, onPointerDown, onPointerMove, onPointerUp, onWheel, onLeave };
}
