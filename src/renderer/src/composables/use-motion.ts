import { onBeforeUnmount, ref, watch, type Ref } from 'vue';
import {
  applyMotion,
  readMotionChoice,
  resolveMotion,
  storeMotionChoice,
  systemReducesMotion,
  watchSystemMotion,
  type MotionChoice,
} from '../styles/motion-choice';

/** The speed switch's state: the choice, kept and applied; System follows the system as it changes. */
export function useMotion(): { choice: Ref<MotionChoice> } {
  const choice = ref<MotionChoice>(readMotionChoice());
  const reduce = ref(systemReducesMotion());
  const stop = watchSystemMotion((next) => (reduce.value = next));
  watch(
    [choice, reduce],
    ([next, reduced]) => {
      storeMotionChoice(next);
      applyMotion(resolveMotion(next, reduced));
    },
    { immediate: true },
  );
  onBeforeUnmount(stop);
  return { choice };
}
