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
 *
 * Simultaneous steps (the game lists several seats in `toAct`): walked one seat
 * after another, a later seat's node would hang below the earlier seat's hidden
 * card and learn to answer it, so the search would believe its opponents read its
 * card. Instead every waiting seat picks from its own statistics at one shared
 * node, by regret matching (`regret-matching.ts`), and the node after the step is
 * the one of the joint choice. At the root the move is then drawn from the visit
 * shares, a mixed strategy (`root-stats.ts`).
 */
import { createRng, nextInt, type Action, type AnyGame, type BaseView, type RngState, type Seat } from '../engine';
import { MoveMeasures } from './move-measures';
import { rollOut, searchMoves, type SearchMoves } from './playout';
import { RegretSteps } from './regret-matching';
import { finishResult, type RootStat, type SearchResult } from './root-stats';
import { NO_NODE, SearchTree } from './tree';
import { DEFAULT_EXPLORATION, checkSearchOptions, type SearchOptions } from './search-options';

export { mergeRootStats, type RootStat, type SearchResult } from './root-stats';

export class IsmctsSearch {
  private readonly moves: SearchMoves;
  private readonly rng: RngState;
  private readonly tree = new SearchTree();
  private readonly root: number;
  private readonly exploration: number;
  /** The game's `policyPrior` when rollouts follow its policy, else 0. */
  private readonly prior: number;
  private readonly decoupled: boolean;
  /** The searching seat chooses at once with others: its answer is a mixed strategy. */
  private readonly rootSimultaneous: boolean;
  private readonly startedAt: number;
  private readonly forced: boolean;
  private iterationsRun = 0;
  /** Reused between iterations to avoid garbage: the edges walked, and each seat's value of where they led. */
  private readonly path: number[] = [];
  /** Per edge of the path: its step in `regrets` when a simultaneous step chose it, else -1. */
  private readonly pathStep: number[] = [];
  private readonly regrets: RegretSteps;
  /** Reused: the edges on offer to a seat at a simultaneous step. */
  private readonly offer: number[] = [];
  private seatValues = new Float64Array(8);
  /** Reused: the seats of a simultaneous step, and the action and edge the last `choose` picked. */
  private readonly together: Seat[] = [];
  private chosenAction: Action | null = null;
  private chosenEdge = -1;
  /** Only when asked to explain: what each root move is expected to change (`move-measures.ts`). */
  private readonly measures: MoveMeasures | null;
  private readonly beforeMove: ((state: unknown, actor: Seat) => void) | undefined;

