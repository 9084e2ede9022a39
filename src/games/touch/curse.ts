/**
 * The Curse of the Werewolf: "any Hero that is KO'd by the Werewolf automatically takes a
 * Curse of the Werewolf card, gaining Transformation Markers until they actually become a
 * Werewolf Hero, lashing out at other nearby Heroes during the Mystery Phase." "Curses may
 * be Cured there [the Doctor's Office] for a cost, even if the Hero has become a full
 * Werewolf Hero." A Hero carries at most one Curse; a cursed Hero KO'd again keeps it.
 */
import { cardOf, discardCard, drawCard } from './cards';
import { heroDef } from './content';
import { singleRoundFight } from './fight';
import { skill } from './hero-stats';
import { heroesInSpace } from './minions';
import { heroAt, logLine, type FightState, type TouchState } from './state';

export function takeCurse(state: TouchState, index: number): void {
  const hero = heroAt(state, index);
  if (hero.curse !== null) return;
  const card = drawCard(state, 'curse');
  if (card === null) return;
  hero.curse = card;
  hero.transformation = 0;
  logLine(state, `${heroDef(hero.hero).name} takes the Curse of the Werewolf: ${cardOf('curse', card).name}.`);
}

export function isWerewolf(state: TouchState, index: number): boolean {
  const hero = heroAt(state, index);
  return hero.curse !== null && hero.transformation >= cardOf('curse', hero.curse).threshold;
}

/**
 * A cursed Hero's step at the start of the Mystery Phase (nothing for a Hero KO'd or
 * cured since): a Transformation marker ("At the start of each Mystery Phase, gain a
 * Transformation marker"); a Werewolf Hero — even one transformed just now ("does the
 * Hero attack in the first Mystery Phase that they become a Werewolf Hero? Yes") — then
 * suffers what its Curse says of the transformed, and every other Hero in its space
 * fights a single Fight Round with it.
 */
export function curseStep(state: TouchState, index: number): void {
  const hero = heroAt(state, index);
  if (hero.curse === null || hero.ko) return;
  const was = isWerewolf(state, index);
  if (!was) hero.transformation++;
  const name = heroDef(hero.hero).name;
  if (!isWerewolf(state, index)) {
    logLine(state, `${name} gains a Transformation marker (${hero.transformation}).`);
    return;
  }
  if (!was) logLine(state, `${name} becomes a Werewolf Hero!`);
  const transformed = cardOf('curse', hero.curse).transformed;
  if (transformed.length) state.tasks.push({ t: 'effects', hero: index, effects: transformed });
  for (const fight of lashOut(state, index)) state.tasks.push({ t: 'fight', fight });
}

/** The single Fight Rounds of every other Hero in the Werewolf Hero's space, first to fight last in the list. */
function lashOut(state: TouchState, werewolf: number): FightState[] {
  const hero = heroAt(state, werewolf);
  const victims = heroesInSpace(state, hero.space).filter((i) => i !== werewolf);
  return victims.reverse().map((victim) =>
    singleRoundFight(victim, `${heroDef(hero.hero).name} the Werewolf`, skill(state, werewolf, 'combat'), {
      werewolf,
    }),
  );
}

/** The Doctor's Office cure: the Curse is discarded with its markers. */
export function cureCurse(state: TouchState, index: number): void {
  const hero = heroAt(state, index);
  if (hero.curse === null) return;
  discardCard(state, 'curse', hero.curse);
  hero.curse = null;
  hero.transformation = 0;
  logLine(state, `${heroDef(hero.hero).name} is cured of the Curse.`);
}
