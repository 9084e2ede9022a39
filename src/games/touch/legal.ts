/** Who acts and what they may do, in a fixed order with unique keys. */
import type { Seat } from '../../engine';
import type { TouchAction } from './actions';
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { TOUCH_CONTENT } from './content';
import { lookable } from './elders';
import { eventPlays, eventTargets, healingPlays } from './events';
import { atBlacksmith, needsEncounter } from './encounter';
import { currentFight, defeatItems, escapeSpaces } from './fight';
import { handOnTargets, overLimit } from './carry';
import { partyCandidates } from './showdown';
import { heroAt, type FightState, type TouchState } from './state';
import { accuseActions } from './accusations';
import { aimTargets, protectActions } from './showdown-round';
import { partyOf } from './group-showdown';
import { regroupActions } from './regroup';
import { healActions, healWhomActions } from './showdown-heal';
import { resolveElders } from './resolve-token';
import { lairCost } from './track';
import { lookCost } from './modes';
import { mayBuyLair, usableLair } from './team-lair';
import { giftTargets } from './exchange';
import { stepOptions } from './turn';
import { topWindow, windowActions, windowHero } from './window';

export const LOOK_COST = 2;
export const HEAL_COST = 3;

const spaceId = (space: number): string => SHADOWBROOK.spaces[space]!.id;
const elderId = (state: TouchState, elder: number): string => state.elders[elder]!.elder;

/** The Hero whose decision the game waits for, or null. */
export function actingHero(state: TouchState): number | null {
  if (state.phase === 'over') return null;
  if (state.prompt) return state.prompt.hero;
  const window = topWindow(state);
  if (window) return windowHero(state, window);
  const fight = currentFight(state);
  if (fight) return fight.hero;
  if (state.phase === 'turn' && state.tasks.length === 0) return state.turn.hero;
  return null;
}

export function toAct(state: TouchState): Seat[] {
  const hero = actingHero(state);
  return hero === null ? [] : [heroAt(state, hero).seat];
}

export function legalActions(state: TouchState, seat: Seat): TouchAction[] {
  const hero = actingHero(state);
  if (hero === null || heroAt(state, hero).seat !== seat) return [];
  if (state.prompt) return promptActions(state);
  const window = topWindow(state);
  if (window) return windowActions(state, window);
  const fight = currentFight(state);
  if (fight) return fightActions(state, fight);
  return turnActions(state, hero);
}

/**
 * Before a Fight Round: fight, Escape, an Item that defeats a Minion, an Event ("At the
 * start of a Fight, as well as before each subsequent Fight Round, players have the
 * opportunity to play cards"; in Cooperative play the other seats were asked first, in
 * `openRoundWindow`); in a Showdown also aiming dice at Evil Elders, sending
 * Elders back after the first round, and the healing Events "that may not be used
 * 'during a Fight Round'" and the Heal Action (`showdown-heal.ts`).
 */
function fightActions(state: TouchState, fight: FightState): TouchAction[] {
  const out: TouchAction[] = [{ key: 'fight', type: 'fight' }];
  for (const space of escapeSpaces(state, fight)) out.push({ key: `escape:${spaceId(space)}`, type: 'escape', space });
  for (const position of defeatItems(state, fight)) out.push({ key: `defeat:${position}`, type: 'defeat', position });
  for (const elder of resolveElders(state, fight))
    out.push({ key: `resolve:${elderId(state, elder)}`, type: 'resolve', elder });
  // Cooperative play: the Hero's any-time Events may go on any standing Hero ("played on any Hero").
  const anyTime = eventPlays(state, fight.hero, ['any-time'], eventTargets(state, fight.hero));
  if (!fight.enemy.villain) return [...out, ...anyTime];
  for (const elder of aimTargets(state, fight)) out.push({ key: `aim:${elderId(state, elder)}`, type: 'aim', elder });
  if (fight.rounds > 0)
    for (const { elder } of partyOf(state, fight.hero))
      out.push({ key: `send:${elderId(state, elder)}`, type: 'send', elder });
  out.push(...healActions(state, fight.hero));
  return [...out, ...healingPlays(state, fight.hero), ...anyTime];
}

