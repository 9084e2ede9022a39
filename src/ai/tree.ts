/**
 * The ISMCTS tree in flat arrays. An edge (an action from a node, as seen across
 * determinisations) is an index into typed arrays of numbers, and a node is an index
 * with its actions by key. A search adds an edge in nearly every iteration and keeps
 * it to the end: as objects, each would be copied by the young-generation collector
 * and promoted; in typed arrays, which grow by doubling, the collector has nothing to
 * copy.
 */
import type { Seat } from '../engine';

/** No child node (an edge expanded once but never walked through). */
export const NO_NODE = -1;

const FIRST_CAPACITY = 256;

function grown<T extends Float64Array | Int32Array>(array: T, make: (size: number) => T): T {
  const bigger = make(array.length * 2);
  bigger.set(array);
  return bigger;
}

export class SearchTree {
  /** Per edge: the seat that chooses it, visits, iterations in which it was legal, the sum of `seat`'s values. */
  edgeSeat = new Int32Array(FIRST_CAPACITY);
  visits = new Float64Array(FIRST_CAPACITY);
  available = new Float64Array(FIRST_CAPACITY);
  total = new Float64Array(FIRST_CAPACITY);
  /** Per edge of a simultaneous step: the regret of not having always chosen it (regret matching). */
  regret = new Float64Array(FIRST_CAPACITY);
  /** Per edge: the node reached through it, or NO_NODE. */
  child = new Int32Array(FIRST_CAPACITY);
  /** Per edge: the action's key. */
  readonly keys: string[] = [];
  private edgeCount = 0;

  /** Per node: the seat that acted there first, and its actions by key. */
  private readonly nodeSeat: Seat[] = [];
  private readonly nodeEdges: Map<string, number>[] = [];
  /**
   * Per node: actions of other seats, should who acts differ between determinisations
   * (never in games where it is public, like Queen; then this stays null).
   */
  private readonly otherSeats: (Map<Seat, Map<string, number>> | null)[] = [];
  /**
   * Per node where seats choose at once: the node reached by each joint choice (all the
   * seats' keys together), NO_NODE while a joint choice has been walked only once.
   * Null at every other node.
   */
  private readonly jointChildren: (Map<string, number> | null)[] = [];

  addNode(seat: Seat): number {
    this.nodeSeat.push(seat);
    this.nodeEdges.push(new Map());
    this.otherSeats.push(null);
    this.jointChildren.push(null);
    return this.nodeSeat.length - 1;
  }

  /** The node after the joint choice `key` at `node`: undefined the first time, then NO_NODE, then a node. */
  jointChild(node: number, key: string): number | undefined {
    return this.jointChildren[node]?.get(key);
  }

  setJointChild(node: number, key: string, child: number): void {
    let children = this.jointChildren[node];
    if (!children) {
      children = new Map();
      this.jointChildren[node] = children;
    }
    children.set(key, child);
  }

  /** The actions of `seat` at `node`, by key (edge indices). */
  edgesOf(node: number, seat: Seat): Map<string, number> {
    if (this.nodeSeat[node] === seat) return this.nodeEdges[node] as Map<string, number>;
    let others = this.otherSeats[node];
    if (!others) {
      others = new Map();
      this.otherSeats[node] = others;
    }
    let edges = others.get(seat);
    if (!edges) {
      edges = new Map();
      others.set(seat, edges);
    }
    return edges;
  }

  /** The edge of `key` among `edges` (of `seat`), added unvisited if it is new. */
  edge(edges: Map<string, number>, key: string, seat: Seat): number {
    let edge = edges.get(key);
    if (edge === undefined) {
      edge = this.addEdge(key, seat);
      edges.set(key, edge);
    }
    return edge;
  }

  /** The edge was legal in this iteration's determinisation. */
  markAvailable(edge: number): void {
    this.available[edge] = (this.available[edge] as number) + 1;
  }

  /** One more visit of the edge, worth `value` to the seat that chose it. */
  addVisit(edge: number, value: number): void {
    this.visits[edge] = (this.visits[edge] as number) + 1;
    this.total[edge] = (this.total[edge] as number) + value;
  }

  private addEdge(key: string, seat: Seat): number {
    const edge = this.edgeCount++;
    if (edge === this.visits.length) {
      this.edgeSeat = grown(this.edgeSeat, (n) => new Int32Array(n));
      this.visits = grown(this.visits, (n) => new Float64Array(n));
      this.available = grown(this.available, (n) => new Float64Array(n));
      this.total = grown(this.total, (n) => new Float64Array(n));
      this.regret = grown(this.regret, (n) => new Float64Array(n));
      this.child = grown(this.child, (n) => new Int32Array(n));
    }
    this.edgeSeat[edge] = seat;
    this.child[edge] = NO_NODE;
    this.keys.push(key);
    return edge;
  }
}
