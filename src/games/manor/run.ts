/**
 * The rules' driver: runs the queued steps of the round one by one until a seat
 * must answer a question, the round ends, or the game does. A question with one
 * possible answer is answered at once (it is forced).
 */
import { answerMay, runAwakeningIcon, runMadnessIcon, runSpecial } from './abilities';
import { chooseGod, moveTokens } from './awakening';
import { cardOf } from './content';
import { answerEffect, startEffect } from './effects';
import { startLovecraftTurn } from './lovecraft';
import { endRound, startTurn } from './round';
import { answerFate, startSoloRoom } from './solo';
import type { ManorState } from './state';
import { roomSteal, stealFromRoom } from './steal';
import type { Colour, Fate, RoomId, Task } from './types';

export function run(state: ManorState): void {
  while (state.phase === 'resolve') {
    const prompt = state.prompt;
    if (prompt) {
      if (prompt.options.length !== 1) return;
      answer(state, prompt.options[0] as string | number);
      continue;
    }
    const task = state.tasks.pop();
    if (!task) throw new Error('The round has no step left but did not end.');
    execute(state, task);
  }
}

function execute(state: ManorState, task: Task): void {
  switch (task.k) {
    case 'turn':
      return startTurn(state, task.player, task.card);
    case 'effect':
      return startEffect(state, task.player, task.effect, task.card);
    case 'room-steal':
      return roomSteal(state, task.player, task.rooms);
    case 'awakening':
      return runAwakeningIcon(state, task.player, task.card);
    case 'madness-icon':
      return runMadnessIcon(state, task.player, task.card);
    case 'special':
      return runSpecial(state, task.player, task.card);
    case 'lovecraft':
      return startLovecraftTurn(state);
    case 'solo-room':
      return startSoloRoom(state, task.room);
    case 'end-round':
      return endRound(state);
  }
}

/** Answers the open question with one of its options, and closes it. */
export function answer(state: ManorState, value: string | number): void {
  const prompt = state.prompt;
  if (!prompt) throw new Error('No question is open.');
  if (!prompt.options.includes(value)) throw new Error(`"${value}" does not answer this question.`);
  state.prompt = null;
  switch (prompt.purpose) {
    case 'steal-room':
    case 'lovecraft-room':
      return stealFromRoom(state, prompt.player, value as RoomId);
    case 'awaken-mode': {
      const icon = cardOf(prompt.card as number).relic?.awakening;
      if (!icon) throw new Error('An awakening question without its icon.');
      return chooseGod(state, prompt.player, icon.colours, value as 'add' | 'remove', icon.amount, prompt.card);
    }
    case 'awaken-god':
      return moveTokens(state, prompt.player, value as Colour, prompt.mode ?? 'add', prompt.amount ?? 1);
    case 'may':
      return answerMay(state, prompt, value);
    case 'fate':
      return answerFate(state, prompt.room ?? 0, value as Fate);
    default:
      return answerEffect(state, prompt, value);
  }
}
