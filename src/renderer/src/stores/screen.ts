/** Which screen is up. No router: a few screens switched by this state. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameInfo } from '../../../shared/api';

export type ScreenName = 'home' | 'setup' | 'match' | 'library' | 'sim' | 'campaign';

export const useScreenStore = defineStore('screen', () => {
  const screen = ref<ScreenName>('home');
  /** The game being set up, on the setup screen. */
  const setupGame = ref<GameInfo | null>(null);

  function showHome(): void {
    screen.value = 'home';
    setupGame.value = null;
  }

  function showSetup(game: GameInfo): void {
    setupGame.value = game;
    screen.value = 'setup';
  }

  function showMatch(): void {
    screen.value = 'match';
  }

  /** The content library: designers' items, built-ins, packs. */
  function showLibrary(): void {
    screen.value = 'library';
    setupGame.value = null;
  }

  /** The batch simulation panel. */
  function showSim(): void {
    screen.value = 'sim';
    setupGame.value = null;
  }

  /** Evy's campaign: adventures in order, progress, scoreboard. */
  function showCampaign(): void {
    screen.value = 'campaign';
    setupGame.value = null;
  }

  return { screen, setupGame, showHome, showSetup, showMatch, showLibrary, showSim, showCampaign };
});
