/**
 * The Showdown screen's contents, read from the view: the Lair, the Heroes fighting with
 * their Wounds, Fight Dice and the Items and Allies that count in a Fight, the Hunting
 * Party, the Villain with its Combat, Health and Wounds and how its Fight Dice are split,
 * the Evil Elders standing with it, and what happens in the round now. The numbers come
 * from the rules' own functions (the view holds everything they read: a Showdown's Lair
 * card is face up); nothing is decided here.
 */
import { cardOf } from '../../../../games/touch/cards';
import { elderDef, TOUCH_CONTENT, villainDef } from '../../../../games/touch/content';
import type { Passive } from '../../../../games/touch/effect-types';
import { fightPool } from '../../../../games/touch/fight';
import { carriedPassives, healthBoxes, lairPassives } from '../../../../games/touch/hero-stats';
import type { FightState } from '../../../../games/touch/state';
import { villainCombat, villainHealth } from '../../../../games/touch/villain';
import type { TouchView } from '../../../../games/touch/view';
import { plural } from '../../logic/format';
import { carriedCard, type NamedText } from './touch-sheets';
import { currentFight } from './touch-situation';
import { elderName, heroName, rulesTable, spaceName } from './touch-words';

export interface ShowdownHero {
  name: string;
  you: boolean;
  /** The Hero whose Fight Round it is. */
  fighting: boolean;
  wounds: number;
  health: number;
  fightDice: number;
  /** The Skill the Fight Dice come from, when not Combat ("fights with Spirit"). */
  fightWith: string | null;
  /** Items and Allies whose rules act in a Fight: Combat, Health, re-rolls, prevention, fighting with another Skill. */
  cards: (NamedText & { kind: string })[];
  /** The Town Elders of the Hunting Party assigned to this Hero. */
  elders: string[];
}

export interface PartyElder {
  name: string;
  wounds: number;
  health: number;
  /** The Hero the Elder stands with ("" when not yet assigned). */
  with: string;
  ability: NamedText;
}

export interface ShowdownVillain {
  name: string;
  combat: number;
  health: number;
  wounds: number;
  /** How the Villain's Fight Dice go this round: one at each Town Elder facing it, the rest at the Hero. */
  split: string[];
}

export interface ShowdownScreen {
  /** "Showdown at the Windmill". */
  title: string;
  lair: NamedText;
  /** The Fight Round being fought (1 for the first), or null before the Fight Rounds start. */
  round: number | null;
  /** What happens now, in a sentence or two. */
  now: string[];
  heroes: ShowdownHero[];
  party: PartyElder[];
  villain: ShowdownVillain;
  evilElders: NamedText[];
}

/** The Skill names as the book writes them. */
const SKILL_WORDS: Record<string, string> = { combat: 'Combat', spirit: 'Spirit', cunning: 'Cunning', honor: 'Honor' };

/** A passive that changes a Fight: the Hero's dice, Health, re-rolls, prevention. */
function countsInFight(p: Passive): boolean {
  if (p.op === 'skill') return p.skill === 'combat';
  if (p.op === 'reroll') return p.scope !== 'test';
  return p.op === 'health' || p.op === 'prevent' || p.op === 'fight-with';
}

function heroLine(view: TouchView, index: number, fight: FightState | null): ShowdownHero {
  const state = rulesTable(view);
  const hero = view.heroes[index]!;
  const pool = fightPool(state, index, 'combat');
  return {
    name: heroName(view, index),
    you: hero.seat === view.viewer,
    fighting: fight?.hero === index,
    wounds: hero.wounds,
    health: healthBoxes(state, index),
    fightDice: pool.dice,
    fightWith: pool.skill === 'combat' ? null : (SKILL_WORDS[pool.skill] ?? pool.skill),
    cards: hero.carried.filter((item) => carriedPassives(item).some(countsInFight)).map(carriedCard),
    elders: (view.showdown?.party ?? []).filter((p) => p.hero === index).map((p) => elderName(view, p.elder)),
  };
}

