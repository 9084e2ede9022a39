/**
 * Makes an element end at the bottom of the window, whatever sits above it (the app's
 * header, a banner): its height is the window's height less its own top edge. A table
 * lays itself out inside that height, so the hand and the prompt are on screen without
 * scrolling the page.
 */
import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';

/** Below this a window is too short to share: the element keeps this height and the page scrolls. */
const MIN_HEIGHT_PX = 480;
/** Room left under the element so its shadow and border are not clipped. */
const BOTTOM_GAP_PX = 8;

export function useFillViewport(element: Ref<HTMLElement | null>): Ref<number | null> {
  const height = ref<number | null>(null);
  let observer: ResizeObserver | null = null;

  function measure(): void {
    const el = element.value;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    height.value = Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX));
  }

  onMounted(() => {
    measure();
    window.addEventListener('resize', measure);
    // Whatever is above may change height (an error banner comes and goes).
    observer = new ResizeObserver(measure);
    observer.observe(document.body);
  });
  onBeforeUnmount(() => {
    window.removeEventListener('resize', measure);
    observer?.disconnect();
  });
  return height;
}
