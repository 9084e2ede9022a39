/**
 * Applying an action: clone, then step in place. `step` trusts the action is legal
 * (`tryApply` passes only listed actions), does what it says, then lets the rules run
 * on until a seat must decide.
 */
import { answerMadnessDice, answerOmen } from './advanced-chart';
import { spendResolve } from './resolve-token';
import { answerChase, answerConfront, daringTest } from './showdown-chart';
import type { Seat } from '../../engine';
import { plural } from '../../engine';
import type { TouchAction } from './actions';
import { discardCard } from './cards';
import { discardCarried, gainCarried, handOnCarried, overLimit } from './carry';
import { heroDef, TOUCH_CONTENT } from './content';
import { drawFor, takeCard } from './draw';
import { lookAtSecrets, replaceSecret } from './elders';
import { encounterSpace } from './encounter';
import { currentFight, defeatWithItem, escape, rollFightRound } from './fight';
import { collectBonus } from './hero-stats';
import { answerKoLoss } from './ko';
import { HEAL_COST, LOOK_COST } from './legal';
import { run } from './runner';
import { accuse } from './accusations';
import { minionFight } from './minions';
import { moveHound } from './mystery-minions';
import { pushBack } from './push-back';
import { elderEffect } from './effects';
import { startJobChosen } from './mystery-start';
import { addToParty, closeParty, partyCandidates, revealLair, sendBack } from './showdown';
import { answerRegroup } from './regroup';
import { answerHealWhom, payToHeal } from './showdown-heal';
import { answerShield } from './coop-chart';
import { answerGift, giveItem } from './exchange';
import { answerHoldingBack } from './holding-back';
import { huntingForClues, startHunt } from './hunting-clues';
import { answerJoin, leaveShowdown } from './group-showdown';
import { aimAt, answerMartyr, answerProtect, rollShowdownRound } from './showdown-round';
import { cloneState, heroAt, logLine, type FightState, type TouchState } from './state';
import { lairCost } from './track';
import { lookCost } from './modes';
import { endTurn, rollMove, stepTo } from './turn';
import { answerWindow, topWindow } from './window';
import { playEvent } from './events';

export function apply(state: TouchState, seat: Seat, action: TouchAction): TouchState {
  const next = cloneState(state);
  step(next, seat, action);
  return next;
}

export function step(state: TouchState, _seat: Seat, action: TouchAction): void {
  const window = topWindow(state);
  if (state.prompt) answerPrompt(state, action);
  else if (window) answerWindow(state, window, action);
  else if (currentFight(state)) fightAction(state, action);
  else turnAction(state, action);
  run(state);
}

function fightAction(state: TouchState, action: TouchAction): void {
  const fight = currentFight(state)!;
  switch (action.type) {
    case 'fight':
      if (fight.enemy.villain) rollShowdownRound(state, fight);
      else rollFightRound(state, fight);
      return;
    case 'escape':
      if (!fight.enemy.villain) return escape(state, fight, action.space);
      return escapeShowdown(state, fight, action.space);
    case 'defeat':
      return defeatWithItem(state, fight, action.position);
    case 'play':
      return playEvent(state, fight.hero, action.card, action.on);
    case 'aim':
      return aimAt(state, fight, action.elder);
    case 'send':
      return sendBack(state, action.elder);
    case 'heal':
      return payToHeal(state, fight.hero, -1, action.amount);
    case 'heal-elder':
      return payToHeal(state, fight.hero, action.elder, 1);
    case 'resolve':
      return spendResolve(state, fight, action.elder);
    default:
      throw new Error(`"${action.key}" is not a Fight action.`);
  }
}

function turnAction(state: TouchState, action: TouchAction): void {
  const index = state.turn.hero;
  const hero = heroAt(state, index);
  const turn = state.turn;
  switch (action.type) {
    case 'roll':
      return rollMove(state);
    case 'step':
      return stepTo(state, action.space);
    case 'stop':
      turn.movesLeft = 0;
      return;
    case 'free-event':
      turn.freeEvent = false;
      return drawFor(state, index, 'event', 1, 1);
    case 'encounter':
      return encounterSpace(state, index);
    case 'collect': {
      if (huntingForClues(state)) {
        turn.used.push('collect');
        return startHunt(state, index);
      }
      // "they may automatically collect all of those Investigation as an Action" (Detective: 1 more, from the pool)
      const gained = state.clues[hero.space]! + collectBonus(state, index);
      state.clues[hero.space] = 0;
      hero.investigation += gained;
      turn.used.push('collect');
      logLine(state, `${heroDef(hero.hero).name} collects ${gained} Investigation.`);
      return;
    }
    case 'heal':
      hero.investigation -= HEAL_COST * action.amount;
      hero.wounds -= action.amount;
      turn.used.push('heal');
      logLine(state, `${heroDef(hero.hero).name} pays to Heal ${plural(action.amount, 'Wound')}.`);
      return;
    case 'look':
      hero.investigation -= lookCost(state.config, LOOK_COST);
      turn.used.push('look');
      return lookAtSecrets(state, index, action.elder, false);
    case 'buy-lair':
      hero.investigation -= lairCost(TOUCH_CONTENT.track, state.track);
      turn.used.push('lair');
      return drawFor(state, index, 'lair', 1, 1);
    case 'showdown':
      return revealLair(state, index);
    case 'buy': {
      const item = TOUCH_CONTENT.townItems[action.item]!;
      hero.investigation -= item.cost;
      state.townItems.splice(state.townItems.indexOf(action.item), 1);
      return gainCarried(state, index, { deck: 'town', card: action.item });
    }
    case 'play':
      return playEvent(state, index, action.card, action.on);
    case 'give':
      return giveItem(state, index, action.position, action.hero);
    case 'end':
      return endTurn(state);
    default:
      throw new Error(`"${action.key}" is not an action of the turn.`);
  }
}

