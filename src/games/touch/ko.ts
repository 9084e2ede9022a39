/**
 * KO'd Heroes: "Immediately move the Hero to the Town Hall space … roll a D6 and lose
 * that number of any mix of Investigation, Items, and/or Ally Cards. Also remove all
 * Wound markers from the Hero." They stand up in step 2 of the Mystery Phase.
 */
import { discardCarried } from './carry';
import { rollD6 } from './dice';
import { SHADOWBROOK } from './board';
import { elderDef, heroDef } from './content';
import { heroAt, logLine, type TouchState } from './state';
import { hasRule, villainAbilityPassives } from './villain';
import { takeCurse } from './curse';
import { villainEndures } from './endurance';
import { levelOf, modeOf } from './modes';
import { soloTeam } from './seats';

export function knockOut(state: TouchState, index: number, byVillain: boolean): void {
  const hero = heroAt(state, index);
  hero.ko = true;
  hero.wounds = 0;
  hero.space = SHADOWBROOK.townHall;
  const roll = rollD6(state.rng);
  logLine(state, `${heroDef(hero.hero).name} is KO'd and carried to the Town Hall; rolls ${roll} for what is lost.`);
  // A KO ends the Hero's own turn (docs/rules/touch.md, "KO'd Heroes").
  if (state.phase === 'turn' && state.turn.hero === index) state.turn.over = true;
  // "any Hero that is KO'd by the Werewolf automatically takes a Curse of the Werewolf card"
  if (byVillain && hasRule(villainAbilityPassives(state), 'werewolf-curse')) takeCurse(state, index);
  if (byVillain) villainEndures(state, `${heroDef(hero.hero).name} falls`);
  if (everyHeroDown(state) || apocalypse(state, index)) return;
  const triggers = [
    ...(byVillain ? villainAbilityPassives(state) : []),
    ...state.elders.filter((e) => e.status === 'evil').flatMap((e) => elderDef(e.elder).evil.passives),
  ].flatMap((p) => (p.op === 'trigger' && p.when === 'ko-hero' ? [p.effects] : []));
  // The loss is chosen first, then the Villain's triggers: the stack runs the last pushed first.
  for (const effects of triggers.reverse()) state.tasks.push({ t: 'effects', hero: index, effects });
  state.tasks.push({ t: 'ko-loss', hero: index, left: roll });
}

/** One step of the loss: automatic when only Investigation is left to lose, else the player chooses. */
export function runKoLoss(state: TouchState, index: number, left: number): void {
  const hero = heroAt(state, index);
  if (left <= 0 || (hero.investigation === 0 && hero.carried.length === 0)) return;
  if (hero.carried.length === 0) {
    const lost = Math.min(left, hero.investigation);
    hero.investigation -= lost;
    logLine(state, `${heroDef(hero.hero).name} loses ${lost} Investigation.`);
    return;
  }
  state.prompt = { kind: 'ko-loss', hero: index, left };
}

/** The player's answer: lose one Investigation (item -1) or one carried card; then the rest. */
export function answerKoLoss(state: TouchState, index: number, item: number, left: number): void {
  const hero = heroAt(state, index);
  state.prompt = null;
  if (item < 0) {
    hero.investigation--;
    logLine(state, `${heroDef(hero.hero).name} loses 1 Investigation.`);
  } else discardCarried(state, index, item);
  state.tasks.push({ t: 'ko-loss', hero: index, left: left - 1 });
}

/**
 * Cooperative play: "The game also ends in defeat if ALL of the Heroes are ever KO'd at the same time."
 * A Team of Heroes: "when playing with only 2 Heroes on your team, you may ignore the rule" (taken).
 */
function everyHeroDown(state: TouchState): boolean {
  if (modeOf(state.config) !== 'cooperative' || state.heroes.some((h) => !h.ko)) return false;
  if (soloTeam(state.config) && state.heroes.length === 2) return false;
  state.phase = 'over';
  state.winner = null;
  state.tasks = [];
  state.prompt = null;
  logLine(state, "Every Hero is KO'd at once. The Villain wins.");
  return true;
}

/** A Lone Hero at the Apocalypse level: "Same as Insanity above, but if you are KO'd 3 times, you lose." */
function apocalypse(state: TouchState, index: number): boolean {
  const hero = heroAt(state, index);
  hero.kos = (hero.kos ?? 0) + 1;
  if (levelOf(state.config) !== 'apocalypse' || hero.kos < 3) return false;
  state.phase = 'over';
  state.winner = null;
  state.tasks = [];
  state.prompt = null;
  logLine(state, `${heroDef(hero.hero).name} is KO'd for the third time. The Villain wins.`);
  return true;
}
