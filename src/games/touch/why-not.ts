/**
 * "Why not?" in A Touch of Evil: the moves a Hero's player looks for that the rules do not
 * allow now, each with the rule in words, read from the seat's own view (its own Event hand
 * and Lair card are visible to it; nothing else hidden is read). Each item is listed only
 * when the player would plausibly look for that move now (docs/rules/touch.md, "Why not?"):
 *
 * - Move on: a Minion in the space stopped the Move, or the Hero moved every space the die allowed.
 * - Start a Showdown: the Hero holds a Lair card but is elsewhere, has Encountered, or is short.
 * - Buy a Lair card: the Hero (or its side) holds none and has started saving Investigation.
 * - Buy a Town Item: at the Blacksmith, before the Encounter or without enough Investigation.
 * - Look at Secrets: already done this turn, or short of the cost with some Investigation.
 * - Heal Wounds: wounded, with less than one Wound's cost.
 * - Play <Event>: before a Fight Round, an Event in hand whose timing is not now (the dice, or the Actions).
 * - Accuse <Elder>: when asked for an Accusation, an Elder of the Hunting Party or with no face-down Secret.
 */
import type { LogLine, Seat, Unavailable } from '../../engine';
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { accusable } from './accusations';
import { elderDef, heroDef, TOUCH_CONTENT } from './content';
import { moveBonus } from './hero-stats';
import { lookable } from './elders';
import { atBlacksmith, needsEncounter } from './encounter';
import { currentFight } from './fight';
import { actingHero, HEAL_COST, LOOK_COST } from './legal';
import { lookCost } from './modes';
import { handOf } from './seats';
import { heroAt, type FightState, type TouchState } from './state';
import { mayBuyLair, usableLair } from './team-lair';
import { lairCost } from './track';
import { topWindow } from './window';
import type { TouchView } from './view';

export const WHY_NOT_LABELS = {
  move: 'Move on',
  showdown: 'Start a Showdown',
  lair: 'Buy a Lair card',
  item: 'Buy a Town Item',
  look: 'Look at Secrets',
  heal: 'Heal Wounds',
} as const;

const spaceName = (space: number): string => SHADOWBROOK.spaces[space]!.name;
const has = (n: number): string => `you have ${n}`;

export function touchWhyNot(view: TouchView, seat: Seat): Unavailable[] {
  // The view has the table's shape; every rule read below reads only what this seat may see.
  const state = view as unknown as TouchState;
  const index = actingHero(state);
  if (index === null || heroAt(state, index).seat !== seat) return [];
  if (state.prompt) return state.prompt.kind === 'accuse' ? accusations(state) : [];
  if (topWindow(state)) return [];
  const fight = currentFight(state);
  if (fight) return [...moveOn(state, index, fight, view.log), ...fightEvents(state, index, fight)];
  if (state.phase !== 'turn' || state.tasks.length > 0 || state.turn.hero !== index) return [];
  if (state.turn.step !== 'actions') return [];
  return [
    ...moveOn(state, index, null, view.log),
    ...showdown(state, index),
    ...buyLair(state, index),
    ...townItem(state, index),
    ...look(state, index),
    ...heal(state, index),
  ];
}

/**
 * "The only thing that stops a Hero's movement is entering a space with a Minion": asked in
 * the Fight that stopped the Move; in the Actions (before any is taken) when the die's spaces ran out.
 */
