/**
 * The map of Shadowbrook as the table draws it: each space of the content's board
 * graph where its map position puts it (the content gives 0–100 on each axis; the
 * drawing scales by `SCALE`), the roads between them, what stands on each space, and
 * which legal actions are moves the map can take (a step of the Move, an Escape, a
 * push back: each names the space it goes to).
 */
import { SHADOWBROOK } from '../../../../games/touch/board';
import type { TouchAction } from '../../../../games/touch/actions';
import type { SpaceKind } from '../../../../games/touch/content-types';
import type { TouchView } from '../../../../games/touch/view';
import type { LegalAction } from '../../../../shared/api';
import { elderName, heroName, minionName } from './touch-words';

export const SCALE = 10;
const CENTRE = 50 * SCALE;
/** Within this distance of the Town Hall (content units) the drawing spreads the Town out… */
const TOWN_REACH = 10;
const TOWN_SPREAD = 1.5;
/** …and draws the rest of the map a little closer in, so the Corners stay where the content puts them. */
const FARTHEST = 52.3;

/**
 * Where a content position is drawn. The five Town spaces sit 10 units apart in the
 * content, too close for their names and the figures on them at a table's size, so
 * distances from the Town Hall are stretched inside the Town and eased outside it.
 */
export function drawnAt(x: number, y: number): { x: number; y: number } {
  const dx = x - 50;
  const dy = y - 50;
  const r = Math.hypot(dx, dy);
  if (r === 0) return { x: CENTRE, y: CENTRE };
  const inner = TOWN_REACH * TOWN_SPREAD;
  const drawn =
    r <= TOWN_REACH ? r * TOWN_SPREAD : inner + ((r - TOWN_REACH) * (FARTHEST - inner)) / (FARTHEST - TOWN_REACH);
  return { x: Math.round((50 + (dx / r) * drawn) * SCALE), y: Math.round((50 + (dy / r) * drawn) * SCALE) };
}

/** How big each kind of space is drawn: the Corners largest, the Roads smallest (a waymark stone). */
export const SPACE_RADIUS: Record<SpaceKind, number> = { corner: 54, town: 36, dangerous: 38, road: 13 };

export interface MapSpace {
  index: number;
  id: string;
  name: string;
  kind: SpaceKind;
  x: number;
  y: number;
}

export const MAP_SPACES: readonly MapSpace[] = SHADOWBROOK.spaces.map((s, index) => {
  const { x, y } = drawnAt(s.x, s.y);
  return { index, id: s.id, name: s.name, kind: s.kind, x, y };
});

/** Each road once, as the two spaces it joins. */
export const MAP_ROADS: readonly [number, number][] = SHADOWBROOK.adjacent.flatMap((next, a) =>
  next.filter((b) => b > a).map((b) => [a, b] as [number, number]),
);

export interface HeroFigure {
  hero: number;
  name: string;
  ko: boolean;
}

/** What stands on one space, in words the map prints. */
export interface SpacePieces {
  heroes: HeroFigure[];
  /** Minion names, one per counter ("Wolves", "Rats (round counter)"). */
  minions: string[];
  /** Elders on the Hunt standing here. */
  elders: string[];
  militia: number;
  clues: number;
}

export function piecesOn(view: TouchView, space: number): SpacePieces {
  return {
    heroes: view.heroes.flatMap((h, hero) =>
      h.space === space ? [{ hero, name: heroName(view, hero), ko: h.ko }] : [],
    ),
    minions: view.minions
      .filter((m) => m.space === space)
      .map((m) => (m.round ? `${minionName(view, m.minion)} (round counter)` : minionName(view, m.minion))),
    elders: view.elders.flatMap((e, elder) =>
      e.hunting === space && e.status === 'town' ? [elderName(view, elder)] : [],
    ),
    militia: view.militia[space] ?? 0,
    clues: view.clues[space] ?? 0,
  };
}

/** The lines printed beside a space: each Hero by name, then the counters and markers. */
export function pieceLines(pieces: SpacePieces): { text: string; kind: 'hero' | 'minion' | 'elder' | 'marker' }[] {
  const lines: { text: string; kind: 'hero' | 'minion' | 'elder' | 'marker' }[] = [];
  for (const h of pieces.heroes) lines.push({ text: h.ko ? `${h.name} (KO)` : h.name, kind: 'hero' });
  for (const m of pieces.minions) lines.push({ text: m, kind: 'minion' });
  for (const e of pieces.elders) lines.push({ text: `${e} (on the Hunt)`, kind: 'elder' });
  if (pieces.militia > 0) lines.push({ text: `Militia ×${pieces.militia}`, kind: 'marker' });
  if (pieces.clues > 0) lines.push({ text: `Investigation ×${pieces.clues}`, kind: 'marker' });
  return lines;
}

const MOVE_TYPES = new Set<TouchAction['type']>(['step', 'escape', 'push']);

/** The legal action as the game's own action (the services send the game's actions as they are). */
export function asTouchAction(legal: LegalAction): TouchAction {
  return legal.action as TouchAction;
}

/** The legal actions that move the Hero to a space, by that space: the map takes these. */
export function spaceMoves(legal: readonly LegalAction[]): Map<number, LegalAction> {
  const moves = new Map<number, LegalAction>();
  for (const entry of legal) {
    const action = asTouchAction(entry);
    if (MOVE_TYPES.has(action.type) && 'space' in action) moves.set(action.space, entry);
  }
  return moves;
}

/** Whether the map takes this action (so the prompt does not list it again). */
export function isMapMove(legal: LegalAction): boolean {
  return MOVE_TYPES.has(asTouchAction(legal).type);
}

/** A space in words for a screen reader: its name, what stands there, and the move it offers. */
export function spaceDescription(space: MapSpace, pieces: SpacePieces, move: LegalAction | undefined): string {
  const lines = pieceLines(pieces).map((l) => l.text);
  const here = lines.length > 0 ? `: ${lines.join(', ')}` : '';
  return move ? `${space.name}${here}. ${move.label}` : `${space.name}${here}`;
}

/** The way the Hero moving now has come this turn: where the Move began, then each space entered, in order. */
export interface MovePath {
  hero: number;
  spaces: MapSpace[];
  /** In words, for those who do not see the line: "Karl's path this turn: Town Hall, Road, Blacksmith." */
  words: string;
}

export function movePath(view: TouchView): MovePath | null {
  if (view.phase !== 'turn' || view.turn.step === 'roll' || view.turn.entered.length === 0) return null;
  const spaces = [view.turn.start, ...view.turn.entered].map((s) => MAP_SPACES[s]!);
  const hero = view.turn.hero;
  return { hero, spaces, words: `${heroName(view, hero)}'s path this turn: ${spaces.map((s) => s.name).join(', ')}.` };
}
