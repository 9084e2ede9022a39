/**
 * The Evy adventure editor's state. The document lives in the model's
 * `EditHistory` (src/content/evy-edit): every change is an `EditOp` done through
 * it, so undo/redo covers every edit. The store adds what the screen needs around
 * it — the library item, the map shown, the selection, the tool, the viewport, the
 * problems, keeping the document (`adventure-keeping.ts`), and the playtest match —
 * and keeps all of it while a playtest runs, so coming back finds the editor as it
 * was left.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import {
  adventureFromJson,
  adventureToJson,
  EditHistory,
  EditRefused,
  shiftSelection,
  validateAdventure,
  type EditOp,
  type EditorProblem,
} from '../../../../../content/evy-edit';
import type { Adventure, Hex } from '../../../../../games/evy/types';
import type { LibraryItemInfo } from '../../../../../shared/api';
import { getApi } from '../../../api/bridge';
import { useAdventureKeeping } from './adventure-keeping';
import { blankAdventure, uniqueAdventureId } from './blank-adventure';
import { followedCardCount } from './card-count';
import { finishPlaytest, startPlaytest } from './playtest';
import type { Viewport } from './canvas-geometry';
import { whyToolCannotAct } from './tool-refusals';
import { DEFAULT_TOOL_OPTIONS, editForHex, nextLetter, type ToolId, type ToolOptions } from './tools';
import { useErrorStore } from '../../../stores/errors';
import { useScreenStore } from '../../../stores/screen';
import { EVY_EDITOR } from '../evy-screens';

export type EditorTab = 'map' | 'adventure' | 'json';

export const useEvyEditorStore = defineStore('evyEditor', () => {
  const errors = useErrorStore();
  const item = ref<LibraryItemInfo | null>(null);
  // The editor's address names the open adventure, so a reload opens it again.
  watch(
    () => item.value?.id ?? null,
    (id) => useScreenStore().setToolItem(EVY_EDITOR, id),
  );
  const history = shallowRef<EditHistory | null>(null);
  const doc = shallowRef<Adventure | null>(null);
  /** Bumped on every document change: undo/redo buttons read it. */
  const revision = ref(0);
  const activeMap = ref(0);
  const selection = ref<Hex[]>([]);
  const tool = ref<ToolId>('floor');
  const toolOptions = ref<ToolOptions>({ ...DEFAULT_TOOL_OPTIONS });
  const tab = ref<EditorTab>('map');
  /** Per map index: where the canvas looked last (kept across playtests and tab switches). */
  const viewports = ref<Record<number, Viewport>>({});
  /** A hex the canvas should bring to the middle (a problem clicked); the canvas clears it. */
  const focusHex = ref<Hex | null>(null);
  /** Why the last edit was refused, in words; cleared by the next edit. */
  const message = ref<string | null>(null);
  const playtestMatch = ref<string | null>(null);
  const busy = ref(false);
  let strokeCounter = 0;
  let openStroke: number | null = null;
  /** A stroke changed the document: it is checked and kept when the stroke ends. */
  let settledPending = false;

  const readOnly = computed(() => item.value?.readOnly ?? true);
  /**
   * The model's problems of the document. Checked after every edit, but during a brush
   * stroke only when it ends: a stroke's dabs stay cheap on a large map, and the
   * problems of a half-drawn wall are not worth showing anyway.
   */
  const problems = shallowRef<EditorProblem[]>([]);
  const errorCount = computed(() => problems.value.filter((p) => p.severity === 'error').length);
  const canUndo = computed(() => revision.value >= 0 && !!history.value?.canUndo);
  const canRedo = computed(() => revision.value >= 0 && !!history.value?.canRedo);
  const map = computed(() => doc.value?.maps[activeMap.value] ?? null);

  const keeping = useAdventureKeeping({ item, doc, errorCount: () => errorCount.value });

  /** After any change of the document: show it; then (at once, or at the stroke's end) check and keep it. */
  function changed(): void {
    const h = history.value;
    if (!h) return;
    doc.value = h.doc;
    revision.value = h.revision;
    activeMap.value = Math.max(0, Math.min(activeMap.value, h.doc.maps.length - 1));
    if (openStroke !== null) {
      settledPending = true;
      return;
    }
    settle();
  }

  /** Checks the document now; keeps it (crash draft, then the library save) after a short pause. */
  function settle(): void {
    settledPending = false;
    problems.value = doc.value ? validateAdventure(doc.value) : [];
    keeping.schedule();
  }

  function load(info: LibraryItemInfo, adventure: Adventure, savedText: string): void {
    item.value = info;
    history.value = markRaw(new EditHistory(adventure));
    doc.value = adventure;
    problems.value = validateAdventure(adventure);
    revision.value = 0;
    activeMap.value = 0;
    selection.value = [];
    viewports.value = {};
    focusHex.value = null;
    message.value = null;
    tab.value = 'map';
    playtestMatch.value = null;
    keeping.opened(info, savedText);
  }

  /** Opens a library item of type `evy-adventure`; false (reason in the banner) when it cannot be. */
  async function open(id: string): Promise<boolean> {
    await keeping.flush();
    const got = await errors.guard(() => getApi().call('library.get', { id }), 'Could not open the adventure');
    if (!got) return false;
    if (got.info.type !== 'evy-adventure') {
      errors.report(new Error(`“${got.info.name}” is not an Evy adventure`), 'Could not open it in the editor');
      return false;
    }
    const parsed = adventureFromJson(got.text);
    if (!parsed.doc) {
      const first = parsed.problems[0]?.message ?? 'it is not a valid adventure';
      errors.report(
        new Error(`${first} (open it in the library's JSON editor to fix it)`),
        `Could not open “${got.info.name}”`,
      );
      return false;
    }
    load(got.info, parsed.doc, got.text);
    return true;
  }

  /** A built-in adventure (or any adventure) copied into a new library item, then opened. */
  async function openAsCopy(adventure: Adventure, name: string): Promise<boolean> {
    const api = getApi();
    const created = await errors.guard(async () => {
      const info = await api.call('library.create', { type: 'evy-adventure', name });
      // A copy is an adventure of its own: it must not share the original's id.
      const copy = { ...adventure, id: uniqueAdventureId(adventure.title, info.id) };
      await api.call('library.save', { id: info.id, text: adventureToJson(copy) });
      return info;
    }, `Could not copy “${name}”`);
    return created ? open(created.id) : false;
  }

  /**
   * A new library item that starts blank. The library holds only valid documents, so it keeps
   * its template until the blank draft has no errors; till then the draft lives on this device.
   */
  async function createBlank(name: string): Promise<boolean> {
    const info = await errors.guard(
      () => getApi().call('library.create', { type: 'evy-adventure', name }),
      `Could not create “${name}”`,
    );
    if (!info || !(await open(info.id)) || !history.value) return false;
    history.value.reset(blankAdventure(name, info.id));
    changed();
    return true;
  }

  /** The open read-only item (a built-in) duplicated into the user's library and opened. */
  async function duplicateOpen(): Promise<boolean> {
    const current = item.value;
    if (!current || !doc.value) return false;
    return openAsCopy(doc.value, `${doc.value.title} (copy)`);
  }

  /**
   * Does one edit (or one dab of the open stroke); refusals are shown in words, never thrown.
   * `group` joins consecutive edits of one source into one undo step (the JSON tab's typing)
   * until another edit comes between or `endStroke` is called.
   */
  function edit(op: EditOp, options: { stroke?: boolean; group?: string } = {}): boolean {
    const h = history.value;
    if (!h) return false;
    if (readOnly.value) {
      message.value = 'This is a built-in adventure: duplicate it to edit your own copy.';
      return false;
    }
    try {
      const before = h.doc;
      const open = options.stroke && openStroke !== null ? openStroke : options.group;
      // A single edit gets a step of its own too, so the card count can follow in the same step.
      const stroke = open ?? ++strokeCounter;
      h.do(op, { stroke });
      const count = followedCardCount(before, h.doc, op);
      if (count !== null) h.do({ type: 'set-meta', value: { cardCount: count } }, { stroke });
      if (open === undefined) h.endStroke();
      message.value = null;
      if (h.doc !== before) changed();
      return true;
    } catch (error) {
      if (!(error instanceof EditRefused)) throw error;
      message.value = error.message;
      return false;
    }
  }

  function beginStroke(): void {
    openStroke = ++strokeCounter;
  }

  function endStroke(): void {
    openStroke = null;
    history.value?.endStroke();
    if (settledPending) settle();
  }

  /** The active tool used on a hex of the shown map (a click, or a dab while a stroke is open). */
  function useToolAt(hex: Hex): void {
    const d = doc.value;
    if (!d) return;
    const why = whyToolCannotAct(d, activeMap.value, hex, tool.value, toolOptions.value);
    if (why !== null) {
      message.value = why;
      return;
    }
    const op = editForHex(d, activeMap.value, hex, tool.value, toolOptions.value);
    if (!op) return;
    const done = edit(op, { stroke: openStroke !== null });
    if (done && tool.value === 'waypoint' && toolOptions.value.letter.trim() !== '') {
      toolOptions.value = { ...toolOptions.value, letter: nextLetter(toolOptions.value.letter) };
    }
  }

  function moveSelection(offset: Hex): void {
    if (selection.value.length === 0) return;
    if (edit({ type: 'move-tiles', map: activeMap.value, hexes: selection.value, offset })) {
      selection.value = shiftSelection(selection.value, offset);
    }
  }

  function eraseSelection(): void {
    if (selection.value.length === 0) return;
    edit({ type: 'paint', map: activeMap.value, hexes: selection.value, tool: { kind: 'wall' } });
    selection.value = [];
  }

  function undo(): void {
    if (readOnly.value || !history.value?.undo()) return;
    message.value = null;
    changed();
  }

  function redo(): void {
    if (readOnly.value || !history.value?.redo()) return;
    message.value = null;
    changed();
  }

  function showMap(index: number): void {
    if (!doc.value || index < 0 || index >= doc.value.maps.length) return;
    activeMap.value = index;
    selection.value = [];
  }

  /** A problem clicked: its map shown, its hex brought to the middle of the canvas. */
  function jumpTo(target: { map: number | null; hex: Hex | null }): void {
    tab.value = 'map';
    if (target.map !== null) showMap(target.map);
    if (target.hex) focusHex.value = { ...target.hex };
  }

  /** Takes the crash draft back as one undoable edit. */
  function recover(): void {
    const draft = keeping.takeRecovery();
    if (!draft) return;
    const parsed = adventureFromJson(draft.text);
    if (!parsed.doc) {
      message.value = 'The draft could not be read back: it is not a valid adventure any more.';
      return;
    }
    edit({ type: 'replace', value: parsed.doc });
  }

  /** Plays the draft in the real engine; the editor keeps its state and is shown again on return. */
  async function playtest(): Promise<void> {
    const d = doc.value;
    if (!d || busy.value) return;
    if (errorCount.value > 0) {
      message.value = `Fix the ${errorCount.value === 1 ? 'error' : `${errorCount.value} errors`} in the problems list before a playtest.`;
      return;
    }
    busy.value = true;
    try {
      await keeping.flush();
      const matchId = await startPlaytest(d);
      if (matchId) playtestMatch.value = matchId;
    } finally {
      busy.value = false;
    }
  }

  /** Back from the playtest: its match is closed (it was only a trial) and the editor shown as it was. */
  async function endPlaytest(): Promise<void> {
    const matchId = playtestMatch.value;
    playtestMatch.value = null;
    await finishPlaytest(matchId);
  }

  /** Leaving the editor: what is waiting is saved first. */
  async function close(): Promise<void> {
    await keeping.flush();
  }

  /** Back to the editor's front page (after saving what is waiting). */
  async function closeItem(): Promise<void> {
    await keeping.flush();
    keeping.closed();
    item.value = null;
    history.value = null;
    doc.value = null;
    problems.value = [];
    message.value = null;
  }

  return {
    item,
    doc,
    revision,
    activeMap,
    selection,
    tool,
    toolOptions,
    tab,
    viewports,
    focusHex,
    saveStatus: keeping.saveStatus,
    recovery: keeping.recovery,
    message,
    playtestMatch,
    busy,
    readOnly,
    problems,
    errorCount,
    canUndo,
    canRedo,
    map,
    open,
    openAsCopy,
    createBlank,
    duplicateOpen,
    edit,
    beginStroke,
    endStroke,
    useToolAt,
    moveSelection,
    eraseSelection,
    undo,
    redo,
    showMap,
    jumpTo,
    recover,
    discardRecovery: keeping.discardRecovery,
    playtest,
    endPlaytest,
    close,
    closeItem,
    keepNow: keeping.keepNow,
  };
});
