/**
 * The Advanced Cooperative Mystery Phase Chart (2D6): what each result does. Its text is in
 * `charts.json`, word for word; the roll and its cancelling are in `coop-chart.ts`, the
 * Surprise Showdown and the Ambush in `chart-ambushes.ts`.
 */
import { nextTowardTownHall, SHADOWBROOK, spaceNumber } from './board';
import { cardOf, discardCard, drawCard, randomLocation } from './cards';
import { elderDef, heroDef, villainDef } from './content';
import { rollD6 } from './dice';
import { murderEffects } from './draw';
import type { Effect, PlainEffect } from './effect-types';
import { gainSecrets, livingTownElders } from './elders';
import { fightPool } from './fight';
import { skill } from './hero-stats';
import { plural } from '../../engine';
import { displaceFrom, minionDef, placeMinion } from './minions';
import { moveShadow } from './shadow';
import { heroAt, logLine, type FightState, type TouchState } from './state';
import type { ChartEntryDef, CornerDeck } from './content-types';

const LOCATION_DECKS: readonly CornerDeck[] = ['manor', 'windmill', 'olde-woods', 'abandoned-keep'];

const spaceName = (space: number): string => SHADOWBROOK.spaces[space]!.name;

/** A roll on the Villain's Minion Chart, rolled again until `keep` accepts the result (null: no result ever could). */
export function rollMinionChartUntil(state: TouchState, keep: (entry: ChartEntryDef) => boolean): ChartEntryDef | null {
  const def = villainDef(state.villain.villain);
  const side = state.config.basic ? def.chart.basic : def.chart.advanced;
  if (!side.some(keep)) return null;
  for (;;) {
    const roll = rollD6(state.rng);
    const entry = side.find((e) => roll >= e.min && roll <= e.max)!;
    logLine(state, `Minion Chart: ${roll}.`);
    if (keep(entry)) return entry;
  }
}

/** Standing Heroes in turn order from the First Player. */
export function standingHeroes(state: TouchState): number[] {
  const n = state.heroes.length;
  return Array.from({ length: n }, (_, k) => (state.first + k) % n).filter((i) => !state.heroes[i]!.ko);
}

/**
 * "Every Hero must roll a D6 and add their <Skill>. Whoever has the lowest (highest) result …
 * (roll off if tied)": the tied Heroes roll again, alone, until one is left.
 */
export function rollOff(state: TouchState, heroes: number[], which: 'cunning' | 'honor', lowest: boolean): number {
  let field = heroes;
  let first = true;
  while (field.length > 1) {
    const totals = field.map((i) => rollD6(state.rng) + (first ? skill(state, i, which) : 0));
    const best = lowest ? Math.min(...totals) : Math.max(...totals);
    logLine(
      state,
      field.map((i, k) => `${heroDef(heroAt(state, i).hero).name} ${totals[k]}`).join(', ') + ` (${which}).`,
    );
    field = field.filter((_, k) => totals[k] === best);
    first = false;
  }
  return field[0]!;
}

/** 3 Cursed Village: "Immediately draw and resolve one Mystery card for each Hero, starting with the First Player. This replaces the normal Mystery card for the turn." */
export function cursedVillage(state: TouchState): void {
  const draw = state.tasks.findIndex((t) => t.t === 'mystery' && t.step === 'draw');
  if (draw >= 0) state.tasks.splice(draw, 1);
  const n = state.heroes.length;
  const order = Array.from({ length: n }, (_, k) => (state.first + k) % n);
  // The stack runs the last pushed first: the First Player's card is drawn last, resolved first.
  for (const hero of order.reverse()) {
    state.tasks.push({ t: 'effects', hero, effects: [{ op: 'draw', deck: 'mystery', count: 1, keep: 1 }] });
  }
}

/** 4 Lies and Deceit: "Roll a D6. Any Town Elder with Honor equal to or less than the roll gains one Secret." (Three Secrets are revealed as they always are.) */
export function liesAndDeceit(state: TouchState): void {
  const roll = rollD6(state.rng);
  logLine(state, `Lies and Deceit: ${roll}.`);
  for (const elder of livingTownElders(state))
    if (elderDef(state.elders[elder]!.elder).honor <= roll) gainSecrets(state, elder, 1);
}

/**
 * 6 March of Darkness: "Every Minion on the board immediately moves 2 spaces along the shortest
 * path to the Town Hall. If there are no Minions on the board, instead roll once on the Villain's
 * Minion Chart (re-rolling Event results) and place that Minion at 2 Random Locations."
 * The Minions nearest the Town Hall move first; each moves over the others and displaces only
 * where it stops; the Fights come after every move.
 */
