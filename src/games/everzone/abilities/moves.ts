/**
 * Moving units for abilities: destroying (when allowed), activating, deactivating,
 * re-marshalling, taking control; and `settle`, which ends what lasts "while the
 * source stays": a possessed unit whose possessor left goes to its owner's Fallen
 * pile ("Cards clarifications — Vlad"), and a unit at 0 defence is destroyed
 * ("Cards clarifications — Ciel").
 */
import type { Seat } from '../../../engine';
import { destroyUnit } from '../clash';
import { setController } from '../instances';
import { keepsLog, removeFrom, say } from '../state';
import type { EzState, Modifier } from '../types';
import { PREVENTS_DESTROY } from './profile';
import { opsOf } from './vocabulary';
import type { Zone } from './vocabulary';
import { dataOf, type World } from './world';

/** "Sea Arrow cannot be destroyed if the opposing army has active units with a range 3 or less", Dome, Derran Lock. */
export function canBeDestroyed(world: World, state: EzState, card: number, cause: 'clash' | 'ability'): boolean {
  const at = world.where(state, card);
  if (!at) return true;
  const seat = state.cards[card]?.controller ?? at.seat;
  const protectors = at.zone === 'active' ? world.player(state, seat).active : [];
  for (const source of protectors) {
    if (!world.has(state, source, PREVENTS_DESTROY)) continue;
    for (const op of opsOf(world.ability(state, source))) {
      if (op.op !== 'prevent-destroy') continue;
      if (op.who === 'self' && source !== card) continue;
      if (op.cause !== 'any' && op.cause !== cause) continue;
      if (op.opponentRangeAtMost !== undefined) {
        const limit = op.opponentRangeAtMost;
        if (!world.someOpposingUnit(state, seat, (u) => world.stat(state, u, 'range') <= limit)) continue;
      }
      return false;
    }
  }
  return true;
}

/** Destroys the unit if abilities may; true when it fell. */
export function destroyByAbility(world: World, state: EzState, card: number): boolean {
  if (!world.where(state, card) || !canBeDestroyed(world, state, card, 'ability')) return false;
  destroyUnit(world.rules, state, card);
  return true;
}

function take(world: World, state: EzState, card: number): { seat: Seat; zone: Zone } | null {
  const at = world.where(state, card);
  if (at) removeFrom(world.player(state, at.seat)[at.zone], card);
  return at;
}

/** Into the seat's army if it may fight here and fits the limit, otherwise face up and sideways. */
export function activateUnit(world: World, state: EzState, seat: Seat, card: number, cost?: number): boolean {
  take(world, state, card);
  const fits = world.canActivate(state, seat, card, cost);
  world.player(state, seat)[fits ? 'active' : 'inactive'].push(card);
  if (keepsLog(state))
    say(state, `${world.def(state, card).name} is ${fits ? 'activated' : 'revealed, but cannot be activated'}.`, seat);
  if (fits) world.rules.hooks.onEvent(state, { type: 'activated', card });
  return fits;
}

export function deactivateUnit(world: World, state: EzState, card: number): void {
  const at = world.where(state, card);
  if (!at || at.zone !== 'active') return;
  removeFrom(world.player(state, at.seat).active, card);
  world.player(state, at.seat).inactive.push(card);
  if (keepsLog(state)) say(state, `${world.def(state, card).name} is deactivated.`, at.seat);
}

/** Back face down among the marshalled cards; a possessed unit goes back to its owner's. */
export function remarshalUnit(world: World, state: EzState, card: number): void {
  const instance = state.cards[card];
  if (!instance || !take(world, state, card)) return;
  setController(state, card, instance.owner);
  world.player(state, instance.owner).marshalled.push(card);
  state.modifiers = state.modifiers.filter((m) => !targets(m, card));
  if (keepsLog(state)) say(state, `${world.def(state, card).name} goes back face down.`, instance.owner);
}

/** "When you take possession of a unit … you can use it as if it were your own." */
export function takeControl(world: World, state: EzState, seat: Seat, card: number, source: number): void {
  const instance = state.cards[card];
  if (!instance) return;
  const owner = instance.owner;
  take(world, state, card);
  setController(state, card, seat);
  const fits = world.canActivate(state, seat, card);
  world.player(state, seat)[fits ? 'active' : 'inactive'].push(card);
  const lasting = world.def(state, source).type === 'support' ? 'battle' : 'source-leaves';
  state.modifiers.push({ source, until: lasting, data: { kind: 'control', card, owner } });
  if (keepsLog(state))
    say(state, `${world.def(state, card).name} is now under the control of Player ${seat + 1}.`, seat);
}

/** A possessed unit to its owner's Fallen pile (it is not destroyed: no skill sets off). */
export function releaseToFallen(world: World, state: EzState, card: number): void {
  const instance = state.cards[card];
  if (!instance || instance.controller === instance.owner || !take(world, state, card)) return;
  setController(state, card, instance.owner);
  const owner = world.player(state, instance.owner);
  owner.fallen.push(card);
  if (card === owner.leader) owner.leaderState = 'fallen';
  state.modifiers = state.modifiers.filter((m) => !targets(m, card));
  if (keepsLog(state)) say(state, `${world.def(state, card).name} is released and falls.`, instance.owner);
}

function targets(m: Modifier, card: number): boolean {
  const d = dataOf(m);
  return d.kind !== 'control' && d.card === card;
}

/** Is the card that keeps a modifier still there: a unit active, a support in play? */
function sourceStays(world: World, state: EzState, source: number): boolean {
  return world.isActive(state, source) || world.supportInPlay(state, source) !== null;
}

/** Ends what lasted while a source stayed, and destroys units at 0 defence; repeats until nothing changes. */
export function settle(world: World, state: EzState): void {
  for (let round = 0; round < 20; round++) {
    const gone = endedModifiers(world, state);
    const dying = unitsAtZeroDefence(world, state);
    if (gone === null && dying === null) return;
    if (gone !== null) {
      state.modifiers = state.modifiers.filter((m) => !gone.includes(m));
      for (const m of gone) {
        const d = dataOf(m);
        if (d.kind === 'control') releaseToFallen(world, state, d.card);
      }
    }
    for (const card of dying ?? []) destroyByAbility(world, state, card);
  }
}

/** Modifiers that lasted while a source stayed, whose source has left; null when none has. */
function endedModifiers(world: World, state: EzState): Modifier[] | null {
  let out: Modifier[] | null = null;
  for (const m of state.modifiers) {
    if (m.until === 'source-leaves' && !sourceStays(world, state, m.source)) (out ??= []).push(m);
  }
  return out;
}

/** Active units whose defence is down to 0 or less and that abilities may destroy; null when none is. */
function unitsAtZeroDefence(world: World, state: EzState): number[] | null {
  let out: number[] | null = null;
  for (const p of state.players) {
    for (const card of p.active) {
      if (world.rawDefence(state, card) <= 0 && canBeDestroyed(world, state, card, 'ability')) (out ??= []).push(card);
    }
  }
  return out;
}

/** At the end of a battle every unit still possessed goes to its owner's Fallen pile; all modifiers end. */
export function endOfBattle(world: World, state: EzState): void {
  for (const m of state.modifiers) {
    const d = dataOf(m);
    if (d.kind === 'control') releaseToFallen(world, state, d.card);
  }
  state.modifiers = [];
  for (const key of Object.keys(state.flags)) {
    if (key.startsWith('used:') || key.startsWith('turn:')) delete state.flags[key];
  }
}
