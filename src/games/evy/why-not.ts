/**
 * "Why not?" in Evy: the moves a player looks for that the rules do not allow now, with the
 * rule in words, read from Evy's own view (the board, her hand, her moves and attack left).
 *
 * - Moving ("two movement actions … For each move you can either use a card, or simply move a
 *   single step"): both moves used, or every tile around her blocked.
 * - Attacking ("Once each turn … attack a single monster next to you or use one of your cards"):
 *   already attacked, or the nearest monster not next to her.
 * - A weapon or movement card held that has nothing to do now (the List of cards).
 * - A skill card outside Evy's phase ("Skill cards can be used at any time during Evy's phase").
 * - Ending the turn while a card tile or the hand limit still asks.
 * - Standing on the goal's tile before the goal's earlier steps are done ("If you reach the
 *   adventure goal"; the steps count in order), and on an elevator card tile that gives no card
 *   ("You can only pick one card each floor. The card tile you move to must be different").
 */
import type { Seat, Unavailable } from '../../engine';
import { CARD, EXIT, STAIRS, cellOf, geometry, hexDistance, isPit, isTile, type MapGeometry } from './geometry';
import { objectiveStepText } from './objective-words';
import { cardDef } from './state';
import type { EvyCardId, EvyView } from './types';

/** Evy's map as the view shows it: the geometry, her cell, the cells with a monster. */
interface Board {
  geo: MapGeometry;
  evy: number;
  monsters: Set<number>;
}

function boardOf(view: EvyView): Board {
  const geo = geometry(view.adventure)[view.map] as MapGeometry;
  const monsters = new Set<number>();
  for (const m of view.monsters) if (m.map === view.map) monsters.add(cellOf(geo, m));
  return { geo, evy: cellOf(geo, view.evy), monsters };
}

const next = (b: Board, cell: number, d: number): number => b.geo.next[cell * 6 + d] as number;
const monsterOn = (b: Board, cell: number): boolean => cell >= 0 && b.monsters.has(cell);
/** A tile Evy may stand on (as `cards.ts` `walkable`). */
const free = (b: Board, cell: number): boolean => isTile(b.geo, cell) && !isPit(b.geo, cell) && !monsterOn(b, cell);

function line(b: Board, d: number, length: number): number[] {
  const out: number[] = [];
  let c = b.evy;
  for (let i = 0; i < length; i++) {
    c = next(b, c, d);
    if (c < 0) break;
    out.push(c);
  }
  return out;
}

/** Hex distance from Evy to the nearest monster on her map (Infinity with none). */
function nearest(b: Board): number {
  let best = Infinity;
  for (const c of b.monsters) best = Math.min(best, hexDistance(b.geo, b.evy, c));
  return best;
}

const adjacent = (b: Board): number => [0, 1, 2, 3, 4, 5].filter((d) => monsterOn(b, next(b, b.evy, d))).length;

/** Whether a weapon card would hit something now (as `cards.ts` `weaponActions`). */
function weaponHasTarget(b: Board, id: EvyCardId): boolean {
  for (let d = 0; d < 6; d++) {
    if (id === 'baseball-bat') {
      if (monsterOn(b, next(b, b.evy, d)) && monsterOn(b, next(b, b.evy, (d + 1) % 6))) return true;
    } else if (id === 'chainsaw') {
      if (monsterOn(b, next(b, b.evy, d))) return true;
    } else if (id === 'crossbow' || id === 'sword') {
      for (const c of line(b, d, id === 'crossbow' ? 3 : 2)) {
        if (monsterOn(b, c)) return true;
        if (!isTile(b.geo, c)) break;
      }
    }
  }
  return false;
}

/** Whether a movement card could be used now (as `cards.ts` `movementCardActions`). */
function movementUsable(b: Board, id: EvyCardId): boolean {
  for (let d = 0; d < 6; d++) {
    if (id === 'bicycle' || id === 'sneakers') {
      const length = id === 'bicycle' ? 3 : 2;
      const cells = line(b, d, length);
      if (cells.length === length && cells.every((c) => free(b, c))) return true;
    } else if (id === 'pogo-stick') {
      const [c1, c2, c3] = line(b, d, 3);
      if (c1 === undefined || !monsterOn(b, c1) || c2 === undefined) continue;
      if (free(b, c2) || (monsterOn(b, c2) && c3 !== undefined && free(b, c3))) return true;
    } else if (id === 'mountain-boots') {
      if (monsterOn(b, next(b, b.evy, d))) return true;
    }
  }
  return false;
}

const REACH: Partial<Record<EvyCardId, number>> = { 'baseball-bat': 1, chainsaw: 1, sword: 2, crossbow: 3 };

function weaponReason(name: string, id: EvyCardId): string {
  switch (id) {
    case 'baseball-bat':
      return `the ${name} hits two monsters at once, both on tiles next to Evy and next to each other; there is no such pair now.`;
    case 'chainsaw':
      return `the ${name} hits monsters on the tiles next to Evy, and none is next to her.`;
    default:
      return `the ${name} hits the monsters up to ${REACH[id] ?? 0} tiles away in one straight line, and a wall stops it; no monster is in such a line now.`;
  }
}

