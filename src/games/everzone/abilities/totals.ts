/**
 * Army values after extended skills and effects. "Cards clarifications — Carapace":
 * cards that modify a value of an army change the army's value, not each unit's; so
 * every bonus here is added to the totals, and unit modifiers (Ciel, Acid Secretion)
 * are the only ones that change a unit.
 */
import type { Seat } from '../../../engine';
import type { ArmyTotals, EzState } from '../types';
import { opsOf, type OpOf } from './vocabulary';
import { dataOf, type Stat, type World } from './world';

/** A card whose extended ability is on now, and the seat controlling it. */
interface Source {
  card: number;
  seat: Seat;
}

/**
 * Active units with an extended skill, and supports in play with an extended effect once
 * it has resolved: a support still waiting in the pile does nothing yet.
 */
export function extendedSources(world: World, state: EzState): Source[] {
  const waiting = new Set(state.pile.map((d) => d.card));
  const out: Source[] = [];
  for (const p of state.players) {
    for (const card of [...p.active, ...p.supports.filter((c) => !waiting.has(c))]) {
      const ability = world.ability(state, card);
      if (ability && ability.kind === 'extended') out.push({ card, seat: p.seat });
    }
  }
  return out;
}

/** Units excluded from their army this turn (Xenogray or Kraken after a duel). */
function duelled(state: EzState): Set<number> {
  const out = new Set<number>();
  for (const m of state.modifiers) {
    const d = dataOf(m);
    if (d.kind === 'duelled') out.add(d.card);
  }
  return out;
}

function count(world: World, state: EzState, source: Source, per: NonNullable<OpOf<'army-stat'>['per']>): number {
  if (per.count === 'own-supports') return world.player(state, source.seat).supports.length;
  const filter = { ...per.filter, side: per.count === 'own-units' ? ('own' as const) : ('opponent' as const) };
  return world.matching(state, source.seat, filter, source.card).length;
}

export function armyTotals(world: World, state: EzState, team: number, base: ArmyTotals): ArmyTotals {
  const totals = { ...base };
  const seats = state.players.filter((p) => p.team === team).map((p) => p.seat);
  const out = duelled(state);
  const unitsOf = (seat: Seat) => world.player(state, seat).active.filter((c) => !out.has(c));
  // Unit modifiers, and the values of duelled units taken back out.
  for (const seat of seats) {
    for (const card of world.player(state, seat).active) {
      for (const stat of ['attack', 'defence', 'range'] as Stat[]) {
        const printed = world.def(state, card)[stat] ?? 0;
        totals[stat] += out.has(card) ? -printed : world.stat(state, card, stat) - printed;
      }
    }
  }
  for (const source of extendedSources(world, state)) {
    const ownSide = seats.includes(source.seat);
    for (const op of opsOf(world.ability(state, source.card))) {
      if (op.op === 'army-stat') {
        const target = op.army ?? 'own';
        if ((target === 'own') !== ownSide) continue;
        if (target === 'opponent' && !world.opponents(state, source.seat).some((s) => seats.includes(s))) continue;
        if (op.whileOwnUnits && unitsOf(source.seat).length === 0) continue;
        totals[op.stat] += op.amount * (op.per ? count(world, state, source, op.per) : 1);
      } else if (op.op === 'army-scale' && ownSide) {
        // "For all active units under your control": only the units of the seat that played it.
        const part = unitsOf(source.seat).reduce((sum, card) => sum + world.stat(state, card, op.stat), 0);
        totals[op.stat] += op.factor === 'double' ? part : Math.floor(part / 2) - part;
      }
    }
  }
  return {
    attack: Math.max(0, totals.attack),
    defence: Math.max(0, totals.defence),
    range: Math.max(0, totals.range),
    resources: totals.resources,
  };
}
