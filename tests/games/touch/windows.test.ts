/** Event windows: who is asked, in what order, and what Events do to the dice and cards they wait on. */
import { describe, expect, it } from 'vitest';
import { currentFight, startFight } from '../../../src/games/touch/fight';
import { run } from '../../../src/games/touch/runner';
import type { Effect } from '../../../src/games/touch/effect-types';
import type { FightEnemy, TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, instanceOf, keys, logText, rig, stack, takeFromDeck } from './helpers';

const THREE = { heroes: ['karl', 'inspector-cooke', 'thomas'] };
/** The Vampire's Basic chart side: a 5 is the Event Creeping Mist (the Shadow Track moves 1 step). */
const BASIC = { ...THREE, basic: true };
const creepingMist = (hands: string[][]): TouchState =>
  withEffects(rig(table(hands, BASIC), [5]), [{ op: 'minion-chart', at: 'here' }]);

const wolves: FightEnemy = { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 0, victory: [] };

/** Karl's Actions (seat 0, the First Player) with these hands, by Event id per seat. */
function table(hands: string[][], config: Partial<TouchConfig> = THREE): TouchState {
  const s = act(rig(atTurnOf(0, config), [2, 2]), 'roll', 'stop');
  hands.forEach((ids, seat) => (s.heroes[seat]!.events = ids.map((id) => takeFromDeck(s, 'event', id))));
  return s;
}

function fightingWolves(hands: string[][], rolls: number[]): TouchState {
  const s = table(hands);
  startFight(s, 0, { ...wolves });
  run(s);
  return rig(s, rolls);
}

function withEffects(s: TouchState, effects: Effect[]): TouchState {
  s.tasks.push({ t: 'effects', hero: 0, effects });
  run(s);
  return s;
}

/** Every seat asked while Event windows stay open, all passing, in order. */
function askedWhilePassing(state: TouchState): number[] {
  const asked: number[] = [];
  let s = state;
  while (keys(s).includes('pass')) {
    asked.push(actor(s));
    s = act(s, 'pass');
  }
  return asked;
}

describe('who an Event window asks', () => {
  it('"Event cards go into your hand and should be kept secret": the seats asked are the same whatever the cards held (a Fight Round, a Mystery, a Skill Test, a Minion Chart Event, an Elder about to be killed)', () => {
    const playable = [['adrenaline'], ['holy-vigil'], []];
    const useless = [['found-a-clue'], ['strength-of-will'], []];
    const asked = (hands: string[][]) => [
      askedWhilePassing(act(fightingWolves(hands, [1, 1, 1, 1, 1, 1, 1]), 'fight')),
      askedWhilePassing(withEffects(table(hands), [{ op: 'draw', deck: 'mystery' }])),
      askedWhilePassing(withEffects(table(hands), [{ op: 'test', skills: ['cunning'], target: 4, success: [] }])),
      askedWhilePassing(creepingMist(hands)),
      askedWhilePassing(withEffects(table(hands), [{ op: 'kill-elder', elder: 'random' }])),
    ];
    expect(asked(playable)).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(asked([['dodge'], ['narrow-escape'], []])).toEqual(asked(useless));
    expect(asked(useless)).toEqual(asked(playable));
    // A seat with no Event is never asked; one holding only cards of other timings is, and may only pass.
    const s = act(fightingWolves(useless, [1, 1, 1, 1, 1, 1, 1]), 'fight');
    expect(keys(s)).toEqual(['pass']);
  });

  it('"priority always goes to the players based on the current turn order (starting with the First Player": after a play, the First Player is asked again', () => {
    const s = withEffects(table([['found-a-clue'], ['gossip-and-rumors'], ['found-a-clue']]), [
      { op: 'draw', deck: 'mystery' },
    ]);
    expect(actor(s)).toBe(0);
    const played = act(s, 'pass', `play:${s.heroes[1]!.events[0]}`);
    expect(played.prompt?.kind).toBe('peek'); // Seat 1 plays out of turn, in Karl's turn
    const peeked = act(played, 'peek:lord-hanbrook', 'replace:none');
    expect(askedWhilePassing(peeked)).toEqual([0, 2]);
  });

  it('"The player of a KO\'d Hero MAY, however, still play Event Cards as normal"', () => {
    const s = table([[], ['holy-vigil'], []]);
    s.heroes[1]!.ko = true;
    stack(s, 'mystery', ['murder']);
    withEffects(s, [{ op: 'draw', deck: 'mystery' }]);
    expect(actor(s)).toBe(1);
    const after = act(s, `play:${s.heroes[1]!.events[0]}`);
    expect(after.track).toBe(20);
  });
});

