/**
 * The monster phase ("How to play — Monster phase"): roll 2d6 for the monster
 * actions (MA), attacks first, then one move per monster, closest first, then
 * spawning. It runs until the player must decide something (discard or take a hit,
 * a tie) and resumes from `state.monsterPhase` when the answer comes.
 */
import { nextInt } from '../../engine';
import { areAdjacent, directionBetween, hexOf, type MapGeometry } from './geometry';
import { MonsterBoard } from './monster-board';
import { spawnOnEmptyPits } from './spawn';
import {
  adventure,
  discardCard,
  evyMap,
  hasRule,
  keepsLog,
  say,
  type EvyState,
  type MonsterPhaseState,
  type MonsterState,
} from './state';
import { directionWord, monsterLabel } from './words';

/** Starts the phase with these dice (the `roll` action draws them from the state's PRNG). */
export function startMonsterPhase(state: EvyState, dice: [number, number], actions: number): void {
  state.lastMonsterPhase = [{ type: 'roll', dice, actions }];
  state.monsterPhase = {
    ma: actions,
    // Harder D: "move first, then immediately attack with that monster".
    stage: hasRule(state, 'D', 'harder') ? 'move' : 'attack',
    attacked: [],
    done: [],
    hitBy: null,
    choice: null,
  };
  state.phase = 'monster';
  say(state, () =>
    dice[0]
      ? `The monsters roll ${dice[0]} and ${dice[1]}: ${actions} monster actions.`
      : `The monsters get ${actions} monster action.`,
  );
  continueMonsters(state);
}

export function roll(state: EvyState): void {
  state.undoable = 0;
  // Evy's room: "Monsters move first; move the monster marker one tile" — one action, no dice.
  if (adventure(state).tutorial === 'evys-room') {
    startMonsterPhase(state, [0, 0], 1);
    return;
  }
  const dice: [number, number] = [nextInt(state.rng, 6) + 1, nextInt(state.rng, 6) + 1];
  startMonsterPhase(state, dice, dice[0] + dice[1]);
}

function phaseOf(state: EvyState): MonsterPhaseState {
  const mp = state.monsterPhase;
  if (!mp) throw new Error('No monster phase is running.');
  return mp;
}

/** One attack on Evy: false when the phase must pause (a decision, or the adventure is lost). */
function attack(state: EvyState, m: MonsterState): boolean {
  const mp = phaseOf(state);
  mp.ma--;
  mp.attacked.push(m.id);
  if (state.hand.length > 0) {
    // "Whenever Evy would lose a health point, you may also discard one of your cards."
    mp.hitBy = m.id;
    state.phase = 'hit';
    return false;
  }
  return takeHit(state, m.id);
}

/** Evy loses an HP; with none left she loses the adventure. */
function takeHit(state: EvyState, monster: number): boolean {
  if (state.hp <= 0) {
    // "If Evy is attacked when she doesn't have any more HP or cards in hand to sacrifice, you lose."
    state.lastMonsterPhase.push({ type: 'attack', monster, prevented: false });
    state.result = 'lost';
    state.phase = 'over';
    state.monsterPhase = null;
    say(
      state,
      () => `${monsterLabel(state, monster)} attacks Evy, who has no HP and no card left: the adventure is lost.`,
    );
    return false;
  }
  state.hp--;
  state.lastMonsterPhase.push({ type: 'attack', monster, prevented: false });
  say(state, () => `${monsterLabel(state, monster)} attacks Evy: ${state.hp} HP left.`);
  return true;
}

/** The answer to an attack: discard a card in hand (null: take the hit). */
export function answerHit(state: EvyState, card: number | null): void {
  const mp = phaseOf(state);
  const monster = mp.hitBy as number;
  mp.hitBy = null;
  state.phase = 'monster';
  if (card === null) {
    if (!takeHit(state, monster)) return;
  } else {
    discardCard(state, card);
    state.lastMonsterPhase.push({ type: 'attack', monster, prevented: true });
    say(state, () => `${monsterLabel(state, monster)} attacks Evy; she discards a card instead of losing an HP.`);
  }
  continueMonsters(state);
}

/** The one board every monster phase works on (see `monster-board.ts`). */
const board = new MonsterBoard();

function indexOf(state: EvyState, id: number): number {
  const at = state.monsters.findIndex((m) => m.id === id);
  if (at < 0) throw new Error(`There is no monster ${id} on the board.`);
  return at;
}

/** The board's options of the monster at `at` in the scratch, as a list for a choice in the state. */
function optionList(at: number, count: number): number[] {
  return Array.from(board.options.subarray(at, at + count));
}

/** Monster `i`'s move (or its turn passing, `to` = -1), then under Harder D its attack. */
function takeTurn(state: EvyState, i: number, to: number): boolean {
  const mp = phaseOf(state);
  const m = state.monsters[i] as MonsterState;
  if (to >= 0) {
    const geo = evyMap(state);
    state.lastMonsterPhase.push({
      type: 'move',
      monster: m.id,
      from: hexOf(geo, m.cell),
      to: hexOf(geo, to),
      map: m.map,
    });
    const direction = directionBetween(geo, m.cell, to);
    board.takeTurn(i, to);
    m.cell = to;
    mp.ma--;
    if (keepsLog(state)) say(state, `${monsterLabel(state, m.id)} moves ${directionWord(direction)}.`);
  } else {
    board.takeTurn(i, -1);
  }
  mp.done.push(m.id);
  if (mp.ma > 0 && hasRule(state, 'D', 'harder') && areAdjacent(evyMap(state), m.cell, state.evy)) {
    return attack(state, m);
  }
  return true;
}

