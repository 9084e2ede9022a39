/**
 * EverZone's card abilities behind the rules' seam (`AbilityHooks`): the vocabulary
 * of `schema.ts` read from the cards' `ability.ops`. `makeAbilityHooks(content)` works
 * on any content (library decks); `ABILITY_HOOKS` is the built-in cards'.
 */
import { EVERZONE_CONTENT } from '../content';
import { makeRules } from '../rules-context';
import type { AbilityHooks, EverzoneContent } from '../types';
import { canPlaySupports, declarable, resolve } from './declarations';
import { onEvent } from './events';
import { canBeDestroyed } from './moves';
import { armyTotals } from './totals';
import { dataOf, World } from './world';
import { describeChoice } from './words';

export function makeAbilityHooks(content: EverzoneContent): AbilityHooks {
  const hooks: AbilityHooks = {
    armyTotals: (state, team, base) => armyTotals(world, state, team, base),
    declarable: (state, seat, playable) => declarable(world, state, seat, playable),
    resolve: (state, declaration) => resolve(world, state, declaration),
    onEvent: (state, event) => onEvent(world, state, event),
    canPlaySupports: (state, seat) => canPlaySupports(world, state, seat),
    canBeDestroyed: (state, card, cause) => canBeDestroyed(world, state, card, cause),
    describeChoice: (state, card, choice) => describeChoice(world, state, card, choice),
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

export { choiceWords, type Namer } from './words';

export const ABILITY_HOOKS: AbilityHooks = makeAbilityHooks(EVERZONE_CONTENT);
