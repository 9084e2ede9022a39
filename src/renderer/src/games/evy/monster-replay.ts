/**
 * The monster phase step by step. The view holds where the monsters stand now and
 * `lastMonsterPhase`, what they did in order; walking those events backwards from
 * the current positions gives where they stood before, so each step can be drawn.
 * Nothing is decided here: the events are the rules' own account.
 */
import type { MonsterEvent, MonsterView } from '../../../../games/evy/types';

export interface MonsterFrame {
  /** Where every monster stands after this step. */
  monsters: MonsterView[];
  /** The step shown (null for the positions before the first step). */
  event: MonsterEvent | null;
  /** The monster acting in this step, to mark it. */
  acting: number | null;
}

export type ReplaySpeed = 'instant' | 'normal' | 'slow';

export const REPLAY_SPEEDS: readonly { speed: ReplaySpeed; label: string; stepMs: number }[] = [
  { speed: 'instant', label: 'Instant', stepMs: 0 },
  { speed: 'normal', label: 'Normal', stepMs: 700 },
  { speed: 'slow', label: 'Slow', stepMs: 1500 },
];

const SPEED_KEY = 'boardwright.evy.monsterSpeed';

export function loadSpeed(storage: Pick<Storage, 'getItem'> | null): ReplaySpeed {
  const saved = storage?.getItem(SPEED_KEY);
  return REPLAY_SPEEDS.some((s) => s.speed === saved) ? (saved as ReplaySpeed) : 'normal';
}

export function saveSpeed(storage: Pick<Storage, 'setItem'> | null, speed: ReplaySpeed): void {
  storage?.setItem(SPEED_KEY, speed);
}

function actingIn(event: MonsterEvent): number | null {
  return event.type === 'attack' || event.type === 'move' || event.type === 'spawn' ? event.monster : null;
}

/** Frames for `events` ending at `current`: frame 0 is before the first event, the last is `current`. */
export function monsterFrames(events: readonly MonsterEvent[], current: readonly MonsterView[]): MonsterFrame[] {
  const frames: MonsterFrame[] = [];
  let monsters = current.map((m) => ({ ...m }));
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as MonsterEvent;
    frames.unshift({ monsters, event, acting: actingIn(event) });
    if (event.type === 'spawn') {
      monsters = monsters.filter((m) => m.id !== event.monster);
    } else if (event.type === 'move') {
      monsters = monsters.map((m) =>
        m.id === event.monster ? { ...m, q: event.from.q, r: event.from.r, map: event.map } : m,
      );
    }
  }
  frames.unshift({ monsters, event: null, acting: null });
  return frames;
}

/**
 * Which events of `next` have not been shown yet, given the list shown last:
 * all of them for a new phase, the new tail when the same phase went on (after a
 * prompt), none when nothing changed. `previous` null (the table just opened): none.
 */
export function unseenEvents(previous: readonly MonsterEvent[] | null, next: readonly MonsterEvent[]): MonsterEvent[] {
  if (previous === null) return [];
  const same = (a: MonsterEvent | undefined, b: MonsterEvent | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const isPrefix = previous.length <= next.length && previous.every((e, i) => same(e, next[i]));
  if (isPrefix) return next.slice(previous.length);
  return [...next];
}
