/**
 * A cheap, sensible rollout policy for search: what a player who knows the goal does
 * without looking ahead. Gather Investigation (markers on the board, Corner Locations),
 * buy a Lair card as soon as it can be paid, walk to the Lair and start the Showdown,
 * heal when badly hurt, fight on unless the next round could KO, and use Events on
 * one's own dice. Random play almost never ends by a Showdown (docs/rules/touch.md,
 * "Search"); this policy does. It reads only what the acting seat may know: its own
 * hand and Lair card, the board, and the Secrets it has seen.
 */
import { nextFloat, pick, type RngState, type Seat } from '../../engine';
import type { TouchAction } from './actions';
import { breadthFirst, SHADOWBROOK, spaceNumber } from './board';
import { cardOf } from './cards';
import { TOUCH_CONTENT } from './content';
import { currentFight } from './fight';
import { healthBoxes } from './hero-stats';
import { actingHero, HEAL_COST, legalActions } from './legal';
import { shieldWithoutKo, stepOutOfShowdown } from './rollout-group';
import { groupReady, preparationSpace } from './rollout-prepare';
import { heroAt, type TouchState } from './state';
import { lairCost } from './track';
import { usableLair } from './team-lair';
import { topWindow } from './window';

/** Steps between every two spaces, computed once. */
const STEPS: readonly (readonly number[])[] = SHADOWBROOK.spaces.map((_, i) => breadthFirst(SHADOWBROOK.adjacent, i));

/**
 * How strongly search starts from this policy's move (`Game.policyPrior`). A game is
 * hundreds of decisions long and one move's worth is lost in the dice, so at its budget
 * a search that treats every move alike wanders: measured against Greedy at 500
 * iterations, it won 1 game in 12 without the prior and about 3 in 8 with 0.3 or 1
 * (docs/AI.md, "A Touch of Evil").
 */
export const TOUCH_POLICY_PRIOR = 0.5;

/** How often an own-turn Event is played when one could be. */
const PLAY_EVENT_CHANCE = 0.5;

export function rolloutPolicy(state: TouchState, seat: Seat, rng: RngState): TouchAction {
  const legal = legalActions(state, seat);
  if (legal.length === 1) return legal[0]!;
  const index = actingHero(state)!;
  const byType = (type: TouchAction['type']): TouchAction[] => legal.filter((a) => a.type === type);
  // A question asked while an Event window is open (a played card's own choice) is answered first, as legalActions lists it.
  if (state.prompt) return promptMove(state, index, legal, rng);
  const window = topWindow(state);
  if (window) {
    // Events on the dice (more dice, re-rolls, prevention), and cancels on a Mystery or chart Event that darkens the town.
    const plays = byType('play').filter((a) => a.type === 'play' && useful(state, a.card));
    return plays[0] ?? byType('pass')[0]!;
  }
  const fight = currentFight(state);
  if (fight) return fightMove(state, index, legal);
  return turnMove(state, index, legal, rng);
}

function useful(state: TouchState, card: number): boolean {
  const def = cardOf('event', card);
  if (def.timing === 'fight' || def.timing === 'test') return true; // offered only on my own dice
  const drawn = state.tasks[state.tasks.length - 2];
  if (!def.effects.some((e) => e.op === 'cancel')) return false;
  const effects =
    drawn?.t === 'mystery-card'
      ? cardOf('mystery', drawn.card).effects
      : drawn?.t === 'chart-event'
        ? drawn.effects
        : [];
  return (effects ?? []).some((e) => e.op === 'darkness' && e.steps > 0);
}

/**
 * Against a Minion, fight on unless one more Wound would KO the Hero and an Escape is
 * open. Against the Villain, fight to the end, healing between rounds: an Escape gives
 * the Villain Mystery Phases to heal and the next try costs the Lair again (measured:
 * more Showdowns are won this way).
 */
function fightMove(state: TouchState, index: number, legal: TouchAction[]): TouchAction {
  const hero = heroAt(state, index);
  const fight = currentFight(state)!;
  const escape = legal.find((a) => a.type === 'escape');
  if (!fight.enemy.villain && escape && healthBoxes(state, index) - hero.wounds <= 1) return escape;
  if (fight.enemy.villain && escape && stepOutOfShowdown(state, index)) return escape;
  const heal = legal.find((a) => a.type === 'play' && cardOf('event', a.card).effects.every((e) => e.op === 'heal'));
  if (fight.enemy.villain && heal && hero.wounds > 0) return heal;
  return legal.find((a) => a.type === 'fight')!;
}

/** Where the Hero heads: the Lair when the Showdown can be paid, else Investigation on the board, else a Corner Location. */
export function destination(state: TouchState, index: number): number {
  const hero = heroAt(state, index);
  const from = STEPS[hero.space]!;
  const usable = usableLair(state, index);
  if (usable !== null && groupReady(state, index)) {
    const lair = cardOf('lair', usable);
    if (hero.investigation >= lair.cost) return spaceNumber(SHADOWBROOK, lair.location);
  }
  const preparation = preparationSpace(state, index);
  if (preparation !== null) return preparation;
  const nearest = (spaces: number[]): number | null =>
    spaces.reduce<number | null>((best, s) => (best === null || from[s]! < from[best]! ? s : best), null);
  const clues = state.clues.flatMap((n, s) => (n > 0 && s !== state.turn.start ? [s] : []));
  const corners = SHADOWBROOK.spaces.flatMap((d, s) => (d.kind === 'corner' && s !== state.turn.start ? [s] : []));
  return nearest(clues) ?? nearest(corners) ?? hero.space;
}

