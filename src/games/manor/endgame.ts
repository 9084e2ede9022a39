/**
 * The end of the game: two or more elder gods awakened (all lose), one awakened
 * (Reveal, Awakened, Madness, Scoring, the god's effect first in each step), or the
 * second Clock (Reveal, Madness, Scoring). The solo game has its own test. Every
 * effect here is automatic, so the game ends within the call; nothing still
 * queued or asked resolves ("Do not resolve any further abilities").
 */
import { godDef, roleDef } from './content';
import { applyEndEffect, effectApplies, newTally, totalDollars, type Tally } from './end-effects';
import { totalMadness } from './madness';
import { godOf, isSolo, playerOf, say, seatsFrom, type ManorState } from './state';
import type { Colour, EndReason, GameResult } from './types';
import { playerName, roleName } from './words';

type Step = 'reveal' | 'awakened' | 'madness' | 'scoring';

export function endGame(state: ManorState, reason: EndReason, god: Colour | null = null): void {
  state.tasks = [];
  state.prompt = null;
  state.phase = 'over';
  if (isSolo(state)) soloEnd(state, reason);
  else if (reason === 'gods') allLose(state, reason);
  else stepsEnd(state, reason, god);
  // Once the game is over nothing is secret: roles and face-down relics are shown.
  for (const p of state.players) {
    p.rolePublic = true;
    p.hidden = [];
  }
}

function allLose(state: ManorState, reason: EndReason): void {
  say(state, () => 'More than one elder god is awakened: doom falls upon the world, and all players lose.');
  state.result = {
    reason,
    god: null,
    madness: state.players.map((_, i) => totalMadness(state, i)),
    dollars: state.players.map(() => null),
    devoured: [],
    winners: [],
  };
}

/** The order roles are revealed and resolved in: from the Lantern clockwise, then (2p) Lovecraft. */
export function revealOrder(state: ManorState): number[] {
  const order = seatsFrom(state, state.lantern);
  state.players.forEach((p, i) => {
    if (p.kind === 'lovecraft') order.push(i);
  });
  return order;
}

function stepsEnd(state: ManorState, reason: EndReason, god: Colour | null): void {
  const tally = newTally(state, reason, god);
  const order = revealOrder(state);
  const remaining = (): number[] => order.filter((i) => !playerOf(state, i).devoured);
  const godEffect = god === null ? null : godDef(godOf(state, god).face).effect;
  const runStep = (step: Step): void => {
    if (godEffect && godEffect.step === step) {
      say(state, () => godEffect.text);
      applyEndEffect(state, tally, godEffect, remaining());
    }
    for (const i of remaining()) {
      if (step === 'reveal') {
        playerOf(state, i).rolePublic = true;
        say(state, () => `${playerName(state, i)} reveals ${roleName(playerOf(state, i).role)}.`);
      }
      for (const effect of roleDef(playerOf(state, i).role).effects) {
        if (effect.step === step && effectApplies(effect, tally)) applyEndEffect(state, tally, effect, [i]);
      }
    }
  };

  say(state, () => 'Reveal.');
  runStep('reveal');
  if (god !== null) {
    say(state, () => 'Awakened.');
    runStep('awakened');
  }
  say(state, () => 'Madness.');
  runStep('madness');
  const madness = state.players.map((_, i) => totalMadness(state, i));
  const before = remaining();
  const most = Math.max(...before.map((i) => madness[i] ?? 0));
  const devoured = before.filter((i) => madness[i] === most).sort((a, b) => a - b);
  for (const i of devoured) playerOf(state, i).devoured = true;
  say(
    state,
    () => `${devoured.map((i) => playerName(state, i)).join(', ')} ${devoured.length > 1 ? 'are' : 'is'} devoured.`,
  );
  const result: GameResult = { reason, god, madness, dollars: state.players.map(() => null), devoured, winners: [] };
  state.result = result;
  if (remaining().length === 0) {
    say(state, () => 'Every remaining player is devoured: all players lose.');
    return;
  }
  say(state, () => 'Scoring.');
  runStep('scoring');
  result.winners = scoreWinners(state, tally, remaining(), madness, result);
}

/** "The player with the most $ wins. In the event of a tie, the player with the least madness among those tied wins." */
function scoreWinners(
  state: ManorState,
  tally: Tally,
  players: number[],
  madness: number[],
  result: GameResult,
): number[] {
  for (const i of players) result.dollars[i] = totalDollars(state, i, tally);
  const best = Math.max(...players.map((i) => result.dollars[i] ?? 0));
  const richest = players.filter((i) => result.dollars[i] === best);
  const calmest = Math.min(...richest.map((i) => madness[i] ?? 0));
  const winners = richest.filter((i) => madness[i] === calmest).sort((a, b) => a - b);
  say(
    state,
    () =>
      `${winners.map((i) => playerName(state, i)).join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'} with ${best} $.`,
  );
  return winners;
}

/**
 * Solo: "if ANY elder god is awakened the player is devoured"; at the second Clock
 * the player must have less total madness than the Cultist, then more $ than Lovecraft.
 */
function soloEnd(state: ManorState, reason: EndReason): void {
  const madness = state.players.map((_, i) => totalMadness(state, i));
  const result: GameResult = {
    reason,
    god: null,
    madness,
    dollars: state.players.map(() => null),
    devoured: [],
    winners: [],
  };
  state.result = result;
  if (reason !== 'clock') {
    playerOf(state, 0).devoured = true;
    result.devoured = [0];
    say(state, () => 'An elder god awakens: the player is devoured and loses the game.');
    return;
  }
  const tally = newTally(state, 'clock', null);
  const own = (step: Step): void => {
    for (const effect of roleDef(playerOf(state, 0).role).effects) {
      if (effect.step === step && effectApplies(effect, tally)) applyEndEffect(state, tally, effect, [0]);
    }
  };
  own('reveal');
  own('madness');
  const mine = totalMadness(state, 0);
  const cultist = totalMadness(state, 1);
  result.madness = state.players.map((_, i) => totalMadness(state, i));
  if (mine >= cultist) {
    playerOf(state, 0).devoured = true;
    result.devoured = [0];
    say(state, () => `The player's madness (${mine}) is not below the Cultist's (${cultist}): the player is devoured.`);
    return;
  }
  playerOf(state, 1).devoured = true;
  result.devoured = [1];
  own('scoring');
  const dollars = totalDollars(state, 0, tally);
  const lovecraft = totalDollars(state, 2, null);
  result.dollars[0] = dollars;
  result.dollars[2] = lovecraft;
  if (dollars > lovecraft) {
    result.winners = [0];
    say(
      state,
      () => `The Cultist is devoured, and the player's ${dollars} $ beat Lovecraft's ${lovecraft} $: the player wins!`,
    );
  } else {
    playerOf(state, 0).devoured = true;
    result.devoured.push(0);
    say(state, () => `The player's ${dollars} $ do not beat Lovecraft's ${lovecraft} $: the player is devoured.`);
  }
}
