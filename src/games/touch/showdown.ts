/**
 * The Villain Showdown: "1. Reveal Lair Card and Pay Cost 2. Form a Hunting Party
 * 3. Reveal Secrets 4. Accusations 5. Showdown Fight Rounds". Accusations are not
 * built yet (docs/rules/touch.md, "Not yet").
 */
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { elderDef, heroDef, villainDef } from './content';
import { rollD6 } from './dice';
import { killElder, revealAll } from './elders';
import { rollFightRound, roundResults } from './fight';
import { FIGHT_TARGET, woundsFrom } from './fight-round';
import { healthBoxes, lairPassives, preventOn } from './hero-stats';
import { knockOut } from './ko';
import { heroAt, logLine, type FightState, type TouchState } from './state';
import { hasRule, villainAbilityPassives, villainCombat, villainHealth } from './villain';

export const PARTY_LIMIT = 2;

/** "To start the Showdown, reveal your Lair Card, pay the Investigation cost listed on the card." */
export function startShowdown(state: TouchState, index: number): void {
  const hero = heroAt(state, index);
  const lair = hero.lair!;
  const def = cardOf('lair', lair);
  hero.investigation -= def.cost;
  state.showdown = { hero: index, lair, party: [], step: 'party' };
  state.turn.used.push('showdown');
  logLine(state, `${heroDef(hero.hero).name} reveals the Lair ${def.name} and starts a Showdown: ${def.text}`);
}

/** Elders who may join: "any of the Town Elders that are still alive, and have not become Evil Elders". */
export function partyCandidates(state: TouchState): number[] {
  const chosen = new Set(state.showdown?.party.map((p) => p.elder));
  if (!state.showdown || state.showdown.party.length >= PARTY_LIMIT) return [];
  return state.elders.flatMap((e, i) => (e.status === 'town' && !chosen.has(i) ? [i] : []));
}

export function addToParty(state: TouchState, elder: number): void {
  state.showdown!.party.push({ elder, wounds: 0 });
  logLine(state, `${elderDef(state.elders[elder]!.elder).name} joins the Hunting Party.`);
}

/** "Reveal the Secrets of each Town Elder in your Hunting Party … Evil Elders … immediately join the Villain." Then the Fight. */
export function closeParty(state: TouchState): void {
  const showdown = state.showdown!;
  for (const { elder } of showdown.party) revealAll(state, elder, showdown.hero);
  showdown.party = showdown.party.filter(
    ({ elder }) => state.elders[elder]!.status === 'town' && !fleesInFear(state, elder),
  );
  showdown.step = 'fight';
  const name = villainDef(state.villain.villain).name;
  const fight: FightState = {
    hero: showdown.hero,
    enemy: { name, fightDice: 0, health: 0, fightWith: 'combat', wounds: 0, victory: [], villain: true },
    rounds: 0,
    prevent: 0,
    pending: null,
    last: null,
  };
  state.tasks.push({ t: 'fight', fight });
}

/**
 * A Showdown Fight Round. "When the Villain attacks, it must roll one of its Fight Dice
 * specifically against each of the Town Elders in the Hunting Party; its remaining Fight
 * Dice then target the Hero. A single Wound is enough to kill any Town Elder (with the
 * exception of Lord Hanbrook)." The Villain's own prevention (Mist Form) stops Hits on
 * it, and "If the Villain is about to take its last Wound, and still has Evil Elders with
 * it, the Wounds will always be placed on the Evil Elders before".
 */
export function rollShowdownRound(state: TouchState, fight: FightState): void {
  rollFightRound(state, fight, villainCombat(state, lairPassives(state)));
}

export function applyShowdownRound(state: TouchState, fight: FightState): void {
  const showdown = state.showdown!;
  const index = fight.hero;
  const hero = heroAt(state, index);
  const roll = fight.pending!;
  const onElders = roll.enemy.slice(0, showdown.party.length);
  const { heroHits, taken } = roundResults(state, fight, roll.enemy.slice(showdown.party.length));
  const hits = woundsFrom(state.rng, heroHits, {
    flat: 0,
    preventOn: preventOn(villainAbilityPassives(state)),
    militia: 0,
  });
  hero.wounds += taken.wounds;
  woundVillain(state, hits.wounds);
  onElders.forEach((die, i) => {
    if (die < FIGHT_TARGET) return;
    const member = showdown.party[i]!;
    member.wounds++;
    if (member.wounds >= elderDef(state.elders[member.elder]!.elder).health) killElder(state, member.elder);
  });
  showdown.party = showdown.party.filter(({ elder }) => state.elders[elder]!.status === 'town');
  const name = villainDef(state.villain.villain).name;
  logLine(
    state,
    `Showdown: ${heroDef(hero.hero).name} rolls ${roll.hero.join(' ') || 'no dice'}, ${name} rolls ${roll.enemy.join(' ') || 'no dice'}: ${hits.wounds} Wound(s) on ${name} (${state.villain.wounds}/${villainHealth(state, lairPassives(state))}), ${taken.wounds} on the Hero.`,
  );
  // "it IS possible to win the game even if KO'd during the same Showdown Fight Round in which you defeat the Villain"
  if (state.villain.wounds >= villainHealth(state, lairPassives(state))) {
    state.phase = 'over';
    state.winner = hero.seat;
    state.tasks = [];
    state.prompt = null;
    logLine(state, `${heroDef(hero.hero).name} defeats ${name} and saves Shadowbrook!`, hero.seat);
    return;
  }
  if (hero.wounds >= healthBoxes(state, index)) {
    endShowdown(state, fight);
    knockOut(state, index, true);
  }
}

/** Hits on the Villain one at a time: a last Wound goes to a living Evil Elder first (removed from the game). */
function woundVillain(state: TouchState, hits: number): void {
  for (let h = 0; h < hits; h++) {
    const health = villainHealth(state, lairPassives(state));
    const evil = state.elders.findIndex((e) => e.status === 'evil');
    if (state.villain.wounds + 1 >= health && evil >= 0) {
      state.elders[evil]!.status = 'removed';
      logLine(state, `${elderDef(state.elders[evil]!.elder).evil.name} falls before the Villain can.`);
      continue;
    }
    state.villain.wounds++;
  }
}

/**
 * The Showdown ends without a winner (Escape or KO): "the Villain only gets to Heal its
 * Wounds a bit at a time during each subsequent Mystery Phase"; "all living Town Elders
 * from the Hunting Party will automatically return". The Lair card stays, face up.
 */
export function endShowdown(state: TouchState, fight: FightState): void {
  const top = state.tasks.pop();
  if (top?.t !== 'fight' || top.fight !== fight) throw new Error('The Showdown is not the task on top.');
  const hero = heroAt(state, fight.hero);
  hero.lairRevealed = true;
  state.showdown = null;
  logLine(state, `The Showdown at ${SHADOWBROOK.spaces[hero.space]!.name} ends.`);
}

/** Coward: "At the start of the first Showdown Fight Round, roll a D6: on 1 to 3 the Elder flees back to Town." */
function fleesInFear(state: TouchState, elder: number): boolean {
  const e = state.elders[elder]!;
  const coward = e.secrets.some((s) => s.faceUp && hasRule(cardOf('secret', s.card).passives, 'coward'));
  if (!coward) return false;
  const roll = rollD6(state.rng);
  if (roll > 3) return false;
  logLine(state, `${elderDef(e.elder).name} rolls ${roll} and flees back to Town.`);
  return true;
}
