/**
 * The effect vocabulary: each op is started here, and the prompts it opens are
 * answered here. Changes the state in place (call on a clone).
 */
import { nextInt, shuffleInPlace, type Seat } from '../../engine';
import {
  FACE_UP,
  KNOWN_BY_TEAM,
  PUBLIC,
  defOf,
  discardCard,
  isDemon,
  livingAlly,
  removeFrom,
  seatName,
  seatOf,
  teamSeats,
  type PromptState,
  type QueenState,
  keepsLog,
} from './state';
import { afterDemonPlaced, discardPool, endTurn, meetDemon, takeIntoHand } from './turn';
import type { Effect, PromptPurpose } from './types';
import { ordinal, positionText } from './words';

/**
 * Starts `effect` for `actor`; `ability` says Ability Points pay for it (they are
 * discarded when it resolves). `cause` opens the log line ("The Girl plays Fireflies").
 */
export function startEffect(state: QueenState, actor: Seat, effect: Effect, ability: boolean, cause: string): void {
  const team = seatOf(state, actor).team;
  switch (effect.op) {
    case 'peek': {
      const seen = state.pile.slice(0, effect.count);
      for (const card of seen) state.known[card] = (state.known[card] ?? 0) | KNOWN_BY_TEAM[team];
      const names = keepsLog(state)
        ? seen.map((card, i) => `${ordinal(i + 1)} ${defOf(state, card).name}`).join(', ')
        : '';
      logEffect(
        state,
        actor,
        team,
        cause,
        `and looks at the top ${seen.length} cards of the Draw Pile with their team.`,
        `and sees the top of the Draw Pile: ${names}.`,
      );
      return finishEffect(state, ability);
    }
    case 'skip':
      logEffect(state, actor, team, cause, 'and ends the turn without drawing.');
      finishEffect(state, ability);
      return endTurn(state);
    case 'shuffle':
      shuffleInPlace(state.rng, state.pile);
      // A shuffle makes face-down cards unknown again; face-up Demons stay face up.
      for (const card of state.pile) if (((state.known[card] ?? 0) & FACE_UP) === 0) state.known[card] = 0;
      logEffect(state, actor, team, cause, 'and shuffles the Draw Pile.');
      return finishEffect(state, ability);
    case 'draw-bottom': {
      const card = state.pile.pop() as number;
      if (isDemon(state, card)) {
        logEffect(state, actor, team, cause, 'and draws the bottom card of the Draw Pile.');
        return meetDemon(state, actor, card, ability, true);
      }
      takeIntoHand(state, actor, card);
      logEffect(
        state,
        actor,
        team,
        cause,
        'and draws the bottom card of the Draw Pile.',
        `and draws the bottom card of the Draw Pile: ${defOf(state, card).name}.`,
      );
      return finishEffect(state, ability);
    }
    case 'steal':
      return openPrompt(state, actor, ability, cause, 'choose-seat', 'steal-target');
    case 'disarm':
      return openPrompt(state, actor, ability, cause, 'choose-seat', 'disarm-target');
    case 'drain':
      return openPrompt(state, actor, ability, cause, 'choose-seat', 'drain-target');
    case 'give':
      return openPrompt(state, actor, ability, cause, 'choose-card', 'give-card');
    case 'recover-weapon':
      return openPrompt(state, actor, ability, cause, 'choose-card', 'recover-weapon');
    case 'move-demon':
      return openPrompt(state, actor, ability, cause, 'choose-demon', 'pick-demon');
  }
}

/** Logs what an effect did; `secret` is the fuller text the actor's team reads. */
function logEffect(state: QueenState, actor: Seat, team: 0 | 1, cause: string, text: string, secret?: string): void {
  if (keepsLog(state))
    state.log.push(
      secret === undefined
        ? { seat: actor, text: `${cause} ${text}` }
        : {
            seat: actor,
            text: `${cause} ${text}`,
            secret: { seats: teamSeats(state, team), text: `${cause} ${secret}` },
          },
    );
}

/** An effect that needs a choice: log its start and ask the actor. */
function openPrompt(
  state: QueenState,
  actor: Seat,
  ability: boolean,
  cause: string,
  kind: PromptState['kind'],
  purpose: PromptPurpose,
): void {
  if (keepsLog(state)) state.log.push({ seat: actor, text: `${cause}.` });
  state.phase = 'prompt';
  state.prompt = { kind, seat: actor, purpose, actor, ability, midTurn: false };
}

/** "Discard the Ability Points card(s) used after the effect of the ability resolves." */
function finishEffect(state: QueenState, ability: boolean): void {
  if (ability) discardPool(state);
  state.prompt = null;
  if (state.phase !== 'over') state.phase = 'turn';
}

