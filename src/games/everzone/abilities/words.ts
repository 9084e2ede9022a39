/**
 * A declared choice in words ("destroy Anubis", "lose Cybot and Ryant"), so that two
 * ways of playing the same card read differently in menus, in the log and in the pile.
 * `choiceWords` needs only names, so the renderer can use it on a view's pile.
 */
import type { AbilityDef, EzState } from '../types';
import type { Pick } from './ops';
import { opsOf, type EzOp } from './vocabulary';
import type { World } from './world';

/** How to name things: a card instance (a unit on the table), and a card id (a search). */
export interface Namer {
  instance(card: number): string;
  card(id: string): string;
}

function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'nothing';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function phrase(names: Namer, op: EzOp, pick: Pick): string | null {
  const name = (card: number) => names.instance(card);
  const unit = typeof pick === 'number' ? name(pick) : '';
  switch (op.op) {
    case 'unit-stat':
      return op.all ? null : `${unit} ${op.amount > 0 ? '+' : '−'}${Math.abs(op.amount)} ${op.stat}`;
    case 'destroy':
      if (op.count === 'one') return `destroy ${unit}`;
      return op.count === 'one-player' && typeof pick === 'number' ? `against Player ${pick + 1}` : null;
    case 'sacrifice':
      return `lose ${list((Array.isArray(pick) ? pick : []).map(name))}`;
    case 'search':
      return typeof pick === 'string' && pick !== '' ? `bring in ${names.card(pick)}` : null;
    case 'recover':
      return `take back ${unit}`;
    case 'activate':
      return `activate ${unit}`;
    case 'deactivate':
      return `deactivate ${unit}`;
    case 'remarshal':
      return op.target === 'self' ? null : `send ${unit} back face down`;
    case 'take-control':
      return `take ${unit}`;
    case 'duel':
      return `duel ${unit}`;
    default:
      return null;
  }
}

/** ": destroy Anubis, lose Marine" for a declaration's choice; "" when it names nothing. */
export function choiceWords(ability: AbilityDef | undefined, choice: Record<string, unknown>, names: Namer): string {
  const parts: string[] = [];
  opsOf(ability).forEach((op, i) => {
    const pick = choice[String(i)] as Pick;
    if (pick === undefined && op.op !== 'sacrifice') return;
    try {
      const words = phrase(names, op, pick);
      if (words) parts.push(words);
    } catch {
      // A choice naming a card this state does not know says nothing rather than failing a menu.
    }
  });
  return parts.length > 0 ? `: ${parts.join(', ')}` : '';
}

export function describeChoice(world: World, state: EzState, card: number, choice: Record<string, unknown>): string {
  return choiceWords(world.ability(state, card), choice, {
    instance: (c) => world.def(state, c).name,
    card: (id) => world.rules.card(id).name,
  });
}
