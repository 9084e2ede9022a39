/** How a Touch of Evil game played to the end finished, by the engine, read through the API. */
import { expect } from '@playwright/test';
import { connectApi } from './api-client';
import type { RunningHost } from './host';

export interface TouchEnding {
  /** The winning seat; null when nobody won (Darkness, or every Hero KO'd at once). */
  winner: number | null;
  labels: string[];
  heroes: { seat: number; hero: string }[];
}

/** The host's only match, which must be over. */
export async function touchEnding(host: RunningHost): Promise<TouchEnding> {
  const api = await connectApi(host);
  try {
    const summary = (await api.call('match.list', {}))[0]!;
    expect(summary.over).toBe(true);
    const final = (await api.call('match.view', { matchId: summary.id, seat: 0 })).view as {
      phase: string;
      winner: number | null;
      heroes: { seat: number; hero: string }[];
    };
    expect(final.phase).toBe('over');
    return { winner: final.winner, labels: summary.seatLabels, heroes: final.heroes };
  } finally {
    api.close();
  }
}
