/**
 * While there are unsaved changes, closing or reloading the page asks first
 * (the browser's own "Leave site?" question; in the desktop app, the window's).
 * Leaving within the app is the embedding screen's to confirm.
 */
import { onBeforeUnmount, onMounted, type Ref } from 'vue';

export function useUnsavedChangesGuard(dirty: Ref<boolean>): void {
  function listener(event: BeforeUnloadEvent): void {
    if (!dirty.value) return;
    event.preventDefault();
    // Older browsers show the question only when returnValue is set.
    event.returnValue = '';
  }
  onMounted(() => window.addEventListener('beforeunload', listener));
  onBeforeUnmount(() => window.removeEventListener('beforeunload', listener));
}
