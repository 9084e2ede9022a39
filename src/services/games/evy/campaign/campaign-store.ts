/**
 * The Evy campaign on disk: `<dataDir>/campaign/progress.json` (the campaign in
 * progress) and `<dataDir>/campaign/scoreboard.json` (finished campaigns, the
 * book's "Who's the best?"). Both are written atomically with the previous
 * version kept as `.bak`; on reading, a file that is damaged is moved aside to
 * `campaign/corrupt/` and its `.bak` is tried, so a crash never loses more than
 * the last step and never stops the app from starting.
 */
import { join } from 'node:path';
import { compileChecker, createAjv, type Checker } from '../../../../content/ajv';
import { EVY_CARDS } from '../../../../games/evy/content';
import type { CampaignCarry, CampaignDifficulty, ScoreboardEntry } from '../../../../shared/api';
import { CAMPAIGN_DIFFICULTY_SCHEMA } from '../../../../shared/games/evy/api';
import { exists, moveAside, readJsonFile, writeFileAtomic } from '../../../storage/files';
import type { CampaignSource } from './library-campaigns';

/** The result of one adventure of the campaign, by adventure id. */
export interface StoredAdventure {
  adventure: string;
  /** Cards picked up in the won attempt; null until won. */
  score: number | null;
  attempts: number;
}

export interface StoredCampaign {
  player: string;
  difficulty: CampaignDifficulty;
  startedAt: string;
  current: number;
  carry: CampaignCarry | null;
  matchId: string | null;
  adventures: StoredAdventure[];
  last: { adventure: string; result: 'won' | 'lost'; score: number; matchId?: string } | null;
  /** A library campaign: its item id, title and adventures as they were when it started (absent: the book's). */
  source?: CampaignSource;
}

/** Keep the scoreboard readable: the best this many campaigns. */
export const SCOREBOARD_SIZE = 100;

const cardId = { enum: EVY_CARDS.map((c) => c.id) };
const adventureId = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };
const date = { type: 'string', format: 'date-time', maxLength: 40 };
const count = { type: 'integer', minimum: 0, maximum: 10_000 };
const player = { type: 'string', minLength: 1, maxLength: 40 };
const difficulty = CAMPAIGN_DIFFICULTY_SCHEMA;

const PROGRESS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['formatVersion', 'campaign'],
  properties: {
    formatVersion: { const: 1 },
    campaign: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['player', 'difficulty', 'startedAt', 'current', 'carry', 'matchId', 'adventures', 'last'],
          properties: {
            player,
            difficulty,
            startedAt: date,
            current: { type: 'integer', minimum: 0, maximum: 100 },
            carry: {
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  additionalProperties: false,
                  required: ['hp'],
                  properties: {
                    hp: { type: 'integer', minimum: 0, maximum: 99 },
                    card: cardId,
                    skills: { type: 'array', maxItems: 27, items: cardId },
                    cardUses: { type: 'integer', minimum: 0, maximum: 9 },
                  },
                },
              ],
            },
            matchId: { oneOf: [{ type: 'null' }, { type: 'string', minLength: 1, maxLength: 64 }] },
            adventures: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['adventure', 'score', 'attempts'],
                properties: {
                  adventure: adventureId,
                  score: { oneOf: [{ type: 'null' }, count] },
                  attempts: count,
                },
              },
            },
            last: {
              oneOf: [
                { type: 'null' },
                {
                  type: 'object',
                  additionalProperties: false,
                  required: ['adventure', 'result', 'score'],
                  properties: {
                    adventure: adventureId,
                    result: { enum: ['won', 'lost'] },
                    score: count,
                    matchId: { type: 'string', minLength: 1, maxLength: 64 },
                  },
                },
              ],
            },
            // The adventures were checked when the campaign started; the engine checks each again when played.
            source: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'title', 'adventures'],
              properties: {
                id: { type: 'string', minLength: 1, maxLength: 64 },
                title: { type: 'string', minLength: 1, maxLength: 60 },
                adventures: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'object' } },
              },
            },
          },
        },
      ],
    },
  },
};

const SCOREBOARD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['formatVersion', 'entries'],
  properties: {
    formatVersion: { const: 1 },
    entries: {
      type: 'array',
      maxItems: SCOREBOARD_SIZE,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['player', 'scores', 'total', 'finishedAt', 'difficulty'],
        properties: {
          player,
          scores: {
            type: 'array',
            maxItems: 100,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['adventure', 'score'],
              properties: { adventure: adventureId, score: count },
            },
          },
          total: count,
          finishedAt: date,
          difficulty,
        },
      },
    },
  },
};

export class CampaignStore {
  private readonly dir: string;
  private readonly checkProgress: Checker;
  private readonly checkScoreboard: Checker;

  constructor(
    dataDir: string,
    private readonly log: (message: string) => void = (m) => console.error(`[campaign] ${m}`),
  ) {
    this.dir = join(dataDir, 'campaign');
    const ajv = createAjv();
    this.checkProgress = compileChecker(ajv, PROGRESS_SCHEMA);
    this.checkScoreboard = compileChecker(ajv, SCOREBOARD_SCHEMA);
  }

  get progressFile(): string {
    return join(this.dir, 'progress.json');
  }

  get scoreboardFile(): string {
    return join(this.dir, 'scoreboard.json');
  }

  async loadCampaign(): Promise<StoredCampaign | null> {
    const data = await this.load(this.progressFile, this.checkProgress);
    // JSON.parse builds fresh plain objects, and the schema closed every object: safe to use as is.
    return data === null ? null : (data as { campaign: StoredCampaign | null }).campaign;
  }

  async saveCampaign(campaign: StoredCampaign | null): Promise<void> {
    await writeFileAtomic(this.progressFile, JSON.stringify({ formatVersion: 1, campaign }, null, 2) + '\n', {
      keepBackup: true,
    });
  }

  async loadScoreboard(): Promise<ScoreboardEntry[]> {
    const data = await this.load(this.scoreboardFile, this.checkScoreboard);
    return data === null ? [] : (data as { entries: ScoreboardEntry[] }).entries;
  }

  async saveScoreboard(entries: readonly ScoreboardEntry[]): Promise<void> {
    await writeFileAtomic(this.scoreboardFile, JSON.stringify({ formatVersion: 1, entries }, null, 2) + '\n', {
      keepBackup: true,
    });
  }

  /** The file's checked data, else its `.bak`'s, else null; damaged files are moved aside with a log line. */
  private async load(file: string, check: Checker): Promise<unknown> {
    for (const candidate of [file, `${file}.bak`]) {
      if (!(await exists(candidate))) continue;
      try {
        const data = await readJsonFile(candidate);
        const problems = check(data, { rootName: 'file' });
        if (problems.length > 0) throw new Error(problems.join('; '));
        return data;
      } catch (error) {
        const moved = await moveAside(candidate, join(this.dir, 'corrupt'));
        this.log(`${candidate} could not be read (${(error as Error).message}); moved to ${moved}.`);
      }
    }
    return null;
  }
}
