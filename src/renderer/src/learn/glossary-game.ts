/**
 * Which game's glossary the text below a component speaks: a screen that shows one
 * game's text (the match, the guide) provides it once, and every `TermText` under it
 * links that game's terms without being told.
 */
import { computed, inject, provide, unref, type ComputedRef, type InjectionKey, type MaybeRef } from 'vue';

const GLOSSARY_GAME: InjectionKey<MaybeRef<string | null>> = Symbol('glossary-game');

export function provideGlossaryGame(game: MaybeRef<string | null>): void {
  provide(GLOSSARY_GAME, game);
}

/** The game `explicit` names, else the one provided above, else none (the text stays plain). */
export function useGlossaryGame(explicit: () => string | undefined): ComputedRef<string | null> {
  const provided = inject(GLOSSARY_GAME, null);
  return computed(() => explicit() ?? unref(provided) ?? null);
}
