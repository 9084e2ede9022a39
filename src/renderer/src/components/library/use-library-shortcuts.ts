/**
 * The library list's keyboard shortcuts: Ctrl+F focuses the search, Delete
 * asks to delete the selected items. Ctrl+S belongs to the JSON editor, Esc to
 * each dialog. Keys typed into a field are the field's own.
 */
import { onBeforeUnmount, onMounted } from 'vue';

export interface LibraryShortcuts {
  /** False while a dialog is open: the dialog has the keyboard. */
  enabled(): boolean;
  /** True while the list (not the editor or the trash) is shown. */
  listShown(): boolean;
  focusSearch(): void;
  deleteSelected(): void;
}

const NOT_TYPED_INTO = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file'];

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.includes(target.type);
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

export function useLibraryShortcuts(shortcuts: LibraryShortcuts): void {
  function onKeydown(event: KeyboardEvent): void {
    if (!shortcuts.enabled() || !shortcuts.listShown()) return;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      shortcuts.focusSearch();
    } else if (event.key === 'Delete' && !event.ctrlKey && !event.altKey && !typingInField(event.target)) {
      event.preventDefault();
      shortcuts.deleteSelected();
    }
  }
  onMounted(() => window.addEventListener('keydown', onKeydown));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown));
}
