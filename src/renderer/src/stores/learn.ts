/**
 * The rules guide and the glossary on screen: which game's guide is open beside the
 * current screen (and at which section), which term's entry is open, and each game's
 * guide and glossary once loaded. Both open over whatever screen is up, so a player reads
 * the rules without leaving the match.
 */
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { buildTermIndex, type TermIndex } from '../../../content/glossary-terms';
import type { GlossaryDocument, GlossaryTerm } from '../../../content/schemas/glossary';
import type { GuideDocument } from '../../../content/schemas/guide';
import { gameUi } from '../game-ui/lookup';

export interface GameWords {
  guide: GuideDocument;
  glossary: GlossaryDocument;
  index: TermIndex;
}

export interface OpenRules {
  game: string;
  /** The section shown; the first when null. */
  section: string | null;
}

export interface OpenTerm {
  game: string;
  term: GlossaryTerm;
  /** The link that opened it: the entry is placed beside it, and focus goes back to it. */
  anchor: HTMLElement | null;
}

/** Resolves in a later task, when the browser is idle if it can say so, so that long work is split. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });
}

export const useLearnStore = defineStore('learn', () => {
  const loaded = shallowRef<Readonly<Record<string, GameWords>>>({});
  const rules = ref<OpenRules | null>(null);
  const term = shallowRef<OpenTerm | null>(null);
  /** Why a game's words could not be loaded, by game. */
  const failed = ref<Record<string, string>>({});
  const pending = new Map<string, Promise<GameWords | null>>();

  /** Whether the game has a guide at all (its renderer entry names one). */
  function hasGuide(game: string): boolean {
    return !!gameUi(game)?.learn;
  }

  /** The game's guide and glossary, loaded once; null for a game without them or when loading failed. */
  function load(game: string): Promise<GameWords | null> {
    const done = loaded.value[game];
    if (done) return Promise.resolve(done);
    const learning = gameUi(game)?.learn;
    if (!learning) return Promise.resolve(null);
    let promise = pending.get(game);
    if (!promise) {
      promise = Promise.all([learning.guide(), learning.glossary()])
        .then(async ([guide, glossary]) => {
          // Linking every term on screen is a render of its own: not in the task that parsed the files.
          await nextTask();
          const words: GameWords = { guide, glossary, index: buildTermIndex(glossary) };
          loaded.value = { ...loaded.value, [game]: words };
          return words;
        })
        .catch((error: unknown) => {
          pending.delete(game);
          failed.value = { ...failed.value, [game]: error instanceof Error ? error.message : String(error) };
          return null;
        });
      pending.set(game, promise);
    }
    return promise;
  }

  function openRules(game: string, section: string | null = null): void {
    term.value = null;
    rules.value = { game, section };
    void load(game);
  }

  function showSection(section: string): void {
    if (rules.value) rules.value = { ...rules.value, section };
  }

  function closeRules(): void {
    rules.value = null;
  }

  function openTerm(game: string, entry: GlossaryTerm, anchor: HTMLElement | null): void {
    term.value = { game, term: entry, anchor };
  }

  /** Another entry of the open one's game (a "see also" link), placed where the first one was. */
  function switchTerm(id: string): void {
    const open = term.value;
    const entry = open && loaded.value[open.game]?.index.byId.get(id);
    if (open && entry) term.value = { ...open, term: entry };
  }

  /** Closes the entry and gives focus back to the link that opened it. */
  function closeTerm(): void {
    const anchor = term.value?.anchor;
    term.value = null;
    if (anchor?.isConnected) anchor.focus();
  }

  return {
    loaded,
    rules,
    term,
    failed,
    hasGuide,
    load,
    openRules,
    showSection,
    closeRules,
    openTerm,
    switchTerm,
    closeTerm,
  };
});
