/**
 * Heroes and seats: Solo play as a Team of Heroes (one seat, one hand of Events), the Team
 * Game's uneven tables (one seat plays two Heroes), and the Villain "chosen or random".
 * Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { currentFight, startFight } from '../../../src/games/touch/fight';
import { knockOut } from '../../../src/games/touch/ko';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, logText, rig, stack, takeFromDeck } from './helpers';

const SOLO: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas'],
  mode: 'cooperative',
  players: 1,
};
const UNEVEN: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas', 'katarina'],
  mode: 'team',
  teamSize: 2,
  players: 3,
};
const config = (c: Partial<TouchConfig>): TouchConfig => ({ heroes: [], villain: 'vampire', basic: true, ...c });

describe('Solo as a Team of Heroes', () => {
  it('"As a Team of Heroes, you must choose how many characters to use": one seat plays every Hero', () => {
    expect(touch.seatCount(config(SOLO))).toBe(1);
    expect(touch.seatLabels(config(SOLO))).toEqual(['Karl and Inspector Cooke and Thomas']);
    expect(touch.seatTeams(config(SOLO))).toEqual([0]);
    const s = atTurnOf(1, SOLO);
    expect(s.heroes.map((h) => h.seat)).toEqual([0, 0, 0]);
    expect(touch.toAct(s)).toEqual([0]);
    expect(keys(s)).toContain('roll');
    s.phase = 'over';
    s.winner = 0;
    expect(touch.outcome(s)).toEqual([1]);
  });

  it('"When one of your Heroes draws an Event, simply add it to your collective hand of cards"', () => {
    const s = atTurnOf(2, SOLO);
    stack(s, 'event', ['found-a-clue']);
    s.tasks.push({ t: 'effects', hero: 2, effects: [{ op: 'draw', deck: 'event', count: 1, keep: 1 }] });
    run(s);
    expect(s.heroes[2]!.events).toEqual([]);
    expect(s.heroes[0]!.events).toHaveLength(1);
    // The one seat sees its whole hand; a spectator sees only how many cards it holds.
    expect(touch.view(s, 0).heroes[0]!.events).toEqual(s.heroes[0]!.events);
    expect(touch.view(s, 'spectator').heroes[0]!.events).toEqual([-1]);
  });

  it('"a single hand of Event cards that may be played on any of your Heroes": in its own turn and on its own dice', () => {
    // Thomas's turn: the collective hand (held with Karl) is offered to Thomas in his Actions.
    const s = act(rig(atTurnOf(2, SOLO), [2, 2]), 'roll', 'stop');
    const card = takeFromDeck(s, 'event', 'found-a-clue');
    s.heroes[0]!.events = [card];
    expect(keys(s)).toContain(`play:${card}`);
    const before = s.heroes[2]!.investigation;
    const after = act(s, `play:${card}`);
    expect(after.heroes[0]!.events).toEqual([]);
    expect(after.heroes[2]!.investigation).toBeGreaterThan(before);

    // A Fight Event on Thomas's dice: the window asks the seat once for each Hero, Thomas's turn with his Fight Event.
    const f = act(rig(atTurnOf(2, SOLO), [2, 2]), 'roll', 'stop');
    const dodge = takeFromDeck(f, 'event', 'dodge');
    f.heroes[0]!.events = [dodge];
    startFight(f, 2, { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 0, victory: [] });
    run(f);
    const rolled = act(rig(f, [1, 1, 1, 6, 6]), 'fight'); // Thomas rolls 3 dice, the Wolves 2
    expect(currentFight(rolled)).toBeNull(); // the round waits in the window
    expect(keys(rolled)).toContain(`play:${dodge}`); // Thomas is asked first: he is the First Player
    const dodged = act(rolled, `play:${dodge}`);
    expect(dodged.heroes[2]!.wounds).toBe(1);
  });

  it('"when playing with only 2 Heroes on your team, you may ignore the rule that the Villain automatically wins if all of the Heroes are ever KO\'d"', () => {
    const two = atTurnOf(0, { ...SOLO, heroes: ['karl', 'thomas'] });
    knockOut(two, 0, false);
    knockOut(two, 1, false);
    expect(two.phase).not.toBe('over');
    const three = atTurnOf(0, SOLO);
    for (const i of [0, 1, 2]) knockOut(three, i, false);
    expect(three.phase).toBe('over');
    expect(logText(three)).toContain("Every Hero is KO'd at once");
  });

  it('the other styles keep a Hero a seat, and Cooperative play has one seat or one each', () => {
    const setup = (c: Partial<TouchConfig>): TouchState => touch.setup(config(c), 1);
    expect(() => setup({ ...SOLO, players: 2 })).toThrow('one player plays them all as a Team of Heroes');
    expect(() => setup({ heroes: ['karl', 'thomas'], players: 1 })).toThrow('one player for each Hero');
    expect(() => setup({ ...SOLO, players: 0 })).toThrow('1 to 3 players');
  });
});

describe("the Team Game's uneven tables", () => {
  it('"the team with fewer players should use an extra Hero between them": the last player plays the extra Hero', () => {
    expect(touch.seatCount(config(UNEVEN))).toBe(3);
    expect(touch.seatLabels(config(UNEVEN))).toEqual(['Karl', 'Inspector Cooke', 'Thomas and Katarina']);
    expect(touch.seatTeams(config(UNEVEN))).toEqual([0, 0, 1]);
    const s = atTurnOf(3, UNEVEN);
    expect(s.heroes.map((h) => h.seat)).toEqual([0, 1, 2, 2]);
    expect(touch.toAct(s)).toEqual([2]); // Katarina's turn is her player's
    // Each Hero keeps its own hand (only a Solo Team of Heroes has a collective one); the player sees both.
    s.heroes[2]!.events = [takeFromDeck(s, 'event', 'dodge')];
    s.heroes[3]!.events = [takeFromDeck(s, 'event', 'lucky-shot')];
    expect(touch.view(s, 2).heroes[2]!.events).toEqual(s.heroes[2]!.events);
    expect(touch.view(s, 2).heroes[3]!.events).toEqual(s.heroes[3]!.events);
    expect(touch.view(s, 0).heroes[3]!.events).toEqual([-1]);
    s.phase = 'over';
    s.winner = 2;
    expect(touch.outcome(s)).toEqual([0, 0, 1]);
  });

  it('"If the number of players cannot be divided evenly by 2, 3, or 4": only then, and by one extra Hero', () => {
    const setup = (c: Partial<TouchConfig>): TouchState => touch.setup(config({ ...UNEVEN, ...c }), 1);
    const six = ['karl', 'inspector-cooke', 'thomas', 'katarina', 'heinrich-cartwright', 'anne-marie'];
    expect(() => setup({ heroes: six, teamSize: 3, players: 5 })).not.toThrow();
    expect(() => setup({ heroes: six, teamSize: 2, players: 5 })).not.toThrow();
    expect(() => setup({ heroes: six, players: 4 })).toThrow('only one extra Hero');
    const eight = [...six, 'victor-danforth', 'isabella-von-took'];
    expect(() => setup({ heroes: eight, teamSize: 4, players: 7 })).not.toThrow();
    expect(() => setup({ heroes: eight.slice(0, 7), players: 6, teamSize: 2 })).toThrow('can be divided evenly');
  });
});

describe('the Villain', () => {
  it('"randomly draw one of them to see what is terrorizing the town. Alternatively … choose": `random` draws from the seed', () => {
    const villains = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = touch.setup(config({ heroes: ['karl', 'thomas'], villain: 'random' }), seed);
      expect(['vampire', 'werewolf', 'scarecrow', 'spectral-horseman']).toContain(s.villain.villain);
      expect(touch.setup(config({ heroes: ['karl', 'thomas'], villain: 'random' }), seed).villain.villain).toBe(
        s.villain.villain,
      );
      villains.add(s.villain.villain);
    }
    expect(villains.size).toBe(4);
    expect(touch.setup(config({ heroes: ['karl', 'thomas'], villain: 'werewolf' }), 1).villain.villain).toBe(
      'werewolf',
    );
    expect(actor(touch.setup(config({ heroes: ['karl', 'thomas'], villain: 'random' }), 3))).toBeGreaterThanOrEqual(0);
  });
});
