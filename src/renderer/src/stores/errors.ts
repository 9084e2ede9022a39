/**
 * Problems to show the user in the dismissible banner. The app keeps running.
 * A banner belongs to the screen and the operation that made it: it goes when
 * that screen is left, when the same operation is retried and succeeds, or (for
 * a problem met while the host was out of reach) when the connection is back,
 * so a banner never speaks of something that is no longer true.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { ApiError } from '../../../shared/api';
import { useScreenStore, type ScreenName } from './screen';

export interface ShownError {
  id: number;
  message: string;
  details: string[];
  /** The operation that failed ("Could not export the pack"); its success later takes the banner away. */
  context?: string;
  /** The screen showing when it was reported. */
  screen: ScreenName;
  /** Reported while the connection to the host was down. */
  offline: boolean;
}

/**
 * The operation a context names, without the names in it: "Could not open the pack “a.bwpack”"
 * and "… “b.bwpack”" are the same operation, so opening b after a failed a takes a's banner away.
 */
export function operationOf(context: string): string {
  return context.replace(/“[^”]*”|"[^"]*"/g, '…');
}

/** The words a person should read for any thrown value. */
export function describeError(error: unknown): { message: string; details: string[] } {
  if (error instanceof ApiError) return { message: error.message, details: error.details };
  if (error instanceof Error) return { message: error.message, details: [] };
  return { message: String(error), details: [] };
}

export const useErrorStore = defineStore('errors', () => {
  const errors = ref<ShownError[]>([]);
  const screen = useScreenStore();
  /** Whether the host can be reached now (set by the banner, which listens to the connection). */
  let connected = true;
  /** Reported in the task now running: a screen change in the same task takes them along (report, then go home). */
  const fresh = new Set<number>();
  let nextId = 1;

  function report(error: unknown, context?: string): void {
    const { message, details } = describeError(error);
    const text = context ? `${context}: ${message}` : message;
    // The same message twice in a row (say, a retry) is shown once.
    const last = errors.value[errors.value.length - 1];
    if (last && last.message === text) return;
    const id = nextId++;
    errors.value.push({ id, message: text, details, context, screen: screen.screen, offline: !connected });
    fresh.add(id);
    queueMicrotask(() => fresh.delete(id));
  }

  function dismiss(id: number): void {
    errors.value = errors.value.filter((e) => e.id !== id);
  }

  function clear(): void {
    errors.value = [];
  }

  /** The operation `context` succeeded: its earlier failures are no longer true. */
  function settled(context: string): void {
    const operation = operationOf(context);
    const same = (e: ShownError): boolean => e.context !== undefined && operationOf(e.context) === operation;
    if (errors.value.some(same)) errors.value = errors.value.filter((e) => !same(e));
  }

  /** The connection went down or came back; coming back takes away what failed while it was down. */
  function setConnected(now: boolean): void {
    connected = now;
    if (now && errors.value.some((e) => e.offline)) errors.value = errors.value.filter((e) => !e.offline);
  }

  // Sync, so a report made just before a screen change (in the same task) is still fresh and moves with it.
  watch(
    () => screen.screen,
    (now) => {
      errors.value = errors.value.flatMap((e) => {
        if (fresh.has(e.id)) return [{ ...e, screen: now }];
        return e.screen === now ? [e] : [];
      });
    },
    { flush: 'sync' },
  );

  /** Runs an API call; on failure reports it and resolves to undefined; on success its earlier failures go. */
  async function guard<T>(work: () => Promise<T>, context?: string): Promise<T | undefined> {
    try {
      const result = await work();
      if (context) settled(context);
      return result;
    } catch (error) {
      report(error, context);
      return undefined;
    }
  }

  return { errors, report, dismiss, clear, guard, settled, setConnected };
});