function turnMove(state: TouchState, index: number, legal: TouchAction[], rng: RngState): TouchAction {
  const find = (type: TouchAction['type']): TouchAction | undefined => legal.find((a) => a.type === type);
  const hero = heroAt(state, index);
  if (state.turn.step === 'move') {
    const target = destination(state, index);
    if (hero.space === target) return find('stop')!;
    const steps = legal.filter((a) => a.type === 'step');
    const toTarget = (a: TouchAction): number => (a.type === 'step' ? STEPS[a.space]![target]! : 0);
    return steps.reduce((best, a) => (toTarget(a) < toTarget(best) ? a : best), steps[0] ?? find('stop')!);
  }
  const usable = usableLair(state, index);
  const needed = usable === null ? lairCost(TOUCH_CONTENT.track, state.track) : cardOf('lair', usable).cost;
  const heal = legal.filter((a) => a.type === 'heal');
  const hurt = hero.wounds >= healthBoxes(state, index) - 1;
  const events = legal.filter(
    (a) => a.type === 'play' && cardOf('event', a.card).effects.every((e) => e.op !== 'end-turn'),
  );
  // Heal before a Showdown when it leaves enough to pay for it.
  const showdown = groupReady(state, index) ? find('showdown') : undefined;
  const spare = hero.investigation - needed;
  const healFirst = heal.filter((a) => a.type === 'heal' && a.amount * HEAL_COST <= spare);
  const choice =
    (showdown && healFirst.length ? healFirst[healFirst.length - 1] : undefined) ??
    showdown ??
    find('collect') ??
    (usable === null ? find('buy-lair') : undefined) ??
    (hurt && hero.investigation - HEAL_COST >= 0 ? heal[0] : undefined) ??
    (hero.investigation >= needed + HEAL_COST && hero.wounds > 0 ? heal[heal.length - 1] : undefined) ??
    (events.length && nextFloat(rng) < PLAY_EVENT_CHANCE ? pick(rng, events) : undefined) ??
    find('encounter') ??
    find('end');
  return choice ?? legal[0]!;
}

/** Answers to questions: mostly the plain choice, a party of Elders the seat knows to be good. */
function promptMove(state: TouchState, index: number, legal: TouchAction[], rng: RngState): TouchAction {
  const prompt = state.prompt!;
  const seat = heroAt(state, index).seat;
  switch (prompt.kind) {
    case 'party': {
      const trusted = legal.find((a) => a.type === 'party' && a.elder >= 0 && knownGood(state, a.elder, seat));
      return trusted ?? legal.find((a) => a.type === 'party' && a.elder < 0)!;
    }
    case 'accuse': {
      const evil = legal.find((a) => a.type === 'accuse' && a.elder >= 0 && knownEvil(state, a.elder, seat));
      return evil ?? legal[legal.length - 1]!;
    }
    case 'choose': {
      // The dearest option the Hero can pay for: training (Combat first), more healing, a cure.
      const cost = (a: TouchAction): number => {
        const option = a.type === 'option' ? prompt.options[a.index] : undefined;
        const combat = option?.effects.some((e) => e.op === 'upgrade' && e.skill === 'combat') ? 0.5 : 0;
        return (option?.cost ?? 0) + combat;
      };
      return legal.reduce((best, a) => (cost(a) > cost(best) ? a : best));
    }
    case 'ko-loss':
      return legal.find((a) => a.type === 'lose' && a.position >= 0) ?? legal[0]!;
    case 'replace-secret':
      return legal[legal.length - 1]!;
    case 'shield':
      return legal.find((a) => a.type === 'shield' && a.accept === shieldWithoutKo(state, prompt.wounds))!;
    case 'join':
    case 'martyr':
      return legal[0]!;
    case 'regroup':
      return legal[legal.length - 1]!; // the Elders and the Militia stay where they were placed
    case 'heal-whom':
      return legal[1]!; // Lord Hanbrook, whom one more Wound kills
    case 'protect':
      return legal[0]!; // an Elder, whom one Wound kills
    default:
      return pick(rng, legal);
  }
}

function seenBy(state: TouchState, elder: number, seat: Seat): boolean {
  const secrets = state.elders[elder]!.secrets;
  return secrets.length > 0 && secrets.every((s) => s.faceUp || (s.seenBy & (1 << seat)) !== 0);
}

function knownGood(state: TouchState, elder: number, seat: Seat): boolean {
  return seenBy(state, elder, seat) && state.elders[elder]!.secrets.every((s) => !cardOf('secret', s.card).evil);
}

function knownEvil(state: TouchState, elder: number, seat: Seat): boolean {
  return state.elders[elder]!.secrets.some(
    (s) => !s.faceUp && (s.seenBy & (1 << seat)) !== 0 && cardOf('secret', s.card).evil,
  );
}
