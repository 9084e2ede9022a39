/**
 * Exchanging Items and Allies. Cooperative play: "A new Action that any Hero may take during
 * their Hero turn is to exchange Items or Allies with other Heroes in your space. There is no
 * limit to the number of Item/Ally cards that you may give or receive per turn, but you must
 * always observe your carrying limit"; the Team Game allows it between teammates. The
 * Competitive optional rule: "As an Action, players can give or trade Items and Allies with
 * other willing Heroes in the same space" — once per turn, as every Action, and the other
 * Hero's player accepts or refuses. A trade is a gift each way, each on its giver's turn.
 */
import { carriedName, gainCarried } from './carry';
import { heroDef } from './content';
import { alliedPlay, modeOf, optionOn, sameTeam } from './modes';
import { heroAt, logLine, type TouchState } from './state';

/** The Heroes this Hero may give a card to now: standing in the same space, allies or (by the option) willing rivals. */
export function giftTargets(state: TouchState, index: number): number[] {
  const hero = heroAt(state, index);
  const allied = alliedPlay(state.config);
  const rivals = modeOf(state.config) === 'competitive' && optionOn(state.config, 'exchange');
  if (!allied && !(rivals && !state.turn.used.includes('exchange'))) return [];
  return state.heroes.flatMap((other, i) =>
    i !== index && !other.ko && other.space === hero.space && (!allied || sameTeam(state, i, index)) ? [i] : [],
  );
}

/** An ally takes the card at once; a rival is asked first. */
export function giveItem(state: TouchState, from: number, position: number, to: number): void {
  if (alliedPlay(state.config)) return handOver(state, from, position, to);
  state.turn.used.push('exchange');
  state.prompt = { kind: 'gift', hero: to, from, position };
}

export function answerGift(state: TouchState, from: number, position: number, to: number, accept: boolean): void {
  if (accept) return handOver(state, from, position, to);
  logLine(state, `${heroDef(heroAt(state, to).hero).name} refuses the gift.`);
}

function handOver(state: TouchState, from: number, position: number, to: number): void {
  const giver = heroAt(state, from);
  const [item] = giver.carried.splice(position, 1);
  if (!item) throw new Error(`${heroDef(giver.hero).name} carries no card ${position}.`);
  logLine(state, `${heroDef(giver.hero).name} gives ${carriedName(item)} to ${heroDef(heroAt(state, to).hero).name}.`);
  gainCarried(state, to, item);
}
