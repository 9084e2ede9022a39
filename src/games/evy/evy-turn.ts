/**
 * Evy's phase ("How to play — Evy's phase"): moving onto and over tiles (doors open,
 * items are collected, the waypoint token moves on, card tiles offer their card),
 * turning cards over, the hand limit, attacks on monsters, the objective, ending the
 * turn (the elevator's floor, the Freeze Ray) and the end of the adventure.
 */
import { nextWaypointLetter } from './distance';
import { CARD, EXIT, STAIRS, type MapGeometry } from './geometry';
import { startEvyPhase } from './monsters';
import {
  adventure,
  cardDef,
  discardCard,
  evyMap,
  hasRule,
  heal,
  keepsLog,
  mapsOf,
  pos,
  removeFrom,
  say,
  type EvyState,
  type MonsterState,
} from './state';
import { monsterLabel } from './words';

/**
 * Evy walks over `cells` in order (the last is where she lands). Every cell she
 * enters counts: "You can take the card for each step you pass with a card icon on it."
 */
export function enterCells(state: EvyState, cells: number[]): void {
  const geo = evyMap(state);
  const elevator = adventure(state).rules.elevator !== undefined;
  for (const c of cells) {
    const here = pos(state.map, c);
    if (state.doors.includes(here)) {
      // "When Evy moves over a door, the door is opened by removing the item cube."
      removeFrom(state.doors, here);
      say(state, 'Evy opens the door.');
    }
    if (state.items.includes(here)) {
      removeFrom(state.items, here);
      const item = geo.item[c] as string;
      state.collected.push(item);
      say(state, () => `Evy picks up the ${item}.`);
    }
    const letter = nextWaypointLetter(state);
    if (letter !== null && geo.waypoint[c] === letter) {
      state.waypoint++;
      const next = nextWaypointLetter(state);
      say(
        state,
        next === null ? `Evy reaches ${letter}: every waypoint visited.` : `Evy reaches ${letter}; next is ${next}.`,
      );
    }
    offerCard(state, geo, c, elevator);
  }
  state.evy = cells[cells.length - 1] as number;
  const landed = geo.stairsTo[state.evy] as number;
  if (geo.kind[state.evy] === STAIRS && landed >= 0 && landed !== state.map && landed < mapsOf(state).length) {
    // Tower: "Reach a staircase? On to the next floor! No move required."
    state.map = landed;
    state.evy = (mapsOf(state)[landed] as MapGeometry).start;
    say(state, `Evy climbs the stairs to ${adventure(state).maps[landed]?.name ?? `map ${landed + 1}`}.`);
  }
  advanceObjective(state);
  if (state.phase === 'evy' && state.offers.length > 0) state.phase = 'card';
}

function offerCard(state: EvyState, geo: MapGeometry, c: number, elevator: boolean): void {
  if (geo.kind[c] !== CARD) return;
  if (elevator) {
    // Elevator: "You can only pick one card each floor. The card tile you move to must be different from the previous one."
    if (state.floorTaken || c === state.lastLiftTile || state.floor > state.deck.length) return;
    if (state.offers.includes(state.floor)) return;
    state.offers.push(state.floor);
    state.offerCell = c;
    return;
  }
  const n = geo.cardNumber[c] as number;
  if (n > 0 && n <= state.deck.length && !state.taken.includes(n) && !state.offers.includes(n)) state.offers.push(n);
}

/** Turning over the card of number `n` ("follow the instructions on the card"). */
export function flipCard(state: EvyState, n: number): void {
  removeFrom(state.offers, n);
  state.undoable = 0;
  const card = state.deck[n - 1] as number;
  const def = cardDef(state, card);
  state.taken.push(n);
  state.picked[state.map] = (state.picked[state.map] ?? 0) + 1;
  if (adventure(state).rules.elevator) {
    state.floorTaken = true;
    state.lastLiftTile = state.offerCell;
  }
  if (def.kind === 'health') {
    // "Health cards are discarded immediately after they are picked up, whether you can use them or not."
    heal(state, def.heal ?? 0);
    state.discarded.push(card);
    say(state, () => `Evy turns over card ${n}: ${def.name}, ${state.hp} HP.`);
  } else {
    state.hand.push(card);
    state.uses[card] = def.uses ?? 0;
    say(state, () => `Evy turns over card ${n}: ${def.name}.`);
  }
  afterCard(state);
}

export function passCard(state: EvyState, n: number): void {
  removeFrom(state.offers, n);
  say(state, () => `Evy leaves card ${n} face down.`);
  afterCard(state);
}

/** After a card: the hand limit, then the next card reached, then back to Evy's actions. */
export function afterCard(state: EvyState): void {
  if (overHandLimit(state)) {
    state.phase = 'hand-limit';
    return;
  }
  state.phase = state.offers.length > 0 ? 'card' : 'evy';
}

