/** Problems to show the user in the dismissible banner. The app keeps running. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { ApiError } from '../../../shared/api';

export interface ShownError {
  id: number;
  message: string;
  details: string[];
}

/** The words a person should read for any thrown value. */
export function describeError(error: unknown): { message: string; details: string[] } {
  if (error instanceof ApiError) return { message: error.message, details: error.details };
  if (error instanceof Error) return { message: error.message, details: [] };
  return { message: String(error), details: [] };
}

export const useErrorStore = defineStore('errors', () => {
  const errors = ref<ShownError[]>([]);
  let nextId = 1;

  function report(error: unknown, context?: string): void {
    const { message, details } = describeError(error);
    const text = context ? `${context}: ${message}` : message;
    // The same message twice in a row (say, a retry) is shown once.
    const last = errors.value[errors.value.length - 1];
    if (last && last.message === text) return;
    errors.value.push({ id: nextId++, message: text, details });
  }

  function dismiss(id: number): void {
    errors.value = errors.value.filter((e) => e.id !== id);
  }

  function clear(): void {
    errors.value = [];
  }

  /** Runs an API call; on failure reports it and resolves to undefined. */
  async function guard<T>(work: () => Promise<T>, context?: string): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      report(error, context);
      return undefined;
    }
  }

  return { errors, report, dismiss, clear, guard };
});
