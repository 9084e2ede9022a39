/**
 * The monster phase as a plain, direct reading of the rules: a distance field built
 * afresh for each call, monsters found by scanning the list, arrays made as needed.
 * It is slow and obviously right, and the differential test holds the engine's lean
 * monster phase (`src/games/evy/monsters.ts`) to exactly its moves, ties, spawns and
 * random draws. Test-only: nothing in the product imports it.
 */
import { nextInt, type Seat } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { areAdjacent, directionBetween, hexOf, type MapGeometry } from '../../../src/games/evy/geometry';
import { startEvyPhase } from '../../../src/games/evy/monsters';
import {
  adventure,
  discardCard,
  evyMap,
  hasRule,
  monsterAt,
  monsterById,
  say,
  type EvyState,
  type MonsterPhaseState,
  type MonsterState,
} from '../../../src/games/evy/state';
import type { EvyAction } from '../../../src/games/evy/types';
import { directionWord, monsterLabel } from '../../../src/games/evy/words';
import { distanceToEvy, monsterDistance, spawnOnEmptyPits } from './reference-spawn';

/** Starts the phase with these dice (the `roll` action draws them from the state's PRNG). */
function startMonsterPhase(state: EvyState, dice: [number, number], actions: number): void {
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

function roll(state: EvyState): void {
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
function answerHit(state: EvyState, card: number | null): void {
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

function onEvyMap(state: EvyState): MonsterState[] {
  return state.monsters.filter((m) => m.map === state.map);
}

/**
 * Where a monster may step: a free tile one step closer to Evy; if there is none, a
 * free tile at the same distance, but only when that makes room for a monster still
 * to move that has no closer tile of its own ("Monsters may move to the side in order
 * to make space for another monster to move closer"). Never further away.
 */
function destinations(state: EvyState, m: MonsterState, dist: Int32Array): number[] {
  const geo = evyMap(state);
  const d = monsterDistance(geo, dist, m.cell);
  if (d <= 0) return [];
  const free = (n: number): boolean =>
    n >= 0 && n !== state.evy && state.monsters.every((o) => o.map !== state.map || o.cell !== n);
  const closer: number[] = [];
  const level: number[] = [];
  for (let k = 0; k < 6; k++) {
    const n = geo.next[m.cell * 6 + k] as number;
    if (!free(n) || (dist[n] as number) < 0) continue;
    if (dist[n] === d - 1) closer.push(n);
    else if (dist[n] === d) level.push(n);
  }
  if (closer.length > 0 || level.length === 0) return closer;
  const done = phaseOf(state).done;
  const waiting = onEvyMap(state).filter(
    (o) =>
      o !== m &&
      !done.includes(o.id) &&
      monsterDistance(geo, dist, o.cell) === d + 1 &&
      areAdjacent(geo, o.cell, m.cell) &&
      !hasCloserFreeTile(state, geo, o, dist),
  );
  return waiting.length > 0 ? level : [];
}

function hasCloserFreeTile(state: EvyState, geo: MapGeometry, m: MonsterState, dist: Int32Array): boolean {
  const d = monsterDistance(geo, dist, m.cell);
  for (let k = 0; k < 6; k++) {
    const n = geo.next[m.cell * 6 + k] as number;
    if (n < 0 || n === state.evy || dist[n] !== d - 1) continue;
    if (state.monsters.every((o) => o.map !== state.map || o.cell !== n)) return true;
  }
  return false;
}

/** A monster's move (or its turn passing, `to` = -1), then under Harder D its attack. */
function takeTurn(state: EvyState, m: MonsterState, to: number): boolean {
  const mp = phaseOf(state);
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
    m.cell = to;
    mp.ma--;
    say(state, () => `${monsterLabel(state, m.id)} moves ${directionWord(direction)}.`);
  }
  mp.done.push(m.id);
  if (hasRule(state, 'D', 'harder') && mp.ma > 0 && areAdjacent(evyMap(state), m.cell, state.evy)) {
    return attack(state, m);
  }
  return true;
}

/** A player's tie answer: which monster moves first. */
function chooseMonster(state: EvyState, id: number): void {
  const mp = phaseOf(state);
  mp.choice = null;
  state.phase = 'monster';
  const m = monsterById(state, id);
  const options = destinations(state, m, distanceToEvy(state));
  if (options.length > 1 && state.config.ties !== 'auto') {
    mp.choice = { kind: 'tile', monster: id, options };
    state.phase = 'monster-choice';
    return;
  }
  if (takeTurn(state, m, options[0] ?? -1)) continueMonsters(state);
}

/** A player's tie answer: where the monster moves. */
function chooseTile(state: EvyState, cell: number): void {
  const mp = phaseOf(state);
  const choice = mp.choice;
  if (!choice || choice.kind !== 'tile') throw new Error('No monster is waiting for its tile.');
  mp.choice = null;
  state.phase = 'monster';
  if (takeTurn(state, monsterById(state, choice.monster), cell)) continueMonsters(state);
}

/** Runs the phase on from where it stands until it needs the player or ends. */
function continueMonsters(state: EvyState): void {
  const mp = phaseOf(state);
  const geo = evyMap(state);
  if (mp.stage === 'attack') {
    // "Each monster next to Evy can attack her once. Each attack costs one [MA]." Ghosts attack from walls.
    while (mp.ma > 0) {
      const attacker = onEvyMap(state).find((m) => !mp.attacked.includes(m.id) && areAdjacent(geo, m.cell, state.evy));
      if (!attacker) break;
      if (!attack(state, attacker)) return;
    }
    mp.stage = 'move';
  }
  const dist = distanceToEvy(state);
  const far = (m: MonsterState): number => {
    const d = monsterDistance(geo, dist, m.cell);
    return d < 0 ? 1_000_000 : d;
  };
  while (mp.ma > 0) {
    const waiting = onEvyMap(state)
      .filter((m) => !mp.done.includes(m.id))
      .sort((a, b) => far(a) - far(b) || a.id - b.id);
    const first = waiting[0];
    if (!first) break;
    // "Start with the monster closest to Evy, as measured by the number of steps away it is."
    const group = waiting.filter((m) => far(m) === far(first));
    const movable = group
      .map((m) => ({ m, options: destinations(state, m, dist) }))
      .filter((x) => x.options.length > 0);
    if (movable.length === 0) {
      if (!takeTurn(state, first, -1)) return;
      continue;
    }
    const competing = movable.filter((x) =>
      movable.some((y) => y !== x && y.options.some((c) => x.options.includes(c))),
    );
    if (competing.length > 1 && state.config.ties !== 'auto') {
      // "When this happens, you decide which monster moves first."
      mp.choice = { kind: 'monster', options: competing.map((x) => x.m.id) };
      state.phase = 'monster-choice';
      return;
    }
    const pick = competing[0] ?? (movable[0] as { m: MonsterState; options: number[] });
    if (pick.options.length > 1 && state.config.ties !== 'auto') {
      // "If a monster has two equal movement choices, you get to pick the tile."
      mp.choice = { kind: 'tile', monster: pick.m.id, options: pick.options };
      state.phase = 'monster-choice';
      return;
    }
    if (!takeTurn(state, pick.m, pick.options[0] as number)) return;
  }
  finishMonsterPhase(state);
}

function finishMonsterPhase(state: EvyState): void {
  const mp = phaseOf(state);
  const stillToMove = onEvyMap(state).some((m) => !mp.done.includes(m.id));
  if (mp.ma > 0) {
    // "Unused or unusable monster actions are lost."
    state.lastMonsterPhase.push({ type: 'lost-actions', count: mp.ma });
    say(state, `${mp.ma} monster action${mp.ma === 1 ? ' is' : 's are'} lost.`);
  } else if (stillToMove) {
    say(state, 'The monsters have no actions left.');
  }
  const before = state.monsters.length;
  spawnOnEmptyPits(state, state.map, state.lastMonsterPhase);
  const spawned = state.monsters.length - before;
  if (spawned > 0)
    say(state, spawned === 1 ? 'A new monster crawls out of a pit.' : `${spawned} new monsters crawl out of the pits.`);
  state.monsterPhase = null;
  startEvyPhase(state);
}

// ------------------------------------------------ the step

function cellAt(state: EvyState, h: { q: number; r: number }): number {
  return evyMap(state).byHex.get(`${h.q},${h.r}`) as number;
}

/**
 * `evy.step` with the monster phase played by this reference: the roll and the
 * answers that resume the phase (a discard or a hit taken, a tie decided) come here,
 * everything else goes to the engine's own step.
 */
export function referenceStep(state: EvyState, seat: Seat, action: EvyAction): void {
  if (state.phase !== 'monster' && state.phase !== 'monster-choice' && state.phase !== 'hit') {
    evy.step!(state, seat, action);
    return;
  }
  if (action.type !== 'roll') state.undoable++;
  switch (action.type) {
    case 'roll':
      roll(state);
      return;
    case 'discard':
      answerHit(state, action.card);
      return;
    case 'take-hit':
      answerHit(state, null);
      return;
    case 'choose-monster':
      chooseMonster(state, (monsterAt(state, state.map, cellAt(state, action.monster)) as MonsterState).id);
      return;
    case 'choose-tile':
      chooseTile(state, cellAt(state, action.to));
      return;
    default:
      evy.step!(state, seat, action);
  }
}
