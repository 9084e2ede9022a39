/**
 * A heuristic value of an EverZone state for one seat, in [0, 1], for search
 * cut-offs and greedy bots. It compares the seat's team with its strongest
 * opponent on what decides the war: command points first (they are the score),
 * then the coming clash (the visible armies: does our attack break their
 * defence, and theirs ours), the forces still in reserve (marshalled and
 * deactivated units, the hand), the material not yet fallen (Fallen cards are
 * out of the game for good), and the surrenders a side has left.
 *
 * It reads the printed values of the cards only (no abilities): it runs at the
 * end of every search iteration and must stay cheap.
 */
import type { Seat } from '../../engine';
import type { EzRules } from './rules-context';
import type { EzState, ForcesCardDef, TeamState } from './types';

/** The content lookups the heuristics read (the rules' context provides them). */
export type CardLookup = Pick<EzRules, 'card' | 'location' | 'defsOf'>;

/** Weights, in command points: one CP is worth 1. */
const CP = 1;
/**
 * Each surrender left; a third surrender loses the game. A surrender is worth what it saves
 * when a battle is lost: the other half of a broken army's damage, about half the attack
 * of an army at an early turn's limit (some 6). Priced near 1 CP, a surrender looks nearly free to the search, which then
 * gives up even battles whose next clash it could win.
 */
const SURRENDER_LEFT = 3;
/** The damage the current armies would deal each other in a clash, as a share of it. */
const CLASH_THREAT = 0.5;
/** Each unit a clash now would send to the Fallen pile. */
const ARMY_BROKEN_UNIT = 0.6;
/** Strength of a unit kept in reserve (marshalled, deactivated), per point of attack + defence. */
const RESERVE = 0.12;
/** Strength of a card in hand, per point of value (capped hand: the book's hand is 10). */
const HAND = 0.05;
/** Each card not fallen (deck, hand, Retreated, battlefield): the longer war. */
const MATERIAL = 0.08;
/** A standing leader. */
const LEADER = 1;
/** Logistic scale: a difference of about 8 CP is a clear advantage. */
const SCALE = 0.25;

/** The game's `evaluate`, reading cards through the rules' lookups. */
export function makeEvaluate(lookup: CardLookup): (state: EzState, seat: Seat) => number {
  return (state, seat) => evaluate(lookup, state, seat);
}

export function evaluate(lookup: CardLookup, state: EzState, seat: Seat): number {
  const mine = state.players[seat]?.team ?? 0;
  if (state.phase === 'over') return overValue(state, mine);
  // The opposing team still in the game with the highest value (1v1v1 has two).
  let rival = -1;
  let rivalValue = -Infinity;
  for (const team of state.teams) {
    if (team.team === mine || team.out) continue;
    const value = teamValue(lookup, state, team.team);
    if (value > rivalValue) {
      rivalValue = value;
      rival = team.team;
    }
  }
  if (rival < 0) return 1;
  const diff =
    teamValue(lookup, state, mine) +
    clashThreat(lookup, state, mine, rival) -
    (rivalValue + clashThreat(lookup, state, rival, mine));
  return 1 / (1 + Math.exp(-SCALE * diff));
}

/** A finished game: the living team with the most command points wins; ties share. */
function overValue(state: EzState, mine: number): number {
  const me = teamState(state, mine);
  if (!me || me.out) return 0;
  let top = 0;
  let shared = 0;
  for (const t of state.teams) {
    if (t.out) continue;
    if (t.cp > top) {
      top = t.cp;
      shared = 1;
    } else if (t.cp === top) shared++;
  }
  return me.cp === top ? 1 / Math.max(1, shared) : 0;
}

function teamState(state: EzState, team: number): TeamState | undefined {
  for (const t of state.teams) if (t.team === team) return t;
  return undefined;
}

function def(lookup: CardLookup, state: EzState, card: number): ForcesCardDef | undefined {
  return lookup.defsOf(state.cards)[card];
}

/** What a card is worth in hand or reserve: a unit by its values, a support by a flat amount. */
export function cardValue(card: ForcesCardDef | undefined): number {
  if (!card) return 0;
  if (card.type === 'support') return 3;
  return (card.attack ?? 0) + (card.defence ?? 0) + 0.5 * (card.range ?? 0);
}

// Plain loops, no closures: this runs at the end of every search iteration.
function teamValue(lookup: CardLookup, state: EzState, team: number): number {
  const t = teamState(state, team);
  if (!t) return 0;
  if (t.out) return -1000;
  let total = CP * t.cp + SURRENDER_LEFT * Math.max(0, 2 - t.surrenders);
  for (const p of state.players) {
    if (p.team !== team) continue;
    let reserve = 0;
    for (const c of p.marshalled) reserve += unitStrength(def(lookup, state, c));
    for (const c of p.inactive) reserve += unitStrength(def(lookup, state, c));
    total += RESERVE * reserve;
    let hand = 0;
    for (let i = 0; i < p.hand.length && i < 11; i++) hand += cardValue(def(lookup, state, p.hand[i] as number));
    total += HAND * hand;
    const alive =
      p.deck.length +
      p.hand.length +
      p.marshalled.length +
      p.active.length +
      p.inactive.length +
      p.supports.length +
      p.retreated.length;
    total += MATERIAL * alive;
    if (p.leaderState !== 'fallen') total += LEADER;
  }
  return total;
}

function unitStrength(card: ForcesCardDef | undefined): number {
  if (!card || card.type === 'support') return 0;
  return (card.attack ?? 0) + (card.defence ?? 0);
}

interface Army {
  attack: number;
  defence: number;
  units: number;
}

function army(lookup: CardLookup, state: EzState, team: number): Army {
  const result: Army = { attack: 0, defence: 0, units: 0 };
  for (const p of state.players) {
    if (p.team !== team) continue;
    for (const c of p.active) {
      const card = def(lookup, state, c);
      result.attack += card?.attack ?? 0;
      result.defence += card?.defence ?? 0;
      result.units++;
    }
  }
  return result;
}

/** The CP damage `attacker`'s visible army would deal `defender`'s in a clash now. */
function clashThreat(lookup: CardLookup, state: EzState, attacker: number, defender: number): number {
  if (attacker === defender) return 0;
  const a = army(lookup, state, attacker);
  if (a.units === 0) return 0;
  const d = army(lookup, state, defender);
  if (a.attack < d.defence) return 0;
  // A broken army also sends every one of its active units to the Fallen pile.
  return CLASH_THREAT * (a.attack - d.defence) + ARMY_BROKEN_UNIT * d.units;
}