describe('Events on the dice of a Fight Round', () => {
  it('"if a player uses an Event Card to give their Hero +2 Combat, the Hero would then immediately roll an extra 2 Fight Dice"', () => {
    // Karl: 1 1 1 1, re-rolls one (1); the Wolves: 1 1. Adrenaline then rolls 6 6.
    const s = act(fightingWolves([['adrenaline'], [], []], [1, 1, 1, 1, 1, 1, 1]), 'fight');
    expect(currentFight(s)).toBeNull(); // the round waits in the window
    const after = act(rig(s, [6, 6]), `play:${s.heroes[0]!.events[0]}`);
    expect(logText(after)).toContain('Karl rolls 1 1 1 1 6 6 (combat), Wolves rolls 1 1: 2 Hits on Wolves');
    expect(logText(after)).toContain('Karl defeats Wolves');
  });

  it('"cards may always be used after the fact to … force dice to be re-rolled": Lucky Shot re-rolls failures after seeing them', () => {
    // Karl: 5 1 2 3, re-rolls the 1 (to 1); the Wolves: 1 1. Lucky Shot re-rolls the two lowest failures: 6 6.
    const s = act(fightingWolves([['lucky-shot'], [], []], [5, 1, 2, 3, 1, 1, 1]), 'fight');
    const after = act(rig(s, [6, 6]), `play:${s.heroes[0]!.events[0]}`);
    expect(logText(after)).toContain('Karl rolls 5 6 6 3 (combat), Wolves rolls 1 1: 3 Hits on Wolves');
  });

  it('Dodge: "Play before results are applied: prevent 1 Wound"', () => {
    // Karl: 1 1 1 1, re-roll 1; the Wolves: 6 6
    const s = act(fightingWolves([['dodge'], [], []], [1, 1, 1, 1, 1, 6, 6]), 'fight');
    const after = act(s, `play:${s.heroes[0]!.events[0]}`);
    expect(after.heroes[0]!.wounds).toBe(1);
  });

  it('another seat may not play a Fight Event on dice that are not its Hero’s; Events of the Fight are not offered before the round', () => {
    const s = fightingWolves([['found-a-clue'], ['adrenaline'], []], [1, 1, 1, 1, 1, 1, 1]);
    expect(keys(s)).toEqual(['fight']);
    const rolled = act(s, 'fight', 'pass');
    expect(keys(rolled)).toEqual(['pass']);
  });
});

describe('Events on other cards and dice', () => {
  it('"Play after a Skill Test\'s roll: re-roll up to 2 dice": a failed Test can still succeed', () => {
    const test: Effect = {
      op: 'test',
      skills: ['cunning'],
      target: 5,
      success: [{ op: 'investigation', amount: 3 }],
    };
    // Karl (Cunning 2): 1 2; Inspiration re-rolls both: 1 5
    const s = withEffects(rig(table([['inspiration'], [], []]), [1, 2, 1, 5]), [test]);
    expect(s.heroes[0]!.investigation).toBe(2);
    const after = act(s, `play:${s.heroes[0]!.events[0]}`);
    expect(after.heroes[0]!.investigation).toBe(5);
    expect(logText(after)).toContain('Test: 1 5 (1 success(es))');
  });

  it('"Cancel a Mystery card as it is drawn": "When a Card is Canceled, it is immediately discarded without further affect"', () => {
    const s = table([[], ['ward-of-protection'], []]);
    stack(s, 'mystery', ['murder']);
    withEffects(s, [{ op: 'draw', deck: 'mystery' }]);
    const after = act(s, `play:${s.heroes[1]!.events[0]}`);
    expect(after.track).toBe(20);
    expect(after.decks.mystery.discard).toContain(instanceOf('mystery', 'murder'));
    expect(after.decks.event.removed).toContain(instanceOf('event', 'ward-of-protection')); // "Remove this card from the game"
    const uncancelled = table([[], ['found-a-clue'], []]);
    stack(uncancelled, 'mystery', ['murder']);
    expect(act(withEffects(uncancelled, [{ op: 'draw', deck: 'mystery' }]), 'pass').track).toBe(19);
  });
});

describe('Events on a Minion Chart Event', () => {
  it('"These Minion Chart Events MAY be canceled by anything that cancels an Event": a cancel played as it is rolled', () => {
    const s = creepingMist([[], ['ward-of-protection'], []]);
    expect(logText(s)).toContain('Creeping Mist: A cold mist');
    expect(s.track).toBe(20); // the Event waits in its window
    const cancelled = act(s, `play:${s.heroes[1]!.events[0]}`);
    expect(cancelled.track).toBe(20);
    expect(logText(cancelled)).toContain('Creeping Mist is cancelled.');
    expect(cancelled.decks.event.removed).toContain(s.heroes[1]!.events[0]);
  });

  it('"not all results on the chart are actually Minions. Many times a result will instead be a special Event": the Event happens once every holder has passed; a Minion opens no window', () => {
    const s = creepingMist([['holy-vigil'], [], ['found-a-clue']]);
    expect(askedWhilePassing(s)).toEqual([0, 2]);
    expect(act(s, 'pass', 'pass').track).toBe(19);
    const bats = withEffects(rig(table([['holy-vigil'], [], []], BASIC), [1]), [{ op: 'minion-chart', at: 'here' }]);
    expect(keys(bats)).not.toContain('pass');
    expect(bats.minions.some((m) => m.minion === 'bats')).toBe(true);
  });
});
