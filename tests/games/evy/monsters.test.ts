/** "How to play — Monster phase", the FAQ's "Monsters' turn", "Boss monsters", "Ghosts" and Harder D. */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import type { EvyState } from '../../../src/games/evy/state';
import { act, adventureOf, at, configOf, drawMap, evyPhase, keys, rollDice, withHand } from './helpers';

const REACH_EXIT = [{ type: 'reach' as const, tile: 'exit' as const }];

function start(rows: string[], more: Parameters<typeof configOf>[1] = {}, rules = {}): EvyState {
  return evy.setup(configOf(adventureOf([drawMap('m', rows)], REACH_EXIT, { rules }), more), 1);
}

function events(state: EvyState, type: string): unknown[] {
  return evy.view(state, 0).lastMonsterPhase.filter((e) => e.type === type);
}

// Five monsters around Evy.
const SURROUNDED = ['.  .  M  M  E', ' .  M  @  M  .', '.  .  M  .  .'];

describe('Monster phase: attacks', () => {
  it('"Each attack costs one [MA]": five monsters next to Evy but three actions make three attacks', () => {
    const s = rollDice(start(SURROUNDED), 1, 2);
    expect(events(s, 'attack')).toHaveLength(3);
    expect(s.hp).toBe(2);
    expect(events(s, 'move')).toEqual([]);
    expect(s.phase).toBe('evy');
  });

  it('"you may also discard one of your cards in hand to prevent loss of HP": the player is asked at each attack', () => {
    let s = withHand(start(SURROUNDED), ['sword']);
    const sword = s.hand[0] as number;
    s = rollDice(s, 1, 1);
    expect(s.phase).toBe('hit');
    expect(keys(s)).toEqual([`discard:${sword}`, 'take-hit']);
    s = act(s, `discard:${sword}`);
    // The second attack finds no card in hand: an HP is lost without asking.
    expect(s.hp).toBe(4);
    expect(s.hand).toEqual([]);
    expect(s.discarded).toContain(sword);
    expect(evy.view(s, 0).lastMonsterPhase.filter((e) => e.type === 'attack')).toEqual([
      { type: 'attack', monster: 1, prevented: true },
      { type: 'attack', monster: 2, prevented: false },
    ]);
  });

  it('"If Evy is attacked when she doesn\'t have any more HP or cards in hand to sacrifice, you lose": at 0 HP a card must go; with none she loses', () => {
    let s = withHand(start(SURROUNDED), ['sword']);
    s.hp = 0;
    s = rollDice(s, 1, 1);
    expect(keys(s)).toEqual([`discard:${s.hand[0]}`]);
    s = act(s, keys(s)[0] as string);
    expect(s.phase).toBe('over');
    expect(s.result).toBe('lost');
    expect(evy.outcome(s)).toEqual([0]);
  });
});

