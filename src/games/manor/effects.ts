/**
 * The play-effect vocabulary, implemented once: each op is started here (for an
 * action card's action ability or a relic's special ability) and the questions it
 * asks are answered here. Changes the state in place (call on a clone).
 */
import { ask } from './ask';
import { chooseGod } from './awakening';
import { takeTop } from './deck';
import { changeMadness } from './madness';
import { COLOURS } from './schema-effects';
import {
  controllerOf,
  otherPlayers,
  playerOf,
  roomIndex,
  roomsWithRelics,
  say,
  seatKnowsRole,
  type ManorState,
} from './state';
import { anyRoom, roomSteal, takeStolen } from './steal';
import type { PlayEffect, Prompt, RoomId } from './types';
import { cardName, playerName, roleName, roomName, tokens } from './words';

function upTo(most: number): number[] {
  const out: number[] = [];
  for (let n = 0; n <= most; n++) out.push(n);
  return out;
}

/** Starts `effect` for `player`; `card` is the relic whose special ability it is, or null for an action card. */
export function startEffect(state: ManorState, player: number, effect: PlayEffect, card: number | null): void {
  const p = playerOf(state, player);
  switch (effect.op) {
    case 'room-madness':
      return ask(state, player, 'madness-room', anyRoom(state), { effect, card, amount: effect.amount });
    case 'exchange': {
      // "Exchange the relic of your cache with any relic in the Manor": needs a card on top of the cache and a relic in a room.
      const rooms = roomsWithRelics(state, anyRoom(state));
      if (p.cache.length === 0 || rooms.length === 0) {
        say(state, () => `${playerName(state, player)} has nothing to exchange.`);
        return;
      }
      return ask(state, player, 'exchange-room', rooms, { effect, card });
    }
    case 'lose-madness': {
      const most = Math.min(effect.upTo, p.madness);
      if (most === 0) return;
      return ask(state, player, 'lose-madness', upTo(most), { effect, card });
    }
    case 'reveal-steal':
      return revealAndSteal(state, player);
    case 'steal-from-room':
      return roomSteal(state, player, anyRoom(state));
    case 'others-gain-madness':
      for (const other of otherPlayers(state, player)) changeMadness(state, other, effect.amount);
      return;
    case 'other-god-token':
    case 'give-madness':
    case 'peek-role':
    case 'steal-cache-top': {
      const targets = targetsFor(state, player, effect);
      if (targets.length === 0) {
        say(state, () => `${playerName(state, player)} has no one to choose.`);
        return;
      }
      return ask(state, player, 'target-player', targets, { effect, card });
    }
  }
}

/** The players an effect of "another player of your choice" may name now. */
function targetsFor(state: ManorState, player: number, effect: PlayEffect): number[] {
  const others = otherPlayers(state, player);
  switch (effect.op) {
    case 'give-madness':
      return playerOf(state, player).madness > 0 ? others : [];
    case 'peek-role': {
      // Looking at a role the looker already knows would tell nothing: only unknown roles are offered.
      const seat = controllerOf(state, player);
      return others.filter((o) => !seatKnowsRole(state, seat, o));
    }
    case 'steal-cache-top':
      return others.filter((o) => playerOf(state, o).cache.length > 0);
    default:
      return others;
  }
}

/** "Reveal the top card of the deck. Steal that card if it is a relic." A first Clock is set aside: nothing to steal. */
function revealAndSteal(state: ManorState, player: number): void {
  const card = takeTop(state);
  if (card === null) return;
  if (card === 'clock') {
    say(state, () => `${playerName(state, player)} has no relic to steal.`);
    return;
  }
  say(state, () => `${playerName(state, player)} reveals ${cardName(card)} and steals it.`);
  takeStolen(state, player, card);
}

/** Answers a question an effect asked (the prompt is already closed). */
export function answerEffect(state: ManorState, prompt: Prompt, value: string | number): void {
  const player = prompt.player;
  const p = playerOf(state, player);
  const name = (): string => playerName(state, player);
  switch (prompt.purpose) {
    case 'madness-room': {
      const room = value as RoomId;
      const amount = prompt.amount ?? 1;
      state.roomMadness[roomIndex(room)] = (state.roomMadness[roomIndex(room)] ?? 0) + amount;
      say(state, () => `${name()} adds ${tokens(amount)} to ${roomName(room)}.`);
      return;
    }
    case 'exchange-room': {
      // "not considered stealing": no tokens taken, no ability resolved.
      const room = value as RoomId;
      const at = roomIndex(room);
      const theirs = state.rooms[at] as number;
      const mine = p.cache.pop() as number;
      state.rooms[at] = mine;
      p.cache.push(theirs);
      say(state, () => `${name()} exchanges ${cardName(mine)} for ${cardName(theirs)} in ${roomName(room)}.`);
      return;
    }
    case 'lose-madness':
      changeMadness(state, player, -Number(value));
      return;
    case 'give-madness': {
      const target = prompt.target as number;
      const given = Math.min(Number(value), p.madness);
      p.madness -= given;
      playerOf(state, target).madness += given;
      say(state, () => `${name()} gives ${tokens(given)} to ${playerName(state, target)}.`);
      return;
    }
    case 'target-player':
      return answerTarget(state, prompt, Number(value));
    default:
      throw new Error(`An effect cannot answer a ${prompt.purpose} question.`);
  }
}

function answerTarget(state: ManorState, prompt: Prompt, target: number): void {
  const player = prompt.player;
  const effect = prompt.effect as PlayEffect;
  switch (effect.op) {
    case 'other-god-token':
      // "Another player of your choice must remove 1 token from any elder god": the chosen player picks the god.
      say(state, () => `${playerName(state, player)} chooses ${playerName(state, target)}.`);
      return chooseGod(state, target, COLOURS, effect.mode, effect.amount, prompt.card);
    case 'give-madness': {
      const most = Math.min(effect.upTo, playerOf(state, player).madness);
      return ask(state, player, 'give-madness', upTo(most), { effect, card: prompt.card, target });
    }
    case 'peek-role': {
      const seat = controllerOf(state, player);
      const role = playerOf(state, target).role;
      playerOf(state, target).roleKnownBy.push(seat);
      const text = `${playerName(state, player)} looks at ${playerName(state, target)}'s role`;
      say(state, () => `${text}.`, seat, { seats: [seat], text: `${text}: ${roleName(role)}.` });
      return;
    }
    case 'steal-cache-top': {
      const victim = playerOf(state, target);
      const card = victim.cache.pop() as number;
      say(
        state,
        () => `${playerName(state, player)} steals ${cardName(card)} from ${playerName(state, target)}'s cache.`,
      );
      return takeStolen(state, player, card);
    }
    default:
      throw new Error(`${effect.op} does not choose a player.`);
  }
}
