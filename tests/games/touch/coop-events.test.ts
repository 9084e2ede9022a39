/**
 * Cooperative play: "You'll notice that many of the cards (especially Events) can be played
 * on any Hero, not just yourself", also before a Fight Round ("At the start of a Fight, as
 * well as before each subsequent Fight Round, players have the opportunity to play cards").
 * Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../../src/games/touch/cards';
import { currentFight, singleRoundFight, startFight } from '../../../src/games/touch/fight';
import { run } from '../../../src/games/touch/runner';
import type { FightEnemy, TouchConfig, TouchState } from '../../../src/games/touch/state';
import { topWindow } from '../../../src/games/touch/window';
import { act, actor, atTurnOf, instanceOf, keys, logText, rig, space, takeFromDeck } from './helpers';

const THREE = ['karl', 'inspector-cooke', 'thomas'];
const COOP: Partial<TouchConfig> = { heroes: THREE, mode: 'cooperative' };

/** Karl's Actions (seat 0, the First Player) with these hands, by Event id per seat. */
function table(hands: string[][], config: Partial<TouchConfig> = COOP): TouchState {
  const s = act(rig(atTurnOf(0, config), [2, 2]), 'roll', 'stop');
  hands.forEach((ids, seat) => (s.heroes[seat]!.events = ids.map((id) => takeFromDeck(s, 'event', id))));
  return s;
}

const plays = (s: TouchState): string[] => keys(s).filter((k) => k.startsWith('play:'));

const wolves: FightEnemy = { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 0, victory: [] };

/** Karl fighting Wolves, the rules run up to the first question. */
function fighting(hands: string[][], config: Partial<TouchConfig> = COOP): TouchState {
  const s = table(hands, config);
  startFight(s, 0, { ...wolves });
  run(s);
  return s;
}

/** The seats asked, all passing, while the window before a Fight Round stays open. */
function askedBeforeRound(state: TouchState): { seats: number[]; after: TouchState } {
  const seats: number[] = [];
  let s = state;
  while (topWindow(s)?.timing === 'round') {
    seats.push(actor(s));
    s = act(s, 'pass');
  }
  return { seats, after: s };
}

describe('Events played on any Hero', () => {
  it('"many of the cards (especially Events) can be played on any Hero, not just yourself": Found a Clue on an ally', () => {
    const s = table([['found-a-clue'], [], []]);
    const card = s.heroes[0]!.events[0]!;
    expect(plays(s)).toEqual([`play:${card}`, `play:${card}:inspector-cooke`, `play:${card}:thomas`]);
    const after = act(s, `play:${card}:thomas`);
    expect(after.heroes[2]!.investigation).toBe(s.heroes[2]!.investigation + 2);
    expect(after.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation);
    expect(after.heroes[0]!.events).toEqual([]);
    expect(logText(after)).toContain('Karl plays Found a Clue on Thomas');
  });

  it("only in Cooperative play: a Competitive or Team Game player's Events act on their own Hero", () => {
    for (const config of [{ heroes: THREE }, { heroes: [...THREE, 'katarina'], mode: 'team' as const, teamSize: 2 }]) {
      const s = table([['found-a-clue'], [], []], config);
      expect(plays(s)).toEqual([`play:${s.heroes[0]!.events[0]}`]);
    }
  });

  it('not on a KO\'d Hero ("does not participate in any element of the game"), and not the cards that are the player\'s own: "Your turn ends", a Peek, a cancel', () => {
    const s = table([['second-wind', 'rest-and-recover', 'keen-eye', 'holy-vigil'], [], []]);
    s.heroes[2]!.ko = true;
    const [wind, rest, peek, vigil] = s.heroes[0]!.events;
    expect(plays(s)).toEqual([
      `play:${wind}`,
      `play:${wind}:inspector-cooke`,
      `play:${rest}`,
      `play:${peek}`,
      `play:${vigil}`,
    ]);
  });

  it("on an ally's dice: \"if a player uses an Event Card to give their Hero +2 Combat, the Hero would then immediately roll an extra 2 Fight Dice\" — Cooke's Adrenaline on Karl's Fight Round", () => {
    const s = askedBeforeRound(fighting([[], ['adrenaline'], []])).after;
    // Karl: 1 1 1 1, re-rolls one (1); the Wolves: 1 1. Cooke's Adrenaline then rolls 6 6 for Karl.
    const rolled = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    expect(actor(rolled)).toBe(1);
    const card = rolled.heroes[1]!.events[0]!;
    expect(keys(rolled)).toEqual(['pass', `play:${card}:karl`]);
    const after = act(rig(rolled, [6, 6]), `play:${card}:karl`);
    expect(logText(after)).toContain('Karl rolls 1 1 1 1 6 6 (combat), Wolves rolls 1 1: 2 Hits on Wolves');
  });

  it('on an ally\'s Skill Test: "cards may always be used after the fact to add extra dice to a Skill Test, force dice to be re-rolled"', () => {
    const s = rig(table([[], [], ['inspiration']]), [1, 2, 1, 5]);
    s.tasks.push({
      t: 'effects',
      hero: 0,
      effects: [{ op: 'test', skills: ['cunning'], target: 5, success: [{ op: 'investigation', amount: 3 }] }],
    });
    run(s);
    const card = s.heroes[2]!.events[0]!;
    expect(keys(s)).toEqual(['pass', `play:${card}:karl`]);
    const after = act(s, `play:${card}:karl`);
    expect(after.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation + 3);
  });
});

