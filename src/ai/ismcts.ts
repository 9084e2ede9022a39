/**
 * Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012).
 *
 * One tree, seen from the searching seat. Every iteration deals a fresh
 * determinisation of the seat's view (hidden cards re-dealt, the PRNG re-seeded,
 * so the bot never knows a future shuffle or draw), walks the tree with UCT over
 * the actions legal in *that* determinisation, expands one node, rolls out to a
 * depth cut-off and backs the values up. Other seats' decisions are nodes too;
 * each seat picks by its own value, so any number of seats and teams work
 * (teammates share values through the game's outcome and evaluate).
 *
 * Availability counts: an action legal in only some determinisations (an
 * opponent's card that may not be in their hand) is explored by how often it was
 * available, not by how often its parent was visited.
 */
import { createRng, nextInt, type AnyGame, type BaseView, type RngState, type Seat } from '../engine';
import { rollOut, searchMoves, type SearchMoves } from './playout';
import { NO_NODE, SearchTree } from './tree';
import { DEFAULT_EXPLORATION, checkSearchOptions, type SearchOptions } from './search-options';

export interface RootStat {
  key: string;
  visits: number;
  /** Mean value for the searching seat, in [0, 1]. */
  meanValue: number;
}

export interface SearchResult {
  iterations: number;
  /** Sorted by visits, most first. */
  stats: RootStat[];
  /** The most visited action (the robust choice). */
  best: string;
}

export class IsmctsSearch {
  private readonly moves: SearchMoves;
  private readonly rng: RngState;
  private readonly tree = new SearchTree();
  private readonly root: number;
  private readonly exploration: number;
  private readonly startedAt: number;
  private readonly forced: boolean;
  private iterationsRun = 0;
  /** Reused between iterations to avoid garbage: the edges walked, and each seat's value of where they led. */
  private readonly path: number[] = [];
  private seatValues = new Float64Array(8);

  constructor(
    private readonly game: AnyGame,
    view: BaseView,
    private readonly seat: Seat,
    private readonly options: SearchOptions,
  ) {
    checkSearchOptions(options);
    this.exploration = options.exploration ?? DEFAULT_EXPLORATION;
    this.rng = createRng(`ismcts:${options.seed}`);
    this.root = this.tree.addNode(seat);
    this.moves = searchMoves(game, view, seat, options.rollout);
    // Check the question once, on a sample of our own (the caller's generator stays untouched).
    const probe = this.moves.sample(createRng(`ismcts-probe:${options.seed}`));
    if (game.isOver(probe)) throw new Error(`${game.name}: the game is over, so there is no move to think about.`);
    if (!game.toAct(probe).includes(seat)) {
      throw new Error(`${game.name}: it is not seat ${seat}'s turn, so it has no move to think about.`);
    }
    // A seat's own legal actions follow from its view: one choice means nothing to weigh.
    const rootActions = this.moves.legal(probe, seat);
    this.forced = rootActions.length === 1;
    // Listed up front, so a result asked for before the first iteration still names every choice.
    const rootEdges = this.tree.edgesOf(this.root, seat);
    for (const action of rootActions) this.tree.edge(rootEdges, action.key, seat);
    this.startedAt = options.timeMs === undefined ? 0 : (options.now as () => number)();
  }

  /** The budget is spent (a forced move needs one iteration, for its value). */
  get done(): boolean {
    if (this.forced && this.iterationsRun >= 1) return true;
    const { iterations, timeMs, now } = this.options;
    if (iterations !== undefined && this.iterationsRun >= iterations) return true;
    return timeMs !== undefined && (now as () => number)() - this.startedAt >= timeMs;
  }

  /** Moves applied so far, in tree walks and rollouts (for benchmarks: plies per iteration). */
  get plies(): number {
    return this.moves.plies;
  }

  /** Runs up to `maxIterations` more iterations within the budget; returns how many ran. */
  run(maxIterations: number): number {
    if (!Number.isInteger(maxIterations) || maxIterations < 0) {
      throw new RangeError(`run() takes a whole number of iterations (0 or more), not ${String(maxIterations)}.`);
    }
    let ran = 0;
    while (ran < maxIterations && !this.done) {
      this.iterate();
      ran++;
    }
    return ran;
  }

  result(): SearchResult {
    const { tree } = this;
    const stats: RootStat[] = [];
    for (const edge of tree.edgesOf(this.root, this.seat).values()) {
      const visits = tree.visits[edge] as number;
      const total = tree.total[edge] as number;
      stats.push({ key: tree.keys[edge] as string, visits, meanValue: visits > 0 ? total / visits : 0 });
    }
    return finishResult(this.iterationsRun, stats);
  }

