/**
 * Where the Touch map's words go: each named place's name, then the card of pieces on each
 * space, laid out by `placeLabels` so that no two meet and none covers another place's
 * drawing. A name faces away from the Town Hall (the map is crowded in the middle); a card
 * goes outward too, or wherever the names and the other cards leave room, with a leader line
 * back to its space when it had to move off. The Roads carry no printed name: "Road" seventeen
 * times told nothing the waymark stones do not, and crowded the map (each still says it to a
 * screen reader and in its tooltip).
 */
import type { Box, LabelRequest, Obstacle, Side } from '../../logic/label-layout';
import { outwardSide, placeLabels, sidesAround } from '../../logic/label-layout';
import { MAP_SPACES, SPACE_RADIUS, type MapSpace, type SpacePieces } from './touch-map';
import { pieceCard, type Measure, type PieceCard } from './touch-map-pieces';

export const NAME_FONT = 28;

/** The drawn map, in its own units (the SVG's viewBox). */
export const MAP_VIEW: Box = { x: -75, y: -30, width: 1200, height: 1070 };
const BOUNDS: Box = { x: MAP_VIEW.x + 6, y: MAP_VIEW.y + 6, width: MAP_VIEW.width - 12, height: MAP_VIEW.height - 12 };
const CENTRE = { x: 500, y: 500 };

/** A Corner's name goes under its picture, or over it; the Town Hall's under, between its neighbours. */
function nameSides(space: MapSpace): Side[] {
  if (space.kind === 'corner') return space.y > CENTRE.y ? ['s', 'n'] : ['n', 's'];
  return sidesAround(outwardSide(space, CENTRE));
}

export interface NameLabel {
  id: string;
  text: string;
  box: Box;
  font: number;
  /** Where the text is set: centred in its box, on its baseline. */
  x: number;
  y: number;
}

export interface PlacedCard {
  id: string;
  card: PieceCard;
  box: Box;
  scale: number;
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

/** Every space's drawing as a box the words keep off. */
export const MAP_OBSTACLES: readonly Obstacle[] = MAP_SPACES.map((s) => {
  const r = SPACE_RADIUS[s.kind];
  return { owner: s.id, box: { x: s.x - r, y: s.y - r, width: r * 2, height: r * 2 } };
});

/** The line from a space's edge to the nearest point of its card, when the card stands off. */
function leaderTo(space: MapSpace, box: Box): PlacedCard['leader'] {
  const nx = Math.min(Math.max(space.x, box.x), box.x + box.width);
  const ny = Math.min(Math.max(space.y, box.y), box.y + box.height);
  const d = Math.hypot(nx - space.x, ny - space.y);
  const r = SPACE_RADIUS[space.kind];
  if (d <= r + 14) return null;
  return { x1: space.x + ((nx - space.x) / d) * r, y1: space.y + ((ny - space.y) / d) * r, x2: nx, y2: ny };
}

export function layOutMap(
  pieces: readonly SpacePieces[],
  measure: Measure,
): { names: NameLabel[]; cards: PlacedCard[] } {
  const named = MAP_SPACES.filter((s) => s.kind !== 'road');
  const nameRequests: LabelRequest[] = named.map((s) => ({
    id: `name:${s.id}`,
    owner: s.id,
    at: s,
    gap: SPACE_RADIUS[s.kind] + 4,
    width: measure(s.name, NAME_FONT),
    height: NAME_FONT * 1.2,
    sides: nameSides(s),
  }));
  const cards = MAP_SPACES.flatMap((s) => {
    const card = pieceCard(pieces[s.index]!, measure);
    return card ? [{ space: s, card }] : [];
  });
  const cardRequests: LabelRequest[] = cards.map(({ space, card }) => ({
    id: `card:${space.id}`,
    owner: space.id,
    at: space,
    gap: SPACE_RADIUS[space.kind] + 8,
    width: card.width,
    height: card.height,
    sides: sidesAround(outwardSide(space, CENTRE)),
  }));
  const placed = placeLabels([...nameRequests, ...cardRequests], {
    obstacles: MAP_OBSTACLES,
    bounds: BOUNDS,
    pad: 6,
    reach: [0, 30, 70, 120],
    scales: [1, 0.85, 0.72],
  });
  const byId = new Map(placed.map((p) => [p.id, p]));
  return {
    names: named.map((s) => {
      const p = byId.get(`name:${s.id}`)!;
      const font = NAME_FONT * p.scale;
      return { id: s.id, text: s.name, box: p.box, font, x: p.box.x + p.box.width / 2, y: p.box.y + font * 0.95 };
    }),
    cards: cards.map(({ space, card }) => {
      const p = byId.get(`card:${space.id}`)!;
      return { id: space.id, card, box: p.box, scale: p.scale, leader: leaderTo(space, p.box) };
    }),
  };
}