function turnActions(state: TouchState, index: number): TouchAction[] {
  const turn = state.turn;
  if (turn.step === 'roll') return [{ key: 'roll', type: 'roll' }];
  if (turn.step === 'move') {
    const out: TouchAction[] = stepOptions(state).map((space) => ({
      key: `step:${spaceId(space)}`,
      type: 'step',
      space,
    }));
    if (turn.freeEvent) out.push({ key: 'free-event', type: 'free-event' });
    out.push({ key: 'stop', type: 'stop' });
    return out;
  }
  const hero = heroAt(state, index);
  const used = (what: string): boolean => turn.used.includes(what);
  const out: TouchAction[] = [];
  const showdownStarted = used('showdown');
  if (!turn.encountered && !showdownStarted && needsEncounter(state, index))
    out.push({ key: 'encounter', type: 'encounter' });
  if (state.clues[hero.space]! > 0 && !used('collect')) out.push({ key: 'collect', type: 'collect' });
  if (!used('heal'))
    for (let n = 1; n <= Math.min(hero.wounds, Math.floor(hero.investigation / HEAL_COST)); n++)
      out.push({ key: `heal:${n}`, type: 'heal', amount: n });
  if (!used('look') && hero.investigation >= lookCost(state.config, LOOK_COST))
    for (const elder of lookable(state)) out.push({ key: `look:${elderId(state, elder)}`, type: 'look', elder });
  const lairs = state.decks.lair;
  if (
    !used('lair') &&
    mayBuyLair(state, index) &&
    hero.investigation >= lairCost(TOUCH_CONTENT.track, state.track) &&
    lairs.draw.length + lairs.discard.length > 0
  )
    out.push({ key: 'buy-lair', type: 'buy-lair' });
  const usable = usableLair(state, index);
  if (usable !== null && !turn.encountered && !showdownStarted) {
    const lair = cardOf('lair', usable);
    if (spaceId(hero.space) === lair.location && hero.investigation >= lair.cost)
      out.push({ key: 'showdown', type: 'showdown' });
  }
  if (turn.encountered && atBlacksmith(state, index))
    for (const item of state.townItems)
      if (TOUCH_CONTENT.townItems[item]!.cost <= hero.investigation)
        out.push({ key: `buy:${TOUCH_CONTENT.townItems[item]!.id}`, type: 'buy', item });
  for (const to of giftTargets(state, index))
    hero.carried.forEach((_, position) =>
      out.push({ key: `give:${position}:${heroAt(state, to).hero}`, type: 'give', position, hero: to }),
    );
  out.push(...eventPlays(state, index, ['own-turn', 'any-time'], eventTargets(state, index)));
  // "The only Action that a Hero MUST take each turn is to Encounter the Space that they are in."
  if (turn.encountered || showdownStarted || !needsEncounter(state, index)) out.push({ key: 'end', type: 'end' });
  return out;
}

