/**
 * Places labels on a board so that no label's box meets another's, nor a drawn place
 * that is not its own. Each label asks for a size and the sides of its point it would
 * like, best first; it takes the cheapest free spot, where a side it likes less, a spot
 * further out (a leader line joins it to its point) and a smaller size each cost more,
 * and only when nothing fits takes the spot it overlaps least. Labels are placed in the order given, so the ones
 * that matter most (the places' names) go first and keep their spots as the pieces move.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Side = 'e' | 'w' | 'n' | 's' | 'ne' | 'nw' | 'se' | 'sw';

export const ALL_SIDES: readonly Side[] = ['e', 's', 'w', 'n', 'se', 'sw', 'ne', 'nw'];

export interface LabelRequest {
  id: string;
  /** The place the label belongs to: its own obstacle does not count against it. */
  owner: string;
  /** The point the label names, and how far from it the box keeps. */
  at: { x: number; y: number };
  gap: number;
  width: number;
  height: number;
  /** Sides to try, best first; the others follow in `ALL_SIDES` order. */
  sides: readonly Side[];
}

export interface Obstacle {
  owner: string;
  box: Box;
}

export interface PlacedLabel {
  id: string;
  box: Box;
  side: Side;
  /** 1 at the asked size; less when the label had to shrink to fit. */
  scale: number;
  /** False only when no spot was free and the label took the one it overlaps least. */
  clear: boolean;
}

export interface LayoutOptions {
  obstacles: readonly Obstacle[];
  /** The labels must lie inside this box. */
  bounds: Box;
  /** Space kept between two boxes. */
  pad?: number;
  /** How much further out a label may move, step by step, before it shrinks. */
  reach?: readonly number[];
  scales?: readonly number[];
}

const DIAGONAL = Math.SQRT1_2;

/** The box of a `width`×`height` label on `side` of `at`, `gap` away. */
export function boxAt(at: { x: number; y: number }, gap: number, side: Side, width: number, height: number): Box {
  const east = side.includes('e');
  const west = side.includes('w');
  const north = side.includes('n');
  const south = side.includes('s');
  const g = east !== west && north !== south ? gap * DIAGONAL : gap;
  const x = east ? at.x + g : west ? at.x - g - width : at.x - width / 2;
  const y = south ? at.y + g : north ? at.y - g - height : at.y - height / 2;
  return { x, y, width, height };
}

/** Whether two boxes come within `pad` of each other. */
export function intersects(a: Box, b: Box, pad = 0): boolean {
  return (
    a.x < b.x + b.width + pad && b.x < a.x + a.width + pad && a.y < b.y + b.height + pad && b.y < a.y + a.height + pad
  );
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function inside(box: Box, bounds: Box): boolean {
  return (
    box.x >= bounds.x &&
    box.y >= bounds.y &&
    box.x + box.width <= bounds.x + bounds.width &&
    box.y + box.height <= bounds.y + bounds.height
  );
}

/** The sides in the order a label tries them: its own choices, then the rest. */
function sideOrder(sides: readonly Side[]): Side[] {
  return [...sides, ...ALL_SIDES.filter((s) => !sides.includes(s))];
}

/** The side of `at` that faces away from `centre` (straight down when they are the same point). */
export function outwardSide(at: { x: number; y: number }, centre: { x: number; y: number }): Side {
  const dx = at.x - centre.x;
  const dy = at.y - centre.y;
  if (dx === 0 && dy === 0) return 's';
  const octant = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  const sides: Side[] = ['w', 'nw', 'n', 'ne', 'e', 'se', 's', 'sw'];
  return sides[(octant + 8 + 4) % 8]!;
}

/** The sides nearest `side`, itself first: a label prefers to stay roughly where it points. */
export function sidesAround(side: Side): Side[] {
  const ring: Side[] = ['e', 'se', 's', 'sw', 'w', 'nw', 'n', 'ne'];
  const i = ring.indexOf(side);
  const at = (k: number): Side => ring[(i + k + 8) % 8]!;
  return [at(0), at(1), at(-1), at(2), at(-2), at(3), at(-3), at(4)];
}

/**
 * What a spot costs its label: a later side, a longer leader and a smaller size each cost,
 * so a label shrinks a little before it wanders far, and wanders a little before it takes a
 * side it likes less.
 */
function penalty(sideRank: number, extra: number, scale: number): number {
  return sideRank * 12 + extra * 0.8 + (1 - scale) * 250;
}

export function placeLabels(requests: readonly LabelRequest[], options: LayoutOptions): PlacedLabel[] {
  const pad = options.pad ?? 0;
  const reach = options.reach ?? [0];
  const scales = options.scales ?? [1];
  const placed: PlacedLabel[] = [];

  for (const request of requests) {
    const against = [
      ...placed.map((p) => p.box),
      ...options.obstacles.filter((o) => o.owner !== request.owner).map((o) => o.box),
    ];
    const candidates = sideOrder(request.sides)
      .flatMap((side, rank) =>
        reach.flatMap((extra) =>
          scales.map((scale) => ({
            side,
            scale,
            rank: penalty(rank, extra, scale),
            box: boxAt(request.at, request.gap + extra, side, request.width * scale, request.height * scale),
          })),
        ),
      )
      .filter((c) => inside(c.box, options.bounds))
      .sort((a, b) => a.rank - b.rank);
    let best: { box: Box; side: Side; scale: number; cost: number } | null = null;
    for (const c of candidates) {
      const cost = against.reduce((sum, b) => sum + (intersects(c.box, b, pad) ? 1 + overlapArea(c.box, b) : 0), 0);
      if (!best || cost < best.cost) best = { ...c, cost };
      if (cost === 0) break;
    }
    const side = request.sides[0] ?? 'e';
    const chosen = best ?? {
      box: boxAt(request.at, request.gap, side, request.width, request.height),
      side,
      scale: 1,
      cost: 1,
    };
    placed.push({ id: request.id, box: chosen.box, side: chosen.side, scale: chosen.scale, clear: chosen.cost === 0 });
  }
  return placed;
}