export function marchOfDarkness(state: TouchState): void {
  if (state.minions.length === 0) {
    const entry = rollMinionChartUntil(state, (e) => e.minion !== undefined);
    if (!entry?.minion) return;
    for (let k = 0; k < 2; k++) {
      const at = randomLocation(state);
      if (at !== null) placeMinion(state, entry.minion, spaceNumber(SHADOWBROOK, at));
    }
    return;
  }
  const marching = [...state.minions].sort((a, b) => SHADOWBROOK.distance[a.space]! - SHADOWBROOK.distance[b.space]!);
  const fights: number[] = [];
  for (const counter of marching) {
    if (!state.minions.includes(counter)) continue; // displaced off the board
    let at = counter.space;
    for (let step = 0; step < 2; step++) at = nextTowardTownHall(SHADOWBROOK, at, () => rollD6(state.rng)) ?? at;
    if (at === counter.space) continue;
    if (!counter.round) fights.push(...displaceFrom(state, at));
    counter.space = at;
    logLine(state, `${minionDef(state, counter.minion).name} march to ${spaceName(at)}.`);
    fights.push(at);
  }
  for (const space of fights.reverse()) state.tasks.push({ t: 'minion-fights', space });
}

/** 8 "Murder... Murder!": "place 3 Investigation there. Move the Shadow Track 1 step … This counts as though the Mystery card "Murder!" had been played." */
export function murderMurder(state: TouchState): void {
  const effects: Effect[] = [
    { op: 'place-investigation', amount: 3, at: 'random' },
    { op: 'darkness', steps: 1 },
  ];
  for (const list of [effects, ...murderEffects(state)].reverse())
    if (list.length) state.tasks.push({ t: 'effects', hero: state.first, effects: list });
}

/** A Villain attack happens at a Random Location with +3 Combat, wherever it was to be. */
function stormyPlain(e: PlainEffect): PlainEffect {
  return e.op === 'villain-attack' ? { ...e, at: 'random', combat: (e.combat ?? 0) + 3 } : e;
}

/** The same inside the words that hold a list (they hold plain effects only). */
function stormy(e: Effect): Effect {
  const all = (list: PlainEffect[] | undefined): PlainEffect[] | undefined => list?.map(stormyPlain);
  switch (e.op) {
    case 'roll':
      return { ...e, results: e.results.map((r) => ({ ...r, effects: r.effects.map(stormyPlain) })) };
    case 'test':
      return { ...e, perSuccess: all(e.perSuccess), success: all(e.success), fail: all(e.fail) };
    case 'choose':
      return { ...e, options: e.options.map((o) => ({ ...o, effects: o.effects.map(stormyPlain) })) };
    case 'each-hero':
      return { ...e, effects: e.effects.map(stormyPlain) };
    default:
      return stormyPlain(e);
  }
}

/**
 * 9 Unnatural Storm: "Immediately discard any Mystery card in play that is Keyword Weather.
 * Also, roll once on the Villain's Minion Chart (re-rolling any non-Event result) … If the
 * Villain attacks during the storm, it does so at a Random Location and is +3 Combat."
 * The Event happens for the First Player's Hero.
 */
export function unnaturalStorm(state: TouchState): void {
  for (const card of [...state.inPlay]) {
    if (!cardOf('mystery', card).keywords.includes('Weather')) continue;
    state.inPlay.splice(state.inPlay.indexOf(card), 1);
    discardCard(state, 'mystery', card);
    logLine(state, `The storm sweeps away ${cardOf('mystery', card).name}.`);
  }
  const entry = rollMinionChartUntil(state, (e) => e.event !== undefined);
  if (!entry?.event) return;
  logLine(state, `${entry.event.name}: ${entry.event.text}`);
  state.tasks.push({ t: 'effects', hero: state.first, effects: entry.event.effects.map(stormy) });
}

/**
 * 11 Possessed by Madness: "Every Hero must immediately roll a D6 and add their Honor. Whoever
 * has the lowest result … must immediately engage in a single Fight Round with the Hero that
 * has the highest result … Each of these Heroes gains 1 Investigation for every Hit they do to
 * the other." Only standing Heroes roll; with fewer than two there is nobody to fight.
 */