describe('who is asked in Cooperative play', () => {
  /** The seats asked while the window on Karl's Fight Round dice stays open, all passing. */
  function asked(hands: string[][]): number[] {
    const s = askedBeforeRound(fighting(hands)).after;
    let at = act(rig(s, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    const seats: number[] = [];
    while (topWindow(at)?.timing === 'fight') {
      seats.push(actor(at));
      at = act(at, 'pass');
    }
    return seats;
  }

  it('"Event cards go into your hand and should be kept secret": an ally holding an Event for these dice is asked exactly as one holding none that fits', () => {
    expect(asked([[], ['adrenaline'], ['found-a-clue']])).toEqual([1, 2]);
    expect(asked([[], ['strength-of-will'], ['found-a-clue']])).toEqual([1, 2]);
  });
});

/**
 * No Event in the box is both `any-time` and made of effects on a Hero (the any-time ones
 * cancel or Peek), so these tests make one: Found a Clue played at any time.
 */
function withAnyTimeClue<T>(body: () => T): T {
  const def = cardOf('event', instanceOf('event', 'found-a-clue'));
  const timing = def.timing;
  def.timing = 'any-time';
  try {
    return body();
  } finally {
    def.timing = timing;
  }
}

describe('before a Fight Round in Cooperative play', () => {
  it('"At the start of a Fight, as well as before each subsequent Fight Round, players have the opportunity to play cards": the other seats holding Events are asked, play or pass, before the fighting Hero chooses; again before the next round', () => {
    const s = fighting([[], ['found-a-clue'], ['holy-vigil']]);
    expect(topWindow(s)).toMatchObject({ timing: 'round', hero: 0 });
    expect(keys(s)).toEqual(['pass']); // Cooke holds only an Event of his own Actions: asked all the same
    const first = askedBeforeRound(s);
    expect(first.seats).toEqual([1, 2]); // Karl is not asked: his Events are among his own choices
    expect(keys(first.after)[0]).toBe('fight');
    // Karl: 1 1 1 1, re-rolls one (1); the Wolves: 1 1. Nobody is hit; the dice's window is passed.
    let s2 = act(rig(first.after, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    while (topWindow(s2)?.timing === 'fight') s2 = act(s2, 'pass');
    expect(currentFight(s2)).toBeNull(); // the window before the second round is open
    const second = askedBeforeRound(s2);
    expect(second.seats).toEqual([1, 2]);
    expect(currentFight(second.after)?.rounds).toBe(1);
    expect(keys(second.after)).toContain('fight');
  });

  it('"can be played on any Hero, not just yourself": an ally plays an any-time Event on the fighting Hero before the round; then every holder is asked again', () => {
    withAnyTimeClue(() => {
      const s = fighting([[], ['found-a-clue'], ['holy-vigil']]);
      const card = s.heroes[1]!.events[0]!;
      expect(keys(s)).toEqual(['pass', `play:${card}`, `play:${card}:thomas`, `play:${card}:karl`]);
      const played = act(s, `play:${card}:karl`);
      expect(played.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation + 2);
      expect(logText(played)).toContain('Inspector Cooke plays Found a Clue on Karl');
      const { seats, after } = askedBeforeRound(played);
      expect(seats).toEqual([2]); // Cooke's hand is empty now; Thomas is asked again
      expect(keys(after)[0]).toBe('fight');
    });
  });

  it('"can be played on any Hero" in every window, and among the fighting Hero\'s own choices; not in Competitive play', () => {
    withAnyTimeClue(() => {
      const mine = fighting([['found-a-clue'], [], []]);
      const card = mine.heroes[0]!.events[0]!;
      expect(plays(mine)).toEqual([`play:${card}`, `play:${card}:inspector-cooke`, `play:${card}:thomas`]);
      const thomas = act(mine, `play:${card}:thomas`);
      expect(thomas.heroes[2]!.investigation).toBe(mine.heroes[2]!.investigation + 2);
      // In the window on Karl's dice, Thomas may play it on anyone standing.
      const rolled = act(
        rig(askedBeforeRound(fighting([[], [], ['found-a-clue']])).after, [1, 1, 1, 1, 1, 1, 1]),
        'fight',
      );
      const his = rolled.heroes[2]!.events[0]!;
      expect(keys(rolled)).toEqual(['pass', `play:${his}`, `play:${his}:karl`, `play:${his}:inspector-cooke`]);
      const competitive = fighting([['found-a-clue'], [], []], { heroes: THREE });
      expect(plays(competitive)).toEqual([`play:${competitive.heroes[0]!.events[0]}`]);
    });
  });

  it("\"You'll notice that many of the cards … can be played on any Hero\" is Cooperative play's: Competitive, the Team Game and a Team of Heroes' one hand open no window before a round", () => {
    const hands = [['found-a-clue'], ['holy-vigil'], ['found-a-clue']];
    const team = { heroes: [...THREE, 'katarina'], mode: 'team' as const, teamSize: 2 };
    for (const config of [{ heroes: THREE }, team, { ...COOP, players: 1 }]) {
      const s = fighting(hands, config);
      expect(topWindow(s), JSON.stringify(config)).toBeNull();
      expect(keys(s)[0]).toBe('fight');
    }
  });

  it('"a single Fight Round should be played out" when the Villain attacks: a round that rolls by itself opens no window before it', () => {
    const s = table([[], ['found-a-clue'], []]);
    s.tasks.push({ t: 'fight', fight: singleRoundFight(0, 'The Scarecrow', 3) });
    run(s);
    expect(topWindow(s)?.timing).toBe('fight'); // the window on its dice, already rolled
  });

  it('"The Fight continues … until … The enemy is defeated": a Fight won in its round has no next round to open a window before', () => {
    // Karl: 6 6 1 1, re-rolls one (1); the Wolves: 1 1.
    const s = askedBeforeRound(fighting([[], ['found-a-clue'], []])).after;
    let won = act(rig(s, [6, 6, 1, 1, 1, 1, 1]), 'fight');
    while (topWindow(won)) won = act(won, 'pass');
    expect(logText(won)).toContain('Karl defeats Wolves');
    expect(currentFight(won)).toBeNull();
    expect(won.tasks).toEqual([]);
  });
});

describe('between Showdown rounds in Cooperative play', () => {
  /** Karl alone in a Showdown with the Scarecrow (Cooke and Thomas cannot pay to join), 2 Wounds on him. */
  function showdown(cookeHolds: string[], config: Partial<TouchConfig> = {}): TouchState {
    const s = atTurnOf(0, { ...COOP, villain: 'scarecrow', ...config });
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 4;
    s.heroes[0]!.wounds = 2;
    s.heroes[1]!.events = cookeHolds.map((id) => takeFromDeck(s, 'event', id));
    let at = act(s, 'showdown');
    while (topWindow(at)?.timing === 'showdown') at = act(at, 'pass');
    return act(at, 'party:done');
  }

  it('"an opportunity between each Showdown Fight Round for the Hero to play cards that may not be used \'during a Fight Round\' (such as most Healing)", on any Hero: Cooke heals Karl between two rounds', () => {
    const s = showdown(['second-wind']);
    const card = s.heroes[1]!.events[0]!;
    expect(topWindow(s)).toMatchObject({ timing: 'round', hero: 0 });
    expect(keys(s)).toEqual(['pass', `play:${card}:karl`]);
    let s2 = act(s, 'pass', 'fight');
    while (topWindow(s2)?.timing === 'fight') s2 = act(s2, 'pass');
    expect(logText(s2)).toContain('0 on the Hero'); // this seed's first round leaves Karl's 2 Wounds
    expect(s2.heroes[0]!.wounds).toBe(2);
    expect(topWindow(s2)).toMatchObject({ timing: 'round', hero: 0 });
    const healed = act(s2, `play:${card}:karl`);
    expect(healed.heroes[0]!.wounds).toBe(0);
    expect(logText(healed)).toContain('Inspector Cooke plays Second Wind on Karl');
    expect(currentFight(healed)?.rounds).toBe(1); // the window closed with Cooke's hand empty: Karl chooses
    expect(keys(healed)).toContain('fight');
  });

  it('"each Hero present gets to take their Fight Round in order": in a Showdown fought together the window comes before each Hero\'s round, asking the others', () => {
    const s = atTurnOf(0, { ...COOP, villain: 'scarecrow' });
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 4;
    s.heroes[1]!.investigation = 4;
    s.heroes[0]!.events = [takeFromDeck(s, 'event', 'second-wind')];
    s.heroes[2]!.events = [takeFromDeck(s, 'event', 'second-wind')];
    let at = act(s, 'showdown');
    while (topWindow(at)?.timing === 'showdown') at = act(at, 'pass');
    at = act(at, 'join:yes', 'party:done');
    const [karls, thomass] = [at.heroes[0]!.events[0]!, at.heroes[2]!.events[0]!];
    expect(actor(at)).toBe(2); // before Karl's round: Thomas, not Karl, not Cooke (no Event)
    expect(keys(at)).toEqual(['pass', `play:${thomass}:karl`]);
    at = act(at, 'pass', 'fight');
    while (topWindow(at)?.timing === 'fight') at = act(at, 'pass');
    if (at.prompt?.kind === 'regroup') at = act(at, 'assign:done');
    expect(topWindow(at)).toMatchObject({ timing: 'round', hero: 1 });
    expect(actor(at)).toBe(0); // before Cooke's round: Karl first, then Thomas
    expect(keys(at)).toEqual(['pass', `play:${karls}:inspector-cooke`]);
    expect(askedBeforeRound(at).seats).toEqual([0, 2]);
  });

  it('the Advanced Showdown Chart: "At the start of each Showdown Fight Round after the first Round, roll 2D6": the roll and its window come first, then the window before the round', () => {
    const s = showdown(['second-wind'], { options: { showdownChart: true } });
    let at = act(s, 'pass', 'fight');
    while (topWindow(at)?.timing === 'fight') at = act(at, 'pass');
    expect(topWindow(at)?.timing).toBe('mystery'); // the chart's roll, which may be cancelled
    expect(logText(at)).toContain('The Showdown Chart:');
    at = act(at, 'pass');
    expect(topWindow(at)).toMatchObject({ timing: 'round', hero: 0 });
  });

  it('Fight Events wait for the dice: before the round an ally holding only Adrenaline is asked and may only pass', () => {
    const s = showdown(['adrenaline']);
    expect(actor(s)).toBe(1);
    expect(keys(s)).toEqual(['pass']);
  });
});
