/**
 * Marks spots on the table by their `data-place` ("track:shadow", "player:2"): the elements of
 * the places marked now carry a `data-mark` attribute naming the layers that mark them, and one
 * static stylesheet (`styles/place-mark.css`) draws the mark. Setting attributes on a few elements
 * restyles only those: rewriting a stylesheet at every move restyled the whole document (tens of
 * milliseconds on the illustrated Touch map). Each `layer` keeps its own marks, so "While you
 * waited" and the opponent's last move (`use-move-mark.ts`) never unmark each other.
 */
import { onBeforeUnmount } from 'vue';

const ATTRIBUTE = 'data-mark';

function selectorOf(place: string): string {
  return `[data-place="${place.replace(/["\\]/g, '\\$&')}"]`;
}

/** `element`'s layers with `layer` added or taken away; the attribute goes with the last. */
function setLayer(element: Element, layer: string, on: boolean): void {
  const layers = new Set((element.getAttribute(ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  if (on) layers.add(layer);
  else layers.delete(layer);
  if (layers.size > 0) element.setAttribute(ATTRIBUTE, [...layers].join(' '));
  else element.removeAttribute(ATTRIBUTE);
}

/** Marks the elements of `places` on `layer` in `root`, and unmarks that layer's other elements. */
export function markPlaces(root: ParentNode, layer: string, places: readonly string[]): void {
  const wanted = new Set(places.flatMap((place) => [...root.querySelectorAll(selectorOf(place))]));
  for (const element of root.querySelectorAll(`[${ATTRIBUTE}~="${layer}"]`)) {
    if (!wanted.has(element)) setLayer(element, layer, false);
  }
  for (const element of wanted) setLayer(element, layer, true);
}

/** `mark(places)` marks those places and unmarks the others of its layer; all are unmarked on unmount. */
export function usePlaceMark(layer = 'recap'): { mark(places: readonly string[]): void } {
  const mark = (places: readonly string[]): void => markPlaces(document, layer, places);
  onBeforeUnmount(() => mark([]));
  return { mark };
}
