/**
 * The card opened large: one at a time, over whatever screen is up, with everything its
 * face shows and more (its whole text, its numbers in words, its terms as links). Each
 * table says what a card is with `CardLargeContent`; the dialog draws it the same for all.
 */
import { defineStore } from 'pinia';
import { shallowRef } from 'vue';

/** A number the card prints, with the word that says what it counts ("Cost", "3"). */
export interface CardNumber {
  label: string;
  value: string | number;
}

export interface CardLargeContent {
  /** The game whose glossary links the card's terms. */
  game: string;
  name: string;
  /** What kind of card it is, in words ("Unit · Numan", "Town Item"). */
  type: string;
  numbers?: CardNumber[];
  /** The card's text, one paragraph each; terms become links. */
  text: string[];
  /** Where the card stands now ("Deactivated", "Known to the other team"). */
  notes?: string[];
  flavour?: string;
}

export interface OpenCard {
  card: CardLargeContent;
  /** The control that opened it: focus goes back to it on close. */
  anchor: HTMLElement | null;
}

export const useCardLargeStore = defineStore('card-large', () => {
  const open = shallowRef<OpenCard | null>(null);

  function show(card: CardLargeContent, anchor: HTMLElement | null): void {
    open.value = { card, anchor };
  }

  function close(): void {
    const anchor = open.value?.anchor;
    open.value = null;
    if (anchor?.isConnected) anchor.focus();
  }

  return { open, show, close };
});
