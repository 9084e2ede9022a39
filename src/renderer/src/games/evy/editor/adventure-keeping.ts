/**
 * Keeping the open adventure: after each settled change, a crash draft on this
 * device (after a short pause), then the library save (`Autosave`, after a
 * further pause; the library refuses a document with errors, and the status says
 * so in words). Opening an item offers back its draft when that is newer than
 * the library's copy. The editor's store gives it the item and the document.
 */
import { ref, type Ref } from 'vue';
import { adventureToJson } from '../../../../../content/evy-edit';
import type { Adventure } from '../../../../../games/evy/types';
import type { LibraryItemInfo } from '../../../../../shared/api';
import { getApi } from '../../../api/bridge';
import { draftToRecover, forgetDraft, readDraft, writeDraft, type Draft } from '../../../logic/drafts';
import { Autosave, type SaveStatus } from './autosave';

/** Where the editor keeps its crash drafts on this device, one per library item. */
const EVY_EDITOR_DRAFTS = 'boardwright.evy-editor.draft.';
/** Pause after the last edit before the crash draft is written. */
export const DRAFT_DELAY_MS = 250;
/** Further pause before the library save. */
export const AUTOSAVE_DELAY_MS = 800;

export interface KeptAdventure {
  item: Ref<LibraryItemInfo | null>;
  doc: Readonly<Ref<Adventure | null>>;
  /** Errors in the document now: the library refuses to save it while there are any. */
  errorCount(): number;
}

export function useAdventureKeeping({ item, doc, errorCount }: KeptAdventure) {
  const saveStatus = ref<SaveStatus>({ state: 'saved' });
  /** A local draft newer than the library's copy, offered back after a crash. */
  const recovery = ref<Draft | null>(null);
  let keepTimer: ReturnType<typeof setTimeout> | undefined;

  const autosave = new Autosave({
    delayMs: AUTOSAVE_DELAY_MS,
    errorCount,
    status: (next) => (saveStatus.value = next),
    save: async (text) => {
      const current = item.value;
      if (!current) return;
      const result = await getApi().call('library.save', { id: current.id, text });
      if (item.value?.id === current.id) item.value = result.info;
      // The library holds this text now: the crash copy is no longer needed.
      if (doc.value && adventureToJson(doc.value) === text) {
        forgetDraft(window.localStorage, current.id, EVY_EDITOR_DRAFTS);
      }
    },
  });

  /**
   * A settled change: kept after a short pause. Writing 100 KB of JSON at every dab of a big
   * map would cost more than the edit, so changes are batched; meanwhile the status must not
   * say "saved" about a document that changed.
   */
  function schedule(): void {
    if (!item.value || item.value.readOnly) return;
    saveStatus.value = { state: 'pending' };
    clearTimeout(keepTimer);
    keepTimer = setTimeout(keepNow, DRAFT_DELAY_MS);
  }

  /** The crash draft written and the library save scheduled, for the document as it is now. */
  function keepNow(): void {
    clearTimeout(keepTimer);
    keepTimer = undefined;
    const current = doc.value;
    if (!current || !item.value || item.value.readOnly) return;
    const text = adventureToJson(current);
    writeDraft(
      window.localStorage,
      { itemId: item.value.id, savedAt: new Date().toISOString(), text },
      EVY_EDITOR_DRAFTS,
    );
    autosave.schedule(text);
  }

  /** Everything waiting is kept and saved now (before a playtest, leaving, opening another). */
  async function flush(): Promise<void> {
    if (keepTimer !== undefined) keepNow();
    await autosave.flush();
  }

  /** An item was opened as `savedText`: nothing of the one before waits; its own newer draft is offered. */
  function opened(info: LibraryItemInfo, savedText: string): void {
    clearTimeout(keepTimer);
    keepTimer = undefined;
    autosave.cancel();
    if (info.readOnly) saveStatus.value = { state: 'read-only' };
    else autosave.markSaved(savedText);
    recovery.value = info.readOnly
      ? null
      : draftToRecover(readDraft(window.localStorage, info.id, EVY_EDITOR_DRAFTS), {
          text: savedText,
          modifiedAt: info.modifiedAt,
        });
  }

  /** The item was closed (after `flush`): nothing more is saved for it. */
  function closed(): void {
    autosave.cancel();
    recovery.value = null;
  }

  /** The draft on offer, taken (it is offered once). */
  function takeRecovery(): Draft | null {
    const draft = recovery.value;
    recovery.value = null;
    return draft;
  }

  /** The draft on offer refused: it is forgotten on this device too. */
  function discardRecovery(): void {
    if (item.value) forgetDraft(window.localStorage, item.value.id, EVY_EDITOR_DRAFTS);
    recovery.value = null;
  }

  return { saveStatus, recovery, schedule, keepNow, flush, opened, closed, takeRecovery, discardRecovery };
}
