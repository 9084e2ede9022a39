/**
 * Army values after extended skills and effects. "Cards clarifications — Carapace":
 * cards that modify a value of an army change the army's value, not each unit's; so
 * every bonus here is added to the totals, and unit modifiers (Ciel, Acid Secretion)
 * are the only ones that change a unit.
 */
import type { Seat } from '../../../engine';
import type { ArmyTotals, EzState } from '../types';
import { EXTENDED } from './profile';
import { opsOf, type OpOf, type UnitFilter } from './vocabulary';
import { dataOf, type World } from './world';

/** Units excluded from their army this turn (Xenogray or Kraken after a duel); null when none is. */
function duelled(state: EzState): number[] | null {
  let out: number[] | null = null;
  for (const m of state.modifiers) {
    const d = dataOf(m);
    if (d.kind === 'duelled') (out ??= []).push(d.card);
  }
  return out;
}

const ANY_UNIT: UnitFilter = {};

function count(
  world: World,
  state: EzState,
  card: number,
  seat: Seat,
  per: NonNullable<OpOf<'army-stat'>['per']>,
): number {
  if (per.count === 'own-supports') return world.player(state, seat).supports.length;
  const side = per.count === 'own-units' ? 'own' : 'opponent';
  return world.countMatching(state, seat, side, per.filter ?? ANY_UNIT, card);
}

/** Is a seat of `team` one of `seat`'s opponents? */
function opposes(world: World, state: EzState, seat: Seat, team: number): boolean {
  for (const p of state.players) if (p.team === team && world.isOpponent(state, seat, p.seat)) return true;
  return false;
}

/** Active units of the seat still in its army (not duelled). */
function armyUnits(world: World, state: EzState, seat: Seat, out: readonly number[] | null): number[] {
  const active = world.player(state, seat).active;
  return out ? active.filter((c) => !out.includes(c)) : active;
}

function inPile(state: EzState, card: number): boolean {
  for (const d of state.pile) if (d.card === card) return true;
  return false;
}

/** Adds what one card's extended ability gives `team`'s army. */
function addExtended(
  world: World,
  state: EzState,
  team: number,
  card: number,
  seat: Seat,
  out: readonly number[] | null,
  totals: ArmyTotals,
): void {
  const ability = world.ability(state, card);
  const ownSide = world.player(state, seat).team === team;
  for (const op of opsOf(ability)) {
    if (op.op === 'army-stat') {
      const target = op.army ?? 'own';
      if ((target === 'own') !== ownSide) continue;
      if (target === 'opponent' && !opposes(world, state, seat, team)) continue;
      if (op.whileOwnUnits && armyUnits(world, state, seat, out).length === 0) continue;
      totals[op.stat] += op.amount * (op.per ? count(world, state, card, seat, op.per) : 1);
    } else if (op.op === 'army-scale' && ownSide) {
      // "For all active units under your control": only the units of the seat that played it.
      let part = 0;
      for (const unit of armyUnits(world, state, seat, out)) part += world.stat(state, unit, op.stat);
      totals[op.stat] += op.factor === 'double' ? part : Math.floor(part / 2) - part;
    }
  }
}

export function armyTotals(world: World, state: EzState, team: number, base: ArmyTotals): ArmyTotals {
  const totals = { ...base };
  const out = duelled(state);
  // Unit modifiers, and the values of duelled units taken back out.
  for (const p of state.players) {
    if (p.team !== team) continue;
    for (const card of p.active) {
      if (out !== null && out.includes(card)) {
        const def = world.def(state, card);
        totals.attack -= def.attack ?? 0;
        totals.defence -= def.defence ?? 0;
        totals.range -= def.range ?? 0;
      } else if (state.modifiers.length > 0) {
        // Without modifiers a unit has its printed values (never negative: the card schema).
        totals.attack += world.statChange(state, card, 'attack');
        totals.defence += world.statChange(state, card, 'defence');
        totals.range += world.statChange(state, card, 'range');
      }
    }
  }
  // Extended abilities of active units, and of supports in play once resolved: a support
  // still waiting in the pile does nothing yet.
  const traits = world.traits(state);
  for (const p of state.players) {
    for (const card of p.active) {
      if ((traits[card] ?? 0) & EXTENDED) addExtended(world, state, team, card, p.seat, out, totals);
    }
    for (const card of p.supports) {
      if ((traits[card] ?? 0) & EXTENDED && !inPile(state, card))
        addExtended(world, state, team, card, p.seat, out, totals);
    }
  }
  return {
    attack: Math.max(0, totals.attack),
    defence: Math.max(0, totals.defence),
    range: Math.max(0, totals.range),
    resources: totals.resources,
  };
}
