/**
 * EverZone's part of the API: the deck gauntlet (`gauntlet.*`), its request
 * schemas and the events it pushes.
 */
import type { GameApiPart } from '../../game-api';
import { aiLevel, id, itemId, MAX_SIM_ITERATIONS, MAX_SIM_JOBS, object, seed } from '../../schema-parts';
import type { GauntletGameResult, GauntletReport, GauntletSpec, GauntletStatus } from './gauntlet-types';

/** Gauntlet limits: opponents per gauntlet and games per pairing. */
export const MAX_GAUNTLET_OPPONENTS = 24;
export const MAX_GAUNTLET_GAMES_PER_PAIRING = 10_000;

export interface EverzoneCalls {
  /**
   * Tests an EverZone deck against opponents in the AI workers; refused with the validator's reasons when
   * a deck is illegal. Progress arrives as `gauntlet.progress`, the end as `gauntlet.done`.
   */
  'gauntlet.start': { req: GauntletSpec; res: GauntletStatus };
  /** Stops a running gauntlet; finished games stay in its results. */
  'gauntlet.cancel': { req: { gauntletId: string }; res: GauntletStatus };
  'gauntlet.status': { req: { gauntletId: string }; res: GauntletStatus };
  /** The last finished (or cancelled) gauntlet kept with a library deck, or null. */
  'gauntlet.saved': { req: { itemId: string }; res: GauntletStatus | null };
}

export type EverzoneEvent =
  | {
      type: 'gauntlet.progress';
      gauntletId: string;
      done: number;
      total: number;
      result: GauntletGameResult;
      report: GauntletReport;
    }
  | { type: 'gauntlet.done'; status: GauntletStatus };

export const EVERZONE_API: GameApiPart<EverzoneCalls, EverzoneEvent> = {
  game: 'everzone',
  requestSchemas: {
    'gauntlet.start': object(['deck', 'opponents', 'gamesPerPairing', 'level', 'seed'], {
      // The deck document is checked by the deck validator, which names the card and the rule.
      deck: { type: 'object' },
      itemId,
      opponents: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_GAUNTLET_OPPONENTS,
        items: object(['kind', 'id'], { kind: { enum: ['premade', 'library'] }, id: itemId }),
      },
      gamesPerPairing: { type: 'integer', minimum: 1, maximum: MAX_GAUNTLET_GAMES_PER_PAIRING },
      level: aiLevel,
      seed,
      cpPerPlayer: { type: 'integer', minimum: 10, maximum: 30 },
      iterations: { type: 'integer', minimum: 1, maximum: MAX_SIM_ITERATIONS },
      jobs: { type: 'integer', minimum: 1, maximum: MAX_SIM_JOBS },
    }),
    'gauntlet.cancel': object(['gauntletId'], { gauntletId: id }),
    'gauntlet.status': object(['gauntletId'], { gauntletId: id }),
    'gauntlet.saved': object(['itemId'], { itemId }),
  },
  events: ['gauntlet.progress', 'gauntlet.done'],
};
