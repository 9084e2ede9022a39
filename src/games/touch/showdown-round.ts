/**
 * A Showdown Fight Round. "When the Villain attacks, it must roll one of its Fight Dice
 * specifically against each of the Town Elders in the Hunting Party; its remaining Fight
 * Dice then target the Hero. A single Wound is enough to kill any Town Elder (with the
 * exception of Lord Hanbrook)." "When the Hero rolls Fight Dice, they may choose to split
 * their attack between the Villain itself, and any Evil Elders … The Hero must decide how
 * they will split their Fight Dice before rolling. Evil Elders only have a single Wound
 * box each … Any extra Hits targeted specifically at an Evil Elder are wasted." The
 * Villain's own prevention (Mist Form) stops Hits on it, and "If the Villain is about to
 * take its last Wound, and still has Evil Elders with it, the Wounds will always be
 * placed on the Evil Elders before the Villain can finally take its last Wound."
 */
import { cardOf } from './cards';
import { elderDef, heroDef, villainDef } from './content';
import { successes } from './dice';
import { killElder } from './elders';
import { fightPool, rollFightRound, roundResults } from './fight';
import { FIGHT_TARGET, woundsFrom } from './fight-round';
import { healthBoxes, lairPassives, preventOn } from './hero-stats';
import { knockOut } from './ko';
import { leaveShowdown, nextFighter, partyFacing } from './group-showdown';
import { heroAt, logLine, type FightState, type PartyMember, type TouchState } from './state';
import { hasRule, villainAbilityPassives, villainCombat, villainHealth } from './villain';
import { plural } from '../../engine';
import type { TouchAction } from './actions';

/** Evil Elders a die may still be aimed at: living, while the Hero has dice left to aim. */
export function aimTargets(state: TouchState, fight: FightState): number[] {
  const aimed = fight.aimed ?? [];
  if (aimed.length >= fightPool(state, fight.hero, 'combat').dice) return [];
  return state.elders.flatMap((e, i) => (e.status === 'evil' ? [i] : []));
}

export function aimAt(state: TouchState, fight: FightState, elder: number): void {
  fight.aimed = [...(fight.aimed ?? []), elder];
}

export function rollShowdownRound(state: TouchState, fight: FightState): void {
  rollFightRound(state, fight, villainCombat(state, lairPassives(state)));
}

/** The Selfless Martyr among these Elders of the Hunting Party, if its Secret is face up. */
export function martyrAmong(state: TouchState, party: readonly PartyMember[]): number | null {
  const member = party.find(({ elder }) =>
    state.elders[elder]!.secrets.some((s) => s.faceUp && hasRule(cardOf('secret', s.card).passives, 'selfless-martyr')),
  );
  return member?.elder ?? null;
}

/** The Villain's Hits on the Hero in the rolled round (its first dice went at the party). */
function hitsOnHero(state: TouchState, fight: FightState): number {
  return successes(fight.pending!.enemy.slice(partyFacing(state, fight).length), FIGHT_TARGET);
}

/**
 * Selfless Martyr: "before results are applied in a Fight Round, the Elder may throw
 * themself in harm's way: every Wound the Hero would take that round is prevented and the
 * Elder is killed." Asked once per round, only when the Hero would be hit. Returns
 * whether the Hero's player is being asked.
 */
export function offerMartyr(state: TouchState, fight: FightState): boolean {
  if (fight.martyrAsked) return false;
  fight.martyrAsked = true;
  // The Elder stands with the Hero it is assigned to: in another Hero's round it is not there to step in.
  const elder = martyrAmong(state, partyFacing(state, fight));
  if (elder === null || hitsOnHero(state, fight) === 0) return false;
  state.prompt = { kind: 'martyr', hero: fight.hero, elder };
  return true;
}

export function answerMartyr(state: TouchState, fight: FightState, elder: number, accept: boolean): void {
  if (!accept) return;
  const hits = hitsOnHero(state, fight);
  fight.prevent += hits;
  fight.heroOnly = (fight.heroOnly ?? 0) + hits;
  logLine(state, `${elderDef(state.elders[elder]!.elder).name} throws themself in harm's way.`);
  killElder(state, elder);
}