/** A player's tie answer: which monster moves first. */
export function chooseMonster(state: EvyState, id: number): void {
  const mp = phaseOf(state);
  mp.choice = null;
  state.phase = 'monster';
  board.prepare(state, mp.done);
  const i = indexOf(state, id);
  const count = board.destinations(i, 0);
  if (count > 1 && state.config.ties !== 'auto') {
    mp.choice = { kind: 'tile', monster: id, options: optionList(0, count) };
    state.phase = 'monster-choice';
    return;
  }
  if (takeTurn(state, i, count > 0 ? (board.options[0] as number) : -1)) moveMonsters(state);
}

/** A player's tie answer: where the monster moves. */
export function chooseTile(state: EvyState, cell: number): void {
  const mp = phaseOf(state);
  const choice = mp.choice;
  if (!choice || choice.kind !== 'tile') throw new Error('No monster is waiting for its tile.');
  mp.choice = null;
  state.phase = 'monster';
  board.prepare(state, mp.done);
  if (takeTurn(state, indexOf(state, choice.monster), cell)) moveMonsters(state);
}

/** Runs the phase on from where it stands until it needs the player or ends. */
export function continueMonsters(state: EvyState): void {
  const mp = phaseOf(state);
  if (mp.stage === 'attack') {
    // "Each monster next to Evy can attack her once. Each attack costs one [MA]." Ghosts attack from walls.
    const geo = evyMap(state);
    while (mp.ma > 0) {
      const attacker = nextAttacker(state, geo, mp);
      if (!attacker) break;
      if (!attack(state, attacker)) return;
    }
    mp.stage = 'move';
  }
  board.prepare(state, mp.done);
  moveMonsters(state);
}

/** The first monster next to Evy that has not attacked yet, in the order they came on the board (by id). */
function nextAttacker(state: EvyState, geo: MapGeometry, mp: MonsterPhaseState): MonsterState | undefined {
  for (const m of state.monsters) {
    if (m.map === state.map && areAdjacent(geo, m.cell, state.evy) && !mp.attacked.includes(m.id)) return m;
  }
  return undefined;
}

/**
 * The moves, on a prepared board: the closest monster first ("as measured by the number
 * of steps away it is"); among equally close ones, those that want a common tile are a
 * tie the player decides (`ties: 'auto'`: the first by id), and a monster with two equal
 * tiles asks for the tile (auto: the first in direction order).
 */
function moveMonsters(state: EvyState): void {
  const mp = phaseOf(state);
  const ask = state.config.ties !== 'auto';
  while (mp.ma > 0) {
    const head = board.firstWaiting();
    if (head < 0) break;
    board.collectGroup(head);
    // The first that competes for a tile, else the first that can move at all.
    let pick = -1;
    let competing = 0;
    for (let g = 0; g < board.groupSize; g++) {
      if (board.groupSize > 1 && board.groupOptions[g] && board.competes(g)) {
        if (competing++ === 0) pick = g;
      }
    }
    for (let g = 0; pick < 0 && g < board.groupSize; g++) if (board.groupOptions[g]) pick = g;
    if (pick < 0) {
      if (!takeTurn(state, board.order[head] as number, -1)) return;
      continue;
    }
    if (ask && competing > 1) {
      // "When this happens, you decide which monster moves first."
      mp.choice = { kind: 'monster', options: competingIds(state) };
      state.phase = 'monster-choice';
      return;
    }
    const mover = board.group[pick] as number;
    const count = board.groupOptions[pick] as number;
    if (ask && count > 1) {
      // "If a monster has two equal movement choices, you get to pick the tile."
      mp.choice = {
        kind: 'tile',
        monster: (state.monsters[mover] as MonsterState).id,
        options: optionList(6 * pick, count),
      };
      state.phase = 'monster-choice';
      return;
    }
    if (!takeTurn(state, mover, board.options[6 * pick] as number)) return;
  }
  finishMonsterPhase(state);
}

function competingIds(state: EvyState): number[] {
  const ids: number[] = [];
  for (let g = 0; g < board.groupSize; g++) {
    if (board.groupOptions[g] && board.competes(g))
      ids.push((state.monsters[board.group[g] as number] as MonsterState).id);
  }
  return ids;
}

function finishMonsterPhase(state: EvyState): void {
  const mp = phaseOf(state);
  if (mp.ma > 0) {
    // "Unused or unusable monster actions are lost."
    state.lastMonsterPhase.push({ type: 'lost-actions', count: mp.ma });
    const lost = mp.ma;
    say(state, () => `${lost} monster action${lost === 1 ? ' is' : 's are'} lost.`);
  } else if (keepsLog(state) && board.firstWaiting() >= 0) {
    say(state, 'The monsters have no actions left.');
  }
  const before = state.monsters.length;
  spawnOnEmptyPits(state, state.map, state.lastMonsterPhase);
  const spawned = state.monsters.length - before;
  if (spawned > 0)
    say(state, () =>
      spawned === 1 ? 'A new monster crawls out of a pit.' : `${spawned} new monsters crawl out of the pits.`,
    );
  state.monsterPhase = null;
  startEvyPhase(state);
}

export function startEvyPhase(state: EvyState): void {
  state.phase = 'evy';
  state.movesLeft = 2;
  state.attackLeft = true;
}
