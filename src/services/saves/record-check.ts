/**
 * The gate for records and save files that come from outside (imports, files
 * on disk, the CLI). Nothing is trusted: the data is scanned for unsafe keys,
 * checked against its JSON Schema, its config against the game's schema, and
 * replayed action by action. Every failure is `invalid-record` with a message
 * saying what is wrong. What passes is copied field by field into fresh
 * objects; untrusted objects are never merged into ours.
 */
import { replay, type AnyGame, type GameRecord } from '../../engine';
import { compileChecker, createAjv, type Checker } from '../../content/ajv';
import { RECORD_SCHEMA, SAVE_FILE_SCHEMA } from '../../content/save-schema';
import type { SaveFile, SeatSpec } from '../../shared/api';
import { invalidRecord } from '../errors';
import type { RequestChecker } from '../request-check';
import { findUnsafeShapes } from '../untrusted';

/** A record that validated and replayed, with the state it reaches. */
export interface CheckedRecord {
  game: AnyGame;
  record: GameRecord;
  state: unknown;
  hash: string;
}

export class RecordChecker {
  private readonly checkRecordShape: Checker;
  private readonly checkSaveShape: Checker;

  constructor(
    private readonly games: readonly AnyGame[],
    private readonly requests: RequestChecker,
  ) {
    const ajv = createAjv();
    this.checkRecordShape = compileChecker(ajv, RECORD_SCHEMA);
    this.checkSaveShape = compileChecker(ajv, SAVE_FILE_SCHEMA);
  }

  /** Validates and replays a save file; `what` names it in messages ("This save", "saves/x.json"). */
  checkSave(data: unknown, what = 'This save'): { save: SaveFile; checked: CheckedRecord } {
    rejectUnsafe(data, what);
    const problems = this.checkSaveShape(data, { rootName: 'save' });
    if (problems.length > 0) throw invalidRecord(`${what} is not a valid Boardwright save file.`, problems);
    const raw = data as SaveFile;
    const checked = this.replayChecked(raw.record, what);
    const seats = copySeats(raw.seats);
    const expected = checked.game.seatCount(checked.record.config);
    if (seats.length !== expected) {
      throw invalidRecord(
        `${what} lists ${seats.length} seats, but its ${checked.game.name} setup plays with ${expected}.`,
      );
    }
    const save: SaveFile = {
      format: 'boardwright-save',
      formatVersion: 1,
      name: raw.name,
      savedAt: raw.savedAt,
      seats,
      record: checked.record,
    };
    return { save, checked };
  }

  /** Validates and replays a bare game record. */
  checkRecord(data: unknown, what = 'This record'): CheckedRecord {
    rejectUnsafe(data, what);
    const problems = this.checkRecordShape(data, { rootName: 'record' });
    if (problems.length > 0) throw invalidRecord(`${what} is not a valid game record.`, problems);
    return this.replayChecked(data as GameRecord, what);
  }

  /** Seats copied field by field, for callers holding shape-checked data. */
  static copySeats(seats: readonly SeatSpec[]): SeatSpec[] {
    return copySeats(seats);
  }

  /**
   * A record or save's record checked in everything but its replay (shape, game, setup), copied
   * field by field: for a replay viewer, which shows what still replays of a record that does not.
   */
  checkUnreplayed(data: unknown, what = 'This record'): { game: AnyGame; record: GameRecord } {
    rejectUnsafe(data, what);
    const isSave = this.checkSaveShape(data, { rootName: 'save' }).length === 0;
    const raw = isSave ? (data as SaveFile).record : data;
    const problems = isSave ? [] : this.checkRecordShape(raw, { rootName: 'record' });
    if (problems.length > 0) throw invalidRecord(`${what} is neither a game record nor a save file.`, problems);
    return this.gameAndCopy(raw as GameRecord, what);
  }

  /** For a record whose shape is already checked: game, config, then replay. */
  private replayChecked(raw: GameRecord, what: string): CheckedRecord {
    const { game, record } = this.gameAndCopy(raw, what);
    let result;
    try {
      result = replay(game, record);
    } catch (error) {
      console.error(`[services] replaying ${what} threw:`, error);
      throw invalidRecord(`${what} could not be replayed: ${(error as Error).message}`);
    }
    if (!result.ok) {
      if (result.actionIndex === undefined) throw invalidRecord(`${what} does not fit this app: ${result.error}`);
      const at = record.actions[result.actionIndex] as { seat: number; key: string };
      throw invalidRecord(
        `${what} does not replay: action ${result.actionIndex + 1} (${at.key}, by seat ${at.seat}) is not legal there.`,
        [result.error],
      );
    }
    return { game, record, state: result.state, hash: result.hash };
  }

  private gameAndCopy(raw: GameRecord, what: string): { game: AnyGame; record: GameRecord } {
    const game = this.games.find((g) => g.id === raw.game);
    if (!game) throw invalidRecord(`${what} is for a game this app does not have ("${raw.game}").`);
    const configProblems = this.requests.configProblems(game, raw.config, 'record/config');
    if (configProblems.length > 0)
      throw invalidRecord(`${what} has a setup that is not valid for ${game.name}.`, configProblems);
    const record: GameRecord = {
      game: raw.game,
      engineVersion: raw.engineVersion,
      contentHash: raw.contentHash,
      config: structuredClone(raw.config),
      seed: raw.seed,
      actions: raw.actions.map((a) => ({ seat: a.seat, key: a.key })),
      ...(raw.origin ? { origin: { record: raw.origin.record, step: raw.origin.step, of: raw.origin.of } } : {}),
    };
    return { game, record };
  }
}

function rejectUnsafe(data: unknown, what: string): void {
  const unsafe = findUnsafeShapes(data);
  if (unsafe.length > 0) throw invalidRecord(`${what} contains fields that are not allowed.`, unsafe);
}

function copySeats(seats: readonly SeatSpec[]): SeatSpec[] {
  return seats.map((s) => {
    if (s.kind === 'ai')
      return s.script ? { kind: 'ai', level: s.level, script: [...s.script] } : { kind: 'ai', level: s.level };
    return s.name === undefined ? { kind: 'human' } : { kind: 'human', name: s.name };
  });
}
