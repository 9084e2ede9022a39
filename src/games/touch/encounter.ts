/**
 * "Encounter the Space (Mandatory)": a Corner Location draws from its deck; "All of the
 * Town spaces have the Hero draw an Event Card, followed by an optional ability unique
 * to that Town Space"; "All of the Dangerous Location spaces have the Hero roll a die,
 * drawing either an Event card or Mystery card"; "Roads spaces have no game text or card
 * deck and therefore do NOT need to be Encountered."
 */
import { SHADOWBROOK } from './board';
import { drawFor } from './draw';
import { heroAt, type TouchState } from './state';

export function needsEncounter(state: TouchState, index: number): boolean {
  return SHADOWBROOK.spaces[heroAt(state, index).space]!.kind !== 'road';
}

export function encounterSpace(state: TouchState, index: number): void {
  const space = SHADOWBROOK.spaces[heroAt(state, index).space]!;
  state.turn.encountered = true;
  if (space.deck) drawFor(state, index, space.deck, 1, 1);
  else if (space.encounter) state.tasks.push({ t: 'effects', hero: index, effects: space.encounter });
}

/** The Blacksmith's ability: "Town Items … can be purchased by Heroes while at the Blacksmith space in Town." */
export function atBlacksmith(state: TouchState, index: number): boolean {
  return SHADOWBROOK.spaces[heroAt(state, index).space]!.rule === 'town-items';
}
