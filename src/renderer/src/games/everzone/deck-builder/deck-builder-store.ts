/**
 * The EverZone deck builder's state: the deck being built (a deck document,
 * src/content/deck), the library item it is saved as, its legality (the
 * standalone validator, at every change), the card browser's filters and the
 * tab shown. A deck that breaks a rule can still be saved (the services keep
 * it with its reasons); only a legal deck can be played.
 */
import { formatWhen } from '../../../logic/format';
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { checkDeckInBrowser } from '../../../../../content/deck/standalone';
import { PREMADE_DECK_DOCUMENTS, type DeckDocument, type DeckProblem } from '../../../../../content/deck';
import { EVERZONE_CONTENT, findForcesCard } from '../../../../../games/everzone/content';
import type { Race } from '../../../../../games/everzone/types';
import type { LibraryItemInfo } from '../../../../../shared/api';
import { getApi } from '../../../api/bridge';
import { forgetDraft, readDraft, writeDraft } from '../../../logic/drafts';
import { emptyUndoStack, recordEdit, redoEdit, undoEdit, type UndoStack } from '../../../logic/undo-stack';
import { emptyFilters, type CardFilters } from './card-filter';
import { addCard, blankDeck, removeCard, setLeader } from './deck-edit';
import { useErrorStore } from '../../../stores/errors';
import { useScreenStore } from '../../../stores/screen';
import { DECK_BUILDER } from '../ez-screens';

export type DeckBuilderTab = 'build' | 'stats' | 'json' | 'test';

/** The text a deck is saved as: what `library.get` gives back, so "unsaved" compares like with like. */
export function deckJson(deck: DeckDocument): string {
  return JSON.stringify(deck, null, 2) + '\n';
}

/** Where the builder keeps its crash draft on this device. */
const DECK_BUILDER_DRAFTS = 'boardwright.deck-builder.draft.';
/** The one crash draft: the deck being built, with the library item it belongs to (if any). */
const DRAFT_ID = 'current';