/** Answers the open prompt with a seat, a card instance or a position. */
export function answerPrompt(state: QueenState, answer: number): void {
  const prompt = state.prompt;
  if (!prompt) throw new Error('No question is open.');
  const actor = prompt.actor;
  const name = seatName(state, actor);
  const actorSeat = seatOf(state, actor);
  switch (prompt.purpose) {
    case 'steal-target': {
      const victim = seatOf(state, answer);
      const card = victim.hand.splice(nextInt(state.rng, victim.hand.length), 1)[0] as number;
      actorSeat.hand.push(card);
      // The thief's team now holds it; the victim's team saw which card left.
      state.known[card] = (state.known[card] ?? 0) | KNOWN_BY_TEAM[actorSeat.team] | KNOWN_BY_TEAM[victim.team];
      if (keepsLog(state))
        state.log.push({
          seat: actor,
          text: `${name} steals a random card from ${seatName(state, answer)}.`,
          secret: {
            seats: state.seats.map((_, i) => i),
            text: `${name} steals ${defOf(state, card).name} from ${seatName(state, answer)}.`,
          },
        });
      return finishEffect(state, prompt.ability);
    }
    case 'disarm-target':
      state.prompt = { ...prompt, kind: 'choose-card', purpose: 'disarm-weapon', target: answer };
      return;
    case 'drain-target':
      // The target picks the card: the prompt passes to them.
      state.prompt = { ...prompt, kind: 'choose-card', purpose: 'drain-discard', target: answer, seat: answer };
      if (keepsLog(state))
        state.log.push({ seat: actor, text: `${name} makes ${seatName(state, answer)} discard a card.` });
      return;
    case 'disarm-weapon': {
      const target = prompt.target as Seat;
      removeFrom(seatOf(state, target).table, answer);
      discardCard(state, answer);
      if (keepsLog(state))
        state.log.push({
          seat: actor,
          text: `${name} disarms ${seatName(state, target)}: ${defOf(state, answer).name} goes to the Discard Pile.`,
        });
      return finishEffect(state, prompt.ability);
    }
    case 'drain-discard': {
      const target = prompt.target as Seat;
      removeFrom(seatOf(state, target).hand, answer);
      discardCard(state, answer);
      if (keepsLog(state))
        state.log.push({ seat: target, text: `${seatName(state, target)} discards ${defOf(state, answer).name}.` });
      return finishEffect(state, prompt.ability);
    }
    case 'give-card': {
      const ally = livingAlly(state, actor) as Seat;
      removeFrom(actorSeat.hand, answer);
      seatOf(state, ally).hand.push(answer);
      if (keepsLog(state))
        state.log.push({
          seat: actor,
          text: `${name} gives a card to ${seatName(state, ally)}.`,
          secret: {
            seats: teamSeats(state, actorSeat.team),
            text: `${name} gives ${defOf(state, answer).name} to ${seatName(state, ally)}.`,
          },
        });
      return finishEffect(state, prompt.ability);
    }
    case 'recover-weapon':
      removeFrom(state.discard, answer);
      actorSeat.table.push(answer);
      state.known[answer] = PUBLIC;
      if (keepsLog(state))
        state.log.push({ seat: actor, text: `${name} takes ${defOf(state, answer).name} back from the Discard Pile.` });
      return finishEffect(state, prompt.ability);
    case 'defeat-demon': {
      const owner = state.seats.findIndex((s) => s.table.includes(answer));
      removeFrom(seatOf(state, owner).table, answer);
      discardCard(state, answer);
      if (state.lastDemon) state.lastDemon.defeatedWith = answer;
      const whose = owner === actor ? '' : ` from ${seatName(state, owner)}'s table`;
      if (keepsLog(state))
        state.log.push({
          seat: actor,
          text: `${name} defeats the Demon with ${defOf(state, answer).name}${whose} and stays alive.`,
        });
      state.prompt = { ...prompt, kind: 'choose-position', purpose: 'place-demon' };
      return;
    }
    case 'pick-demon':
      removeFrom(state.pile, answer);
      state.prompt = { ...prompt, kind: 'choose-position', purpose: 'move-demon', demon: answer };
      return;
    case 'move-demon': {
      const size = state.pile.length;
      state.pile.splice(answer, 0, prompt.demon as number);
      if (keepsLog(state))
        state.log.push({ seat: actor, text: `${name} moves a Demon ${positionText(answer, size)}.` });
      return finishEffect(state, prompt.ability);
    }
    case 'place-demon': {
      const size = state.pile.length;
      state.pile.splice(answer, 0, prompt.demon as number);
      if (keepsLog(state))
        state.log.push({ seat: actor, text: `${name} puts the Demon back face up ${positionText(answer, size)}.` });
      return afterDemonPlaced(state, actor, prompt.ability, prompt.midTurn);
    }
  }
}
