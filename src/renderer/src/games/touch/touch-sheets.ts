/**
 * The sheets in words: a Hero's Skills with their Upgrade markers, what it carries
 * and holds, the Town Elders with their Secrets as this seat knows them, and the
 * Villain with its Minions. Cards the seat may not see (-1 in the view) are counted,
 * never named.
 */
import { cardOf } from '../../../../games/touch/cards';
import { heroDef, TOUCH_CONTENT, villainDef, elderDef } from '../../../../games/touch/content';
import type { Skill } from '../../../../games/touch/effect-types';
import { healthBoxes, skill } from '../../../../games/touch/hero-stats';
import type { Carried, ElderState, HeroState } from '../../../../games/touch/state';
import type { TouchView } from '../../../../games/touch/view';
import { healthMultiplier, modeOf } from '../../../../games/touch/modes';
import { villainCombat, villainHealth } from '../../../../games/touch/villain';
import { plural } from '../../logic/format';
import { HIDDEN_CARD, heroName, rulesTable, spaceName } from './touch-words';

export const SKILLS: readonly { skill: Skill; name: string }[] = [
  { skill: 'spirit', name: 'Spirit' },
  { skill: 'cunning', name: 'Cunning' },
  { skill: 'combat', name: 'Combat' },
  { skill: 'honor', name: 'Honor' },
];

export interface NamedText {
  name: string;
  text: string;
}

export interface SkillLine {
  name: string;
  /** As the rules count it now: what a Skill Test or a Fight rolls. */
  total: number;
  base: number;
  upgrades: number;
  /** What the Hero's cards add (or take away) now: Items, Allies, abilities, a Curse, Elders, Mysteries in play. */
  cards: number;
}

export function skillLines(view: TouchView, index: number): SkillLine[] {
  const hero = view.heroes[index]!;
  const def = heroDef(hero.hero);
  const state = rulesTable(view);
  return SKILLS.map(({ skill: which, name }) => {
    const total = skill(state, index, which);
    const base = def.skills[which];
    const upgrades = hero.upgrades[which];
    return { name, total, base, upgrades, cards: total - base - upgrades };
  });
}

/** Where a Skill's number comes from when the printed sheet is not all of it ("3 printed, +1 upgrade, +2 from cards"); empty otherwise. */
export function skillNote(line: SkillLine): string {
  const parts = [
    line.upgrades ? `+${line.upgrades} upgrade` : '',
    line.cards ? `${line.cards > 0 ? '+' : '−'}${Math.abs(line.cards)} from cards` : '',
  ].filter(Boolean);
  return parts.length === 0 ? '' : [`${line.base} printed`, ...parts].join(', ');
}

/** "Some Items, Allies, and Event cards give the Hero additional Health Boxes": the boxes the rules count, and the printed ones. */
export function healthLine(view: TouchView, index: number): { boxes: number; printed: number } {
  return { boxes: healthBoxes(rulesTable(view), index), printed: heroDef(view.heroes[index]!.hero).health };
}

/** An Item or Ally: its name, what it is, and its text (the card's own bonus is in the text). */
export function carriedCard(item: Carried): NamedText & { kind: string } {
  if (item.deck === 'town') {
    const def = TOUCH_CONTENT.townItems[item.card]!;
    return { name: def.name, text: def.text, kind: 'Town Item' };
  }
  const def = cardOf(item.deck, item.card);
  const place = TOUCH_CONTENT.board.spaces.find((s) => s.id === item.deck)?.name ?? item.deck;
  return { name: def.name, text: def.text, kind: `${def.kind === 'ally' ? 'Ally' : 'Item'} from ${place}` };
}

/** The Event cards in a Hero's hand: named for their owner, counted for everyone else. */
export function eventsLine(hero: HeroState): { count: number; cards: NamedText[] } {
  const seen = hero.events.filter((c) => c !== HIDDEN_CARD);
  return {
    count: hero.events.length,
    cards: seen.map((card) => {
      const def = cardOf('event', card);
      return { name: def.name, text: def.text };
    }),
  };
}

export function lairLine(hero: HeroState): string | null {
  if (hero.lair === null) return null;
  if (hero.lair === HIDDEN_CARD) return 'Holds a Lair card (face down).';
  const def = cardOf('lair', hero.lair);
  const state = hero.lairRevealed ? 'revealed' : 'face down';
  return `Lair (${state}): ${def.name} at ${spaceName(TOUCH_CONTENT.board.spaces.findIndex((s) => s.id === def.location))}, Showdown costs ${def.cost} Investigation. ${def.text}`;
}

