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

type Store = ReturnType<typeof useEvyEditorStore>;
type Point = { x: number; y: number };

type Drag =
  | { kind: 'pan'; lastX: number; lastY: number }
  | { kind: 'stroke'; last: Hex }
  | { kind: 'rect'; from: Point; to: Point }
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
        drag.value = isSelected(hex)
          ? { kind: 'move', from: hex, offset: { q: 0, r: 0 } }
          : { kind: 'rect', from: toSvg(event), to: toSvg(event) };
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
      drag.value = { ...d, offset: { q: hex.q - d.from.q, r: hex.r - d.from.r } };
    }
  }

  function onPointerUp(): void {
    const d = drag.value;
    drag.value = null;
    if (!d) return;
    if (d.kind === 'stroke') store.endStroke();
    else if (d.kind === 'rect') {
      const tiles = store.map?.tiles ?? [];
      store.selection = hexesInRect(tiles, d.from, d.to);
    } else if (d.kind === 'move') store.moveSelection(d.offset);
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
