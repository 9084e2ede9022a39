/**
 * Dice that tumble when rolled: each time `roll()` says something new (a new roll, or an Event's
 * re-roll of the same dice), the dice under `tray` turn over and bounce for the slow motion token,
 * then settle on their faces. The Web Animations API, so a new roll cancels the last one mid-way;
 * the numbers are in the page throughout and nothing waits for the tumble. Off: no animation.
 */
import { onMounted, watch, type Ref } from 'vue';
import { motionMs } from '../styles/motion-choice';

/** Each die starts at its own angle, so the tray does not tumble in step. */
function tumble(index: number): Keyframe[] {
  const turn = index % 2 === 0 ? 1 : -1;
  return [
    { transform: `translateY(-0.6rem) rotate(${turn * (200 + index * 40)}deg) scale(0.85)` },
    { transform: `translateY(0.15rem) rotate(${turn * 30}deg) scale(1.05)`, offset: 0.6 },
    { transform: 'translateY(0) rotate(0deg) scale(1)' },
  ];
}

export function useRollMotion(tray: Ref<HTMLElement | null>, roll: () => string, dieSelector: string): void {
  function play(): void {
    const ms = motionMs('slow');
    const root = tray.value;
    if (ms <= 0 || !root) return;
    root.querySelectorAll<HTMLElement>(dieSelector).forEach((die, i) => {
      for (const running of die.getAnimations()) running.cancel();
      die.animate(tumble(i), { duration: ms, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' });
    });
  }
  onMounted(play);
  watch(roll, play, { flush: 'post' });
}