function answerPrompt(state: TouchState, action: TouchAction): void {
  const prompt = state.prompt!;
  const index = prompt.hero;
  const hero = heroAt(state, index);
  state.prompt = null;
  switch (prompt.kind) {
    case 'choose': {
      if (action.type !== 'option') break;
      const option = prompt.options[action.index]!;
      hero.investigation -= option.cost;
      logLine(state, `${heroDef(hero.hero).name} chooses: ${option.label}.`);
      if (option.effects.length) state.tasks.push({ t: 'effects', hero: index, effects: option.effects });
      return;
    }
    case 'keep':
      if (action.type !== 'keep') break;
      for (const card of prompt.cards) if (card !== action.card) discardCard(state, prompt.deck, card);
      return takeCard(state, index, prompt.deck, action.card);
    case 'peek':
      if (action.type !== 'peek') break;
      state.lastPeek = { hero: index, elder: action.elder };
      return lookAtSecrets(state, index, action.elder, true);
    case 'replace-secret':
      if (action.type !== 'replace') break;
      if (action.position >= 0) replaceSecret(state, prompt.elder, action.position);
      return;
    case 'discard-item':
      if (action.type === 'hand-on' && prompt.reason === 'carry') {
        handOnCarried(state, index, action.position, action.hero);
        if (overLimit(state, index).length > 0) state.prompt = prompt;
        return;
      }
      if (action.type !== 'discard') break;
      discardCarried(state, index, action.position);
      if (prompt.reason === 'carry' ? overLimit(state, index).length > 0 : prompt.left > 1 && hero.carried.length > 0)
        state.prompt = { ...prompt, left: prompt.left - 1 };
      return;
    case 'ko-loss':
      if (action.type !== 'lose') break;
      return answerKoLoss(state, index, action.position, prompt.left);
    case 'lair-keep': {
      if (action.type !== 'lair') break;
      hero.lair = action.card;
      for (const card of prompt.cards) if (card !== action.card) discardCard(state, 'lair', card);
      return;
    }
    case 'party':
      if (action.type !== 'party') break;
      if (action.elder >= 0) addToParty(state, action.elder);
      if (action.elder >= 0 && partyCandidates(state).length > 0) state.prompt = prompt;
      else closeParty(state);
      return;
    case 'accuse':
      if (action.type !== 'accuse') break;
      return accuse(state, index, action.elder);
    case 'first-fights':
      if (action.type !== 'first') break;
      return minionFight(state, prompt.space, action.hero);
    case 'hound-order':
      if (action.type !== 'hound') break;
      return moveHound(
        state,
        state.minions.find((m) => m.space === action.space && !m.round)!,
      );
    case 'push-back':
      if (action.type !== 'push') break;
      return pushBack(state, currentFight(state)!, action.space);
    case 'pick-elder':
      if (action.type !== 'elder') break;
      return elderEffect(state, action.elder, prompt.effect);
    case 'madness-dice':
      if (action.type !== 'dice') break;
      return answerMadnessDice(state, index, action.count);
    case 'confronter':
      if (action.type !== 'first') break;
      return daringTest(state, action.hero);
    case 'confront':
      if (action.type !== 'confront') break;
      return answerConfront(state, action.accept);
    case 'chase':
      if (action.type !== 'chase') break;
      return answerChase(state, index, prompt.cost, prompt.join, action.accept);
    case 'omen':
      if (action.type !== 'elder') break;
      return answerOmen(state, action.elder, prompt.resolve);
    case 'order':
      if (action.type !== 'order') break;
      return startJobChosen(state, action.index);
    case 'gift':
      if (action.type !== 'gift') break;
      return answerGift(state, prompt.from, prompt.position, index, action.accept);
    case 'hold-back':
      if (action.type !== 'hold-back') break;
      return answerHoldingBack(state, action.accept);
    case 'shield':
      if (action.type !== 'shield') break;
      return answerShield(state, prompt.steps, prompt.wounds, action.accept);
    case 'join':
      if (action.type !== 'join') break;
      return answerJoin(state, index, action.accept);
    case 'heal-whom':
      if (action.type !== 'heal-whom') break;
      return answerHealWhom(state, index, action.elder, prompt.amount);
    case 'protect':
      if (action.type !== 'protect') break;
      return answerProtect(state, currentFight(state)!, prompt, action.elder);
    case 'regroup':
      if (action.type !== 'assign' && action.type !== 'hand') break;
      return answerRegroup(state, action);
    case 'martyr':
      if (action.type !== 'martyr') break;
      return answerMartyr(state, currentFight(state)!, prompt.elder, action.accept);
  }
  state.prompt = prompt;
  throw new Error(`"${action.key}" does not answer the question asked.`);
}

/** "Escaping a Showdown works exactly the same as in a normal Fight"; allies fight on without the Hero. */
function escapeShowdown(state: TouchState, fight: FightState, space: number): void {
  const index = fight.hero;
  leaveShowdown(state, fight, index);
  heroAt(state, index).space = space;
  if (state.phase === 'turn' && state.turn.hero === index) state.turn.over = true;
}
