/**
 * Where the words for the pieces on a space are drawn: a small card of lines (each
 * Hero by name, then Minions, Elders on the Hunt and markers) beside the space, on
 * a side its own name and its neighbours leave free. The Town's five spaces are close
 * together, so each has its own side; elsewhere the card goes outward, away from the
 * Town, where the map is emptier (to the right of a space straight above or below it).
 */
import type { MapSpace, SpacePieces } from './touch-map';
import { pieceLines, SPACE_RADIUS } from './touch-map';

type Side = { dx: number; dy: number; anchor: 'start' | 'end' | 'middle'; grow: 'down' | 'up' };

/** The Town's sides, chosen against its names (`touch-map.ts` puts them) and against each other. */
const TOWN_SIDES: Record<string, Side> = {
  'town-hall': { dx: 1, dy: 1, anchor: 'start', grow: 'down' },
  church: { dx: 1, dy: -0.4, anchor: 'start', grow: 'down' },
  blacksmith: { dx: 0.8, dy: -1, anchor: 'start', grow: 'up' },
  'doctors-office': { dx: 1, dy: -0.1, anchor: 'start', grow: 'down' },
  'magistrates-office': { dx: -0.8, dy: -1, anchor: 'end', grow: 'up' },
};

const CENTRE = 500;

function outward(space: MapSpace): Side {
  const dx = space.x - CENTRE;
  const dy = space.y - CENTRE;
  if (Math.abs(dx) * 3 < Math.abs(dy)) return { dx: 1, dy: -0.3, anchor: 'start', grow: 'down' };
  return {
    dx: Math.sign(dx) * 0.7,
    dy: Math.sign(dy) * 0.7,
    anchor: dx < 0 ? 'end' : 'start',
    grow: dy < 0 ? 'up' : 'down',
  };
}

export interface PieceText {
  x: number;
  y: number;
  text: string;
  kind: 'hero' | 'minion' | 'elder' | 'marker';
  /** The Hero's place at the table, for its colour (hero lines only). */
  hero: number | null;
}

export interface PieceStack {
  box: { x: number; y: number; width: number; height: number };
  anchor: 'start' | 'end' | 'middle';
  font: number;
  texts: PieceText[];
  /** A short line from the space to its card, so a card beside a Road is read as that Road's. */
  leader: { x1: number; y1: number; x2: number; y2: number };
}

/** A rough width of a line of bold text at this size, enough for the card behind it. */
const textWidth = (text: string, font: number): number => text.length * font * 0.66;

export function pieceStack(space: MapSpace, pieces: SpacePieces): PieceStack | null {
  const lines = pieceLines(pieces);
  if (lines.length === 0) return null;
  const font = lines.length > 2 ? 21 : 25;
  const step = font + 4;
  const r = SPACE_RADIUS[space.kind];
  const side: Side =
    space.kind === 'corner'
      ? { dx: 0, dy: 0.4, anchor: 'middle', grow: 'down' }
      : (TOWN_SIDES[space.id] ?? outward(space));
  const width = Math.max(...lines.map((l) => textWidth(l.text, font))) + 12;
  const height = lines.length * step + 8;
  const ax = space.x + side.dx * (r + 6);
  const ay = space.y + side.dy * (r + 6);
  const left = side.anchor === 'start' ? ax - 6 : side.anchor === 'end' ? ax - width + 6 : ax - width / 2;
  const top = side.grow === 'down' ? ay : ay - height;
  let heroes = 0;
  const texts = lines.map((line, i) => ({
    x: ax,
    y: top + 4 + font + i * step - 3,
    text: line.kind === 'hero' ? `● ${line.text}` : line.text,
    kind: line.kind,
    hero: line.kind === 'hero' ? (pieces.heroes[heroes++]?.hero ?? null) : null,
  }));
  const leader = { x1: space.x + side.dx * r, y1: space.y + side.dy * r, x2: ax, y2: ay };
  return { box: { x: left, y: top, width, height }, anchor: side.anchor, font, texts, leader };
}