  constructor(
    private readonly game: AnyGame,
    view: BaseView,
    private readonly seat: Seat,
    private readonly options: SearchOptions,
  ) {
    checkSearchOptions(options);
    this.exploration = options.exploration ?? DEFAULT_EXPLORATION;
    this.prior = options.rollout === 'heuristic' && game.rolloutPolicy ? (game.policyPrior ?? 0) : 0;
    this.decoupled = (options.simultaneous ?? 'decoupled') === 'decoupled';
    this.rng = createRng(`ismcts:${options.seed}`);
    this.regrets = new RegretSteps(this.tree);
    this.root = this.tree.addNode(seat);
    this.moves = searchMoves(game, view, seat, options.rollout);
    const measures = MoveMeasures.forSearch(game, seat, options.explain);
    this.measures = measures;
    this.beforeMove = measures ? (state, actor) => measures.beforeMove(state, actor) : undefined;
    // Check the question once, on a sample of our own (the caller's generator stays untouched).
    const probe = this.moves.sample(createRng(`ismcts-probe:${options.seed}`));
    if (game.isOver(probe)) throw new Error(`${game.name}: the game is over, so there is no move to think about.`);
    const waiting = game.toAct(probe);
    if (!waiting.includes(seat)) {
      throw new Error(`${game.name}: it is not seat ${seat}'s turn, so it has no move to think about.`);
    }
    this.rootSimultaneous = this.decoupled && waiting.length > 1;
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
      const key = tree.keys[edge] as string;
      const expects = this.measures?.changes(key);
      stats.push({ key, visits, meanValue: visits > 0 ? total / visits : 0, ...(expects ? { expects } : {}) });
    }
    const mixedSeed = this.rootSimultaneous && !this.forced ? `${this.options.seed}:${this.iterationsRun}` : undefined;
    return finishResult(this.iterationsRun, stats, mixedSeed);
  }

  private iterate(): void {
    const { game, moves, path, pathStep, tree } = this;
    path.length = 0;
    pathStep.length = 0;
    this.regrets.reset();
    let state = moves.sample(this.rng);
    this.measures?.begin(state);
    let node = this.root;
    let expanded = false;
    while (!expanded && !game.isOver(state)) {
      const waiting = game.toAct(state);
      if (this.decoupled && waiting.length > 1) {
        // Every waiting seat picks at this one node, from its own statistics: none sees another's pick.
        const together = this.together;
        together.length = 0;
        for (const s of waiting) together.push(s);
        let joint = '';
        for (const actor of together) {
          // A choice that ends the game or the step leaves the rest nothing to choose.
          if (game.isOver(state) || !game.toAct(state).includes(actor)) continue;
          pathStep.push(this.regrets.count);
          this.chooseTogether(node, state, actor);
          path.push(this.chosenEdge);
          joint += `${actor}=${(this.chosenAction as Action).key};`;
          this.beforeMove?.(state, actor);
          state = moves.advance(state, actor, this.chosenAction as Action);
        }
        const next = tree.jointChild(node, joint);
        if (next === undefined) {
          tree.setJointChild(node, joint, NO_NODE);
          expanded = true;
        } else {
          node = next === NO_NODE ? this.addChild(node, joint, state, together[0] as Seat) : next;
        }
        continue;
      }
      // At the root the searching seat acts even if others could too.
      const actor = node === this.root ? this.seat : (waiting[0] as Seat);
      this.choose(node, state, actor);
      const chosenEdge = this.chosenEdge;
      path.push(chosenEdge);
      pathStep.push(-1);
      this.beforeMove?.(state, actor);
      state = moves.advance(state, actor, this.chosenAction as Action);
      if (tree.visits[chosenEdge] === 0) {
        expanded = true;
      } else {
        // Created on the second visit: most expanded leaves are never walked through again.
        if (tree.child[chosenEdge] === NO_NODE) {
          tree.child[chosenEdge] = tree.addNode(this.nextSeat(state, actor));
        }
        node = tree.child[chosenEdge] as number;
      }
    }
    const pliesBeforeRollout = moves.plies;
    const depth = Math.min(this.options.depth, game.rolloutDepth ?? Infinity);
    state = rollOut(game, moves, state, depth, this.rng, this.beforeMove);
    if (this.measures) this.measureRootMove(state);
    this.backUp(state, moves.plies - pliesBeforeRollout + path.length);
    this.iterationsRun++;
  }

  /**
   * UCT over `actor`'s actions legal in this determinisation (an untried one first, at
   * random); sets `chosenAction` and `chosenEdge`.
   */
  private choose(node: number, state: unknown, actor: Seat): void {
    const { tree, rng } = this;
    const legal = this.moves.legal(state, actor);
    const edges = tree.edgesOf(node, actor);
    // The policy's move, where the game asks search to start from it.
    const preferred = this.prior > 0 && legal.length > 1 ? this.moves.rolloutMove(state, actor, rng).key : null;
    let chosen = -1;
    let chosenEdge = -1;
    let untried = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      const edge = tree.edge(edges, legal[i]!.key, actor);
      tree.markAvailable(edge);
      const visits = tree.visits[edge] as number;
      if (visits === 0 && legal[i]!.key === preferred) {
        // Tried before any other untried move.
        untried = Infinity;
        chosen = i;
        chosenEdge = edge;
      } else if (visits === 0) {
        if (untried === Infinity) continue;
        // Reservoir sampling: a uniformly random untried action, in one pass.
        untried++;
        if (nextInt(rng, untried) === 0) {
          chosen = i;
          chosenEdge = edge;
        }
      } else if (untried === 0) {
        const mean = (tree.total[edge] as number) / visits;
        const available = tree.available[edge] as number;
        let score = mean + this.exploration * Math.sqrt(Math.log(available) / visits);
        if (legal[i]!.key === preferred) score += (this.prior * Math.sqrt(available)) / (1 + visits);
        if (score > bestScore) {
          bestScore = score;
          chosen = i;
          chosenEdge = edge;
        }
      }
    }
    this.chosenAction = legal[chosen] as Action;
    this.chosenEdge = chosenEdge;
  }

  /** Regret matching over `actor`'s actions legal in this determinisation, at a simultaneous step. */
  private chooseTogether(node: number, state: unknown, actor: Seat): void {
    const { tree, offer } = this;
    const legal = this.moves.legal(state, actor);
    const edges = tree.edgesOf(node, actor);
    offer.length = 0;
    for (const action of legal) {
      const edge = tree.edge(edges, action.key, actor);
      tree.markAvailable(edge);
      offer.push(edge);
    }
    const index = this.regrets.choose(offer, this.rng);
    this.chosenAction = legal[index] as Action;
    this.chosenEdge = offer[index] as number;
  }

  /** Credits this iteration's horizon to the root move it took (the asking seat's first edge on the path). */
  private measureRootMove(state: unknown): void {
    const { tree } = this;
    const rootEdges = tree.edgesOf(this.root, this.seat);
    for (const edge of this.path) {
      if (tree.edgeSeat[edge] !== this.seat) continue;
      const key = tree.keys[edge] as string;
      if (rootEdges.get(key) === edge) (this.measures as MoveMeasures).end(key, state);
      return;
    }
  }

  /** The node after a joint choice walked the second time. */
  private addChild(node: number, joint: string, state: unknown, lastActor: Seat): number {
    const child = this.tree.addNode(this.nextSeat(state, lastActor));
    this.tree.setJointChild(node, joint, child);
    return child;
  }

  private nextSeat(state: unknown, lastActor: Seat): Seat {
    return this.game.isOver(state) ? lastActor : (this.game.toAct(state)[0] as Seat);
  }

  /** Adds the value reached to every edge of the path, for the seat that chose it; `plies` from the first edge. */
  private backUp(state: unknown, plies: number): void {
    const { tree, path, pathStep, moves } = this;
    const discount = this.game.searchDiscount;
    // Each seat is scored at most once per iteration.
    this.seatValues.fill(Number.NaN);
    for (let i = 0; i < path.length; i++) {
      const edge = path[i] as number;
      const seat = tree.edgeSeat[edge] as number;
      if (seat >= this.seatValues.length) this.seatValues = new Float64Array(seat * 2).fill(Number.NaN);
      let v = this.seatValues[seat] as number;
      if (Number.isNaN(v)) {
        v = moves.value(state, seat);
        this.seatValues[seat] = v;
      }
      const value = discount === undefined ? v : 0.5 + (v - 0.5) * discount ** plies;
      tree.addVisit(edge, value);
      const step = pathStep[i] as number;
      if (step >= 0) this.regrets.credit(step, value);
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
