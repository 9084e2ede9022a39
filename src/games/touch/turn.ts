/**
 * A Hero's turn: "1. Move 2. Fight any Enemies in your space 3. Take Actions", and the
 * order of turns in a Game Round: the First Player's Hero, then clockwise, then the
 * Mystery Phase.
 */
import { SHADOWBROOK } from './board';
import { heroDef } from './content';
import { rollD6 } from './dice';
import { collectBonus, moveBonus } from './hero-stats';
import { rollMinionChart } from './minion-chart';
import { squareMinionAt } from './fight';
import { minionDef } from './minions';
import { heroAt, logLine, type MysteryStep, type TouchState } from './state';

export function beginTurn(state: TouchState, index: number): void {
  const hero = heroAt(state, index);
  state.phase = 'turn';
  state.turn = {
    hero: index,
    step: 'roll',
    movesLeft: 0,
    start: hero.space,
    entered: [],
    encountered: false,
    used: [],
    over: false,
    freeEvent: false,
  };
  logLine(state, `${heroDef(hero.hero).name}'s turn.`, hero.seat);
}

/** "they roll a D6 and may move up to that many spaces … if you roll a 1 on your movement die, you may immediately draw an Event card for free." */
export function rollMove(state: TouchState): void {
  const die = rollD6(state.rng);
  state.turn.movesLeft = Math.max(0, die + moveBonus(state, state.turn.hero));
  state.turn.step = 'move';
  state.turn.freeEvent = die === 1;
  logLine(state, `${heroDef(heroAt(state, state.turn.hero).hero).name} rolls ${die} to move.`);
}

/** Adjacent spaces the Hero can step into now. "Heroes may freely move past each other." */
export function stepOptions(state: TouchState): number[] {
  if (state.turn.step !== 'move' || state.turn.movesLeft <= 0) return [];
  return [...SHADOWBROOK.adjacent[heroAt(state, state.turn.hero).space]!];
}

/**
 * One step. "Whenever a Hero enters a space … that has 1 or more Investigation markers in
 * it during their Move, they may collect 1 of those Investigation" (once per space per
 * Move: docs/rules/touch.md). "The only thing that stops a Hero's movement is entering a
 * space with a Minion that is already in play."
 */
export function stepTo(state: TouchState, space: number): void {
  const index = state.turn.hero;
  const hero = heroAt(state, index);
  hero.space = space;
  state.turn.movesLeft--;
  if (state.clues[space]! > 0 && !state.turn.entered.includes(space)) {
    // Detective's extra comes "from the same source": the board while it has markers, else the pool.
    const fromBoard = Math.min(state.clues[space]!, 1 + collectBonus(state, index));
    state.clues[space]! -= fromBoard;
    const gained = 1 + collectBonus(state, index);
    hero.investigation += gained;
    logLine(
      state,
      `${heroDef(hero.hero).name} collects ${gained} Investigation in ${SHADOWBROOK.spaces[space]!.name}.`,
    );
  }
  state.turn.entered.push(space);
  if (squareMinionAt(state, space)) state.turn.movesLeft = 0;
}

/**
 * The Move ends: Lingering ("When a Hero ends their Move in the same space that they
 * started their turn in … The Hero must roll a D6. On the roll of 1, you are attacked!"),
 * then "Fight any Enemies in your space", then the Actions.
 */
export function finishMove(state: TouchState): void {
  const index = state.turn.hero;
  const hero = heroAt(state, index);
  state.turn.step = 'actions';
  state.turn.movesLeft = 0;
  state.turn.freeEvent = false;
  // Round counters do not fight; what they do to a Hero ending a Move there is their 'end-move' trigger.
  for (const counter of state.minions.filter((m) => m.round && m.space === hero.space))
    for (const p of minionDef(state, counter.minion).passives)
      if (p.op === 'trigger' && p.when === 'end-move')
        state.tasks.push({ t: 'effects', hero: index, effects: p.effects });
  state.tasks.push({ t: 'minion-fights', space: hero.space });
  if (hero.space !== state.turn.start) return;
  const roll = rollD6(state.rng);
  logLine(state, `${heroDef(hero.hero).name} lingers and rolls ${roll}.`);
  if (roll === 1) rollMinionChart(state, index, hero.space);
}

/** The next Hero in this round's order who is not KO'd, or null when the Mystery Phase comes. */
export function nextHero(state: TouchState): number | null {
  const n = state.heroes.length;
  let position = (state.turn.hero - state.first + n) % n;
  for (position++; position < n; position++) {
    const index = (state.first + position) % n;
    if (!state.heroes[index]!.ko) return index;
  }
  return null;
}

/**
 * The Mystery Phase, last step first (the stack runs the last pushed first): the Minions
 * that move at its start ("always moved before anything else occurs"), then the rest of
 * its start in the First Player's order (`mystery-start.ts`), then the book's steps 2 to 6.
 */
export const MYSTERY_STEPS: readonly MysteryStep[] = [
  'pass',
  'draw',
  'chart',
  'heal',
  'revive',
  'holding',
  'growing',
  'start',
  'hounds',
];

/** Ends the Hero's turn: the next Hero's turn, or the Mystery Phase (pushed as its steps, first on top). */
export function endTurn(state: TouchState): void {
  const next = nextHero(state);
  if (next !== null) {
    beginTurn(state, next);
    return;
  }
  state.phase = 'mystery';
  logLine(state, 'The Mystery Phase.');
  for (const step of MYSTERY_STEPS) state.tasks.push({ t: 'mystery', step });
}
