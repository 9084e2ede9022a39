/**
 * The guided first game under way: which match it is, its lesson, and the step reached.
 * The match is a real one in the services (the learner's moves go to the real rules, the
 * opponents play their scripts), so its address survives a reload; the step is kept in the
 * browser's storage beside it, so the lesson resumes where it was. The lesson never blocks
 * a move silently: a move other than the step's is held back with the reason.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { TutorialDocument, TutorialStep } from '../../../content/schemas/tutorial';
import type { GameInfo, SeatSpec } from '../../../shared/api';
import { getApi } from '../api/bridge';
import { gameUi } from '../game-ui/lookup';
import { useErrorStore } from './errors';
import { useMatchStore } from './match';
import { useScreenStore } from './screen';

const PROGRESS_KEY = 'boardwright.tutorial';
const OFFERED_KEY = 'boardwright.tutorial-offered';

interface Progress {
  game: string;
  matchId: string;
  step: number;
}

function readProgress(): Progress | null {
  try {
    const raw = JSON.parse(window.localStorage.getItem(PROGRESS_KEY) ?? 'null') as Partial<Progress> | null;
    if (raw && typeof raw.game === 'string' && typeof raw.matchId === 'string' && Number.isInteger(raw.step))
      return raw as Progress;
  } catch {
    // A damaged entry is a lesson forgotten, not an error to show.
  }
  return null;
}

function writeProgress(progress: Progress | null): void {
  if (progress) window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  else window.localStorage.removeItem(PROGRESS_KEY);
}

function readOffered(): string[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(OFFERED_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    return [];
  }
}

export const useTutorialStore = defineStore('tutorial', () => {
  const progress = ref<Progress | null>(readProgress());
  const lesson = shallowRef<TutorialDocument | null>(null);
  /** Why the last move was held back, until the next move or step. */
  const heldBack = ref<string | null>(null);
  const offered = ref<string[]>(readOffered());

  const step = computed<TutorialStep | null>(() =>
    progress.value && lesson.value ? (lesson.value.steps[progress.value.step] ?? null) : null,
  );
  const finished = computed(() => !!progress.value && !!lesson.value && !step.value);

  /** Whether a lesson is under way on this match (its last step not yet done): tables hold back what would undo it. */
  function guides(matchId: string | undefined): boolean {
    return !!matchId && progress.value?.matchId === matchId && !finished.value;
  }

  function hasTutorial(game: string): boolean {
    return !!gameUi(game)?.learn?.tutorial;
  }

  /** Whether the first New match of this game should offer the lesson (once per game). */
  function shouldOffer(game: string): boolean {
    return hasTutorial(game) && !offered.value.includes(game);
  }

  function markOffered(game: string): void {
    if (offered.value.includes(game)) return;
    offered.value = [...offered.value, game];
    window.localStorage.setItem(OFFERED_KEY, JSON.stringify(offered.value));
  }

  async function loadLesson(game: string): Promise<TutorialDocument | null> {
    const load = gameUi(game)?.learn?.tutorial;
    if (!load) return null;
    return (await useErrorStore().guard(load, 'Could not load the lesson')) ?? null;
  }

  /** Starts the lesson as a new match and shows it. */
  async function start(game: GameInfo | string): Promise<void> {
    const id = typeof game === 'string' ? game : game.id;
    markOffered(id);
    const doc = await loadLesson(id);
    if (!doc) return;
    const seats: SeatSpec[] = doc.seats.map((s) =>
      s.kind === 'human' ? { kind: 'human' } : { kind: 'ai', level: s.level, script: [...s.script] },
    );
    const summary = await useErrorStore().guard(
      () => getApi().call('match.create', { game: id, config: doc.config, seats, seed: doc.seed }),
      'Could not start the lesson',
    );
    if (!summary) return;
    lesson.value = doc;
    heldBack.value = null;
    progress.value = { game: id, matchId: summary.id, step: 0 };
    writeProgress(progress.value);
    useScreenStore().showMatch();
    await useMatchStore().open(summary);
  }

  /** The lesson of this match, loaded again after a reload; false when the match has none. */
  async function resume(matchId: string): Promise<boolean> {
    const p = progress.value;
    if (!p || p.matchId !== matchId) return false;
    if (!lesson.value || lesson.value.game !== p.game) lesson.value = await loadLesson(p.game);
    return !!lesson.value;
  }

  function advance(): void {
    const p = progress.value;
    if (!p) return;
    heldBack.value = null;
    progress.value = { ...p, step: p.step + 1 };
    writeProgress(progress.value);
  }

  /**
   * Whether the learner's move may go to the match: the step's own move (the step is then
   * done), or any move once the lesson is finished. Another move is held back, with why.
   */
  function allows(matchId: string, key: string, label: (key: string) => string): boolean {
    const s = step.value;
    if (!progress.value || progress.value.matchId !== matchId || !s) return true;
    if (s.expect === key) {
      advance();
      return true;
    }
    const wanted = s.expect ? `This step asks for “${label(s.expect)}”.` : 'Read this step first, then press Next.';
    heldBack.value = `${s.whyNot ?? 'Not yet: the lesson shows one move at a time.'} ${wanted}`;
    return false;
  }

  /** Leaves the lesson; the match stays open as an ordinary game. */
  function leave(): void {
    progress.value = null;
    lesson.value = null;
    heldBack.value = null;
    writeProgress(null);
  }

  /** Closes the lesson's match and starts the lesson again from its first step. */
  async function restart(): Promise<void> {
    const p = progress.value;
    if (!p) return;
    leave();
    await useErrorStore().guard(
      () => getApi().call('match.close', { matchId: p.matchId }),
      'Could not close the lesson',
    );
    await start(p.game);
  }

  return {
    progress,
    lesson,
    step,
    finished,
    heldBack,
    guides,
    hasTutorial,
    shouldOffer,
    markOffered,
    start,
    resume,
    advance,
    allows,
    leave,
    restart,
  };
});