describe('Monster phase: moving', () => {
  it('FAQ "Can a monster walk into a spawn pit? No. Neither Evy nor monsters": the pit blocks both', () => {
    // The only way between Evy and the monster is over the pit.
    // (The pit's own monster, next to Evy, attacks; the other can never reach her.)
    const s0 = start(['@  P  M', ' #  #  #']);
    expect(keys(evyPhase(s0))).not.toContain(`step:${at(1, 0)}`);
    const s = rollDice(s0, 3, 3);
    expect(events(s, 'attack')).toHaveLength(1);
    expect(events(s, 'move')).toEqual([]);
    expect(events(s, 'lost-actions')).toEqual([{ type: 'lost-actions', count: 5 }]);
  });

  it('"If a monster has two equal movement choices, you get to pick": two monsters as close as each other wanting the same tile ask which moves first', () => {
    const rows = ['.  M  M  .', ' .  .  .  .', '.  .  @  .'];
    let s = rollDice(start(rows), 1, 1);
    expect(s.phase).toBe('monster-choice');
    expect(keys(s)).toEqual([`choose-monster:${at(1, 0)}`, `choose-monster:${at(2, 0)}`]);
    s = act(s, `choose-monster:${at(2, 0)}`);
    // Monster 2 has two tiles one step closer: the player picks that too.
    expect(keys(s)).toEqual([`choose-tile:${at(2, 1)}`, `choose-tile:${at(1, 1)}`]);
    s = act(s, `choose-tile:${at(1, 1)}`);
    // Monster 1's only closer tile is taken now, and it may not step aside for nobody.
    expect(s.phase).toBe('evy');
    expect(events(s, 'move')).toHaveLength(1);
  });

  it('equally close monsters that do not compete for a tile move without a question (the order cannot matter)', () => {
    // Monsters on both sides of Evy, two steps away each, with nothing in common.
    const s = rollDice(start(['M  .  @  .  M']), 1, 1);
    expect(s.phase).toBe('evy');
    expect(events(s, 'move')).toHaveLength(2);
  });

  it('"Monsters may move to the side in order to make space": never just to move, and never further away', () => {
    // Monster 1 next to Evy with a free tile beside it, nobody behind it: it stays.
    const alone = rollDice(start(['#  #  .  .', ' #  #  M  .', '#  #  @  .']), 2, 2);
    expect(events(alone, 'move')).toEqual([]);
    // With monster 2 queued behind it and no other way in, monster 1 steps aside.
    const queued = rollDice(start(['#  #  M  .', ' #  #  M  .', '#  #  @  .']), 2, 2);
    const moves = events(queued, 'move') as { monster: number }[];
    expect(moves.map((m) => m.monster)).toEqual([2, 1]);
  });

  it('config ties "auto": the first monster and the first tile in the fixed order, no question asked', () => {
    const s = rollDice(start(['.  M  M  .', ' .  .  .  .', '.  .  @  .'], { ties: 'auto' }), 1, 1);
    expect(s.phase).toBe('evy');
    expect(events(s, 'move')).toEqual([
      { type: 'move', monster: 1, from: hexAt(1, 0), to: hexAt(1, 1), map: 0 },
      { type: 'move', monster: 2, from: hexAt(2, 0), to: hexAt(2, 1), map: 0 },
    ]);
  });

  it('"Monsters can\'t move away from Evy": a monster with no closer tile stays, and the unused action is lost', () => {
    const s = rollDice(start(['@  M  .  .']), 1, 1);
    expect(events(s, 'attack')).toHaveLength(1);
    expect(events(s, 'move')).toEqual([]);
    expect(events(s, 'lost-actions')).toEqual([{ type: 'lost-actions', count: 1 }]);
  });

  it('Harder D: "move first, then immediately attack with that monster if it\'s adjacent to Evy"', () => {
    const normal = rollDice(start(['@  .  M']), 1, 1);
    expect(events(normal, 'attack')).toEqual([]);
    const harder = rollDice(start(['@  .  M'], { difficulty: { harder: ['D'] } }), 1, 1);
    expect(evy.view(harder, 0).lastMonsterPhase.map((e) => e.type)).toEqual(['roll', 'move', 'attack']);
    expect(harder.hp).toBe(4);
  });
});

function hexAt(col: number, row: number): { q: number; r: number } {
  const [q, r] = at(col, row).split(',').map(Number) as [number, number];
  return { q, r };
}

describe('Spawning monsters', () => {
  it('"you put a new monster on any spawn pit which does not already have a monster on it", even with no actions left', () => {
    let s = start(['@  .  .  P']);
    expect(s.monsters).toHaveLength(1);
    s = rollDice(s, 1, 1);
    // The monster left the pit; a new one takes its place.
    expect(events(s, 'spawn')).toEqual([{ type: 'spawn', monster: 2, at: hexAt(3, 0), map: 0 }]);
  });

  it('FAQ "I\'ve used up all the monster tokens": 25 in all, the pits closest to Evy filled first, the rest wait', () => {
    const rows = [
      'M  M  M  M  M  M  M  M',
      ' M  M  M  M  M  M  M  M',
      'M  M  M  M  M  M  M  M',
      ' .  .  .  .  .  .  .  .',
      'P  .  .  P  .  P  .  @',
    ];
    let s = start(rows, { ties: 'auto' });
    // 24 placed, one token left for three pits: the one nearest Evy gets it.
    expect(s.monsters).toHaveLength(25);
    expect(evy.view(s, 0).tokensLeft).toBe(0);
    expect(evy.view(s, 0).monsters.some((m) => `${m.q},${m.r}` === at(5, 4))).toBe(true);
    s = evyPhase(s);
    // One monster defeated frees one token for the next spawn.
    s.monsters = s.monsters.filter((m) => m.id !== 1);
    s = act(s, 'end-turn');
    s = rollDice(s, 1, 1);
    expect(events(s, 'spawn')).toHaveLength(1);
    expect(evy.view(s, 0).tokensLeft).toBe(0);
  });
});

