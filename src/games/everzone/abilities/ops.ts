/**
 * Each effect word, implemented once: the choices it offers when declared
 * (`options`), what it does (`execute`), and the choice made for the player when a
 * contextual skill sets off by itself (`autoPick`: the strongest target, the
 * cheapest unit to lose).
 */
import { shuffleInPlace, type Seat } from '../../../engine';
import { damageSide } from '../clash';
import { sideOfSeat, targetOf } from '../sides';
import { drawOne, keepsLog, removeFrom, say } from '../state';
import type { EzState } from '../types';
import { duel } from './duel';
import { activateUnit, canBeDestroyed, deactivateUnit, destroyByAbility, remarshalUnit, takeControl } from './moves';
import type { EzOp, OpOf, UnitFilter } from './vocabulary';
import type { World } from './world';

/** Who uses which card. */
export interface Use {
  seat: Seat;
  card: number;
}

/** A choice for one op: a unit or seat, units to lose, a card id to search for; undefined when none is needed. */
export type Pick = number | number[] | string | undefined;

/** How many units a sacrifice may choose among (the cheapest first), to keep the menu small. */
const SACRIFICE_CANDIDATES = 5;

function byCost(world: World, state: EzState) {
  return (a: number, b: number) => world.def(state, a).cost - world.def(state, b).cost || a - b;
}

/** Units an op may target, as seen by the user. */
function targetsOf(world: World, state: EzState, use: Use, filter: UnitFilter): number[] {
  return world.matching(state, use.seat, filter, use.card);
}

function sacrificeCandidates(world: World, state: EzState, use: Use, op: OpOf<'sacrifice'>): number[] {
  return world
    .units(state, [use.seat], op.zones ?? ['active'])
    .filter((c) => c !== use.card && canBeDestroyed(world, state, c, 'ability'))
    .sort(byCost(world, state));
}

function combinations(items: number[], k: number): number[][] {
  if (k === 0) return [[]];
  return items.flatMap((first, i) => combinations(items.slice(i + 1), k - 1).map((rest) => [first, ...rest]));
}

/** Distinct card ids in the user's deck an op may search for. */
function searchable(world: World, state: EzState, use: Use, op: OpOf<'search'>): string[] {
  const ids = new Set<string>();
  for (const card of world.player(state, use.seat).deck) {
    if (findable(world, state, card, op)) ids.add(world.def(state, card).id);
  }
  return [...ids].sort();
}

/** May the search find this card? */
function findable(world: World, state: EzState, card: number, op: OpOf<'search'>): boolean {
  const def = world.def(state, card);
  const type = def.type === 'leader' ? 'unit' : def.type;
  return type === op.type && (op.maxCost === undefined || def.cost <= op.maxCost);
}

/** Is there a card in the user's deck the search may find (`searchable` is not empty)? */
function canFind(world: World, state: EzState, use: Use, op: OpOf<'search'>): boolean {
  for (const card of world.player(state, use.seat).deck) if (findable(world, state, card, op)) return true;
  return false;
}

function recoverable(world: World, state: EzState, use: Use, op: OpOf<'recover'>): number[] {
  const seen = new Set<string>();
  return world.player(state, use.seat).fallen.filter((card) => {
    const def = world.def(state, card);
    if (def.type !== 'unit' || (op.maxCost !== undefined && def.cost > op.maxCost) || seen.has(def.id)) return false;
    seen.add(def.id);
    return true;
  });
}

/** The most expensive card a search can find (then by id), for picks made without the player. */
function dearest(world: World, state: EzState, use: Use, op: OpOf<'search'>): string {
  const cost = (id: string) => world.rules.card(id).cost;
  const ids = searchable(world, state, use, op);
  return ids.length === 0 ? '' : ids.reduce((best, id) => (cost(id) > cost(best) ? id : best));
}

/** The answer of an op that needs no choice, shared: search asks for options at every declaration window. */
const NO_CHOICE_NEEDED: readonly Pick[] = Object.freeze([undefined]);

/** The choices an op offers now: [] when it cannot be done, [undefined] when it needs none. */
export function options(world: World, state: EzState, use: Use, op: EzOp): readonly Pick[] {
  switch (op.op) {
    case 'unit-stat':
      return op.all ? NO_CHOICE_NEEDED : targetsOf(world, state, use, op.target);
    case 'destroy': {
      if (op.count === 'all') return NO_CHOICE_NEEDED;
      const targets = targetsOf(world, state, use, op.target);
      if (op.count === 'one') return targets.filter((c) => canBeDestroyed(world, state, c, 'ability'));
      const seats = new Set(targets.map((c) => state.cards[c]?.controller ?? -1));
      return [...seats].sort((a, b) => a - b);
    }
    case 'sacrifice': {
      const candidates = sacrificeCandidates(world, state, use, op);
      if (candidates.length < op.count) return op.required ? [] : [candidates];
      return combinations(candidates.slice(0, SACRIFICE_CANDIDATES), op.count);
    }
    case 'search':
      // Into the hand the pick stays hidden: it is made on resolution (declarations are public).
      if (op.to === 'hand') return canFind(world, state, use, op) ? NO_CHOICE_NEEDED : [];
      return searchable(world, state, use, op);
    case 'recover':
      return recoverable(world, state, use, op);
    case 'activate':
      return targetsOf(world, state, use, op.target).filter((c) => world.canActivate(state, use.seat, c));
    case 'deactivate':
    case 'take-control':
      return targetsOf(world, state, use, op.target);
    case 'remarshal':
      return op.target === 'self' ? NO_CHOICE_NEEDED : targetsOf(world, state, use, op.target);
    case 'duel':
      return world.units(state, world.opponents(state, use.seat), ['active']);
    default:
      return NO_CHOICE_NEEDED;
  }
}