/** "1 die at Sophie", …, "3 dice at Karl": the Villain's first dice go at the fighting Hero's Elders. */
function villainSplit(view: TouchView, fight: FightState | null, dice: number): string[] {
  if (!fight) return [`${plural(dice, 'Fight Die', 'Fight Dice')} in each Fight Round`];
  const facing = view.showdown!.party.filter((p) => p.hero === fight.hero);
  const atElders = facing.slice(0, dice).map((p) => `1 die at ${elderName(view, p.elder)}`);
  const rest = Math.max(0, dice - facing.length);
  // Fought together, "the Villain gets its full Combat attack against each and every Hero taking part".
  const others = view.showdown!.heroes.filter((h) => h !== fight.hero).map((h) => heroName(view, h));
  return [
    ...atElders,
    `${plural(rest, 'die', 'dice')} at ${heroName(view, fight.hero)}`,
    ...(others.length > 0
      ? [`All ${plural(dice, 'die', 'dice')} again at ${others.join(', then ')}, in their own Fight Rounds`]
      : []),
  ];
}

/** What the round holds, in words: the step before the Fight, or the roll to come or waiting. */
function nowLines(view: TouchView, fight: FightState | null, villain: ShowdownVillain): string[] {
  const showdown = view.showdown!;
  if (showdown.step === 'lair') return ['The Lair card is revealed: an Event may still cancel it.'];
  if (showdown.step === 'party') return ['The Hunting Party is being chosen: up to 2 Town Elders.'];
  if (!fight) return ['The Showdown is about to start its Fight Rounds.'];
  const hero = heroName(view, fight.hero);
  if (fight.pending) {
    return [
      `${hero} and ${villain.name} have rolled: Events may add or re-roll dice before the results apply.`,
      'A Hit on an Elder of the Hunting Party is a Wound against its Health; one Hit kills an Evil Elder.',
    ];
  }
  const aimed = (fight.aimed ?? []).map((e) => elderDef(view.elders[e]!.elder).evil.name);
  const evil = view.elders.some((e) => e.status === 'evil');
  const party = showdown.party.some((p) => p.hero === fight.hero);
  return [
    `${hero} rolls next, ${villain.name} rolls back at the same time.`,
    ...(aimed.length > 0
      ? [`Dice aimed before rolling: ${aimed.map((n) => `1 at ${n}`).join(', ')}; the rest at ${villain.name}.`]
      : evil
        ? [`Before rolling, ${hero} may aim Fight Dice at Evil Elders; the rest go at ${villain.name}.`]
        : []),
    ...(fight.rounds > 0 && party
      ? [`Before rolling, ${hero} may send Elders of the Hunting Party back to Town.`]
      : []),
  ];
}

export function showdownScreen(view: TouchView): ShowdownScreen | null {
  const showdown = view.showdown;
  if (!showdown || view.phase === 'over') return null;
  const state = rulesTable(view);
  const fight = showdown.step === 'fight' ? currentFight(view) : null;
  const lair = cardOf('lair', showdown.lair);
  const place = TOUCH_CONTENT.board.spaces.findIndex((s) => s.id === lair.location);
  const extra = lairPassives(state);
  const combat = villainCombat(state, extra);
  const villain: ShowdownVillain = {
    name: villainDef(view.villain.villain).name,
    combat,
    health: villainHealth(state, extra),
    wounds: view.villain.wounds,
    split: villainSplit(view, fight, combat),
  };
  return {
    title: `Showdown at ${spaceName(place)}`,
    lair: { name: lair.name, text: `Costs ${lair.cost} Investigation. ${lair.text}` },
    round: fight ? fight.rounds + 1 : null,
    now: nowLines(view, fight, villain),
    heroes: showdown.heroes.map((h) => heroLine(view, h, fight)),
    party: showdown.party.map((p) => {
      const def = elderDef(view.elders[p.elder]!.elder);
      return {
        name: def.name,
        wounds: p.wounds,
        health: def.health,
        with: p.hero >= 0 ? heroName(view, p.hero) : '',
        ability: { name: def.ability.name, text: def.ability.text },
      };
    }),
    villain,
    evilElders: view.elders.flatMap((e) => {
      if (e.status !== 'evil') return [];
      const evil = elderDef(e.elder).evil;
      const bonus = [evil.combat ? `+${evil.combat} Combat` : '', evil.health ? `+${evil.health} Health` : ''];
      const gives = bonus.filter(Boolean).join(', ') || 'No Combat or Health';
      // The Town Elder's name too: the choices to aim a die at one name the Elder as the town knew them.
      return [
        {
          name: `${evil.name} (${elderDef(e.elder).name})`,
          text: `${gives} to the Villain; 1 Wound kills it. ${evil.text}`,
        },
      ];
    }),
  };
}
