/**
 * What a seat may declare (supports from hand, arbitrary and hybrid skills of its
 * active units, Gunlid from hand) with every choice spelled out, and resolving a
 * declaration taken from the pile. A choice is stored by op index: `{ "0": target }`.
 * The rules add their own conditions on supports (terrain, limit, one per turn).
 */
import type { Seat } from '../../../engine';
import { supportAllowance } from '../declare';
import { canFightHere, keepsLog, removeFrom, say } from '../state';
import type { Declaration, EzAction, EzState } from '../types';
import { settle } from './moves';
import { execute, options, type Pick, type Use } from './ops';
import { ALT_ACTIVATION, DECLARED, FORBIDS_SUPPORTS } from './profile';
import { findOp, opsOf, type EzOp, type OpOf } from './vocabulary';
import { dataOf, type World } from './world';

/** At most this many choice combinations per card, so the action list stays small. */
export const MAX_CHOICES = 60;

type Choice = Record<string, Pick>;

/** `count` items spread evenly over the list (first and last included), in order. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
}

/**
 * Every combination of the ops' options; [] when some op cannot be done. Past
 * MAX_CHOICES an even spread of them is kept, so every first choice (the units an
 * Engagement loses) still meets several second ones (the unit it brings in).
 */
function choicesFor(world: World, state: EzState, use: Use): Choice[] {
  let combos: Choice[] = [{}];
  const ops = opsOf(world.ability(state, use.card));
  for (let i = 0; i < ops.length; i++) {
    const picks = options(world, state, use, ops[i] as EzOp);
    if (picks.length === 0) return [];
    // An op that needs no choice leaves every combination as it is.
    if (picks.length === 1 && picks[0] === undefined) continue;
    const next: Choice[] = [];
    for (const combo of combos) {
      for (const pick of picks) next.push(pick === undefined ? combo : { ...combo, [String(i)]: pick });
    }
    combos = next;
  }
  return spread(combos, MAX_CHOICES);
}

function keyOf(prefix: string, card: number, choice: Choice): string {
  let key = `${prefix}:${card}`;
  let first = true;
  for (const i in choice) {
    const v = choice[i];
    key += `${first ? ':' : ','}${i}=${Array.isArray(v) ? v.join('.') : String(v)}`;
    first = false;
  }
  return key;
}

function inPile(state: EzState, card: number): boolean {
  for (const d of state.pile) if (d.card === card) return true;
  return false;
}

/** Supports the seat may still play this turn, counting a Gunlid declared and not yet resolved as one. */
export function supportsLeft(world: World, state: EzState, seat: Seat): number {
  let pendingAlt = 0;
  for (const d of state.pile) if (d.seat === seat && world.has(state, d.card, ALT_ACTIVATION)) pendingAlt++;
  return supportAllowance(state, seat) - pendingAlt;
}

/**
 * "VIRAGO … prevents the opponent from playing supports" while active under an opponent's control
 * (unless it came in by an effect this window: "Cards clarifications — Virago"); and a pending
 * Gunlid takes the turn's support.
 */
export function canPlaySupports(world: World, state: EzState, seat: Seat): boolean {
  if (supportsLeft(world, state, seat) <= 0) return false;
  return !world.someOpposingUnit(state, seat, (card) => forbidsSupports(world, state, card));
}

function forbidsSupports(world: World, state: EzState, card: number): boolean {
  return world.has(state, card, FORBIDS_SUPPORTS) && !forbidDelayed(state, card);
}

function forbidDelayed(state: EzState, card: number): boolean {
  for (const m of state.modifiers) {
    const d = dataOf(m);
    if (d.kind === 'forbid-delayed' && d.card === card) return true;
  }
  return false;
}

/** Gunlid: "You can activate Gunlid from your hand … instead of playing a support." */
function altActivations(world: World, state: EzState, seat: Seat, out: EzAction[]): void {
  const p = world.player(state, seat);
  let left: number | null = null;
  for (const card of p.hand) {
    if (!world.has(state, card, ALT_ACTIVATION)) continue;
    const alt = findOp(world.ability(state, card), 'alt-activation') as OpOf<'alt-activation'>;
    left ??= supportsLeft(world, state, seat);
    if (left <= 0) return;
    if (inPile(state, card) || !canFightHere(world.rules, state, card)) continue;
    if (alt.cost > world.freeResources(state, seat)) continue;
    out.push({ key: `skill:${card}`, type: 'use-skill', card, choice: {} });
  }
}

/** `playable`: the supports the rules allow now, when the rules ask (the others' effects are not listed). */
export function declarable(world: World, state: EzState, seat: Seat, playable?: readonly number[]): EzAction[] {
  const p = world.player(state, seat);
  const out: EzAction[] = [];
  for (const card of p.hand) {
    if (world.def(state, card).type !== 'support') continue;
    if (playable && !playable.includes(card)) continue;
    for (const choice of choicesFor(world, state, { seat, card })) {
      out.push({ key: keyOf('support', card, choice), type: 'play-support', card, choice });
    }
  }
  for (const card of p.active) {
    // Declared skills; Gunlid's is declared from the hand.
    if (!world.has(state, card, DECLARED) || world.has(state, card, ALT_ACTIVATION) || inPile(state, card)) continue;
    if (state.flags[`used:${card}`] || state.flags[`turn:${card}`]) continue;
    for (const choice of choicesFor(world, state, { seat, card })) {
      out.push({ key: keyOf('skill', card, choice), type: 'use-skill', card, choice });
    }
  }
  altActivations(world, state, seat, out);
  return out;
}

function activateFromHand(world: World, state: EzState, seat: Seat, card: number, cost: number): void {
  const p = world.player(state, seat);
  if (!p.hand.includes(card) || !canFightHere(world.rules, state, card) || cost > world.freeResources(state, seat)) {
    return;
  }
  removeFrom(p.hand, card);
  p.active.push(card);
  p.supportsPlayed++;
  state.modifiers.push({ source: card, until: 'source-leaves', data: { kind: 'cost', card, cost } });
  if (keepsLog(state))
    say(state, `${world.def(state, card).name} is activated from the hand for ${cost} resources.`, seat);
  world.rules.hooks.onEvent(state, { type: 'activated', card });
}

export function resolve(world: World, state: EzState, declaration: Declaration): void {
  const { seat, card } = declaration;
  const ability = world.ability(state, card);
  if (!ability) return;
  const alt = findOp(ability, 'alt-activation');
  if (declaration.kind === 'skill' && alt) {
    activateFromHand(world, state, seat, card, alt.cost);
    return;
  }
  if (declaration.kind === 'skill') {
    // A skill whose unit left the army before its turn in the pile is lost.
    if (!world.isActive(state, card) || state.cards[card]?.controller !== seat) return;
    state.flags[ability.kind === 'hybrid' ? `turn:${card}` : `used:${card}`] = 1;
  } else if (world.supportInPlay(state, card) !== seat) return;
  const use = { seat, card };
  const choice = declaration.choice as Choice;
  for (const [i, op] of opsOf(ability).entries()) {
    if (!execute(world, state, use, op, choice[String(i)])) break;
  }
  settle(world, state);
}
