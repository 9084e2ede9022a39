/**
 * Evy's part of the API: the campaign (`campaign.*`) and the difficulty meter
 * (`meter.*`), their request schemas and the events they push.
 */
import type { MatchSummary } from '../../api';
import type { GameApiPart } from '../../game-api';
import {
  aiLevel,
  empty,
  id,
  itemId,
  itemName,
  MAX_SIM_GAMES,
  MAX_SIM_ITERATIONS,
  MAX_SIM_JOBS,
  object,
  seed,
} from '../../schema-parts';
import type { CampaignDifficulty, CampaignStatus } from './campaign-types';
import type { MeterReport, MeterRun, MeterSpec, MeterStatus } from './meter-types';

export interface EvyCalls {
  /** The Evy campaign and the scoreboard; a finished match of the current adventure is taken into account first. */
  'campaign.status': { req: Record<string, never>; res: CampaignStatus };
  /** Starts a new campaign at the first adventure; a campaign in progress is given up (its match closed). */
  'campaign.start': {
    req: { player: string; difficulty?: CampaignDifficulty; campaign?: string };
    res: CampaignStatus;
  };
  /** Opens the match of the current adventure for one human seat, or returns the one already open. */
  'campaign.play': { req: Record<string, never>; res: { status: CampaignStatus; match: MatchSummary } };
  /**
   * Takes the result of the campaign's finished match: won, the score is kept, the chosen card and HP
   * are carried on and the next adventure becomes current; lost, the same adventure is to be played again.
   */
  'campaign.finish': { req: { matchId: string }; res: CampaignStatus };
  /** Gives up the campaign in progress without a scoreboard entry. */
  'campaign.abandon': { req: Record<string, never>; res: CampaignStatus };
  /**
   * The Evy difficulty meter: the AI plays an adventure N seeded times in the background workers.
   * Progress arrives as `meter.progress`, the end as `meter.done`.
   */
  'meter.start': { req: MeterSpec; res: MeterStatus };
  /** Stops a running meter; finished runs stay in its report. */
  'meter.cancel': { req: { meterId: string }; res: MeterStatus };
  'meter.status': { req: { meterId: string }; res: MeterStatus };
}

export type EvyEvent =
  /** The Evy campaign changed (started, an adventure finished, abandoned). */
  | { type: 'campaign.updated'; status: CampaignStatus }
  | { type: 'meter.progress'; meterId: string; done: number; total: number; run: MeterRun; report: MeterReport }
  | { type: 'meter.done'; status: MeterStatus };

/** Evy's "Changing difficulty" options (`CampaignDifficulty`); the campaign's saved progress uses it too. */
export const CAMPAIGN_DIFFICULTY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    easier: { type: 'array', maxItems: 3, uniqueItems: true, items: { enum: ['A', 'B', 'C'] } },
    harder: { type: 'array', maxItems: 4, uniqueItems: true, items: { enum: ['A', 'B', 'C', 'D'] } },
    minHp: { enum: [5, 6, 7] },
  },
};

export const EVY_API: GameApiPart<EvyCalls, EvyEvent> = {
  game: 'evy',
  requestSchemas: {
    'campaign.status': empty,
    'campaign.start': object(['player'], {
      player: { ...itemName, maxLength: 40, description: "The player's name on the scoreboard." },
      difficulty: CAMPAIGN_DIFFICULTY_SCHEMA,
      campaign: itemId,
    }),
    'campaign.play': empty,
    'campaign.finish': object(['matchId'], { matchId: id }),
    'campaign.abandon': empty,
    'meter.start': object(['config', 'games', 'level', 'seed'], {
      // The adventure is checked by the Evy config check (a draft by the adventure checks), which names the hex.
      config: { type: 'object' },
      games: { type: 'integer', minimum: 1, maximum: MAX_SIM_GAMES },
      level: aiLevel,
      seed,
      jobs: { type: 'integer', minimum: 1, maximum: MAX_SIM_JOBS },
      iterations: { type: 'integer', minimum: 1, maximum: MAX_SIM_ITERATIONS },
      draftKey: { type: 'string', minLength: 1, maxLength: 200 },
    }),
    'meter.cancel': object(['meterId'], { meterId: id }),
    'meter.status': object(['meterId'], { meterId: id }),
  },
  events: ['campaign.updated', 'meter.progress', 'meter.done'],
};