function movementReason(name: string, id: EvyCardId): string {
  switch (id) {
    case 'bicycle':
    case 'sneakers': {
      const n = id === 'bicycle' ? 3 : 2;
      return `the ${name} goes exactly ${n} tiles in one straight line, and in every direction a wall, a spawn pit or a monster is within ${n} tiles.`;
    }
    case 'pogo-stick':
      return `the ${name} jumps over one or two monsters in a row next to Evy onto a free tile just behind them; there is no such jump now.`;
    default:
      return `the ${name} stomps a monster on a tile next to Evy, and none is next to her.`;
  }
}

/** Evy's phase: moves, the attack and the cards in hand. */
function evyPhase(view: EvyView, out: Unavailable[]): void {
  const b = boardOf(view);
  if (view.movesLeft === 0) {
    out.push({
      label: 'Move',
      reason:
        'Evy has made both of her moves this turn (a step or a movement card each); she gets two more in her next turn, after the monsters.',
    });
  } else if (![0, 1, 2, 3, 4, 5].some((d) => free(b, next(b, b.evy, d)))) {
    out.push({
      label: 'Step',
      reason:
        'every tile next to Evy is a wall, a spawn pit or a monster; attack a monster or use a card to clear a way.',
    });
  }
  const nextTo = adjacent(b);
  if (!view.attackLeft && nextTo > 0) {
    out.push({
      label: 'Attack',
      reason: 'Evy attacks once a turn, with a plain attack or a weapon card, and she has already attacked this turn.',
    });
  } else if (view.attackLeft && nextTo === 0 && nearest(b) <= 2) {
    out.push({
      label: 'Attack',
      reason: `a plain attack hits a monster on a tile next to Evy, and the nearest is ${nearest(b)} tiles away; step next to it first.`,
    });
  }
  for (const card of view.hand) {
    const def = cardDef(view, card.id);
    if (def.kind === 'weapon' && view.attackLeft && !weaponHasTarget(b, def.id)) {
      if (nearest(b) <= (REACH[def.id] ?? 0) + 1) out.push({ label: def.name, reason: weaponReason(def.name, def.id) });
    } else if (def.kind === 'weapon' && !view.attackLeft && weaponHasTarget(b, def.id)) {
      out.push({
        label: def.name,
        reason: `using the ${def.name} is Evy's one attack of the turn, and she has already attacked.`,
      });
    } else if (def.kind === 'movement' && view.movesLeft > 0 && !movementUsable(b, def.id)) {
      const riding = def.id === 'bicycle' || def.id === 'sneakers';
      if (riding || nearest(b) <= 2) out.push({ label: def.name, reason: movementReason(def.name, def.id) });
    }
  }
  standingOn(view, b, out);
}

const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Where Evy stands: a goal tile whose turn has not come, an elevator card tile that gives nothing. */
function standingOn(view: EvyView, b: Board, out: Unavailable[]): void {
  const objective = view.adventure.objective;
  const current = objective[view.objectiveStep];
  const kind = b.geo.kind[b.evy];
  const later = objective
    .slice(view.objectiveStep + 1)
    .find(
      (step) =>
        step.type === 'reach' &&
        (step.tile === 'start' ? b.evy === b.geo.start : kind === (step.tile === 'exit' ? EXIT : STAIRS)),
    );
  if (current && later) {
    out.push({
      label: objectiveStepText(later),
      reason: `first ${lower(objectiveStepText(current))}: the goal's steps count only in order, so come back here once that is done.`,
    });
  }
  if (view.adventure.rules.elevator && kind === CARD && view.floor !== null) {
    const last = view.lastLiftTile;
    const sameTile = last !== null && last.q === view.evy.q && last.r === view.evy.r;
    // Just after taking a card she still stands on its tile: nothing to ask there.
    const reason = view.floorTaken
      ? sameTile
        ? null
        : 'Evy takes one card each floor and has taken this floor’s; the next floor brings another.'
      : sameTile
        ? 'the last card came from this tile, and each floor’s card must come from a different card tile.'
        : view.floor > view.deckSize
          ? 'there are no cards left to deal for this floor.'
          : null;
    if (reason) out.push({ label: 'This floor’s card', reason });
  }
}

/** Outside Evy's phase: skill cards wait for her phase; the turn ends only once the card questions are answered. */
function otherPhase(view: EvyView, out: Unavailable[]): void {
  if (view.phase === 'monster' || view.phase === 'hit' || view.phase === 'monster-choice') {
    const seen = new Set<string>();
    for (const card of view.hand) {
      const def = cardDef(view, card.id);
      if (def.kind !== 'skill' || seen.has(def.name)) continue;
      seen.add(def.name);
      const instead = view.phase === 'hit' ? '; now you may only discard it to stop this hit' : '';
      out.push({
        label: def.name,
        reason: `skill cards are used during Evy's phase, and this is the monster phase${instead}.`,
      });
    }
  } else if (view.phase === 'card') {
    const n = view.offers[0];
    out.push({
      label: 'End turn',
      reason: `first turn over card ${n ?? ''} or leave it face down: a card tile Evy moved onto is settled before anything else.`,
    });
  } else if (view.phase === 'hand-limit') {
    out.push({
      label: 'End turn',
      reason: 'first discard a card: the hand limit lets Evy hold only one movement card and one weapon card.',
    });
  }
}

export function evyWhyNot(view: EvyView, seat: Seat): Unavailable[] {
  if (seat !== 0 || view.phase === 'over') return [];
  const out: Unavailable[] = [];
  if (view.phase === 'evy') evyPhase(view, out);
  else otherPhase(view, out);
  return out;
}
