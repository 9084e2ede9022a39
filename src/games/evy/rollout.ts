/**
 * A cheap, sensible move for search rollouts: attack what stands next to Evy, turn
 * cards over, walk towards the goal, keep cards for hits only when HP is low.
 */
import { nextFloat, pick, type RngState, type Seat } from '../../engine';
import { distanceAroundMonsters } from './evaluate';
import { cellOf } from './geometry';
import { legalActions } from './legal';
import { adventure, cardId, evyMap, type EvyState, type MonsterState } from './state';
import type { EvyAction, Hex } from './types';

// Lists the policy picks from, refilled at every call: a rollout step allocates no arrays
// beyond the legal actions themselves. (Only the picked action leaves this module.)
const attacks: EvyAction[] = [];
const onBoss: EvyAction[] = [];
const moves: EvyAction[] = [];
const closer: EvyAction[] = [];

function firstOfType(legal: EvyAction[], type: EvyAction['type']): EvyAction | undefined {
  for (const a of legal) if (a.type === type) return a;
  return undefined;
}

export function rolloutPolicy(state: EvyState, seat: Seat, rng: RngState): EvyAction {
  const legal = legalActions(state, seat);
  const first = legal[0] as EvyAction;
  switch (state.phase) {
    case 'hit':
      return state.hp > 2 ? (firstOfType(legal, 'take-hit') ?? first) : first;
    case 'card':
      return firstOfType(legal, 'flip') ?? first;
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
    for (const a of legal) {
      if (a.type === 'skill' && (cardId(state, a.card) === 'first-aid-kit' || a.key.endsWith(':hp'))) return a;
    }
  }
  attacks.length = 0;
  for (const a of legal) if (a.type === 'attack' || a.type === 'weapon') attacks.push(a);
  if (attacks.length > 0) return pick(rng, bossAttacks(state) ? onBoss : attacks);
  moves.length = 0;
  for (const a of legal) if (a.type === 'step' || a.type === 'move-card') moves.push(a);
  if (moves.length > 0) {
    // The way round a crowd of monsters, not only the shortest walk: a rollout stuck behind
    // them would make every first move look alike to the search.
    const dist = distanceAroundMonsters(state);
    const geo = evyMap(state);
    const here = dist[state.evy] as number;
    closer.length = 0;
    for (const a of moves) {
      if (a.type !== 'step') continue;
      const d = dist[cellOf(geo, a.to)] as number;
      if (d >= 0 && (here < 0 || d < here)) closer.push(a);
    }
    if (closer.length > 0) return pick(rng, closer);
    if (nextFloat(rng) < 0.3) return pick(rng, moves);
  }
  return firstOfType(legal, 'end-turn') ?? first;
}

/**
 * When the objective is to defeat the boss, the attacks that hit it (into `onBoss`): a
 * rollout that hits whatever is nearest rarely sees a six-hit boss fall, and then the
 * search cannot tell pressing the boss from fighting its little ones. False when none does.
 */
function bossAttacks(state: EvyState): boolean {
  if (adventure(state).objective[state.objectiveStep]?.type !== 'defeat-boss') return false;
  let boss: MonsterState | undefined;
  for (const m of state.monsters) {
    if (m.boss && m.map === state.map) {
      boss = m;
      break;
    }
  }
  if (!boss) return false;
  const geo = evyMap(state);
  const cell = boss.cell;
  const hitsBoss = (h: Hex): boolean => cellOf(geo, h) === cell;
  onBoss.length = 0;
  for (const a of attacks) {
    if (a.type === 'attack' ? hitsBoss(a.target) : a.type === 'weapon' && a.targets.some(hitsBoss)) onBoss.push(a);
  }
  return onBoss.length > 0;
}
