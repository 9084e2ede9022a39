/**
 * The live problem list of an edited JSON text. Syntax and the instant schema
 * check run on every change; the full check (the services' semantic check)
 * runs after a pause in typing, and a result that arrives for text that has
 * changed since is thrown away, so markers never point at the wrong place.
 */
import { computed, onBeforeUnmount, ref, shallowRef, watch, type Ref } from 'vue';
import { describeError } from '../../stores/errors';
import {
  hasErrors,
  locatePointerProblems,
  syntaxEditorProblems,
  type EditorProblem,
  type JsonChecker,
  type PointerProblem,
} from './editor-problems';

export interface JsonProblems {
  problems: Ref<EditorProblem[]>;
  invalid: Ref<boolean>;
  /** True while the full check of the current text is awaited. */
  checking: Ref<boolean>;
  /** Why the full check could not run, in words; null when it ran. */
  checkFailure: Ref<string | null>;
}

export const FULL_CHECK_PAUSE_MS = 350;

export function useJsonProblems(text: Ref<string>, checker: Ref<JsonChecker | null | undefined>): JsonProblems {
  const fullResult = shallowRef<{ text: string; problems: PointerProblem[] } | null>(null);
  const checking = ref(false);
  const checkFailure = ref<string | null>(null);

  const syntax = computed(() => syntaxEditorProblems(text.value));

  const problems = computed<EditorProblem[]>(() => {
    if (syntax.value.length > 0) return syntax.value;
    const value = JSON.parse(text.value) as unknown;
    const instant = checker.value?.instant?.(value) ?? [];
    // The last answer is about the text as it was; once the text changes, its places are wrong.
    const full = fullResult.value?.text === text.value ? fullResult.value.problems : [];
    return locatePointerProblems(text.value, [...instant, ...full]);
  });

  let timer: ReturnType<typeof setTimeout> | undefined;

  async function runFullCheck(checked: string, full: NonNullable<JsonChecker['full']>): Promise<void> {
    try {
      const found = await full(checked);
      // A late answer for older text must not replace the answer for the current one.
      if (text.value !== checked) return;
      fullResult.value = { text: checked, problems: found };
      checkFailure.value = null;
    } catch (error) {
      if (text.value === checked) checkFailure.value = describeError(error).message;
    } finally {
      if (text.value === checked) checking.value = false;
    }
  }

  watch(
    [text, checker],
    () => {
      clearTimeout(timer);
      const full = checker.value?.full;
      // The services check only text that parses; syntax errors are already listed.
      if (!full || syntax.value.length > 0) {
        checking.value = false;
        return;
      }
      checking.value = true;
      const checked = text.value;
      timer = setTimeout(() => void runFullCheck(checked, full), FULL_CHECK_PAUSE_MS);
    },
    { immediate: true },
  );

  onBeforeUnmount(() => clearTimeout(timer));

  return { problems, invalid: computed(() => hasErrors(problems.value)), checking, checkFailure };
}
