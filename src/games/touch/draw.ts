/**
 * Drawing cards for a Hero: Events to the hand (or played at once, "Play Immediately"),
 * Mysteries resolved and read aloud, a Lair card kept secret ("A Hero may never have
 * more than one Lair Card at a time"), and Location cards Encountered.
 */
import { cardOf, discardCard, drawCard } from './cards';
import { gainCarried } from './carry';
import { elderDef, heroDef } from './content';
import type { CornerDeck, DeckName } from './content-types';
import type { Effect } from './effect-types';
import { startFight } from './fight';
import { modeOf, teamSeatMask } from './modes';
import { handOf } from './seats';
import { heroAt, logLine, type TouchState } from './state';
import { villainAbilityPassives } from './villain';
import { openWindow } from './window';

const CORNERS: readonly string[] = ['manor', 'windmill', 'olde-woods', 'abandoned-keep'];

export function drawFor(state: TouchState, hero: number, deck: DeckName, count: number, keep: number): void {
  const cards: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawCard(state, deck);
    if (card !== null) cards.push(card);
  }
  if (deck === 'event' && keep < cards.length) {
    state.prompt = { kind: 'keep', hero, deck, cards, keep };
    return;
  }
  // The stack runs the last pushed first: push in reverse so cards resolve in drawing order.
  for (const card of [...cards].reverse()) takeCard(state, hero, deck, card);
}

export function takeCard(state: TouchState, hero: number, deck: DeckName, card: number): void {
  if (deck === 'event') takeEvent(state, hero, card);
  else if (deck === 'mystery') drawMystery(state, hero, card);
  else if (deck === 'lair') takeLair(state, hero, card);
  else if (CORNERS.includes(deck)) encounterCard(state, hero, deck as CornerDeck, card);
  else discardCard(state, deck, card); // Secrets and Curses are never drawn by effects
}

/** "Unless marked as Play Immediately, Events are taken into a player's hand and kept secret." */
export function takeEvent(state: TouchState, index: number, card: number): void {
  const hero = heroAt(state, index);
  const def = cardOf('event', card);
  const name = heroDef(hero.hero).name;
  if (def.playImmediately) {
    logLine(state, `${name} draws ${def.name} and must play it at once: ${def.text}`);
    discardCard(state, 'event', card);
    state.tasks.push({ t: 'effects', hero: index, effects: def.effects });
    return;
  }
  // A Team of Heroes adds it "to your collective hand of cards".
  handOf(state, index).push(card);
  logLine(state, `${name} draws an Event card.`, hero.seat, {
    seats: [hero.seat],
    text: `${name} draws ${def.name}.`,
  });
}

function takeLair(state: TouchState, index: number, card: number): void {
  const hero = heroAt(state, index);
  const name = heroDef(hero.hero).name;
  const mask = teamSeatMask(state, index);
  logLine(state, `${name} takes a Lair card.`, hero.seat, {
    seats: state.heroes.flatMap((h) => (mask & (1 << h.seat) ? [h.seat] : [])),
    text: `${name} takes the Lair card ${cardOf('lair', card).name} (${cardOf('lair', card).location}).`,
  });
  if (hero.lair === null) {
    hero.lair = card;
    // Cooperative play: the group's one Lair card is placed "face up on the table where everyone can see it".
    hero.lairRevealed = modeOf(state.config) === 'cooperative';
    return;
  }
  // "If you already have a Lair Card and you get another, you must immediately choose one to keep"
  state.prompt = { kind: 'lair-keep', hero: index, cards: [hero.lair, card] };
  hero.lair = null;
}

/** The Villain's and Evil Elders' abilities "triggered whenever a copy of the Mystery card Murder is played". */
export function murderEffects(state: TouchState): Effect[][] {
  const evil = state.elders.filter((e) => e.status === 'evil').flatMap((e) => elderDef(e.elder).evil.passives);
  return [...villainAbilityPassives(state), ...evil].flatMap((p) =>
    p.op === 'trigger' && p.when === 'murder' ? [p.effects] : [],
  );
}

/**
 * "Mystery Cards are never secret and should always be read aloud to all players." The
 * card is read, then waits in an Event window: "Many times a card will allow you to
 * cancel another card as it is played", and "Mystery Cards may always be canceled".
 */
export function drawMystery(state: TouchState, hero: number, card: number): void {
  const def = cardOf('mystery', card);
  logLine(state, `Mystery: ${def.name}. ${def.text}`);
  state.tasks.push({ t: 'mystery-card', hero, card, cancelled: false });
  openWindow(state, 'mystery', null);
}

/** The drawn Mystery once its window has closed: "immediately discarded without further affect" if cancelled. */
export function resolveMystery(state: TouchState, hero: number, card: number, cancelled: boolean): void {
  const def = cardOf('mystery', card);
  if (cancelled) {
    discardCard(state, 'mystery', card);
    logLine(state, `${def.name} is cancelled.`);
    return;
  }
  if (def.remainsInPlay) state.inPlay.push(card);
  else discardCard(state, 'mystery', card);
  const lists = [def.effects ?? [], ...(def.murder ? murderEffects(state) : [])];
  for (const effects of lists.reverse()) if (effects.length) state.tasks.push({ t: 'effects', hero, effects });
}

/**
 * A Corner Location card: "If the card drawn is an Item or Ally … Place the card face up
 * by your Hero Character Sheet. If it is a Minion, you have been attacked! … If it is any
 * other card, follow the text printed on the card."
 */
export function encounterCard(state: TouchState, index: number, deck: CornerDeck, card: number): void {
  const def = cardOf(deck, card);
  logLine(state, `${heroDef(heroAt(state, index).hero).name} draws ${def.name}: ${def.text}`);
  if (def.kind === 'item' || def.kind === 'ally') {
    if (def.effects) state.tasks.push({ t: 'effects', hero: index, effects: def.effects });
    gainCarried(state, index, { deck, card });
    return;
  }
  if (def.kind === 'minion') {
    startFight(state, index, {
      name: def.name,
      fightDice: def.fightDice ?? 0,
      health: def.health ?? 1,
      fightWith: def.fightWith ?? 'combat',
      wounds: 0,
      victory: def.victory ?? [],
      card: { deck, card },
    });
    return;
  }
  discardCard(state, deck, card);
  if (def.effects) state.tasks.push({ t: 'effects', hero: index, effects: def.effects });
}