/** The choice a contextual skill makes by itself: the strongest opposing unit, the cheapest of one's own. */
export function autoPick(world: World, state: EzState, use: Use, op: EzOp): Pick | null {
  const all = options(world, state, use, op);
  if (all.length === 0) return null;
  if (op.op === 'sacrifice' || op.op === 'activate') return all[0];
  if (op.op === 'search') return all[0] === undefined ? undefined : dearest(world, state, use, op);
  const units = all.filter((p): p is number => typeof p === 'number');
  if (units.length === 0 || (op.op === 'destroy' && op.count === 'one-player')) return all[0];
  const strength = (c: number) => world.stat(state, c, 'attack') * 100 + world.def(state, c).cost;
  return units.reduce((best, c) => (strength(c) > strength(best) ? c : best));
}

/** Is a declared choice still one the op offers (a target may have left since)? */
function stillValid(world: World, state: EzState, use: Use, op: EzOp, pick: Pick): boolean {
  if (op.op === 'sacrifice') return true; // checks its units itself: it may go on with fewer
  return options(world, state, use, op).some((o) => o === pick);
}

function opposingSide(state: EzState, seat: Seat): number | null {
  const side = sideOfSeat(state, seat);
  return side < 0 ? null : targetOf(state, side);
}

/** Does the op; false stops the ability (a price that cannot be paid). */
export function execute(world: World, state: EzState, use: Use, op: EzOp, pick: Pick): boolean {
  if (!stillValid(world, state, use, op, pick)) return true;
  const unit = typeof pick === 'number' ? pick : -1;
  switch (op.op) {
    case 'unit-stat': {
      const cards = op.all ? targetsOf(world, state, use, op.target) : [unit];
      for (const card of cards) {
        state.modifiers.push({
          source: use.card,
          until: op.until,
          data: { kind: 'unit-stat', card, stat: op.stat, amount: op.amount },
        });
      }
      return true;
    }
    case 'destroy': {
      if (op.count === 'one') destroyByAbility(world, state, unit);
      else {
        const cards = targetsOf(world, state, use, op.target).filter(
          (c) => op.count === 'all' || state.cards[c]?.controller === unit,
        );
        for (const card of cards) destroyByAbility(world, state, card);
      }
      return true;
    }
    case 'sacrifice': {
      const chosen = (Array.isArray(pick) ? pick : []).filter((c) =>
        sacrificeCandidates(world, state, use, op).includes(c),
      );
      const lost = chosen.filter((c) => destroyByAbility(world, state, c)).length;
      if (lost >= op.count || !op.required) return true;
      if (op.otherwise === 'deactivate-self') deactivateUnit(world, state, use.card);
      return false;
    }
    case 'cp-damage': {
      const side = opposingSide(state, use.seat);
      if (side !== null) damageSide(state, side, op.amount);
      return true;
    }
    case 'draw':
      for (let i = 0; i < op.count; i++) drawOne(state, use.seat);
      return true;
    case 'search':
      searchDeck(world, state, use, op, typeof pick === 'string' ? pick : dearest(world, state, use, op));
      return true;
    case 'recover': {
      const p = world.player(state, use.seat);
      if (!removeFrom(p.fallen, unit)) return true;
      p.hand.push(unit);
      if (keepsLog(state))
        say(state, `Player ${use.seat + 1} takes ${world.def(state, unit).name} back from the Fallen pile.`, use.seat);
      return true;
    }
    case 'activate':
      activateUnit(world, state, use.seat, unit);
      return true;
    case 'deactivate':
      deactivateUnit(world, state, unit);
      return true;
    case 'remarshal':
      if (op.at === 'now') remarshalUnit(world, state, op.target === 'self' ? use.card : unit);
      else
        state.modifiers.push({
          source: use.card,
          until: 'turn',
          data: { kind: 'remarshal-at-turn-end', card: use.card },
        });
      return true;
    case 'take-control':
      takeControl(world, state, use.seat, unit, use.card);
      return true;
    case 'duel':
      duel(world, state, use, unit);
      return true;
    default:
      // army-stat, army-scale, prevent-destroy, forbid-supports, alt-activation: always on, read where they apply.
      return true;
  }
}

/** "Every time you browse your forces deck looking for cards, you must shuffle it afterwards." */
function searchDeck(world: World, state: EzState, use: Use, op: OpOf<'search'>, id: string): void {
  const p = world.player(state, use.seat);
  const card = p.deck.find((c) => world.def(state, c).id === id);
  if (card !== undefined) {
    removeFrom(p.deck, card);
    if (op.to === 'hand') {
      p.hand.push(card);
      if (keepsLog(state)) say(state, `Player ${use.seat + 1} takes a card from the deck into the hand.`, use.seat);
    } else activateUnit(world, state, use.seat, card);
  }
  shuffleInPlace(state.rng, p.deck);
}
