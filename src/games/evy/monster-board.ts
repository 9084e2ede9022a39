/**
 * The monster phase's working set on flat arrays, for the monsters on Evy's map:
 * which monster stands on each cell, the one distance field the phase reads (other
 * monsters do not change it: `monster-field.ts`), who has had their turn, and the
 * order of the turns ("start with the monster closest to Evy"). `prepare` builds it in
 * one pass over the monsters and moves keep it up to date, so finding where a monster
 * may step costs a few array reads. The arrays are reused from phase to phase: one
 * board serves every state, as a phase runs to its end or its pause before any other.
 */
import type { MapGeometry } from './geometry';
import { fieldToEvy } from './monster-field';
import { evyMap, type EvyState, type MonsterState } from './state';

/** A monster with no way to Evy has its turn after everyone else. */
const UNREACHABLE = 1_000_000;

export class MonsterBoard {
  geo!: MapGeometry;
  /** The phase's field towards Evy (shared and read-only) and a monster's distance by cell. */
  dist!: Int32Array;
  reach!: Int32Array;
  monsters!: MonsterState[];
  evy = -1;
  /** Cell → 1 + index in `monsters` of the monster standing there (Evy's map only), 0 when free. */
  occupant = new Int32Array(256);
  /** Indices in `monsters` of those waiting for their turn at `prepare`, closest first, then by id. */
  order = new Int32Array(32);
  count = 0;
  /** `order` before this position holds only monsters that have had their turn. */
  private head = 0;
  /** Per index in `monsters`: 1 once the monster has had its turn this phase. */
  done = new Uint8Array(32);
  /**
   * The group whose turn it is (the waiting monsters as close to Evy as the closest):
   * indices in `monsters`, and how many tiles each may step to; member g's tiles are in
   * `options` from 6 × g.
   */
  group = new Int32Array(32);
  groupOptions = new Int32Array(32);
  groupSize = 0;
  options = new Int32Array(6 * 32);
  private level = new Int32Array(6);

  private ensureCapacity(cells: number, monsters: number): void {
    if (this.occupant.length < cells) this.occupant = new Int32Array(cells * 2);
    if (this.order.length < monsters) {
      this.order = new Int32Array(monsters * 2);
      this.done = new Uint8Array(monsters * 2);
      this.group = new Int32Array(monsters * 2);
      this.groupOptions = new Int32Array(monsters * 2);
      this.options = new Int32Array(12 * monsters);
    }
  }

  /** Reads the state: where the monsters of Evy's map stand, who is done (`doneIds`), the order of turns. */
  prepare(state: EvyState, doneIds: readonly number[]): void {
    const geo = evyMap(state);
    const monsters = state.monsters;
    this.ensureCapacity(geo.cells, monsters.length);
    const field = fieldToEvy(state);
    this.geo = geo;
    this.dist = field.dist;
    this.reach = field.reach;
    this.monsters = monsters;
    this.evy = state.evy;
    this.occupant.fill(0, 0, geo.cells);
    this.count = 0;
    this.head = 0;
    for (let i = 0; i < monsters.length; i++) {
      const m = monsters[i] as MonsterState;
      this.done[i] = 1;
      if (m.map !== state.map) continue;
      this.occupant[m.cell] = i + 1;
      if (doneIds.includes(m.id)) continue;
      this.done[i] = 0;
      this.insertInOrder(i);
    }
  }

  /** Insertion into `order` by (distance, id): a phase has a few dozen monsters at most. */
  private insertInOrder(i: number): void {
    const far = this.far(i);
    const id = (this.monsters[i] as MonsterState).id;
    let at = this.count++;
    while (at > 0) {
      const before = this.order[at - 1] as number;
      const farBefore = this.far(before);
      if (farBefore < far || (farBefore === far && (this.monsters[before] as MonsterState).id < id)) break;
      this.order[at] = before;
      at--;
    }
    this.order[at] = i;
  }

  /** The distance that orders the turns. */
  far(i: number): number {
    const d = this.reach[(this.monsters[i] as MonsterState).cell] as number;
    return d < 0 ? UNREACHABLE : d;
  }

  /** The position in `order` of the next monster to have its turn, or -1 when all have had theirs. */
  firstWaiting(): number {
    while (this.head < this.count && this.done[this.order[this.head] as number]) this.head++;
    return this.head < this.count ? this.head : -1;
  }

  /** Collects the group of the monster at `head` of the order, with the tiles each may step to. */
  collectGroup(head: number): void {
    const far = this.far(this.order[head] as number);
    let size = 0;
    for (let k = head; k < this.count; k++) {
      const i = this.order[k] as number;
      if (this.done[i]) continue;
      if (this.far(i) !== far) break;
      this.group[size] = i;
      this.groupOptions[size] = this.destinations(i, 6 * size);
      size++;
    }
    this.groupSize = size;
  }

  /** Whether group member `g` wants a tile another member of the group wants too. */
  competes(g: number): boolean {
    const count = this.groupOptions[g] as number;
    for (let h = 0; h < this.groupSize; h++) {
      if (h === g) continue;
      const other = this.groupOptions[h] as number;
      for (let a = 0; a < count; a++) {
        for (let b = 0; b < other; b++) if (this.options[6 * g + a] === this.options[6 * h + b]) return true;
      }
    }
    return false;
  }

  /** Monster `i` moves to `to` (-1: it stays) and has had its turn. */
  takeTurn(i: number, to: number): void {
    if (to >= 0) {
      this.occupant[(this.monsters[i] as MonsterState).cell] = 0;
      this.occupant[to] = i + 1;
    }
    this.done[i] = 1;
  }

  /**
   * Where monster `i` may step, written to `options` from `at`; returns how many. A
   * free tile one step closer to Evy; if there is none, a free tile at the same distance,
   * but only when that makes room for a monster still to move that has no closer tile of
   * its own ("Monsters may move to the side in order to make space for another monster
   * to move closer"). Never further away. Tiles in the fixed direction order.
   */
  destinations(i: number, at: number): number {
    const { geo, dist, occupant, options, level } = this;
    const cell = (this.monsters[i] as MonsterState).cell;
    const d = this.reach[cell] as number;
    if (d <= 0) return 0;
    let closer = 0;
    let same = 0;
    for (let k = 0; k < 6; k++) {
      const n = geo.next[cell * 6 + k] as number;
      if (n < 0 || n === this.evy || occupant[n] !== 0) continue;
      const dn = dist[n] as number;
      if (dn === d - 1) options[at + closer++] = n;
      else if (dn === d) level[same++] = n;
    }
    if (closer > 0 || same === 0 || !this.makesRoom(cell, d)) return closer;
    for (let k = 0; k < same; k++) options[at + k] = level[k] as number;
    return same;
  }

  /** Whether a neighbour one step further from Evy still waits for its turn and has no free closer tile. */
  private makesRoom(cell: number, d: number): boolean {
    for (let k = 0; k < 6; k++) {
      const n = this.geo.next[cell * 6 + k] as number;
      if (n < 0) continue;
      const o = (this.occupant[n] as number) - 1;
      if (o < 0 || this.done[o] || this.reach[n] !== d + 1) continue;
      if (!this.hasCloserFreeTile(n, d + 1)) return true;
    }
    return false;
  }

  private hasCloserFreeTile(cell: number, d: number): boolean {
    for (let k = 0; k < 6; k++) {
      const n = this.geo.next[cell * 6 + k] as number;
      if (n < 0 || n === this.evy || this.dist[n] !== d - 1) continue;
      if (this.occupant[n] === 0) return true;
    }
    return false;
  }
}