function moveOn(state: TouchState, index: number, fight: FightState | null, log: readonly LogLine[]): Unavailable[] {
  const turn = state.turn;
  if (state.phase !== 'turn' || turn.hero !== index || turn.step !== 'actions') return [];
  const here = heroAt(state, index).space;
  const item = (reason: string): Unavailable[] => [{ label: WHY_NOT_LABELS.move, reason }];
  if (fight)
    return fight.hero === index && fight.rounds === 0 && fight.enemy.space === here && turn.entered.includes(here)
      ? item(
          `a Minion (${fight.enemy.name}) stands in ${spaceName(here)}, and entering a Minion’s space ends your Move: fight it first.`,
        )
      : [];
  if (turn.entered.length === 0 || turn.encountered || turn.used.length > 0) return [];
  // The movement die is public: the log's last "<Hero> rolls N to move." line of this turn.
  const name = heroDef(heroAt(state, index).hero).name;
  const rolled = [...log].reverse().find((l) => l.text.startsWith(`${name} rolls `) && l.text.endsWith(' to move.'));
  const die = Number(rolled?.text.match(/ rolls (\d+) to move\.$/)?.[1] ?? NaN);
  const allowed = Math.max(0, die + moveBonus(state, index));
  if (!Number.isFinite(die) || turn.entered.length < allowed) return [];
  return item(
    `you may move up to your movement roll (${die}${allowed === die ? '' : `, ${allowed} with your bonus`}), and you have moved all ${allowed} ${allowed === 1 ? 'space' : 'spaces'}: you move again next turn.`,
  );
}

/** "be at the Location listed on their Lair Card and, instead of Encountering the Space, pay the cost … listed on the Lair Card". */
function showdown(state: TouchState, index: number): Unavailable[] {
  const turn = state.turn;
  if (turn.used.includes('showdown')) return [];
  const card = usableLair(state, index);
  if (card === null || card < 0) return [];
  const lair = cardOf('lair', card);
  const hero = heroAt(state, index);
  const at = SHADOWBROOK.index.get(lair.location);
  const item = (reason: string): Unavailable[] => [{ label: WHY_NOT_LABELS.showdown, reason }];
  if (at !== hero.space)
    return item(
      `a Showdown starts only at the place on your Lair card, ${at === undefined ? lair.location : spaceName(at)}: go there and start it instead of Encountering that space.`,
    );
  if (turn.encountered)
    return item(
      'a Showdown takes the place of the Encounter, and you have already Encountered this space: it must wait for your next turn.',
    );
  if (hero.investigation < lair.cost)
    return item(`the Lair card asks ${lair.cost} Investigation to start the Showdown; ${has(hero.investigation)}.`);
  return [];
}

/** "pay the current Stage's Lair Cost"; allied Heroes share one Lair card. */
function buyLair(state: TouchState, index: number): Unavailable[] {
  if (state.turn.used.includes('lair')) return [];
  const hero = heroAt(state, index);
  const item = (reason: string): Unavailable[] => [{ label: WHY_NOT_LABELS.lair, reason }];
  if (!mayBuyLair(state, index)) {
    if (hero.lair !== null) return [];
    return item('allied Heroes share a single Lair card, and your side already holds it: any of you may use it.');
  }
  if (usableLair(state, index) !== null) return [];
  const lairs = state.decks.lair;
  if (lairs.draw.length + lairs.discard.length === 0) return item('the Lair deck has no cards left to buy.');
  const cost = lairCost(TOUCH_CONTENT.track, state.track);
  if (hero.investigation >= cost || hero.investigation === 0) return [];
  return item(`at this Stage of the Shadow Track a Lair card costs ${cost} Investigation; ${has(hero.investigation)}.`);
}

/** "Town Items … can be purchased by Heroes while at the Blacksmith space", after its Encounter. */
function townItem(state: TouchState, index: number): Unavailable[] {
  if (!atBlacksmith(state, index) || state.turn.used.includes('showdown')) return [];
  const hero = heroAt(state, index);
  const item = (reason: string): Unavailable[] => [{ label: WHY_NOT_LABELS.item, reason }];
  if (state.townItems.length === 0) return item('every Town Item has been sold: the Blacksmith’s Stack is empty.');
  if (!state.turn.encountered && needsEncounter(state, index))
    return item('the Blacksmith sells after you Encounter the space: Encounter it first, then buy.');
  if (!state.turn.encountered) return [];
  const cheapest = Math.min(...state.townItems.map((i) => TOUCH_CONTENT.townItems[i]!.cost));
  if (hero.investigation >= cheapest) return [];
  return item(`the cheapest Town Item in the Stack costs ${cheapest} Investigation; ${has(hero.investigation)}.`);
}

