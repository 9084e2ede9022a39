/**
 * Plays the monster phase back on the board one step at a time, at the speed the
 * player chose (kept in localStorage). A newer view with nothing new from the
 * monsters ends a replay still running: the board then shows the view as it is.
 * `plays` says whether to play back at all (a read-only board shows the view as it is).
 */
import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue';
import type { EvyView } from '../../../../games/evy/types';
import { loadSpeed, monsterFrames, REPLAY_SPEEDS, saveSpeed, unseenEvents, type MonsterFrame } from './monster-replay';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage can be switched off; the speed then lasts for this page only
  }
}

export function useMonsterReplay(view: Ref<EvyView>, plays: () => boolean = () => true) {
  const speed = ref(loadSpeed(storage()));
  const frames = ref<MonsterFrame[]>([]);
  const index = ref(0);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let shown: EvyView['lastMonsterPhase'] | null = null;

  function stop(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    frames.value = [];
    index.value = 0;
  }

  function stepMs(): number {
    return REPLAY_SPEEDS.find((s) => s.speed === speed.value)?.stepMs ?? 0;
  }

  function advance(): void {
    timer = null;
    if (index.value >= frames.value.length - 1) {
      stop();
      return;
    }
    index.value += 1;
    timer = setTimeout(advance, stepMs());
  }

  watch(
    view,
    (next) => {
      const fresh = unseenEvents(shown, next.lastMonsterPhase);
      shown = next.lastMonsterPhase;
      stop();
      if (!plays() || fresh.length === 0 || stepMs() === 0) return;
      frames.value = monsterFrames(fresh, next.monsters);
      timer = setTimeout(advance, stepMs());
    },
    { immediate: true },
  );

  watch(speed, (next) => {
    saveSpeed(storage(), next);
    if (next === 'instant') stop();
  });

  onBeforeUnmount(stop);

  /** The frame on the board while a replay runs, else null. */
  const frame = computed(() => frames.value[index.value] ?? null);
  /** Steps replayed so far of the shown phase (for marking the current line). */
  const step = computed(() => (frames.value.length ? index.value : null));
  const stepsShown = computed(() => frames.value.length - 1);

  return { speed, frame, step, stepsShown, skip: stop };
}