describe('Boss monsters', () => {
  it('"you use a six-sided dice … usually starts at 6": a boss pit gets the boss at 6; each attack lowers it by one', () => {
    let s = start(['@  B  .']);
    const boss = s.monsters[0];
    expect(boss).toMatchObject({ boss: true, hp: 6 });
    expect(evy.view(s, 0).monsters[0]).toMatchObject({ boss: true, health: 6 });
    s = act(evyPhase(s), `attack:${at(1, 0)}`);
    expect(s.monsters[0]?.hp).toBe(5);
  });

  it('Park: "When the boss moves from the center spawn pit it becomes a normal monster spawn pit"', () => {
    const s = rollDice(start(['@  .  .  B']), 1, 1);
    expect(events(s, 'move')).toHaveLength(1);
    expect(events(s, 'spawn')).toEqual([{ type: 'spawn', monster: 2, at: hexAt(3, 0), map: 0 }]);
    expect(s.monsters.find((m) => m.id === 2)?.boss).toBe(false);
  });

  it('Park: "You\'ve finished this adventure when the big boss monster is defeated"', () => {
    const adventure = adventureOf([drawMap('m', ['@  B  .'])], [{ type: 'defeat-boss' }]);
    let s = evyPhase(evy.setup(configOf(adventure), 1));
    s.monsters[0]!.hp = 1;
    s = act(s, `attack:${at(1, 0)}`);
    expect(s.result).toBe('won');
    expect(s.phase).toBe('over');
    expect(evy.outcome(s)).toEqual([1]);
  });
});

describe('Ghosts', () => {
  it('"they can move through walls and even attack Evy from within walls … Evy can attack them even if they are in the walls"', () => {
    let s = start(['@  #  M'], {}, { ghosts: true });
    s = rollDice(s, 1, 1);
    expect(events(s, 'move')).toEqual([{ type: 'move', monster: 1, from: hexAt(2, 0), to: hexAt(1, 0), map: 0 }]);
    expect(keys(s)).toContain(`attack:${at(1, 0)}`);
    s = act(s, 'end-turn');
    s = rollDice(s, 1, 1);
    expect(events(s, 'attack')).toHaveLength(1);
  });

  it('without the ghost rule the same monster cannot cross the wall', () => {
    const s = rollDice(start(['@  #  M']), 1, 1);
    expect(events(s, 'move')).toEqual([]);
  });
});

describe('Tower: "Monster actions are spent only on the map Evy is on"', () => {
  const tower = adventureOf([drawMap('floor 1', ['@  .  s1  .']), drawMap('floor 2', ['@  .  .  M  E'])], REACH_EXIT, {
    rules: { actionsOnEvyMapOnly: true },
  });

  it("monsters on another floor stay where they are; the stairs take Evy to the next floor's start", () => {
    let s = evy.setup(configOf(tower), 1);
    s = rollDice(s, 6, 6);
    expect(events(s, 'move')).toEqual([]);
    s = act(s, `step:${at(1, 0)}`);
    s = act(s, `step:${at(2, 0)}`);
    expect(s.map).toBe(1);
    expect(evy.view(s, 0).evy).toEqual(hexAt(0, 0));
    s = act(s, 'end-turn');
    s = rollDice(s, 1, 1);
    expect(events(s, 'move')).toHaveLength(1);
  });
});
