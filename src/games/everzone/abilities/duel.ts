/**
 * "Cards clarifications — Xenogray and Kraken": "These units can attack a single unit
 * of the opponent's army before your other units do, possibly causing damage to the
 * player. When resolving their abilities, consider the attacking unit and the target
 * unit as stand-alone armies: if there isn't a direct counterattack by the target, the
 * clash proceeds normally, but Xenogray or Kraken's values cannot be added to the rest
 * of the army."
 *
 * The two units clash as armies do: the higher range attacks first (a tie: both at
 * once), attack at least the defence destroys the unit and deals the difference to its
 * side's CP, and the survivor strikes back. The duellist is then out of its army's
 * totals for this turn.
 */
import { damageTeam, destroyUnit } from '../clash';
import { keepsLog, say } from '../state';
import type { EzState } from '../types';
import { canBeDestroyed } from './moves';
import type { Use } from './ops';
import type { World } from './world';

interface Fighter {
  card: number;
  attack: number;
  defence: number;
  range: number;
}

function fighter(world: World, state: EzState, card: number): Fighter {
  return {
    card,
    attack: world.stat(state, card, 'attack'),
    defence: world.stat(state, card, 'defence'),
    range: world.stat(state, card, 'range'),
  };
}

/** One strike; true when the defender falls. */
function strike(world: World, state: EzState, attacker: Fighter, defender: Fighter): boolean {
  if (attacker.attack < defender.defence) {
    if (keepsLog(state))
      say(state, `${world.def(state, attacker.card).name} strikes ${world.def(state, defender.card).name}: it holds.`);
    return false;
  }
  const team = world.player(state, state.cards[defender.card]?.controller ?? 0).team;
  if (keepsLog(state))
    say(state, `${world.def(state, attacker.card).name} strikes ${world.def(state, defender.card).name} down.`);
  if (canBeDestroyed(world, state, defender.card, 'clash')) destroyUnit(world.rules, state, defender.card);
  damageTeam(state, team, attacker.attack - defender.defence);
  return true;
}

export function duel(world: World, state: EzState, use: Use, target: number): void {
  if (!world.isActive(state, use.card) || !world.isActive(state, target)) return;
  const mine = fighter(world, state, use.card);
  const theirs = fighter(world, state, target);
  state.modifiers.push({ source: use.card, until: 'turn', data: { kind: 'duelled', card: use.card } });
  if (mine.range === theirs.range) {
    // "If there is a tie, both armies simultaneously attack each other."
    strike(world, state, mine, theirs);
    strike(world, state, theirs, mine);
    return;
  }
  const [first, second] = mine.range > theirs.range ? [mine, theirs] : [theirs, mine];
  const fell = strike(world, state, first, second);
  if (!fell || world.isActive(state, second.card)) strike(world, state, second, first);
}
