/**
 * The Villain Showdown: "1. Reveal Lair Card and Pay Cost 2. Form a Hunting Party
 * 3. Reveal Secrets 4. Accusations 5. Showdown Fight Rounds". The Accusations are in
 * `accusations.ts`, the Fight Rounds in `showdown-round.ts`.
 */
import { SHADOWBROOK } from './board';
import { cardOf, discardCard } from './cards';
import { elderDef, heroDef, villainDef } from './content';
import { rollD6 } from './dice';
import { elderLeaves } from './elder-allies';
import { revealAll } from './elders';
import { heroAt, logLine, type FightState, type TouchState } from './state';
import { hasRule } from './villain';
import { takeTeamLair } from './team-lair';
import { openWindow } from './window';
import { alliedPlay } from './modes';
import { beginJoining, firstFreeHero, partyLimit } from './group-showdown';

export const PARTY_LIMIT = 2;

/**
 * "To start the Showdown, reveal your Lair Card, pay the Investigation cost listed on the
 * card." The card is revealed first and a window opens on it: "If a Lair Card is
 * canceled, any Showdown that was going to start as a result is also canceled", and the
 * Hero "can still Encounter the Space". The cost is paid once the card stands.
 */
export function revealLair(state: TouchState, index: number): void {
  const hero = heroAt(state, index);
  const lair = takeTeamLair(state, index);
  state.showdown = { hero: index, lair, party: [], step: 'lair', heroes: [index] };
  hero.lairRevealed = true;
  state.turn.used.push('showdown');
  logLine(state, `${heroDef(hero.hero).name} reveals the Lair ${cardOf('lair', lair).name} to start a Showdown.`);
  state.tasks.push({ t: 'lair-start' });
  openWindow(state, 'showdown', null);
}

/** The window on the Lair card has closed: the Showdown starts, or, the card cancelled, never does. */
export function startShowdown(state: TouchState): void {
  const showdown = state.showdown;
  if (!showdown) return;
  const index = showdown.hero;
  const hero = heroAt(state, index);
  const def = cardOf('lair', showdown.lair);
  if (showdown.cancelled) {
    // "immediately discarded without further affect": the Hero keeps its Investigation and may Encounter.
    hero.lair = null;
    hero.lairRevealed = false;
    discardCard(state, 'lair', showdown.lair);
    state.showdown = null;
    state.turn.used = state.turn.used.filter((u) => u !== 'showdown');
    logLine(state, `The Lair ${def.name} is cancelled: no Showdown starts.`);
    return;
  }
  hero.investigation -= def.cost;
  showdown.step = 'party';
  logLine(state, `${heroDef(hero.hero).name} pays ${def.cost} and starts a Showdown: ${def.text}`);
  beginJoining(state);
}

/** A `cancel` played while a Lair card is being revealed cancels it; returns whether there was one. */
export function cancelLair(state: TouchState, by: string): boolean {
  const showdown = state.showdown;
  if (showdown?.step !== 'lair' || showdown.cancelled) return false;
  showdown.cancelled = true;
  logLine(state, `${by} cancels the Lair ${cardOf('lair', showdown.lair).name}.`);
  return true;
}

/** Elders who may join: "any of the Town Elders that are still alive, and have not become Evil Elders". */
export function partyCandidates(state: TouchState): number[] {
  const chosen = new Set(state.showdown?.party.map((p) => p.elder));
  if (!state.showdown || state.showdown.party.length >= partyLimit(state)) return [];
  return state.elders.flatMap((e, i) => (e.status === 'town' && !chosen.has(i) ? [i] : []));
}

export function addToParty(state: TouchState, elder: number): void {
  state.showdown!.party.push({ elder, wounds: 0, hero: firstFreeHero(state) });
  elderLeaves(state, elder, true);
  logLine(state, `${elderDef(state.elders[elder]!.elder).name} joins the Hunting Party.`);
}

/**
 * "Reveal the Secrets of each Town Elder in your Hunting Party … Evil Elders … immediately
 * join the Villain." Then the Accusations, then the Fight. "As soon as the Town Elder's
 * Secrets are Revealed, Sophie's ability becomes active … If a Coward, her special
 * ability may still be used … before the first Fight Round when you roll to see if she
 * runs away": party abilities that act at the Showdown come before the Coward's roll.
 */
export function closeParty(state: TouchState): void {
  const showdown = state.showdown!;
  for (const { elder } of showdown.party) revealAll(state, elder, showdown.hero);
  showdown.party = showdown.party.filter(({ elder }) => state.elders[elder]!.status === 'town');
  const atShowdown = showdown.party.flatMap(({ elder }) =>
    elderDef(state.elders[elder]!.elder).ability.passives.flatMap((p) =>
      p.op === 'trigger' && p.when === 'showdown' ? [p.effects] : [],
    ),
  );
  showdown.party = showdown.party.filter(({ elder }) => !fleesInFear(state, elder));
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
  if (alliedPlay(state.config)) state.tasks.push({ t: 'regroup' });
  state.tasks.push({ t: 'accusations', next: 1 });
  for (const effects of atShowdown.reverse()) state.tasks.push({ t: 'effects', hero: showdown.hero, effects });
}

/** "At the start of each Showdown Fight Round after the first, you have an opportunity to send any of the Town Elders in your Hunting Party back". */
export function sendBack(state: TouchState, elder: number): void {
  const showdown = state.showdown!;
  showdown.party = showdown.party.filter((p) => p.elder !== elder);
  logLine(state, `${elderDef(state.elders[elder]!.elder).name} goes back to Town.`);
}

/**
 * The Showdown ends without a winner (Escape or KO): "the Villain only gets to Heal its
 * Wounds a bit at a time during each subsequent Mystery Phase"; "all living Town Elders
 * from the Hunting Party will automatically return". The Lair card stays, face up.
 */
export function endShowdown(state: TouchState, fight: FightState): void {
  const top = state.tasks.pop();
  if (top?.t !== 'fight' || top.fight !== fight) throw new Error('The Showdown is not the task on top.');
  const hero = heroAt(state, state.showdown?.hero ?? fight.hero);
  if (hero.lair !== null) hero.lairRevealed = true;
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