/** "You can have only one movement card and one weapon card in hand at any time." */
export function overHandLimit(state: EvyState): boolean {
  let movement = 0;
  let weapon = 0;
  for (const c of state.hand) {
    const kind = cardDef(state, c).kind;
    if (kind === 'movement') movement++;
    else if (kind === 'weapon') weapon++;
  }
  return movement > 1 || weapon > 1;
}

/** The cards the hand limit lets Evy choose from: both of the kind she has two of. */
export function handLimitChoices(state: EvyState): number[] {
  for (const kind of ['movement', 'weapon'] as const) {
    const same = state.hand.filter((c) => cardDef(state, c).kind === kind);
    if (same.length > 1) return same;
  }
  return [];
}

export function discardForLimit(state: EvyState, card: number): void {
  discardCard(state, card);
  say(state, () => `Evy discards ${cardDef(state, card).name}.`);
  afterCard(state);
}

/** One hit on a monster: normal monsters are removed, a boss's die goes down by one. */
export function hitMonster(state: EvyState, m: MonsterState, damage = 1): void {
  // Named before it may leave the board; only for the log (search states keep none).
  const label = keepsLog(state) ? monsterLabel(state, m.id) : '';
  m.hp -= damage;
  if (m.hp <= 0) {
    state.monsters.splice(state.monsters.indexOf(m), 1);
    say(state, () => `${label} is defeated.`);
  } else {
    say(state, () => `${label} is hit: ${m.hp} left.`);
  }
}

/** Moves through the ordered objective steps that are now done; the last one wins. */
export function advanceObjective(state: EvyState): void {
  const adv = adventure(state);
  const geo = evyMap(state);
  while (state.objectiveStep < adv.objective.length) {
    const step = adv.objective[state.objectiveStep];
    let done = false;
    switch (step?.type) {
      case 'reach':
        done =
          step.tile === 'start'
            ? state.evy === geo.start
            : geo.kind[state.evy] === (step.tile === 'exit' ? EXIT : STAIRS);
        break;
      case 'collect':
        done = state.collected.includes(step.item);
        break;
      case 'waypoints':
        done = state.waypoint >= step.letters.length;
        break;
      case 'defeat-boss':
        done = !state.monsters.some((m) => m.boss);
        break;
      case 'survive-floors':
        done = state.floor > state.floors;
        break;
    }
    if (!done) return;
    state.objectiveStep++;
    if (step?.text) say(state, `Done: ${step.text}`);
  }
  win(state);
}

function win(state: EvyState): void {
  state.offers = [];
  state.monsterPhase = null;
  state.result = 'won';
  say(state, `Evy wins ${adventure(state).title}!`);
  // Harder C: "Don't take any cards with you into the next adventure": nothing to choose.
  state.phase = state.hand.length > 0 && !hasRule(state, 'C', 'harder') ? 'keep' : 'over';
}

/** End of adventure: "you get to keep one of the cards you still have in hand". */
export function keepCard(state: EvyState, card: number | null): void {
  state.kept = card;
  state.phase = 'over';
  say(state, card === null ? 'Evy keeps no card.' : `Evy keeps ${cardDef(state, card).name} for the next adventure.`);
}

/** Ends Evy's phase: the elevator goes up a floor, the Freeze Ray skips the monsters. */
export function endTurn(state: EvyState): void {
  state.turn++;
  state.movesLeft = 0;
  state.attackLeft = false;
  if (adventure(state).rules.elevator) {
    // "After every Evy's turn, move the item token up a floor."
    state.floor++;
    state.floorTaken = false;
    say(state, `The elevator reaches floor ${state.floor}.`);
    const step = adventure(state).objective[state.objectiveStep];
    if (step?.type === 'survive-floors' && state.floor > state.floors) {
      state.phase = 'elevator-continue';
      return;
    }
  }
  nextTurn(state);
}

function nextTurn(state: EvyState): void {
  if (state.frozen) {
    // Freeze Ray: "skip the monster phase entirely and basically do a second complete Evy turn".
    state.frozen = false;
    // No monster phase happened: the board must not replay the previous one as if it had.
    state.lastMonsterPhase = [];
    say(state, 'The monsters are frozen: Evy takes another turn.');
    startEvyPhase(state);
    return;
  }
  state.phase = 'monster';
}

/** "Continue up? You can keep going up if you want. Put down 10 more cards and go on." */
export function continueElevator(state: EvyState, go: boolean): void {
  if (go) {
    state.floors += adventure(state).rules.elevator?.floors ?? 0;
    say(state, `Evy rides on up, to floor ${state.floors + 1}.`);
    nextTurn(state);
    return;
  }
  state.phase = 'evy';
  advanceObjective(state);
  if (state.result === null) nextTurn(state);
}
