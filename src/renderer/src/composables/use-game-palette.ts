import { computed, watchEffect } from 'vue';
import { useMatchStore } from '../stores/match';
import { useScreenStore } from '../stores/screen';

/**
 * Puts the shown game's palette on the whole page: `data-game` on the root element while a
 * game's setup, match or tool is up (styles/tokens/games.css), and `data-surface="table"`
 * while a match is, so the page reads as a table (the felt, in theme.css).
 */
export function useGamePalette(root: HTMLElement = document.documentElement): void {
  const screen = useScreenStore();
  const match = useMatchStore();
  const game = computed(() => {
    const name = screen.screen;
    if (name === 'match') return match.summary?.game ?? null;
    if (name === 'setup') return screen.setupGame?.id ?? null;
    if (name.includes(':')) return name.split(':')[0] ?? null;
    return null;
  });
  watchEffect(() => {
    if (game.value) root.dataset.game = game.value;
    else delete root.dataset.game;
    if (screen.screen === 'match') root.dataset.surface = 'table';
    else delete root.dataset.surface;
  });
}
