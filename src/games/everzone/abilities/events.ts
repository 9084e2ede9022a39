/**
 * Contextual skills and the bookkeeping of lasting effects, driven by the rules'
 * events. "CONTEXTUAL, that means dependent on specific game situations, to be executed
 * independently of the player's will": they choose their targets themselves (`autoPick`).
 */
import type { Seat } from '../../../engine';
import { keepsLog, say } from '../state';
import type { EzEvent, EzState, Modifier } from '../types';
import { deactivateUnit, endOfBattle, remarshalUnit, settle } from './moves';
import { autoPick, execute } from './ops';
import { opsOf } from './vocabulary';
import { dataOf, type World } from './world';

/** Runs a contextual skill's ops with the choices made for the player. */
function runContextual(world: World, state: EzState, seat: Seat, card: number): void {
  const use = { seat, card };
  if (keepsLog(state)) say(state, `${world.def(state, card).name}'s skill sets off.`, seat);
  for (const op of opsOf(world.ability(state, card))) {
    const pick = autoPick(world, state, use, op);
    if (pick === null) {
      if (op.op === 'sacrifice' && op.required) {
        if (op.otherwise === 'deactivate-self') deactivateUnit(world, state, card);
        return;
      }
      continue;
    }
    if (!execute(world, state, use, op, pick)) return;
  }
}

/**
 * "Cards clarifications — Jehrah": "To keep Jehrah active you must destroy a unit under
 * your control. You cannot use this skill if the Jehrah card is marshalled, but only when
 * you activate it during the activation step." Activated any other way, it cannot be kept.
 */
function onActivated(world: World, state: EzState, card: number): void {
  const ability = world.ability(state, card);
  // Only units with a declared skill keep a "used" flag.
  if (ability) delete state.flags[`used:${card}`];
  const inStep = state.phase === 'activate' && state.stage.activation === 'turn';
  if (!inStep && opsOf(ability).some((o) => o.op === 'forbid-supports')) {
    // "Cards clarifications — Virago": activated by an effect, "the opponent can in response play a support".
    state.modifiers.push({ source: card, until: 'turn', data: { kind: 'forbid-delayed', card } });
  }
  if (ability?.trigger !== 'activated') return;
  const seat = state.cards[card]?.controller ?? 0;
  if (inStep) {
    runContextual(world, state, seat, card);
    return;
  }
  const price = opsOf(ability).find((o) => o.op === 'sacrifice');
  if (price && price.op === 'sacrifice' && price.otherwise === 'deactivate-self') deactivateUnit(world, state, card);
}

function onTurnEnd(world: World, state: EzState): void {
  for (const m of state.modifiers) {
    const d = dataOf(m);
    // "Cards clarifications — Ciel": "at the end of the turn you are forced to re-marshal Ciel".
    if (d.kind === 'remarshal-at-turn-end' && world.where(state, d.card)) remarshalUnit(world, state, d.card);
  }
  state.modifiers = state.modifiers.filter((m) => m.until !== 'turn');
  for (const key of Object.keys(state.flags)) if (key.startsWith('turn:')) delete state.flags[key];
}

/** A modifier on the unit that ends when it is destroyed (possession is released by `settle`). */
function endsWith(m: Modifier, card: number): boolean {
  const d = dataOf(m);
  return d.kind !== 'control' && d.card === card;
}

function isForbidDelayed(m: Modifier): boolean {
  return dataOf(m).kind === 'forbid-delayed';
}

export function onEvent(world: World, state: EzState, event: EzEvent): void {
  switch (event.type) {
    case 'activated':
      onActivated(world, state, event.card);
      break;
    case 'destroyed': {
      // Lasting changes to the unit end with it.
      if (state.modifiers.some((m) => endsWith(m, event.card))) {
        state.modifiers = state.modifiers.filter((m) => !endsWith(m, event.card));
      }
      if (world.ability(state, event.card)?.trigger === 'destroyed') {
        runContextual(world, state, state.cards[event.card]?.controller ?? 0, event.card);
      }
      break;
    }
    case 'attacks-first':
      // "Sniper or Moray, where in every case that your army attacks first, their skills can be executed."
      // Once per team and turn, however many of its seats the rules announce it for.
      if (state.flags[`turn:attacks-first:${event.team}`]) break;
      state.flags[`turn:attacks-first:${event.team}`] = 1;
      for (const p of state.players.filter((pl) => pl.team === event.team)) {
        for (const card of p.active.slice()) {
          if (world.ability(state, card)?.trigger === 'attacks-first' && world.isActive(state, card)) {
            runContextual(world, state, p.seat, card);
          }
        }
      }
      break;
    case 'clash-start':
      // A Virago activated by an effect gave the opponents one chance to answer; the clash ends it.
      if (state.modifiers.some(isForbidDelayed)) state.modifiers = state.modifiers.filter((m) => !isForbidDelayed(m));
      break;
    case 'turn-end':
      onTurnEnd(world, state);
      break;
    case 'battle-end':
      endOfBattle(world, state);
      return;
  }
  settle(world, state);
}