  private iterate(): void {
    const { game, moves, rng, path, tree } = this;
    path.length = 0;
    let state = moves.sample(rng);
    let node = this.root;
    let expanded = false;
    while (!expanded && !game.isOver(state)) {
      // At the root the searching seat acts even if others could too.
      const actor = node === this.root ? this.seat : (game.toAct(state)[0] as Seat);
      const legal = moves.legal(state, actor);
      const edges = tree.edgesOf(node, actor);
      let chosen = -1;
      let chosenEdge = -1;
      let untried = 0;
      let bestScore = -Infinity;
      for (let i = 0; i < legal.length; i++) {
        const edge = tree.edge(edges, legal[i]!.key, actor);
        tree.markAvailable(edge);
        const visits = tree.visits[edge] as number;
        if (visits === 0) {
          // Reservoir sampling: a uniformly random untried action, in one pass.
          untried++;
          if (nextInt(rng, untried) === 0) {
            chosen = i;
            chosenEdge = edge;
          }
        } else if (untried === 0) {
          const mean = (tree.total[edge] as number) / visits;
          const score = mean + this.exploration * Math.sqrt(Math.log(tree.available[edge] as number) / visits);
          if (score > bestScore) {
            bestScore = score;
            chosen = i;
            chosenEdge = edge;
          }
        }
      }
      path.push(chosenEdge);
      state = moves.advance(state, actor, legal[chosen]!);
      if (tree.visits[chosenEdge] === 0) {
        expanded = true;
      } else {
        // Created on the second visit: most expanded leaves are never walked through again.
        if (tree.child[chosenEdge] === NO_NODE) {
          tree.child[chosenEdge] = tree.addNode(game.isOver(state) ? actor : (game.toAct(state)[0] as Seat));
        }
        node = tree.child[chosenEdge] as number;
      }
    }
    const pliesBeforeRollout = moves.plies;
    state = rollOut(game, moves, state, Math.min(this.options.depth, game.rolloutDepth ?? Infinity), rng);
    this.backUp(state, moves.plies - pliesBeforeRollout + path.length);
    this.iterationsRun++;
  }

  /** Adds the value reached to every edge of the path, for the seat that chose it; `plies` from the first edge. */
  private backUp(state: unknown, plies: number): void {
    const { tree, path, moves } = this;
    const discount = this.game.searchDiscount;
    // Each seat is scored at most once per iteration.
    this.seatValues.fill(Number.NaN);
    for (const edge of path) {
      const seat = tree.edgeSeat[edge] as number;
      if (seat >= this.seatValues.length) this.seatValues = new Float64Array(seat * 2).fill(Number.NaN);
      let v = this.seatValues[seat] as number;
      if (Number.isNaN(v)) {
        v = moves.value(state, seat);
        this.seatValues[seat] = v;
      }
      tree.addVisit(edge, discount === undefined ? v : 0.5 + (v - 0.5) * discount ** plies);
      plies--;
    }
  }
}

/** Searches until the budget is spent. */
export function ismcts(game: AnyGame, view: BaseView, seat: Seat, options: SearchOptions): SearchResult {
  const search = new IsmctsSearch(game, view, seat, options);
  while (!search.done) search.run(256);
  return search.result();
}

/**
 * Root parallelism: searches of the same question with different seeds, merged
 * by summing visits per action and weighting each mean by its visits.
 */
export function mergeRootStats(results: readonly SearchResult[]): SearchResult {
  if (results.length === 0) throw new RangeError('mergeRootStats needs at least one search result.');
  const merged = new Map<string, { visits: number; weighted: number; means: number[] }>();
  let iterations = 0;
  for (const result of results) {
    iterations += result.iterations;
    for (const stat of result.stats) {
      const entry = merged.get(stat.key) ?? { visits: 0, weighted: 0, means: [] };
      entry.visits += stat.visits;
      entry.weighted += stat.visits * stat.meanValue;
      entry.means.push(stat.meanValue);
      merged.set(stat.key, entry);
    }
  }
  const stats: RootStat[] = [...merged].map(([key, e]) => ({
    key,
    visits: e.visits,
    // Unvisited everywhere: no weights, so the plain mean of what was reported.
    meanValue: e.visits > 0 ? e.weighted / e.visits : e.means.reduce((a, b) => a + b, 0) / e.means.length,
  }));
  return finishResult(iterations, stats);
}

/** Sorts by visits, then value, then key (so equal inputs always give the same order) and names the best. */
function finishResult(iterations: number, stats: RootStat[]): SearchResult {
  stats.sort(
    (a, b) => b.visits - a.visits || b.meanValue - a.meanValue || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const best = stats[0];
  if (!best) throw new Error('The search has no move to offer (no iteration reached the first decision).');
  return { iterations, stats, best: best.key };
}
