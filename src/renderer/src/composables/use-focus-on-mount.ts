/** Moves keyboard focus into a newly shown dialog or screen, so keyboard users land where the action is. */
import { nextTick, onMounted, type Ref } from 'vue';

export function useFocusOnMount(target: Ref<HTMLElement | null>): void {
  onMounted(() => {
    void nextTick(() => target.value?.focus());
  });
}
