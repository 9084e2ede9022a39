/**
 * A cheap, sensible move for search rollouts: attack what stands next to Evy, turn
 * cards over, walk towards the goal, keep cards for hits only when HP is low.
 */
import { nextFloat, pick, type RngState, type Seat } from '../../engine';
import { goalDistance } from './evaluate';
import { legalActions } from './legal';
import { cardId, evyMap, type EvyState } from './state';
import type { EvyAction } from './types';

export function rolloutPolicy(state: EvyState, seat: Seat, rng: RngState): EvyAction {
  const legal = legalActions(state, seat);
  const first = legal[0] as EvyAction;
  const byType = (type: EvyAction['type']): EvyAction[] => legal.filter((a) => a.type === type);
  switch (state.phase) {
    case 'hit':
      return state.hp > 2 ? (byType('take-hit')[0] ?? first) : first;
    case 'card':
      return byType('flip')[0] ?? first;
    case 'keep':
      return first;
    case 'elevator-continue':
      return legal[legal.length - 1] as EvyAction;
    case 'evy':
      break;
    default:
      return pick(rng, legal);
  }
  // Heal when low: the First Aid Kit (or the Ice Cube as an HP) is worth more than any card kept.
  if (state.hp <= 2) {
    const heal = legal.find((a) => a.type === 'skill' && (cardId(a.card) === 'first-aid-kit' || a.key.endsWith(':hp')));
    if (heal) return heal;
  }
  const attacks = legal.filter((a) => a.type === 'attack' || a.type === 'weapon');
  if (attacks.length > 0) return pick(rng, attacks);
  const moves = legal.filter((a) => a.type === 'step' || a.type === 'move-card');
  if (moves.length > 0) {
    const dist = goalDistance(state);
    const geo = evyMap(state);
    const here = dist[state.evy] as number;
    const closer = moves.filter((a) => {
      if (a.type !== 'step') return false;
      const c = geo.byHex.get(`${a.to.q},${a.to.r}`) as number;
      const d = dist[c] as number;
      return d >= 0 && (here < 0 || d < here);
    });
    if (closer.length > 0) return pick(rng, closer);
    if (nextFloat(rng) < 0.3) return pick(rng, moves);
  }
  return byType('end-turn')[0] ?? first;
}
