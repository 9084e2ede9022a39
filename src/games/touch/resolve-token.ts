/**
 * The Resolve token of Sign of the Dark Omen: "Discard the marker to prevent the Town Elder
 * from being killed or to give +2 Fight Dice to a Hero the Elder is currently with." The
 * first use is automatic (`killElder`); the second is the Hero's choice before a Fight Round,
 * when the Elder travels with them (Hero of the People) or stands with them in a Showdown's
 * Hunting Party.
 */
import { elderDef, heroDef } from './content';
import { heroAt, logLine, type FightState, type TouchState } from './state';

/** Elders with a Resolve token who are with the fighting Hero now. */
export function resolveElders(state: TouchState, fight: FightState): number[] {
  const party = state.showdown?.hero === fight.hero ? state.showdown.party.map((p) => p.elder) : [];
  return state.elders.flatMap((e, i) =>
    e.status === 'town' && e.resolve && (e.with === fight.hero || party.includes(i)) ? [i] : [],
  );
}

/** The token is discarded: the Hero rolls 2 more Fight Dice in the round about to be rolled. */
export function spendResolve(state: TouchState, fight: FightState, elder: number): void {
  delete state.elders[elder]!.resolve;
  fight.extraDice = (fight.extraDice ?? 0) + 2;
  logLine(
    state,
    `${elderDef(state.elders[elder]!.elder).name} discards the Resolve token: ${heroDef(heroAt(state, fight.hero).hero).name} has +2 Fight Dice this round.`,
  );
}
