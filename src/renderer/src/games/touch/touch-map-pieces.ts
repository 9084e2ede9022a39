/**
 * The words for the pieces on a space, as a small card of lines (each Hero by name, then
 * Minions, Elders on the Hunt and markers): what it says and how big it is. Where it goes
 * is the label layout's job (`touch-map-labels.ts`), with the places' names.
 */
import type { SpacePieces } from './touch-map';
import { pieceLines } from './touch-map';

/** The width of a line of text at a font size, in the map's units. */
export type Measure = (text: string, font: number) => number;

/** A rough width of bold text, for before the map can measure its own (and for tests without a browser). */
export const estimateWidth: Measure = (text, font) => text.length * font * 0.68;

export interface PieceText {
  text: string;
  kind: 'hero' | 'minion' | 'elder' | 'marker';
  /** The Hero's place at the table, for its colour (hero lines only). */
  hero: number | null;
}

export interface PieceCard {
  font: number;
  /** Between the card's edge and its lines. */
  pad: number;
  step: number;
  width: number;
  height: number;
  texts: PieceText[];
}

export function pieceCard(pieces: SpacePieces, measure: Measure): PieceCard | null {
  const lines = pieceLines(pieces);
  if (lines.length === 0) return null;
  const font = lines.length > 2 ? 21 : 25;
  const step = font + 5;
  const pad = 7;
  let heroes = 0;
  const texts = lines.map((line) => ({
    text: line.kind === 'hero' ? `● ${line.text}` : line.text,
    kind: line.kind,
    hero: line.kind === 'hero' ? (pieces.heroes[heroes++]?.hero ?? null) : null,
  }));
  const width = Math.max(...texts.map((t) => measure(t.text, font))) + pad * 2;
  // Each line's ink runs from its ascent (0.95 of the size) to its descent (0.25).
  const height = pad * 2 + (lines.length - 1) * step + font * 1.2;
  return { font, pad, step, width, height, texts };
}