function promptActions(state: TouchState): TouchAction[] {
  const prompt = state.prompt!;
  const hero = heroAt(state, prompt.hero);
  switch (prompt.kind) {
    case 'choose':
      return prompt.options.flatMap((o, index) =>
        o.cost <= hero.investigation ? [{ key: `option:${index}`, type: 'option' as const, index }] : [],
      );
    case 'keep':
      return prompt.cards.map((card) => ({ key: `keep:${card}`, type: 'keep', card }));
    case 'peek':
      return lookable(state).map((elder) => ({
        key: `peek:${state.elders[elder]!.elder}`,
        type: 'peek' as const,
        elder,
      }));
    case 'replace-secret':
      return [
        ...state.elders[prompt.elder]!.secrets.map((_, position) => ({
          key: `replace:${position}`,
          type: 'replace' as const,
          position,
        })),
        { key: 'replace:none', type: 'replace', position: -1 },
      ];
    case 'discard-item': {
      if (prompt.reason !== 'carry')
        return hero.carried.map((_, position) => ({ key: `discard:${position}`, type: 'discard', position }));
      return overLimit(state, prompt.hero).flatMap((position): TouchAction[] => [
        { key: `discard:${position}`, type: 'discard', position },
        ...handOnTargets(state, prompt.hero, position).map((to): TouchAction => ({
          key: `hand-on:${position}:${heroAt(state, to).hero}`,
          type: 'hand-on',
          position,
          hero: to,
        })),
      ]);
    }
    case 'ko-loss': {
      const out: TouchAction[] = [];
      if (hero.investigation > 0) out.push({ key: 'lose:investigation', type: 'lose', position: -1 });
      hero.carried.forEach((_, position) => out.push({ key: `lose:${position}`, type: 'lose', position }));
      return out;
    }
    case 'lair-keep':
      return prompt.cards.map((card) => ({ key: `lair:${card}`, type: 'lair', card }));
    case 'party':
      return [
        ...partyCandidates(state).map((elder) => ({
          key: `party:${elderId(state, elder)}`,
          type: 'party' as const,
          elder,
        })),
        { key: 'party:done', type: 'party', elder: -1 },
      ];
    case 'accuse':
      return accuseActions(state);
    case 'confronter':
      return prompt.heroes.map((i) => ({ key: `test:${state.heroes[i]!.hero}`, type: 'first' as const, hero: i }));
    case 'first-fights':
      return prompt.heroes.map((i) => ({ key: `first:${state.heroes[i]!.hero}`, type: 'first' as const, hero: i }));
    case 'hound-order':
      return prompt.hounds.map((space) => ({ key: `hound:${spaceId(space)}`, type: 'hound' as const, space }));
    case 'push-back':
      return prompt.spaces.map((space) => ({ key: `push:${spaceId(space)}`, type: 'push' as const, space }));
    case 'pick-elder':
    case 'omen':
      return prompt.elders.map((elder) => ({ key: `elder:${elderId(state, elder)}`, type: 'elder' as const, elder }));
    case 'order': {
      const task = state.tasks[state.tasks.length - 1];
      const jobs = task?.t === 'start-jobs' ? task.jobs : [];
      return jobs.map((_, index) => ({ key: `order:${index}`, type: 'order' as const, index }));
    }
    case 'gift':
      return [
        { key: 'gift:yes', type: 'gift', accept: true },
        { key: 'gift:no', type: 'gift', accept: false },
      ];
    case 'hold-back':
      return [
        { key: 'hold-back:yes', type: 'hold-back', accept: true },
        { key: 'hold-back:no', type: 'hold-back', accept: false },
      ];
    case 'shield':
      return [
        { key: 'shield:yes', type: 'shield', accept: true },
        { key: 'shield:no', type: 'shield', accept: false },
      ];
    case 'madness-dice':
      return Array.from({ length: prompt.max - prompt.min + 1 }, (_, k) => ({
        key: `dice:${prompt.max - k}`,
        type: 'dice' as const,
        count: prompt.max - k,
      }));
    case 'confront':
      return [
        { key: 'confront:wounds', type: 'confront', accept: true },
        { key: 'confront:cancel', type: 'confront', accept: false },
      ];
    case 'chase':
      return [
        { key: 'chase:yes', type: 'chase', accept: true },
        { key: 'chase:no', type: 'chase', accept: false },
      ];
    case 'join':
      return [
        { key: 'join:yes', type: 'join', accept: true },
        { key: 'join:no', type: 'join', accept: false },
      ];
    case 'heal-whom':
      return healWhomActions(state, prompt.elder);
    case 'regroup':
      return regroupActions(state);
    case 'protect':
      return protectActions(state, prompt.elders);
    case 'martyr':
      return [
        { key: 'martyr:yes', type: 'martyr', accept: true },
        { key: 'martyr:no', type: 'martyr', accept: false },
      ];
  }
}
