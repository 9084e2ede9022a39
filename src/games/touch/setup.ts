/**
 * Setting up a Competitive game: the decks shuffled (the Basic Game without its eight
 * Secrets), the six Town Elders in Town with a face-down Secret each, the Villain, the
 * Heroes in the Town Hall with 2 Investigation ("Each Hero starts the game with 2
 * Investigation taken from the pool"), and a random First Player (the roll-off).
 */
import { createRng, nextInt, shuffleInPlace, type RngState } from '../../engine';
import { SHADOWBROOK, spaceNumber } from './board';
import { cardIds, cardOf, DECKS, newDeck, randomLocation } from './cards';
import { checkConfig, RANDOM_VILLAIN } from './config-check';
import { seatOfHero } from './seats';
import { TOUCH_CONTENT, heroDef } from './content';
import type { DeckName } from './content-types';
import { gainSecrets } from './elders';
import { run } from './runner';
import type { DeckState, HeroState, TouchConfig, TouchState } from './state';
import { beginTurn } from './turn';

export const STARTING_INVESTIGATION = 2;

function shuffledDeck(state: TouchState, deck: DeckName): DeckState {
  const all = cardIds(deck);
  // "Remove the following cards from the Secrets deck before the game begins" (Basic Game).
  const out = (card: number): boolean =>
    deck === 'secret' && state.config.basic && Boolean(cardOf('secret', card).advancedOnly);
  const pile = newDeck(
    shuffleInPlace(
      state.rng,
      all.filter((i) => !out(i)),
    ),
  );
  pile.removed = all.filter(out);
  return pile;
}

/** "The villain chosen or random": a random Villain is drawn first, from the game's own seed. */
function chooseVillain(config: TouchConfig, rng: RngState): string {
  if (config.villain !== RANDOM_VILLAIN) return config.villain;
  return TOUCH_CONTENT.villains[nextInt(rng, TOUCH_CONTENT.villains.length)]!.id;
}

export function setup(config: TouchConfig, seed: number): TouchState {
  checkConfig(config);
  const spaces = SHADOWBROOK.spaces.length;
  const rng = createRng(seed);
  const state: TouchState = {
    config: structuredClone(config),
    rng,
    phase: 'turn',
    round: 1,
    first: 0,
    heroes: [],
    turn: {
      hero: 0,
      step: 'roll',
      movesLeft: 0,
      start: 0,
      entered: [],
      encountered: false,
      used: [],
      over: false,
      freeEvent: false,
    },
    track: TOUCH_CONTENT.track.start,
    villain: { villain: chooseVillain(config, rng), wounds: 0, health: 0, combat: 0 },
    minions: [],
    clues: new Array<number>(spaces).fill(0),
    militia: new Array<number>(spaces).fill(0),
    decks: {} as TouchState['decks'],
    townItems: TOUCH_CONTENT.townItems.map((_, i) => i),
    elders: TOUCH_CONTENT.elders.map((e) => ({ elder: e.id, status: 'town', secrets: [], hunting: null, with: null })),
    inPlay: [],
    tasks: [],
    prompt: null,
    showdown: null,
    lastPeek: null,
    winner: null,
    log: [],
  };
  for (const deck of DECKS) state.decks[deck] = shuffledDeck(state, deck);
  // "Draw one Secrets Card for each Town Elder (without looking at or revealing it)"
  state.elders.forEach((_, i) => gainSecrets(state, i, 1));
  state.heroes = config.heroes.map((id, index): HeroState => {
    const start = heroDef(id).start === 'random' ? randomLocation(state) : null;
    return {
      hero: id,
      seat: seatOfHero(config, index),
      space: start === null ? SHADOWBROOK.townHall : spaceNumber(SHADOWBROOK, start),
      wounds: 0,
      investigation: STARTING_INVESTIGATION,
      upgrades: { spirit: 0, cunning: 0, combat: 0, honor: 0 },
      carried: [],
      events: [],
      lair: null,
      lairRevealed: false,
      ko: false,
      curse: null,
      transformation: 0,
    };
  });
  state.first = nextInt(state.rng, state.heroes.length);
  state.heroes.forEach((hero, i) => {
    for (const ability of heroDef(hero.hero).abilities)
      for (const p of ability.passives)
        if (p.op === 'trigger' && p.when === 'setup') state.tasks.push({ t: 'effects', hero: i, effects: p.effects });
  });
  beginTurn(state, state.first);
  run(state);
  return state;
}
