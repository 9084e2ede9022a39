/**
 * A cheap, sensible move for search rollouts: attack what stands next to Evy, turn
 * cards over, walk towards the goal, keep cards for hits only when HP is low.
 */
import { nextFloat, pick, type RngState, type Seat } from '../../engine';
import { goalDistance } from './evaluate';
import { cellOf } from './geometry';
import { legalActions } from './legal';
import { adventure, cardId, evyMap, type EvyState } from './state';
import type { EvyAction, Hex } from './types';

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
  if (attacks.length > 0) return pick(rng, bossAttacks(state, attacks) ?? attacks);
  const moves = legal.filter((a) => a.type === 'step' || a.type === 'move-card');
  if (moves.length > 0) {
    const dist = goalDistance(state);
    const geo = evyMap(state);
    const here = dist[state.evy] as number;
    const closer = moves.filter((a) => {
      if (a.type !== 'step') return false;
      const c = cellOf(geo, a.to);
      const d = dist[c] as number;
      return d >= 0 && (here < 0 || d < here);
    });
    if (closer.length > 0) return pick(rng, closer);
    if (nextFloat(rng) < 0.3) return pick(rng, moves);
  }
  return byType('end-turn')[0] ?? first;
}

/**
 * When the objective is to defeat the boss, the attacks that hit it: a rollout that hits
 * whatever is nearest rarely sees a six-hit boss fall, and then the search cannot tell
 * pressing the boss from fighting its little ones. Null when none hits it.
 */
function bossAttacks(state: EvyState, attacks: EvyAction[]): EvyAction[] | null {
  if (adventure(state).objective[state.objectiveStep]?.type !== 'defeat-boss') return null;
  const boss = state.monsters.find((m) => m.boss && m.map === state.map);
  if (!boss) return null;
  const geo = evyMap(state);
  const hitsBoss = (h: Hex): boolean => cellOf(geo, h) === boss.cell;
  const onBoss = attacks.filter((a) =>
    a.type === 'attack' ? hitsBoss(a.target) : a.type === 'weapon' && a.targets.some(hitsBoss),
  );
  return onBoss.length > 0 ? onBoss : null;
}
