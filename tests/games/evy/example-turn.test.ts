/**
 * The book's "Example turn" played on an equivalent map, and its "Walls and ghosts"
 * example: walking distance decides which monster moves first and where.
 */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import { act, adventureOf, at, configOf, drawMap, keys, rollDice } from './helpers';

// Evy (@) with monster 1 next to her; monster 2 appears on the pit (P); the card c1
// lies beside both; the door D is her way out.
// prettier-ignore
const EXAMPLE = drawMap('example', [
  '.  .  .  .  P  .',
  ' .  .  #  M  .  .',
  '.  .  .  @  c1 .',
  ' .  .  D  .  .  .',
]);

describe('Example turn', () => {
  const adventure = adventureOf([EXAMPLE], [{ type: 'reach', tile: 'exit' }]);
  const start = evy.setup(configOf(adventure), 1);

  it('"Rolling dice … 2 and a 1": attack, the sideways move over the card, the other monster closes in, a new spawn', () => {
    expect(start.monsters.map((m) => m.id)).toEqual([1, 2]);
    const s = rollDice(start, 2, 1);
    const events = evy.view(s, 0).lastMonsterPhase;
    expect(events).toEqual([
      { type: 'roll', dice: [2, 1], actions: 3 },
      // "Monster 1 is next to Evy, so it attack her." (no card in hand: she loses an HP)
      { type: 'attack', monster: 1, prevented: false },
      // "It can move to the side … to make room for monster 2 … so monster 1 moves over the card."
      { type: 'move', monster: 1, from: hexOf(3, 1), to: hexOf(4, 2), map: 0 },
      // "Monster 2 can now move closer to Evy, so it does."
      { type: 'move', monster: 2, from: hexOf(4, 0), to: hexOf(3, 1), map: 0 },
      // "We have an empty spawn pit … so we place one there."
      { type: 'spawn', monster: 3, at: hexOf(4, 0), map: 0 },
    ]);
    expect(s.hp).toBe(4);
    expect(s.phase).toBe('evy');
  });

  it('"Evy takes her turn": she attacks monster 2 and walks over the door, which opens', () => {
    let s = rollDice(start, 2, 1);
    s = act(s, `attack:${at(3, 1)}`);
    expect(s.monsters.map((m) => m.id)).toEqual([1, 3]);
    expect(evy.view(s, 0).closedDoors).toHaveLength(1);
    s = act(s, `step:${at(2, 3)}`);
    expect(evy.view(s, 0).closedDoors).toEqual([]);
    expect(keys(s)).not.toContain(`attack:${at(3, 1)}`);
  });

  it('"Next monster turn" (5 and 3): no attack, the tie decided by the player, unused actions lost, a new spawn', () => {
    let s = rollDice(start, 2, 1);
    s = act(s, `attack:${at(3, 1)}`);
    s = act(s, `step:${at(2, 3)}`);
    s = act(s, 'end-turn');
    s = rollDice(s, 5, 3);
    // Monster 1 has two equal ways closer: "if you have equal choices, choose whichever way you want."
    expect(s.phase).toBe('monster-choice');
    expect(keys(s)).toEqual([`choose-tile:${at(3, 3)}`, `choose-tile:${at(3, 2)}`]);
    s = act(s, `choose-tile:${at(3, 2)}`);
    const events = evy.view(s, 0).lastMonsterPhase;
    expect(events.filter((e) => e.type === 'attack')).toEqual([]);
    expect(events.slice(1)).toEqual([
      { type: 'move', monster: 1, from: hexOf(4, 2), to: hexOf(3, 2), map: 0 },
      { type: 'move', monster: 3, from: hexOf(4, 0), to: hexOf(3, 1), map: 0 },
      // "We still have monster actions left, but no more monsters to move … lost."
      { type: 'lost-actions', count: 6 },
      { type: 'spawn', monster: 4, at: hexOf(4, 0), map: 0 },
    ]);
    expect(s.phase).toBe('evy');
  });
});

function hexOf(col: number, row: number): { q: number; r: number } {
  const [q, r] = at(col, row).split(',').map(Number) as [number, number];
  return { q, r };
}

describe('Walls and ghosts', () => {
  // Walls (#) between Evy and both monsters, each two hexes away as the crow flies: on foot
  // monster 1 is four steps away and monster 2 three, so monster 2 moves first, and to the
  // tile that is one step closer (not the one beside it that is no closer).
  // prettier-ignore
  const WALLS = drawMap('walls', [
    '.  .  .  .  .',
    ' .  M  #  .  .',
    '.  .  #  @  .',
    ' .  #  #  .  .',
    '.  .  M  .  .',
  ]);

  it('"you measure the walking distance around walls": the walking-closer monster moves first, to the tile that is closer on foot', () => {
    const s0 = evy.setup(configOf(adventureOf([WALLS], [{ type: 'reach', tile: 'start' }]), { ties: 'auto' }), 1);
    const s = rollDice(s0, 1, 1);
    const moves = evy.view(s, 0).lastMonsterPhase.filter((e) => e.type === 'move');
    // Monster 2 (bottom) first: with 2 actions both move, the nearer on foot leading.
    expect(moves.map((e) => (e.type === 'move' ? e.monster : 0))).toEqual([2, 1]);
    const m2 = moves[0];
    expect(m2?.type === 'move' && `${m2.to.q},${m2.to.r}`).toBe(at(3, 4));
  });

  it('"Unless the monster is a ghost": a ghost walks through the wall, straight at Evy', () => {
    const adventure = adventureOf([WALLS], [{ type: 'reach', tile: 'start' }], { rules: { ghosts: true } });
    const s0 = evy.setup(configOf(adventure, { ties: 'auto' }), 1);
    const s = rollDice(s0, 1, 1);
    const moves = evy.view(s, 0).lastMonsterPhase.filter((e) => e.type === 'move');
    // Through the walls monster 1 is two steps away like monster 2; it steps into the wall.
    const m1 = moves.find((e) => e.type === 'move' && e.monster === 1);
    expect(m1?.type === 'move' && `${m1.to.q},${m1.to.r}`).toBe(at(2, 1));
    expect(evy.view(s, 0).monsters.every((m) => m.ghost)).toBe(true);
  });
});
