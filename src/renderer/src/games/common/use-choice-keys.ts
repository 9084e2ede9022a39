/**
 * A table's number keys, wired once: while the table is mounted and not read-only, a number
 * key focuses the enabled button marked `data-choice-key` with that number inside the
 * table, and Enter, as on any focused button, takes it. Keys typed into a field, and every
 * key while a dialog is open, are left to the page.
 */
import { onBeforeUnmount, onMounted } from 'vue';
import { belongsToPage, numberKey } from './number-keys';

export function useChoiceKeys(table: () => HTMLElement | undefined, readOnly: () => boolean | undefined): void {
  function onKey(event: KeyboardEvent): void {
    const modal = document.querySelector('[aria-modal="true"]') !== null;
    if (event.defaultPrevented || belongsToPage(event.target, modal)) return;
    const n = numberKey(event);
    if (n === null) return;
    const buttons = table()?.querySelectorAll<HTMLButtonElement>(`button[data-choice-key="${n}"]`) ?? [];
    const button = [...buttons].find((b) => !b.disabled);
    if (!button) return;
    event.preventDefault();
    button.focus();
  }
  onMounted(() => {
    if (!readOnly()) window.addEventListener('keydown', onKey);
  });
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
