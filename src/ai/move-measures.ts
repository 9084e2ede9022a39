/**
 * What a search expects each of its root moves to change, in the game's own numbers
 * (`Game.measures`: Investigation, madness, CP…), so a hint can say why it likes a move.
 *
 * Each iteration measures the asking seat's numbers twice: on the determinisation it
 * dealt, before any move, and at the horizon: the seat's next turn, that is the first
 * time it is to act again after another seat has acted (so the move, the rest of the
 * seat's turn and the replies to it are in), or where the iteration stops if that
 * comes first (the game's end, the rollout's cut-off; a seat playing alone has no
 * replies to wait for). The difference is credited to the root move the iteration
 * took; its mean over the move's iterations is what the search expects the move to
 * gain by then. A later horizon (the rollout's end) would bury the move's own effect
 * under the rollout's moves: every move would seem to change about the same. The
 * determinisations are dealt from the asking seat's view only, so the mean uses
 * nothing that seat may not know.
 *
 * Only a search asked to explain itself keeps these: ordinary AI moves pay nothing.
 */
import type { AnyGame, Measure, Seat } from '../engine';

/** The mean change of one measure after a root move, over the iterations that took it. */
export interface MeasureChange {
  term: string;
  better: Measure['better'];
  change: number;
}

interface MoveSums {
  count: number;
  /** Summed change per term, in the order of `terms`. */
  sums: number[];
}

export class MoveMeasures {
  /** Terms in the order the game lists them; taken from the first measurement. */
  private readonly terms: string[] = [];
  private readonly better: Measure['better'][] = [];
  private readonly byMove = new Map<string, MoveSums>();
  /** The values measured before the iteration's first move, by term index. */
  private start: number[] = [];
  /** The values at this iteration's horizon, once reached (else null). */
  private horizon: number[] | null = null;
  /** This iteration: the asking seat has made its root move; another seat has acted since. */
  private seatMoved = false;
  private othersMoved = false;

  private constructor(
    private readonly measure: (state: unknown, seat: Seat) => Measure[],
    private readonly seat: Seat,
  ) {}

  /** A recorder when the search is to explain itself and the game has measures, else null. */
  static forSearch(game: AnyGame, seat: Seat, explain: boolean | undefined): MoveMeasures | null {
    if (!explain || !game.measures) return null;
    return new MoveMeasures(game.measures.bind(game), seat);
  }

  /** The position an iteration starts from (call before the first move changes it in place). */
  begin(state: unknown): void {
    this.start = this.read(state);
    this.horizon = null;
    this.seatMoved = false;
    this.othersMoved = false;
  }

  /** Called before every move of the iteration (tree walk and rollout): measures at the horizon. */
  beforeMove(state: unknown, actor: Seat): void {
    if (this.horizon) return;
    if (actor !== this.seat) {
      if (this.seatMoved) this.othersMoved = true;
    } else if (this.othersMoved) {
      this.horizon = this.read(state);
    } else this.seatMoved = true;
  }

  /** The iteration stopped at `state`, after the root move `key`: credits the change at the horizon. */
  end(key: string, state: unknown): void {
    const now = this.horizon ?? this.read(state);
    let entry = this.byMove.get(key);
    if (!entry) {
      entry = { count: 0, sums: [] };
      this.byMove.set(key, entry);
    }
    entry.count++;
    for (let i = 0; i < now.length; i++) {
      entry.sums[i] = (entry.sums[i] ?? 0) + (now[i] as number) - (this.start[i] ?? 0);
    }
  }

  /** Mean changes after `key`, every term in the game's order; undefined before any iteration took it. */
  changes(key: string): MeasureChange[] | undefined {
    const entry = this.byMove.get(key);
    if (!entry || entry.count === 0) return undefined;
    return this.terms.map((term, i) => ({
      term,
      better: this.better[i] as Measure['better'],
      change: (entry.sums[i] ?? 0) / entry.count,
    }));
  }

  /** Values by term index; a term the game did not list before is added at the end. */
  private read(state: unknown): number[] {
    const values: number[] = [];
    for (const m of this.measure(state, this.seat)) {
      let i = this.terms.indexOf(m.term);
      if (i < 0) {
        i = this.terms.push(m.term) - 1;
        this.better.push(m.better);
      }
      values[i] = m.value;
    }
    // A term missing from this state counts as unchanged.
    for (let i = 0; i < this.terms.length; i++) values[i] ??= this.start[i] ?? 0;
    return values;
  }
}

/**
 * Root parallelism: the shares' expectations of one move, each weighted by the
 * iterations behind it (its visits there).
 */
export function mergeMeasureChanges(
  parts: readonly { visits: number; expects?: readonly MeasureChange[] }[],
): MeasureChange[] | undefined {
  const merged = new Map<string, { better: Measure['better']; weighted: number; weight: number }>();
  for (const part of parts) {
    if (!part.expects || part.visits <= 0) continue;
    for (const e of part.expects) {
      const entry = merged.get(e.term) ?? { better: e.better, weighted: 0, weight: 0 };
      entry.weighted += e.change * part.visits;
      entry.weight += part.visits;
      merged.set(e.term, entry);
    }
  }
  if (merged.size === 0) return undefined;
  return [...merged].map(([term, e]) => ({ term, better: e.better, change: e.weighted / e.weight }));
}
