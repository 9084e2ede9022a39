/**
 * EverZone's card abilities behind the rules' seam (`AbilityHooks`): the vocabulary
 * of `schema.ts` read from the cards' `ability.ops`. `makeAbilityHooks(content)` works
 * on any content (library decks); `ABILITY_HOOKS` is the built-in cards'.
 */
import { EVERZONE_CONTENT } from '../content';
import { makeRules } from '../rules-context';
import type { AbilityHooks, EverzoneContent } from '../types';
import { declarable, resolve } from './declarations';
import { onEvent } from './events';
import { canBeDestroyed } from './moves';
import { armyTotals } from './totals';
import { opsOf } from './vocabulary';
import { dataOf, World } from './world';

export function makeAbilityHooks(content: EverzoneContent): AbilityHooks {
  const hooks: AbilityHooks = {
    armyTotals: (state, team, base) => armyTotals(world, state, team, base),
    declarable: (state, seat) => declarable(world, state, seat),
    resolve: (state, declaration) => resolve(world, state, declaration),
    onEvent: (state, event) => onEvent(world, state, event),
    // "VIRAGO … prevents the opponent from playing supports" while active under an opponent's control.
    canPlaySupports(state, seat) {
      const delayed = new Set(
        state.modifiers.map(dataOf).flatMap((d) => (d.kind === 'forbid-delayed' ? [d.card] : [])),
      );
      return !world
        .units(state, world.opponents(state, seat), ['active'])
        .some(
          (card) => !delayed.has(card) && opsOf(world.ability(state, card)).some((o) => o.op === 'forbid-supports'),
        );
    },
    canBeDestroyed: (state, card, cause) => canBeDestroyed(world, state, card, cause),
    resourceCost(state, card) {
      for (const m of state.modifiers) {
        const d = dataOf(m);
        if (d.kind === 'cost' && d.card === card) return d.cost;
      }
      return world.def(state, card).cost;
    },
  };
  const world = new World(makeRules(content, hooks));
  return hooks;
}

export const ABILITY_HOOKS: AbilityHooks = makeAbilityHooks(EVERZONE_CONTENT);