/** "Look at a Town Elder's Secrets": once a turn, for its cost in Investigation. */
function look(state: TouchState, index: number): Unavailable[] {
  if (lookable(state).length === 0) return [];
  const hero = heroAt(state, index);
  const item = (reason: string): Unavailable[] => [{ label: WHY_NOT_LABELS.look, reason }];
  if (state.turn.used.includes('look'))
    return item('each Action may be taken once a turn, and you have already Looked this turn.');
  const cost = lookCost(state.config, LOOK_COST);
  if (hero.investigation >= cost || hero.investigation === 0) return [];
  return item(`looking at a Town Elder’s Secrets costs ${cost} Investigation; ${has(hero.investigation)}.`);
}

/** "Heal Wounds: 3 Investigation each". */
function heal(state: TouchState, index: number): Unavailable[] {
  const hero = heroAt(state, index);
  if (hero.wounds === 0 || state.turn.used.includes('heal') || hero.investigation >= HEAL_COST) return [];
  // The Doctor's Office "heals cheaper than 3 per Wound" as part of its Encounter.
  const doctor = SHADOWBROOK.spaces[hero.space]!.id === 'doctors-office' && !state.turn.encountered;
  const cheaper = doctor ? ' Encountering the Doctor’s Office here heals for less.' : '';
  return [
    {
      label: WHY_NOT_LABELS.heal,
      reason: `healing costs ${HEAL_COST} Investigation for each Wound; ${has(hero.investigation)}.${cheaper}`,
    },
  ];
}

/**
 * Accusations: "a player chooses a Town Elder that they believe to be evil … Reveal the Secrets
 * of the Accused Town Elder": an Elder of the Showdown's Hunting Party, or one with no Secret
 * face down, cannot be accused (`accusable`).
 */
function accusations(state: TouchState): Unavailable[] {
  const open = new Set(accusable(state));
  const party = new Set(state.showdown?.party.map((p) => p.elder));
  return state.elders.flatMap((e, i): Unavailable[] => {
    if ((e.status !== 'town' && e.status !== 'dead') || open.has(i)) return [];
    const label = `Accuse ${elderDef(e.elder).name}`;
    if (party.has(i))
      return [{ label, reason: 'they ride in the Showdown’s Hunting Party: only Elders outside it may be accused.' }];
    return [
      {
        label,
        reason:
          e.secrets.length === 0
            ? 'they hold no Secret: an Accusation reveals an Elder’s face-down Secrets.'
            : 'their Secrets are already face up for all to see: an Accusation reveals face-down Secrets.',
      },
    ];
  });
}

const FIGHT_DICE = 'it is played on a Fight Round’s dice, once they are rolled';
const TEST_DICE = 'it is played on a Skill Test’s dice, once they are rolled';

/** Before a Fight Round only `any-time` Events (and, in a Showdown, healing) are played; a Fight's own come on its dice. */
function fightEvents(state: TouchState, index: number, fight: FightState): Unavailable[] {
  if (fight.hero !== index || fight.pending) return [];
  return eventItems(state, index, (timing) => {
    if (timing === 'fight') return `${FIGHT_DICE}: fight the round first.`;
    if (timing === 'test') return `${TEST_DICE}.`;
    if (timing === 'own-turn' && !fight.enemy.villain) return 'it is played in your own Actions, not during a Fight.';
    return null;
  });
}

function eventItems(
  state: TouchState,
  index: number,
  reasonFor: (timing: 'own-turn' | 'fight' | 'test' | 'any-time') => string | null,
): Unavailable[] {
  const seen = new Set<string>();
  const out: Unavailable[] = [];
  for (const card of handOf(state, index)) {
    if (card < 0) continue;
    const def = cardOf('event', card);
    const reason = reasonFor(def.timing);
    if (reason === null || seen.has(def.id)) continue;
    seen.add(def.id);
    out.push({ label: `Play ${def.name}`, reason });
  }
  return out;
}
