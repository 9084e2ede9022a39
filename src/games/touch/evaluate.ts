/**
 * A heuristic value of a state for one seat, in [0, 1], for greedy bots and search
 * cut-offs. The race is won in a Showdown, so a Hero's standing is how near they are to
 * one they can win: Investigation toward a Lair and its cost, a Lair card in hand (and
 * being at its location), fighting strength against what the Villain has left, and
 * Wounds. The seat's standing is compared with the best rival's; and as the Shadow Track
 * falls toward Darkness, when everyone loses, every value shrinks toward 0.
 */
import type { Seat } from '../../engine';
import { breadthFirst, SHADOWBROOK, spaceNumber } from './board';
import { cardOf } from './cards';
import { TOUCH_CONTENT } from './content';
import { healthBoxes, skill } from './hero-stats';
import { outcome } from './outcome';
import type { TouchState } from './state';
import { lairCost } from './track';
import { villainHealth } from './villain';
import { sameTeam } from './modes';
import { usableLair } from './team-lair';

/** Steps between every two spaces, computed once. */
const STEPS: readonly (readonly number[])[] = SHADOWBROOK.spaces.map((_, i) => breadthFirst(SHADOWBROOK.adjacent, i));

const INVESTIGATION = 0.12;
const MAX_COUNTED_INVESTIGATION = 12;
const LAIR = 2;
/** Per step still to walk to a Lair whose Showdown can be paid: one-move bots walk toward it. */
const STEP_TO_LAIR = 0.15;
/** Standing in a Showdown: one-move bots start the one they can pay for. */
const IN_SHOWDOWN = 1.5;
const AT_LAIR = 0.6;
const CAN_PAY = 0.6;
const COMBAT = 0.35;
const HEALTH_LEFT = 0.25;
const CARRIED = 0.2;
const KO = 1;
const VILLAIN_WOUND = 3;
const SCALE = 0.8;
/** The standing that is an even chance when no rival races: a Lair card in hand, paid for, nearly. */
const ALONE_PAR = 3;

export function evaluate(state: TouchState, seat: Seat): number {
  if (state.phase === 'over') return outcome(state)[seat] ?? 0;
  const mine = state.heroes.findIndex((h) => h.seat === seat);
  // A team is as near to winning as its best-placed Hero; with no rival team, the race is against a par.
  let own = -Infinity;
  let best = -Infinity;
  state.heroes.forEach((_, i) => {
    if (sameTeam(state, i, mine)) own = Math.max(own, standing(state, i));
    else best = Math.max(best, standing(state, i));
  });
  const race = 1 / (1 + Math.exp(-SCALE * (own - (best === -Infinity ? ALONE_PAR : best))));
  // Darkness takes everyone: the nearer it is, the less any lead is worth.
  const daylight = Math.min(1, state.track / TOUCH_CONTENT.track.start + 0.25);
  return race * daylight;
}

function standing(state: TouchState, index: number): number {
  const hero = state.heroes[index]!;
  let total = INVESTIGATION * Math.min(hero.investigation, MAX_COUNTED_INVESTIGATION);
  total += COMBAT * skill(state, index, 'combat');
  total += HEALTH_LEFT * (healthBoxes(state, index) - hero.wounds);
  total += CARRIED * hero.carried.length;
  if (hero.ko) total -= KO;
  const lair = usableLair(state, index);
  const cost = lair === null ? lairCost(TOUCH_CONTENT.track, state.track) : cardOf('lair', lair).cost;
  if (hero.investigation >= cost) total += CAN_PAY;
  if (lair !== null) {
    total += LAIR;
    const location = spaceNumber(SHADOWBROOK, cardOf('lair', lair).location);
    if (location === hero.space) total += AT_LAIR;
    else if (hero.investigation >= cost) total -= STEP_TO_LAIR * STEPS[hero.space]![location]!;
  }
  if (state.showdown?.heroes.includes(index)) total += IN_SHOWDOWN;
  // Wounds the Villain carries help whoever can reach it next, and most the Hero fighting it now.
  const wounded = state.villain.wounds / villainHealth(state);
  if (lair !== null || state.showdown?.heroes.includes(index)) total += VILLAIN_WOUND * wounded;
  return total;
}
