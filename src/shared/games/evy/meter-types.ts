/**
 * The difficulty meter's request and result: the AI plays a draft Evy adventure
 * N seeded times in the background worker pool, and the result says how often
 * Evy survives and what hurt her. Part of Evy's API (`api.ts` here: methods
 * `meter.*`, events `meter.progress` / `meter.done`).
 */
import type { AiLevel } from '../../api';

export interface MeterSpec {
  /** The adventure as an Evy config: `custom` (a draft) or `adventure` (a built-in id); difficulty allowed. */
  config: { adventure?: string; custom?: unknown; difficulty?: unknown };
  /** Runs to play (each a whole adventure). */
  games: number;
  level: AiLevel;
  seed: number;
  /** Runs played at the same time (default: the pool's size). */
  jobs?: number;
  /** Search levels: a fixed playout budget instead of the level's (reproducible anyway). */
  iterations?: number;
  /**
   * Which draft this measures (an editor draft or library id): the service keeps the last finished
   * estimate per key and hands it back as `previous`, so the panel can say "41% → 57%".
   */
  draftKey?: string;
}

/** One run of the meter. */
export interface MeterRun {
  index: number;
  seed: number;
  result: 'won' | 'lost' | 'failed';
  /** Evy's turns when the run ended. */
  turns: number;
  /** HP when it ended. */
  hp: number;
  /** Where Evy stood when she lost (map index and hex); null unless lost. */
  lostAt: { map: number; q: number; r: number } | null;
  /** HP lost per attacker: the boss's name, or the adventure's monster name; 'other' when no attacker. */
  hpLostBy: Record<string, number>;
  /** HP lost per monster-roll total (2..12) of the phase the hit came in. */
  hpLostByRoll: Record<string, number>;
  /** Actions played and the final state's hash (the same seed replays the same run). */
  actions: number;
  hash: string | null;
  error?: string;
}

export interface MeterReport {
  total: number;
  /** Runs that ended (won or lost); failed runs are left out of every figure. */
  finished: number;
  failed: number;
  wins: number;
  /** wins / finished, with its 95% Wilson interval. */
  survival: { rate: number; low: number; high: number };
  /** Averages over every finished run (turns) and over wins (HP left); null with nothing to average. */
  averageTurns: number | null;
  averageTurnsOfWins: number | null;
  averageHpOfWins: number | null;
  /** Where Evy lost: per map index, "q,r" → runs lost there. */
  heat: Record<string, Record<string, number>>;
  /** HP lost over all runs by attacker (boss name / monster name / 'other') and by the roll total. */
  hpLostBy: Record<string, number>;
  hpLostByRoll: Record<string, number>;
}

export type MeterState = 'running' | 'done' | 'cancelled' | 'failed';

export interface MeterStatus {
  meterId: string;
  spec: MeterSpec;
  /** The adventure's title. */
  title: string;
  state: MeterState;
  done: number;
  report: MeterReport;
  /** The previous finished estimate of the same `draftKey` (before this one), if any. */
  previous: MeterReport | null;
  error?: string;
}
