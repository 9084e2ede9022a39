/**
 * What A Touch of Evil declares to the conformance suite: a Competitive game against
 * every Villain on both chart sides (the Basic Game and the Advanced), two to four
 * Heroes, and one table of six (the most the game seats); and its secrets. A card
 * is marked by its number, which views print and which no public count can reach
 * (`cards.ts`).
 *
 * Hidden: each Hero's Event hand and Lair card (known to its seat; a Lair card turned
 * face up by a Showdown is public), the cards of a keep-one prompt (known to the seat
 * choosing), the face-down Secrets under each Elder (known to the seats that looked),
 * and the order of every draw pile (known to nobody).
 */
import type { Game, Secret, Seat, TestConfig } from '../../engine';
import type { TouchAction } from './actions';
import { DECKS } from './cards';
import { TOUCH_CONTENT } from './content';
import { MAX_HEROES } from './config-check';
import { teamSeatMask } from './modes';
import type { TouchConfig, TouchState } from './state';
import type { TouchView } from './view';

type TouchConformance = Pick<Game<TouchState, TouchAction, TouchConfig, TouchView>, 'testConfigs' | 'secrets'>;

const HEROES = TOUCH_CONTENT.heroes.map((h) => h.id);
const VILLAINS = TOUCH_CONTENT.villains.map((v) => v.id);

/** Each Villain with each chart side; the number of Heroes cycles through two, three and four. */
function villainConfigs(): TestConfig<TouchConfig>[] {
  return VILLAINS.flatMap((villain, v) =>
    [true, false].map((basic, b) => {
      const count = 2 + ((v * 2 + b) % 3);
      // A different run of Heroes for each config, so every Hero plays somewhere.
      const heroes = Array.from({ length: count }, (_, k) => HEROES[(v * 2 + b + k) % HEROES.length]!);
      return {
        label: `${villain}, ${basic ? 'basic' : 'advanced'}, ${count} heroes`,
        config: { heroes, villain, basic },
        playouts: 1,
      };
    }),
  );
}

/**
 * Every other style of play once, with the optional rules: the secrets that change with
 * the mode are a team's shared Lair card and Looks, and the Cooperative group's open Lair.
 */
function modeConfigs(): TestConfig<TouchConfig>[] {
  const plan = (label: string, config: TouchConfig): TestConfig<TouchConfig> => ({ label, config, playouts: 1 });
  return [
    plan('cooperative, werewolf, basic, 3 heroes, holding back the darkness', {
      heroes: HEROES.slice(2, 5),
      villain: 'werewolf',
      basic: true,
      mode: 'cooperative',
      options: { holdingBack: true },
    }),
    plan(`cooperative, vampire, basic, ${MAX_HEROES} heroes`, {
      heroes: HEROES.slice(0, MAX_HEROES),
      villain: 'vampire',
      basic: true,
      mode: 'cooperative',
    }),
    plan('cooperative, scarecrow, advanced, 4 heroes, growing darkness, endurance of evil, hunting for clues', {
      heroes: HEROES.slice(4, 8),
      villain: 'scarecrow',
      basic: false,
      mode: 'cooperative',
      options: { growingDarkness: true, enduranceOfEvil: true, huntingForClues: true },
    }),
    plan('team, spectral-horseman, advanced, two teams of 2', {
      heroes: HEROES.slice(0, 4),
      villain: 'spectral-horseman',
      basic: false,
      mode: 'team',
      teamSize: 2,
    }),
    plan('team, vampire, basic, two teams of 3', {
      heroes: HEROES.slice(1, 7),
      villain: 'vampire',
      basic: true,
      mode: 'team',
      teamSize: 3,
    }),
    plan('solo team of heroes, random villain, advanced, 3 heroes', {
      heroes: HEROES.slice(5, 8),
      villain: 'random',
      basic: false,
      mode: 'cooperative',
      players: 1,
    }),
    plan('team, werewolf, basic, 3 players in two teams of 2 (one plays the extra hero)', {
      heroes: HEROES.slice(3, 7),
      villain: 'werewolf',
      basic: true,
      mode: 'team',
      teamSize: 2,
      players: 3,
    }),
    plan('cooperative, spectral-horseman, advanced, 3 heroes, the advanced mystery phase and showdown charts', {
      heroes: HEROES.slice(0, 3),
      villain: 'spectral-horseman',
      basic: false,
      mode: 'cooperative',
      mysteryChart: 'advanced',
      options: { showdownChart: true },
    }),
    plan('lone hero, apocalypse, vampire, advanced', {
      heroes: ['anne-marie'],
      villain: 'vampire',
      basic: false,
      mode: 'lone-hero',
      level: 'apocalypse',
    }),
    plan('lone hero, master hunter, scarecrow, advanced', {
      heroes: ['thomas'],
      villain: 'scarecrow',
      basic: false,
      mode: 'lone-hero',
      level: 'master-hunter',
    }),
    plan('lone hero, normal, vampire, basic', { heroes: ['karl'], villain: 'vampire', basic: true, mode: 'lone-hero' }),
    plan('lone hero, hunter, werewolf, advanced', {
      heroes: ['katarina'],
      villain: 'werewolf',
      basic: false,
      mode: 'lone-hero',
      level: 'hunter',
    }),
  ];
}

export const TOUCH_CONFORMANCE: TouchConformance = {
  testConfigs: () => [
    ...villainConfigs(),
    {
      label: `vampire, advanced, ${MAX_HEROES} heroes, exchanging items`,
      config: { heroes: HEROES.slice(0, MAX_HEROES), villain: 'vampire', basic: false, options: { exchange: true } },
      playouts: 1,
    },
    ...modeConfigs(),
  ],
  secrets,
};

const mark = (card: number): string => String(card);

function secrets(state: TouchState): Secret[] {
  const out: Secret[] = [];
  state.heroes.forEach((hero, i) => {
    const place = `seat ${hero.seat}`;
    for (const card of hero.events) out.push({ kind: 'event hand', place, mark: mark(card), knownBy: [hero.seat] });
    if (hero.lair !== null && !hero.lairRevealed)
      out.push({ kind: 'lair card', place, mark: mark(hero.lair), knownBy: teamSeats(state, i) });
  });
  const prompt = state.prompt;
  if (prompt && (prompt.kind === 'keep' || prompt.kind === 'lair-keep')) {
    const seat = state.heroes[prompt.hero]!.seat;
    const knownBy = prompt.kind === 'keep' ? [seat] : teamSeats(state, prompt.hero);
    for (const card of prompt.cards)
      out.push({ kind: 'card to keep', place: `seat ${seat}`, mark: mark(card), knownBy });
  }
  state.elders.forEach((elder) =>
    elder.secrets.forEach((slot, position) => {
      if (slot.faceUp) return;
      const knownBy = state.heroes.flatMap((h): Seat[] => (slot.seenBy & (1 << h.seat) ? [h.seat] : []));
      out.push({ kind: 'elder secret', place: `${elder.elder} ${position}`, mark: mark(slot.card), knownBy });
    }),
  );
  for (const deck of DECKS)
    state.decks[deck].draw.forEach((card, slot) =>
      out.push({ kind: 'deck order', place: `${deck} ${slot}`, mark: mark(card), knownBy: [] }),
    );
  return out;
}

function teamSeats(state: TouchState, hero: number): Seat[] {
  const mask = teamSeatMask(state, hero);
  return state.heroes.flatMap((h): Seat[] => (mask & (1 << h.seat) ? [h.seat] : []));
}
