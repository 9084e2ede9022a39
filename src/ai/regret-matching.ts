/**
 * How a seat chooses at a simultaneous step of the search tree: regret matching
 * with outcome sampling (Lisý, Kovařík, Lanctot & Bošanský 2013, "Convergence of
 * Monte Carlo Tree Search in Simultaneous Move Games").
 *
 * Each seat keeps, per action, the regret of not having always played it, and plays
 * each action in proportion to its positive regret, mixed with a little uniform
 * exploration. Unlike UCB, which is deterministic and cycles against another UCB in
 * a matching-pennies step (its values drift away from the game's value, and a
 * biased step is played far from its equilibrium), the average of these choices
 * approaches an equilibrium of the step in two-seat zero-sum games, so the values
 * backed up through it are sound ones.
 */
import { nextFloat, type RngState } from '../engine';
import type { SearchTree } from './tree';

/** The share of choices made uniformly at random, so every action keeps being tried. */
export const REGRET_EXPLORATION = 0.1;

/** The steps of one iteration: which edges were on offer, which was taken and with what probability. */
export class RegretSteps {
  /** The edges on offer at every step of this iteration, one step after another. */
  private readonly offered: number[] = [];
  private readonly starts: number[] = [];
  private readonly chosen: number[] = [];
  private readonly probability: number[] = [];

  constructor(private readonly tree: SearchTree) {}

  /** Forgets the steps of the last iteration. */
  reset(): void {
    this.offered.length = 0;
    this.starts.length = 0;
    this.chosen.length = 0;
    this.probability.length = 0;
  }

  /**
   * Draws one of `edges` (the seat's actions legal now, in order); returns its index
   * and remembers the step, whose number `credit` takes.
   */
  choose(edges: readonly number[], rng: RngState): number {
    const { tree } = this;
    const n = edges.length;
    let positive = 0;
    for (const edge of edges) positive += Math.max(0, tree.regret[edge] as number);
    const share = (edge: number): number =>
      (1 - REGRET_EXPLORATION) * (positive > 0 ? Math.max(0, tree.regret[edge] as number) / positive : 1 / n) +
      REGRET_EXPLORATION / n;
    let point = nextFloat(rng);
    let index = n - 1;
    for (let i = 0; i < n; i++) {
      point -= share(edges[i] as number);
      if (point < 0) {
        index = i;
        break;
      }
    }
    this.starts.push(this.offered.length);
    for (const edge of edges) this.offered.push(edge);
    this.chosen.push(edges[index] as number);
    this.probability.push(share(edges[index] as number));
    return index;
  }

  /** The number the next `choose` will give its step. */
  get count(): number {
    return this.chosen.length;
  }

  /**
   * Step `step` led to `value` for its seat: every action on offer is charged that
   * value, and the one taken is credited it divided by its probability (an unbiased
   * estimate of what each action would have earned).
   */
  credit(step: number, value: number): void {
    const { tree } = this;
    const start = this.starts[step] as number;
    const end = step + 1 < this.starts.length ? (this.starts[step + 1] as number) : this.offered.length;
    for (let i = start; i < end; i++) {
      const edge = this.offered[i] as number;
      tree.regret[edge] = (tree.regret[edge] as number) - value;
    }
    const taken = this.chosen[step] as number;
    tree.regret[taken] = (tree.regret[taken] as number) + value / (this.probability[step] as number);
  }
}
