import { tryApply } from './apply';
import { stateHash } from './hash';
import type { AnyGame, Seat } from './types';

/** One move in a record: who acted and the key of the action. */
export interface RecordedAction {
  seat: Seat;
  key: string;
}

/** Everything needed to replay a game exactly. */
export interface GameRecord<C = unknown> {
  game: string;
  engineVersion: string;
  contentHash: string;
  config: C;
  seed: number;
  actions: RecordedAction[];
  /** Set on a game taken over from a replay: where it branched off. Replaying ignores it. */
  origin?: RecordOrigin;
}

/** The game a record was taken over from: that record's hash (`hashText` of its canonical JSON), and the move it left at. */
export interface RecordOrigin {
  record: string;
  /** The actions of the origin kept: this record's first `step` actions are the origin's. */
  step: number;
  /** How many actions the origin had. */
  of: number;
}

export type ReplayResult<S> = { ok: true; state: S; hash: string } | { ok: false; error: string; actionIndex?: number };

export function newRecord<C>(game: AnyGame, config: C, seed: number): GameRecord<C> {
  return { game: game.id, engineVersion: game.engineVersion, contentHash: game.contentHash, config, seed, actions: [] };
}

/**
 * Why `record` cannot be replayed by `game` as it stands (another game, another rules
 * version, other content), in a player's words; null when it fits.
 */
export function recordMismatch(game: AnyGame, record: GameRecord): string | null {
  if (record.game !== game.id) return `This record is for the game "${record.game}", not "${game.id}".`;
  if (record.engineVersion !== game.engineVersion) {
    return `This record was made with rules version ${record.engineVersion}; this app has ${game.engineVersion}.`;
  }
  if (record.contentHash !== game.contentHash) {
    return `This record was made with different ${game.name} cards (content hash differs).`;
  }
  return null;
}

/**
 * Replays a record from its seed. Any mismatch (other game, other rules version,
 * other content, an action that is not legal where it stands) is reported with
 * the index of the action at fault instead of being thrown.
 */
export function replay<S>(game: AnyGame, record: GameRecord): ReplayResult<S> {
  const mismatch = recordMismatch(game, record);
  if (mismatch) return { ok: false, error: mismatch };
  let state = game.setup(record.config, record.seed) as S;
  for (let i = 0; i < record.actions.length; i++) {
    const { seat, key } = record.actions[i] as RecordedAction;
    const result = tryApply(game, state, seat, { key });
    if (!result.ok) return { ok: false, error: `Action ${i + 1} (${key}): ${result.error.message}`, actionIndex: i };
    state = result.state as S;
  }
  return { ok: true, state, hash: stateHash(state) };
}
