/** Which screen is up. No router: a few screens switched by this state. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameInfo } from '../../../shared/api';

export type ScreenName = 'home' | 'setup' | 'match' | 'library' | 'sim' | 'campaign' | 'evy-editor' | 'deck-builder';

/** Where the match screen's way back leads, when not home (a playtest returns to the editor). */
export type MatchReturn = 'evy-editor' | null;

export const useScreenStore = defineStore('screen', () => {
  const screen = ref<ScreenName>('home');
  /** The game being set up, on the setup screen. */
  const setupGame = ref<GameInfo | null>(null);
  const matchReturn = ref<MatchReturn>(null);

  function showHome(): void {
    screen.value = 'home';
    setupGame.value = null;
  }

  function showSetup(game: GameInfo): void {
    setupGame.value = game;
    screen.value = 'setup';
  }

  function showMatch(returnTo: MatchReturn = null): void {
    matchReturn.value = returnTo;
    screen.value = 'match';
  }

  /** The Evy adventure editor (its store keeps the open adventure). */
  function showEvyEditor(): void {
    screen.value = 'evy-editor';
    setupGame.value = null;
    matchReturn.value = null;
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

  /** The EverZone deck builder (its store keeps the deck being built). */
  function showDeckBuilder(): void {
    screen.value = 'deck-builder';
    setupGame.value = null;
  }

  return {
    screen,
    setupGame,
    matchReturn,
    showHome,
    showSetup,
    showMatch,
    showLibrary,
    showSim,
    showCampaign,
    showEvyEditor,
    showDeckBuilder,
  };
});