export function applyShowdownRound(state: TouchState, fight: FightState): void {
  const showdown = state.showdown!;
  const index = fight.hero;
  const hero = heroAt(state, index);
  const roll = fight.pending!;
  const aimed = fight.aimed ?? [];
  const party = partyFacing(state, fight);
  const onElders = shieldElders(state, fight, party, roll.enemy.slice(0, party.length));
  const { taken } = roundResults(state, fight, roll.enemy.slice(party.length));
  fight.heroOnly = 0;
  delete fight.protect;
  fight.aimed = [];
  fight.martyrAsked = false;
  const evilHit = new Set(aimed.filter((_, i) => (roll.hero[i] ?? 0) >= FIGHT_TARGET));
  for (const elder of evilHit) {
    logLine(state, `${elderDef(state.elders[elder]!.elder).evil.name} is slain.`);
    killElder(state, elder);
    keepLastWoundBox(state);
  }
  const hits = woundsFrom(state.rng, successes(roll.hero.slice(aimed.length), FIGHT_TARGET), {
    flat: 0,
    preventOn: preventOn(villainAbilityPassives(state)),
    militia: 0,
  });
  hero.wounds += taken.wounds;
  woundVillain(state, hits.wounds);
  // Health gained in the round (Collect Souls, Endurance of Evil, an Elder revealed Evil as it dies) comes at its end.
  const health = villainHealth(state, lairPassives(state));
  let killed = 0;
  onElders.forEach((die, i) => {
    const member = party[i]!;
    if (die < FIGHT_TARGET || state.elders[member.elder]!.status !== 'town') return;
    member.wounds++;
    if (member.wounds < elderDef(state.elders[member.elder]!.elder).health) return;
    killElder(state, member.elder);
    killed++;
  });
  // A killed Elder moves the track: Darkness may have ended the game in the middle of the round.
  if (state.phase === 'over') return;
  showdown.party = showdown.party.filter(({ elder }) => state.elders[elder]!.status === 'town');
  const name = villainDef(state.villain.villain).name;
  logLine(
    state,
    `Showdown: ${heroDef(hero.hero).name} rolls ${roll.hero.join(' ') || 'no dice'}, ${name} rolls ${roll.enemy.join(' ') || 'no dice'}: ${plural(hits.wounds, 'Wound')} on ${name} (${state.villain.wounds}/${villainHealth(state, lairPassives(state))}), ${taken.wounds} on the Hero.`,
  );
  // "it IS possible to win the game even if KO'd during the same Showdown Fight Round in which you defeat the Villain"
  if (state.villain.wounds >= health) {
    state.phase = 'over';
    state.winner = hero.seat;
    state.tasks = [];
    state.prompt = null;
    logLine(state, `${heroDef(hero.hero).name} defeats ${name} and saves Shadowbrook!`, hero.seat);
    return;
  }
  collectSouls(state, killed);
  if (hero.wounds >= healthBoxes(state, index)) {
    leaveShowdown(state, fight, index);
    knockOut(state, index, true);
  } else nextFighter(state, fight);
}

/**
 * Collect Souls: "Whenever the Horseman kills a Town Elder in a Showdown, he gains 1
 * Health at the end of that Fight Round" — "These only take affect at the end of the
 * current Fight Round … If the Villain is defeated in the same round as they gain the
 * bonus, the game ends before the bonus applies."
 */
function collectSouls(state: TouchState, killed: number): void {
  if (killed === 0 || !hasRule(villainAbilityPassives(state), 'collect-souls')) return;
  state.villain.health += killed;
  logLine(state, `${villainDef(state.villain.villain).name} collects ${plural(killed, 'soul')}: +${killed} Health.`);
}

/** The prevention cards played on the round give (a Selfless Martyr's is the Hero's alone). */
const cardShield = (fight: FightState): number => fight.prevent - (fight.heroOnly ?? 0);