export function possessedByMadness(state: TouchState): void {
  const heroes = standingHeroes(state);
  if (heroes.length < 2) return;
  const mad = rollOff(state, heroes, 'honor', true);
  const rival = rollOff(
    state,
    heroes.filter((i) => i !== mad),
    'honor',
    false,
  );
  const name = (i: number): string => heroDef(heroAt(state, i).hero).name;
  logLine(state, `${name(mad)}, possessed by madness, fights a round with ${name(rival)}.`);
  const fight: FightState = {
    hero: mad,
    enemy: {
      name: name(rival),
      attack: true,
      rival,
      fightDice: skill(state, rival, 'combat'),
      health: 0,
      fightWith: 'combat',
      wounds: 0,
      victory: [],
    },
    rounds: 0,
    prevent: 0,
    pending: null,
    last: null,
  };
  state.tasks.push({ t: 'fight', fight });
  askMadnessDice(state, fight, mad);
}

/**
 * "Heroes may choose to roll fewer Fight Dice than they are normally allowed, but not fewer
 * than their basic Combat Skill" (the sheet's Combat with Upgrade markers): each of the two is
 * asked in turn, the possessed Hero first, when they have a choice.
 */
function askMadnessDice(state: TouchState, fight: FightState, hero: number): void {
  const max = fightPool(state, hero, 'combat').dice;
  const h = heroAt(state, hero);
  const min = Math.min(max, heroDef(h.hero).skills.combat + h.upgrades.combat);
  if (min < max) state.prompt = { kind: 'madness-dice', hero, min, max };
  else if (hero === fight.hero) askMadnessDice(state, fight, fight.enemy.rival!);
}

/** A Hero's answer: the dice they roll in the round; then the other Hero is asked. */
export function answerMadnessDice(state: TouchState, hero: number, dice: number): void {
  const task = [...state.tasks].reverse().find((t) => t.t === 'fight' && t.fight.enemy.rival !== undefined);
  if (task?.t !== 'fight') return;
  const fight = task.fight;
  logLine(state, `${heroDef(heroAt(state, hero).hero).name} rolls ${plural(dice, 'Fight Die', 'Fight Dice')}.`);
  if (hero !== fight.hero) {
    fight.enemy.fightDice = dice;
    return;
  }
  fight.extraDice = dice - fightPool(state, hero, 'combat').dice;
  askMadnessDice(state, fight, fight.enemy.rival!);
}

/**
 * 12 Sign of the Dark Omen, after the First Player's choice: "Discard any Secrets the Town Elder
 * had and draw 2 new Secrets for them without looking. Also, discard the top card from each
 * Location deck, move the Shadow Track 1 step closer to Darkness, and each Hero gains 1 Investigation."
 */
export function darkOmenReturns(state: TouchState, elder: number): void {
  const e = state.elders[elder]!;
  for (const slot of e.secrets) discardCard(state, 'secret', slot.card);
  e.secrets = [];
  e.status = 'town';
  logLine(state, `${elderDef(e.elder).name} stumbles back into town.`);
  gainSecrets(state, elder, 2);
  darkOmenSigns(state);
}

/** The rest of the Dark Omen, whichever way the First Player chose. */
function darkOmenSigns(state: TouchState): void {
  for (const deck of LOCATION_DECKS) {
    const card = drawCard(state, deck);
    if (card !== null) discardCard(state, deck, card);
  }
  moveShadow(state, 1, 'Sign of the Dark Omen');
  for (const hero of state.heroes) hero.investigation++;
  logLine(state, 'Each Hero gains 1 Investigation.');
}

/** The dead Town Elders the Dark Omen may bring back: "any dead Town Elder (not Evil Elder)". */
export function deadTownElders(state: TouchState): number[] {
  return state.elders.flatMap((e, i) => (e.status === 'dead' ? [i] : []));
}

/** 12 Sign of the Dark Omen: the First Player chooses who returns, or who gains a Resolve token. */
export function signOfTheDarkOmen(state: TouchState): void {
  const dead = deadTownElders(state);
  if (dead.length > 0) {
    state.prompt = { kind: 'omen', hero: state.first, elders: dead, resolve: false };
    return;
  }
  const living = livingTownElders(state).filter((i) => !state.elders[i]!.resolve);
  if (living.length > 0) state.prompt = { kind: 'omen', hero: state.first, elders: living, resolve: true };
  else darkOmenSigns(state);
}

/** The First Player's answer: the Elder returns, or takes the Resolve token. */
export function answerOmen(state: TouchState, elder: number, resolve: boolean): void {
  if (!resolve) return darkOmenReturns(state, elder);
  state.elders[elder]!.resolve = true;
  logLine(state, `${elderDef(state.elders[elder]!.elder).name} gains a Resolve token.`);
  darkOmenSigns(state);
}
