/**
 * Marks spots on the table by their `data-place` ("track:shadow", "player:2"): one style element
 * holds a rule for the places marked now, so whatever element a table draws for a place, now or
 * after it redraws, is marked without the table knowing. Colours come from the theme; the pulse
 * only plays for those who do not ask for reduced motion.
 */
import { onBeforeUnmount } from 'vue';

const STYLE_ID = 'place-mark-style';

function selectorOf(place: string): string {
  return `[data-place="${place.replace(/["\\]/g, '\\$&')}"]`;
}

/** The pulse follows the header's Motion setting too: Off stops it, Normal and Fast let it play. */
function motionOn(selectors: string): string {
  return selectors
    .split(',\n')
    .map((s) => `:root:not([data-motion='off']) ${s}`)
    .join(',\n  ');
}

/** The CSS that marks `places` (empty: nothing). */
export function placeMarkCss(places: readonly string[]): string {
  if (places.length === 0) return '';
  const html = places.map((p) => `${selectorOf(p)}:not(svg *)`).join(',\n');
  const svg = places.map((p) => `svg ${selectorOf(p)}`).join(',\n');
  return `${html} {
  outline: 3px solid var(--accent);
  outline-offset: 2px;
  box-shadow: 0 0 0 6px var(--accent-soft);
}
${svg} {
  filter: drop-shadow(0 0 4px var(--accent)) drop-shadow(0 0 2px var(--accent));
}
@media (prefers-reduced-motion: no-preference) {
  ${motionOn(html)} {
    animation: place-mark-pulse 1.2s ease-in-out 2;
  }
}
@keyframes place-mark-pulse {
  50% { outline-offset: 5px; }
}`;
}

/**
 * `mark(places)` marks those places and unmarks the others; everything is unmarked on unmount.
 * Each `layer` keeps its own marks, so "While you waited" and the opponent's last move
 * (`use-move-mark.ts`) never unmark each other.
 */
export function usePlaceMark(layer = ''): { mark(places: readonly string[]): void } {
  const id = layer ? `${STYLE_ID}-${layer}` : STYLE_ID;
  function mark(places: readonly string[]): void {
    let style = document.getElementById(id);
    if (!style) {
      style = document.createElement('style');
      style.id = id;
      document.head.append(style);
    }
    style.textContent = placeMarkCss(places);
  }
  onBeforeUnmount(() => mark([]));
  return { mark };
}
