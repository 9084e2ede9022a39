/** Calls `onEscape` when Esc is pressed while the calling component is mounted (dialogs close on Esc). */
import { onBeforeUnmount, onMounted } from 'vue';

export function useEscape(onEscape: () => void): void {
  function listener(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  }
  onMounted(() => window.addEventListener('keydown', listener));
  onBeforeUnmount(() => window.removeEventListener('keydown', listener));
}
