/**
 * The two results of the Advanced Cooperative Mystery Phase Chart that put a Hero in a Fight
 * unready: the Surprise Showdown and Ambush in the Night (the rounds they handicap are in
 * `handicap.ts`).
 */
import { SHADOWBROOK, spaceNumber } from './board';
import { cardOf, discardCard, drawCard } from './cards';
import { heroDef } from './content';
import { rollMinionChartUntil, rollOff, standingHeroes } from './advanced-chart';
import { minionDef, placeMinion } from './minions';
import { modeOf } from './modes';
import { closeParty } from './showdown';
import { lairHolder } from './team-lair';
import { heroAt, logLine, type TouchState } from './state';

/**
 * 2 Surprise Showdown: "Immediately draw a Lair card and move every Hero to that space. A
 * Showdown with the Villain has begun. All Heroes take part, but do not have to pay any
 * Investigation. No Town Elder Hunting Party is formed … The card effect of the Lair card is
 * used. If rolled in the Competitive Game, this result only affects the current First Player."
 * KO'd Heroes cannot take part. The Lair card drawn becomes the first Hero's (face up) when
 * their side holds none; otherwise it is discarded, read for this Showdown only.
 */
export function surpriseShowdown(state: TouchState): void {
  const standing = standingHeroes(state);
  const heroes = modeOf(state.config) === 'cooperative' ? standing : standing.filter((i) => i === state.first);
  const lair = heroes.length > 0 ? drawCard(state, 'lair') : null;
  if (lair === null) return;
  const def = cardOf('lair', lair);
  const space = spaceNumber(SHADOWBROOK, def.location);
  for (const i of heroes) heroAt(state, i).space = space;
  const starter = heroAt(state, heroes[0]!);
  if (lairHolder(state, heroes[0]!) === null) {
    starter.lair = lair;
    starter.lairRevealed = true;
  } else discardCard(state, 'lair', lair);
  logLine(
    state,
    `Surprise Showdown at ${SHADOWBROOK.spaces[space]!.name}: ${heroes.map((i) => heroDef(heroAt(state, i).hero).name).join(', ')}. The Lair ${def.name}: ${def.text}`,
  );
  state.showdown = { hero: heroes[0]!, lair, party: [], step: 'party', heroes, surprise: heroes.length };
  closeParty(state);
}

/**
 * 10 Ambush in the Night: "Every Hero must roll a D6 and add their Cunning. Whoever has the
 * lowest result is immediately attacked by one of the Villain's Minions (roll off if tied).
 * Roll once on the Villain's Minion Chart (re-rolling any Event result or Minion that has no
 * Fight Dice) and place that Minion in the Hero's space." Only standing Heroes roll.
 */
export function ambushInTheNight(state: TouchState): void {
  const heroes = standingHeroes(state);
  if (heroes.length === 0) return;
  const hero = rollOff(state, heroes, 'cunning', true);
  const entry = rollMinionChartUntil(state, (e) => e.minion !== undefined && minionDef(state, e.minion).fightDice > 0);
  if (!entry?.minion) return;
  const space = heroAt(state, hero).space;
  logLine(state, `${heroDef(heroAt(state, hero).hero).name} is ambushed in the night.`);
  const before = state.minions.length;
  placeMinion(state, entry.minion, space);
  const placed = state.minions.find((m) => m.space === space && m.minion === entry.minion && !m.round);
  if (placed && state.minions.length > before) placed.ambush = hero;
}
