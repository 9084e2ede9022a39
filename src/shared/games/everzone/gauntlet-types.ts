/**
 * The EverZone deck gauntlet's request, progress and report: a deck plays
 * seeded games against chosen opponents in the worker pool. Part of EverZone's
 * API (`api.ts` here: methods `gauntlet.*`, events `gauntlet.progress` /
 * `gauntlet.done`).
 */
import type { Seat } from '../../../engine';
import type { AiLevel, SimState, SimWinRate } from '../../api';

/** An opponent of a gauntlet: a pre-made deck (`adam-finn`, …) or an `everzone-deck` library item. */
export type GauntletOpponent = { kind: 'premade'; id: string } | { kind: 'library'; id: string };

/**
 * A deck tested against opponents, 1v1, both sides played by the same AI level. Game `i` is played
 * against opponent `floor(i / gamesPerPairing)`, the deck going first in even games; its seed comes
 * from `seed` and `i`, so the same request plays the same games.
 */
export interface GauntletSpec {
  /** The deck under test: an `everzone-deck` document (it may be unsaved). */
  deck: unknown;
  /** The library item the deck is saved as: the finished results are kept with it. */
  itemId?: string;
  opponents: GauntletOpponent[];
  gamesPerPairing: number;
  level: AiLevel;
  seed: number;
  /** Command points per player (default 20). */
  cpPerPlayer?: number;
  /** Playouts per decision for the search levels (default: each level's own). */
  iterations?: number;
  /** Games played at the same time (default: one per AI worker). */
  jobs?: number;
}

/** One game of a gauntlet. */
export interface GauntletGameResult {
  index: number;
  seed: number;
  /** Index into the spec's opponents. */
  opponent: number;
  /** The seat the tested deck played (0 goes first). */
  deckSeat: Seat;
  /** 'win' / 'loss' / 'draw' for the tested deck; 'failed' when the game could not be finished. */
  result: 'win' | 'loss' | 'draw' | 'failed';
  /** Command points left at the end: the tested deck's, the opponent's. */
  cpLeft: [number, number] | null;
  /** Card ids the tested deck played (a unit activated or a support played), each once. */
  played: string[];
  actions: number;
  hash: string | null;
  error?: string;
  /** Whether the game's record is kept, so `replay.open { batchId: gauntletId, index }` opens it. */
  recordKept?: boolean;
}

/** The tested deck against one opponent. */
export interface GauntletMatchup {
  opponent: GauntletOpponent;
  name: string;
  /** Finished games; wins, draws and losses of the tested deck (a draw is not a win). */
  games: number;
  wins: number;
  draws: number;
  losses: number;
  failed: number;
  winRate: SimWinRate;
  /** The tested deck's win rate when it went first, and when it went second. */
  first: SimWinRate;
  second: SimWinRate;
  /** Average command points left at the end of the finished games (null before any). */
  cpLeft: number | null;
  opponentCpLeft: number | null;
}

/** Win rate of the tested deck in the games where it played a card, and in those where it did not. */
export interface GauntletCardImpact {
  card: string;
  name: string;
  played: SimWinRate;
  notPlayed: SimWinRate;
}

export interface GauntletReport {
  total: number;
  finished: number;
  failed: number;
  overall: SimWinRate;
  matchups: GauntletMatchup[];
  /** Every card of the deck, most played first. */
  cards: GauntletCardImpact[];
}

export interface GauntletStatus {
  gauntletId: string;
  spec: GauntletSpec;
  deckName: string;
  state: SimState;
  done: number;
  report: GauntletReport;
  /** Every game so far, by index. */
  results: GauntletGameResult[];
  error?: string;
  /** When the gauntlet started and (for a saved one) ended, ISO 8601. */
  startedAt: string;
  endedAt?: string;
}