/** The Elders of the Hero's party the Villain's dice hit this round. */
function hitElders(state: TouchState, fight: FightState): number[] {
  const party = partyFacing(state, fight);
  return party.flatMap((p, i) => (fight.pending!.enemy[i]! >= FIGHT_TARGET ? [p.elder] : []));
}

/**
 * "These Wounds may be prevented as normal": when a card's prevention cannot stop every
 * Hit on the Hero and its Elders, the Hero's player chooses which Elders it shields, one
 * Wound each; the rest shields the Hero. Returns whether the player is being asked.
 */
export function offerProtect(state: TouchState, fight: FightState): boolean {
  if (fight.protect) return false;
  const elders = hitElders(state, fight);
  const shield = cardShield(fight);
  const onHero = hitsOnHero(state, fight);
  if (shield > 0 && elders.length > 0 && onHero > 0 && shield < elders.length + onHero) {
    fight.protect = [];
    state.prompt = { kind: 'protect', hero: fight.hero, elders, left: shield };
    return true;
  }
  // No choice to make: the prevention stops every Hit, or only Elders or only the Hero are hit.
  fight.protect = elders.slice(0, Math.max(0, shield));
  return false;
}

export function protectActions(state: TouchState, elders: readonly number[]): TouchAction[] {
  return [
    ...elders.map((elder) => ({ key: `protect:${state.elders[elder]!.elder}`, type: 'protect' as const, elder })),
    { key: 'protect:hero', type: 'protect', elder: -1 },
  ];
}

export function answerProtect(
  state: TouchState,
  fight: FightState,
  prompt: { elders: number[]; left: number },
  elder: number,
): void {
  if (elder < 0) return;
  fight.protect!.push(elder);
  const elders = prompt.elders.filter((e) => e !== elder);
  if (prompt.left > 1 && elders.length > 0)
    state.prompt = { kind: 'protect', hero: fight.hero, elders, left: prompt.left - 1 };
}

/**
 * The card's prevention on the Elders' Hits: the Elders shielded (`offerProtect`); the
 * rest goes to the Hero. The Hero's own prevention rolls never shield an Elder: "They may
 * only prevent Hits/Wounds done to the Hero." Returns the Elders' dice with the prevented
 * Hits turned to misses.
 */
function shieldElders(state: TouchState, fight: FightState, party: readonly PartyMember[], dice: number[]): number[] {
  let shield = cardShield(fight);
  const chosen = fight.protect ?? [];
  return dice.map((die, i) => {
    if (die < FIGHT_TARGET || shield <= 0 || !chosen.includes(party[i]!.elder)) return die;
    shield--;
    fight.prevent--;
    logLine(state, `A Wound to ${elderDef(state.elders[party[i]!.elder]!.elder).name} is prevented.`);
    return 0;
  });
}

/** Hits on the Villain one at a time: a last Wound goes to a living Evil Elder first (removed from the game). */
function woundVillain(state: TouchState, hits: number): void {
  for (let h = 0; h < hits; h++) {
    const health = villainHealth(state, lairPassives(state));
    const evil = state.elders.findIndex((e) => e.status === 'evil');
    if (state.villain.wounds + 1 >= health && evil >= 0) {
      state.elders[evil]!.status = 'removed';
      logLine(state, `${elderDef(state.elders[evil]!.elder).evil.name} falls before the Villain can.`);
      keepLastWoundBox(state);
      continue;
    }
    state.villain.wounds++;
  }
}

/**
 * "Once killed, an Evil Elder no longer gives a bonus to the Villain", yet "the Wounds will
 * always be placed on the Evil Elders before the Villain can finally take its last Wound":
 * the Villain falls only to a Wound placed on it. So the Health an Evil Elder's death takes
 * away never takes the Villain's last empty Wound box; Wounds in the boxes lost go with them.
 */
function keepLastWoundBox(state: TouchState): void {
  const health = villainHealth(state, lairPassives(state));
  if (state.villain.wounds < health) return;
  state.villain.wounds = health - 1;
  logLine(state, `${villainDef(state.villain.villain).name} is left with 1 Wound to take.`);
}
