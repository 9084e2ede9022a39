/**
 * Which screen is up: a few screens switched by this state. Each screen's address
 * (`logic/routes.ts`) follows this state and leads back to it (`use-hash-route.ts`).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { GameInfo } from '../../../shared/api';

/** The screens every game shares. */
export type CoreScreen = 'home' | 'setup' | 'match' | 'library' | 'sim' | 'replay';
/** A screen a game adds (its tools in `games/<id>`), named `<game>:<tool>`. */
export type ToolScreen = `${string}:${string}`;
export type ScreenName = CoreScreen | ToolScreen;

export const useScreenStore = defineStore('screen', () => {
  const screen = ref<ScreenName>('home');
  /** The game being set up, on the setup screen. */
  const setupGame = ref<GameInfo | null>(null);
  /** The tool that started the match on show, when its way back is not home (a playtest's editor). */
  const matchReturn = ref<ToolScreen | null>(null);
  /** The match an address named that is not open (closed, or its autosave did not load). */
  const missingMatch = ref<string | null>(null);
  /** The library item each tool has open (its address names it, so a reload opens it again). */
  const toolItems = ref<Partial<Record<ToolScreen, string>>>({});

  /** A tool opened `id` (null: nothing saved yet, or closed). */
  function setToolItem(tool: ToolScreen, id: string | null): void {
    const next = { ...toolItems.value };
    if (id === null) delete next[tool];
    else next[tool] = id;
    toolItems.value = next;
  }

  function showHome(): void {
    screen.value = 'home';
    setupGame.value = null;
  }

  function showSetup(game: GameInfo): void {
    setupGame.value = game;
    screen.value = 'setup';
  }

  function showMatch(returnTo: ToolScreen | null = null): void {
    matchReturn.value = returnTo;
    missingMatch.value = null;
    screen.value = 'match';
  }

  /** The match screen, saying that the match `matchId` is not open. */
  function showMissingMatch(matchId: string): void {
    matchReturn.value = null;
    missingMatch.value = matchId;
    screen.value = 'match';
  }

  /** A game's tool (its store keeps what it had open). */
  function showTool(name: ToolScreen): void {
    screen.value = name;
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

  return {
    screen,
    setupGame,
    matchReturn,
    missingMatch,
    toolItems,
    setToolItem,
    showHome,
    showSetup,
    showMatch,
    showMissingMatch,
    showTool,
    showLibrary,
    showSim,
  };
});