interface DeckDraft {
  itemId: string | null;
  deck: DeckDocument;
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The pools' locations of a new deck: those of the first pre-made deck (a deck brings five). */
const DEFAULT_LOCATIONS = PREMADE_DECK_DOCUMENTS[0]?.document.locations ?? [];

export const useDeckBuilderStore = defineStore('deckBuilder', () => {
  const errors = useErrorStore();
  /** The library item the deck is saved as; null (or a read-only built-in) until the first save. */
  const item = ref<LibraryItemInfo | null>(null);
  // The builder's address names the saved deck open, so a reload opens it again.
  watch(
    () => item.value?.id ?? null,
    (id) => useScreenStore().setToolItem(DECK_BUILDER, id),
  );
  const deck = ref<DeckDocument>(blankDeck('New deck', 'numan', DEFAULT_LOCATIONS));
  /** The deck's text as last saved ('' for a deck never saved). */
  const savedText = ref('');
  const filters = ref<CardFilters>(emptyFilters('numan'));
  const tab = ref<DeckBuilderTab>('build');
  /** The user's decks in the library, for "Open". */
  const libraryDecks = ref<LibraryItemInfo[]>([]);
  const saving = ref(false);
  /** The last thing done, in words ("Saved “My deck”."). */
  const notice = ref('');
  /** The deck's earlier (and undone) versions: every change to the deck can be undone. */
  const history = ref<UndoStack<DeckDocument>>(emptyUndoStack());
  /** Nothing opened or changed yet this session: a crash draft may be taken back. */
  const fresh = ref(true);
  const canUndo = computed(() => history.value.past.length > 0);
  const canRedo = computed(() => history.value.future.length > 0);

  const check = computed(() => checkDeckInBrowser(deck.value));
  const errorsOnly = computed(() => check.value.problems.filter((p) => p.severity === 'error'));
  const legal = computed(() => check.value.ok);
  const dirty = computed(() => deckJson(deck.value) !== savedText.value);
  /** A built-in (read-only) item is not written to: saving makes a copy of your own. */
  const writable = computed(() => item.value !== null && !item.value.readOnly);

  /** The problems each card is named in, for the reason beside it. */
  const problemsByCard = computed(() => {
    const map = new Map<string, DeckProblem[]>();
    for (const problem of check.value.problems) {
      for (const id of problem.cards) map.set(id, [...(map.get(id) ?? []), problem]);
    }
    return map;
  });

  /** Every change to the deck goes through here; `kind` joins a run of like edits (typing a name) into one undo step. */
  function edit(next: DeckDocument, kind: string | null = null): void {
    if (next === deck.value) return;
    fresh.value = false;
    // "Saved …" spoke of the deck as it was: once it changes (a rename too) the words are no longer true.
    notice.value = '';
    history.value = recordEdit(history.value, deck.value, kind);
    deck.value = next;
  }

  /** Shows the deck an undo or a redo gives back (the card filter follows its race). */
  function travel(step: { doc: DeckDocument; stack: UndoStack<DeckDocument> } | null): void {
    if (!step) return;
    history.value = step.stack;
    deck.value = step.doc;
    filters.value = { ...filters.value, race: step.doc.race };
  }

  const undo = (): void => travel(undoEdit(history.value, deck.value));
  const redo = (): void => travel(redoEdit(history.value, deck.value));

  /** Another deck is opened (or started): its history starts empty. */
  function load(next: DeckDocument, info: LibraryItemInfo | null, saved: string): void {
    fresh.value = false;
    history.value = emptyUndoStack();
    deck.value = next;
    item.value = info;
    savedText.value = saved;
    filters.value = emptyFilters(next.race);
    notice.value = '';
  }

  /** A new, empty deck of a race, not yet in the library. */
  function newDeck(race: Race = 'numan', name = 'New deck'): void {
    load(blankDeck(name, race, DEFAULT_LOCATIONS), null, '');
  }

  /** A copy of a pre-made deck to change, not yet in the library. */
  function fromPremade(id: string): void {
    const premade = PREMADE_DECK_DOCUMENTS.find((d) => d.id === id);
    if (!premade) return;
    load({ ...structuredClone(premade.document), name: `${premade.document.name} (copy)` }, null, '');
  }

  /** Any deck document (an import, the JSON tab) replaces the one being built; the item stays. */
  function replace(next: DeckDocument, kind: string | null = null): void {
    edit(next, kind);
    filters.value = { ...filters.value, race: next.race };
  }

  /** Opens a library deck; false (with the reason in the banner) when it cannot be read. */
  async function openItem(id: string): Promise<boolean> {
    const loaded = await errors.guard(async () => {
      const { info, text } = await getApi().call('library.get', { id });
      if (info.type !== 'everzone-deck') throw new Error(`“${info.name}” is not an EverZone deck.`);
      return { info, text, doc: JSON.parse(text) as DeckDocument };
    }, 'Could not open the deck');
    if (!loaded) return false;
    // The library's name is the one the user gave (a new item's template says "My deck").
    const doc = { ...loaded.doc, name: loaded.info.name };
    load(doc, loaded.info, loaded.info.readOnly ? '' : deckJson(doc));
    return true;
  }

  async function refreshDecks(): Promise<void> {
    const list = await errors.guard(
      () => getApi().call('library.list', { type: 'everzone-deck' }),
      'Could not list your decks',
    );
    if (list) libraryDecks.value = list;
  }

  /**
   * Saves the deck: into its own item, or a new one for a deck never saved (or a built-in).
   * A deck that breaks a rule is saved too; the notice says it cannot be played yet.
   */
  async function save(): Promise<boolean> {
    if (saving.value) return false;
    saving.value = true;
    const text = deckJson(deck.value);
    const name = deck.value.name.trim() || 'New deck';
    try {
      const saved = await errors.guard(async () => {
        const target = writable.value
          ? item.value!
          : await getApi().call('library.create', { type: 'everzone-deck', name });
        return (await getApi().call('library.save', { id: target.id, text })).info;
      }, `Could not save “${name}”`);
      if (!saved) return false;
      item.value = saved;
      savedText.value = text;
      const count = errorsOnly.value.length;
      notice.value = legal.value
        ? `Saved “${saved.name}”.`
        : `Saved “${saved.name}”. It cannot be played until ${count === 1 ? 'its problem is' : `its ${count} problems are`} fixed.`;
      await refreshDecks();
      return true;
    } finally {
      saving.value = false;
    }
  }

  /** Renames the deck (and its library item, when it has one of its own). */
  async function rename(name: string): Promise<void> {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (writable.value) {
      const info = await errors.guard(
        () => getApi().call('library.rename', { id: item.value!.id, name: trimmed }),
        `Could not rename “${item.value!.name}”`,
      );
      if (!info) return;
      item.value = info;
      await refreshDecks();
    }
    // The document's own name follows; saving it is the next save (unsaved until then).
    edit({ ...deck.value, name: trimmed }, 'name');
  }

  /** Leaves the current item: the next save makes a new one (a copy). */
  function detach(name: string): void {
    item.value = null;
    savedText.value = '';
    edit({ ...deck.value, name });
  }

  // Unsaved work is also kept on this device at every change, so a crash loses nothing.
  watch([deck, savedText, item], () => {
    const shelf = storage();
    if (!shelf || fresh.value) return;
    if (!dirty.value || deck.value.cards.length === 0) {
      forgetDraft(shelf, DRAFT_ID, DECK_BUILDER_DRAFTS);
      return;
    }
    const draft: DeckDraft = { itemId: writable.value ? item.value!.id : null, deck: deck.value };
    const text = JSON.stringify(draft);
    writeDraft(shelf, { itemId: DRAFT_ID, savedAt: new Date().toISOString(), text }, DECK_BUILDER_DRAFTS);
  });

  // Asked for by the screen as it mounts and by its address after a reload: one recovery serves both.
  let recovery: Promise<boolean> | null = null;
  function recoverDraft(): Promise<boolean> {
    recovery ??= recoverOnce();
    return recovery;
  }

  /**
   * The deck an address names (a reload): the crash draft comes back first when there is one, as
   * the screen does on its own; then the named deck is opened unless the draft was its own.
   */
  async function openFromAddress(id: string): Promise<boolean> {
    await recoverDraft();
    if (item.value?.id === id) return true;
    return openItem(id);
  }

  /**
   * After a crash (a fresh builder with a draft on this device): the draft comes back. A saved
   * deck is opened first and the draft laid over it as one change, so Undo shows the saved deck.
   */
  async function recoverOnce(): Promise<boolean> {
    const shelf = storage();
    const draft = shelf && fresh.value ? readDraft(shelf, DRAFT_ID, DECK_BUILDER_DRAFTS) : null;
    if (!draft) return false;
    let parsed: DeckDraft;
    try {
      parsed = JSON.parse(draft.text) as DeckDraft;
      if (!parsed.deck || !Array.isArray(parsed.deck.cards)) throw new Error('not a deck');
    } catch {
      forgetDraft(shelf!, DRAFT_ID, DECK_BUILDER_DRAFTS);
      return false;
    }
    const when = formatWhen(draft.savedAt);
    if (parsed.itemId && (await openItem(parsed.itemId))) {
      edit(parsed.deck);
      notice.value = `Recovered your unsaved changes from ${when}. Undo shows the deck as last saved.`;
    } else {
      load(parsed.deck, null, '');
      notice.value = `Recovered the deck you were building on ${when}; it is not saved yet.`;
    }
    filters.value = { ...filters.value, race: deck.value.race };
    return true;
  }

  /** "Discard changes": the unsaved work and its crash draft go; a new, empty deck is shown. */
  function discardChanges(): void {
    const shelf = storage();
    if (shelf) forgetDraft(shelf, DRAFT_ID, DECK_BUILDER_DRAFTS);
    newDeck(deck.value.race);
  }

  const lookup = findForcesCard;
  return {
    item,
    deck,
    savedText,
    filters,
    tab,
    libraryDecks,
    saving,
    notice,
    check,
    errorsOnly,
    legal,
    dirty,
    writable,
    problemsByCard,
    newDeck,
    fromPremade,
    replace,
    openItem,
    refreshDecks,
    save,
    rename,
    detach,
    canUndo,
    canRedo,
    recoverDraft,
    openFromAddress,
    discardChanges,
    undo,
    redo,
    add: (id: string) => edit(addCard(deck.value, id, lookup)),
    remove: (id: string) => edit(removeCard(deck.value, id)),
    setLeader: (id: string | null) => edit(setLeader(deck.value, id, lookup)),
    setRace: (race: Race) => replace({ ...deck.value, race }),
    setName: (name: string) => edit({ ...deck.value, name }, 'name'),
    /** The location cards the deck brings to the pool (an id may repeat). */
    addLocation: (id: string) => edit({ ...deck.value, locations: [...deck.value.locations, id] }),
    removeLocation: (index: number) =>
      edit({ ...deck.value, locations: deck.value.locations.filter((_, i) => i !== index) }),
    cards: EVERZONE_CONTENT.cards,
  };
});
