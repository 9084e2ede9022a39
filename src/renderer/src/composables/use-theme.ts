import { onBeforeUnmount, ref, watch, type Ref } from 'vue';
import {
  applyTheme,
  readThemeChoice,
  resolveTheme,
  storeThemeChoice,
  systemPrefersDark,
  watchSystemTheme,
  type ThemeChoice,
} from '../styles/theme-choice';

/** The theme switch's state: the choice, kept and applied; System follows the system as it changes. */
export function useTheme(): { choice: Ref<ThemeChoice> } {
  const choice = ref<ThemeChoice>(readThemeChoice());
  const prefersDark = ref(systemPrefersDark());
  const stop = watchSystemTheme((dark) => (prefersDark.value = dark));
  watch(
    [choice, prefersDark],
    ([next, dark]) => {
      storeThemeChoice(next);
      applyTheme(resolveTheme(next, dark));
    },
    { immediate: true },
  );
  onBeforeUnmount(stop);
  return { choice };
}