export function curseLine(hero: HeroState): string | null {
  if (hero.curse === null) return null;
  const def = cardOf('curse', hero.curse);
  return `Curse: ${def.name}, ${hero.transformation} of ${plural(def.threshold, 'Transformation marker')}. ${def.text}`;
}

const STATUS_WORDS: Record<ElderState['status'], string> = {
  town: 'In Town',
  dead: 'Dead',
  evil: 'Evil, with the Villain',
  removed: 'Removed from the game',
};

export interface SecretLine {
  /** What the seat reads: the card for one face up or seen, else "face down". */
  text: string;
  known: boolean;
  faceUp: boolean;
  /** The other Heroes who have looked at it (public: looking is done in the open). */
  seenBy: string[];
}

export function elderStatus(elder: ElderState): string {
  return STATUS_WORDS[elder.status];
}

export function secretLines(view: TouchView, elder: ElderState): SecretLine[] {
  const viewer = view.viewer;
  return elder.secrets.map((slot) => {
    const seenBy = view.heroes.flatMap((h, i) =>
      h.seat !== viewer && slot.seenBy & (1 << h.seat) ? [heroName(view, i)] : [],
    );
    if (slot.card === HIDDEN_CARD) return { text: 'Face down, not seen by you', known: false, faceUp: false, seenBy };
    const def = cardOf('secret', slot.card);
    const text = `${def.name}${def.evil ? ' (Evil)' : ''}: ${def.text}`;
    return { text: slot.faceUp ? `Face up: ${text}` : `You saw: ${text}`, known: true, faceUp: slot.faceUp, seenBy };
  });
}

export function elderWhere(view: TouchView, elder: ElderState): string | null {
  if (elder.hunting !== null) return `On the Hunt at ${spaceName(elder.hunting)}`;
  if (elder.with !== null) return `Travels with ${heroName(view, elder.with)}`;
  return null;
}

export function elderSheet(elder: ElderState): { name: string; skills: string; ability: NamedText; evil: NamedText } {
  const def = elderDef(elder.elder);
  return {
    name: def.name,
    skills: `Spirit ${def.spirit} · Cunning ${def.cunning} · Honor ${def.honor} · Health ${def.health}`,
    ability: { name: def.ability.name, text: def.ability.text },
    evil: {
      name: def.evil.name,
      text: `Combat ${def.evil.combat}, Health ${def.evil.health}. ${def.evil.text}`,
    },
  };
}

export function villainSheet(view: TouchView) {
  const def = villainDef(view.villain.villain);
  const state = rulesTable(view);
  const healthTimes = healthMultiplier(view.config);
  const combat = villainCombat(state);
  const health = villainHealth(state);
  return {
    name: def.name,
    /** As the rules count them now, outside a Showdown (a Lair card adds its own there). */
    combat,
    health,
    printedCombat: def.combat,
    printedHealth: def.health,
    /** "Multiply the Villains base Health times the total number of Heroes" (Cooperative), by team size (Team); 1 otherwise. */
    healthTimes,
    healthTimesWhy: modeOf(view.config) === 'team' ? 'once per Hero of a team' : 'once per Hero',
    /** What play has added since: Evil Elders, Mysteries in play, the Stages, Elders killed. */
    added: { combat: combat - def.combat, health: health - def.health * healthTimes },
    wounds: view.villain.wounds,
    abilities: def.abilities.map((a) => ({
      name: a.name,
      text: a.text,
      used: a.basic || !view.config.basic,
    })),
    minions: def.minions.map((m) => ({
      name: m.name,
      text: `${plural(m.fightDice, 'Fight Die', 'Fight Dice')}, Health ${m.health}${m.fightWith ? `, fights with ${m.fightWith}` : ''}; ${plural(m.counters, 'counter')}. ${m.text}`,
      onBoard: view.minions.filter((c) => c.minion === m.id).length,
    })),
  };
}

export function mysteriesInPlay(view: TouchView): NamedText[] {
  return view.inPlay.map((card) => {
    const def = cardOf('mystery', card);
    return { name: def.name, text: def.text };
  });
}
