/**
 * The conformance suite's options, its report, its error, and the context one
 * check runs in (which game, seed and step, and the report to count into).
 */
import type { RngState } from './rng';
import type { AnyGame } from './types';

/** A broken rule of the contract: the message says which seed and step, when one did. */
export class ConformanceError extends Error {
  constructor(
    message: string,
    readonly seed: number | null = null,
    readonly step: number | null = null,
    cause?: unknown,
  ) {
    super(seed === null ? message : `seed ${seed}, step ${step}: ${message}`, { cause });
    this.name = 'ConformanceError';
  }
}

export interface ConformanceOptions {
  playouts: number;
  /** First seed; playout i uses firstSeed + i. */
  firstSeed: number;
  /** A playout longer than this is reported as a dead end (a loop). */
  maxSteps: number;
  /** Check views, determinisations and the search fast path every this many steps (1 = every step). */
  viewCheckEvery: number;
}

/** What the suite saw of one kind of secret over a run. */
export interface SecretTally {
  /** Determinisations for a seat this kind was hidden from, and those that moved it. */
  hidden: number;
  varied: number;
  /** Views of a seat that knew a secret of this kind, and those its mark was found in. */
  held: number;
  seen: number;
}

export interface ConformanceReport {
  playouts: number;
  steps: number;
  viewChecks: number;
  /** Determinisations whose state (without its PRNG) differed from the true state. */
  variedDeterminizations: number;
  /** Per kind of secret (`Game.secrets`). */
  secrets: Record<string, SecretTally>;
  /** Determinisations that changed the state where no declared secret changed. */
  undeclaredVariations: number;
  /** Checks of the optional members (clone, step, forSearch, determinizer, evaluate, rolloutPolicy). */
  fastPathChecks: number;
}

export function emptyReport(): ConformanceReport {
  return {
    playouts: 0,
    steps: 0,
    viewChecks: 0,
    variedDeterminizations: 0,
    secrets: {},
    undeclaredVariations: 0,
    fastPathChecks: 0,
  };
}

/** Where a check runs: the failure it throws names this seed and step. */
export interface CheckContext {
  game: AnyGame;
  seed: number;
  step: number;
  seats: number;
  /** Every choice of the suite (actions, determinisation seeds) comes from here, so a run is reproducible. */
  chooser: RngState;
  report: ConformanceReport;
}

export function fail(ctx: CheckContext, message: string): never {
  throw new ConformanceError(message, ctx.seed, ctx.step);
}

/** A write into a frozen object, as V8 words it (the suite freezes every state it is given). */
const FROZEN_WRITE = /read.only|not extensible|Cannot (delete|define) property/;

/**
 * Runs `fn`; whatever it throws becomes a ConformanceError at this seed and step
 * naming what was running, or, when it wrote into a state it was only given,
 * saying `wrote` (what such a write means there).
 */
export function guard<T>(ctx: CheckContext, what: string, wrote: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ConformanceError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const text = error instanceof TypeError && FROZEN_WRITE.test(message) ? wrote : `${what} threw`;
    throw new ConformanceError(`${text}: ${message}`, ctx.seed, ctx.step, error);
  }
}
