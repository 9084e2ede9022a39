/** The registry of games. Services, the CLI, the worker and the AI reach games only through it. */
import type { AnyGame } from '../engine';
import { everzone } from './everzone';
import { evy } from './evy';
import { manor } from './manor';
import { queen } from './queen';
import { touch } from './touch';

export const GAMES: readonly AnyGame[] = [queen, evy, everzone, manor, touch];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}
