/** "List of cards", each card's edge cases, and the FAQ's "Cards" answers. */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import type { EvyState } from '../../../src/games/evy/state';
import type { EvyCardId } from '../../../src/games/evy/types';
import { act, adventureOf, at, configOf, drawMap, evyPhase, keys, withCardUnder, withHand } from './helpers';

function table(rows: string[], hand: EvyCardId[], config: Parameters<typeof configOf>[1] = {}): EvyState {
  const adventure = adventureOf([drawMap('m', rows)], [{ type: 'reach', tile: 'exit' }]);
  return evyPhase(withHand(evy.setup(configOf(adventure, config), 1), hand));
}

const cardKeys = (s: EvyState, prefix: string): string[] => keys(s).filter((k) => k.startsWith(prefix));
const where = (s: EvyState): string => {
  const v = evy.view(s, 0);
  return `${v.evy.q},${v.evy.r}`;
};

describe('Movement cards', () => {
  it('Bicycle: "move 3 tiles, no more, no less"; "If there is a monster in the direction within 3 tiles distance, you cannot use the bicycle"', () => {
    const free = table(['@  .  .  .  M  E'], ['bicycle']);
    const bike = free.hand[0] as number;
    expect(cardKeys(free, 'move:')).toEqual([`move:${bike}:E`]);
    const rode = act(free, `move:${bike}:E`);
    expect(where(rode)).toBe(at(3, 0));
    expect(rode.movesLeft).toBe(1);
    expect(rode.uses[bike]).toBe(2);
    expect(cardKeys(table(['@  .  .  M  .  E'], ['bicycle']), 'move:')).toEqual([]);
    // Fewer than three tiles (a wall) in the way: no ride either.
    expect(cardKeys(table(['@  .  #  .  .  E'], ['bicycle']), 'move:')).toEqual([]);
  });

  it('Sneakers: "run 2 tiles, no more, no less … If there\'s a monster in the direction within 2 tiles distance, you cannot run"', () => {
    const s = table(['@  .  .  M  E'], ['sneakers']);
    const shoes = s.hand[0] as number;
    expect(cardKeys(s, 'move:')).toEqual([`move:${shoes}:E`]);
    expect(where(act(s, `move:${shoes}:E`))).toBe(at(2, 0));
    expect(cardKeys(table(['@  .  M  .  E'], ['sneakers']), 'move:')).toEqual([]);
  });

  it('FAQ "Can I take multiple cards in a single turn? … the card for each step you pass": a ride offers each card tile on the way, in order', () => {
    let s = table(['@  c1  c2  .  E'], ['sneakers']);
    s = act(s, `move:${s.hand[0]}:E`);
    expect(s.phase).toBe('card');
    expect(s.offers).toEqual([1, 2]);
    // "You must turn over and handle any cards you take before making your second move."
    expect(keys(s)).toEqual(['flip:1', 'pass:1']);
    s = act(s, 'pass:1');
    expect(keys(s)).toEqual(['flip:2', 'pass:2']);
    s = act(s, 'flip:2');
    expect(s.phase).toBe('evy');
  });

  it('Pogo Stick: over one monster next to Evy, or two in a line; "If there is a monster on the tile where you would land, you cannot use the Pogo Stick"', () => {
    const one = table(['@  M  .  .  E'], ['pogo-stick']);
    const pogo = one.hand[0] as number;
    expect(cardKeys(one, 'move:')).toEqual([`move:${pogo}:E`]);
    expect(where(act(one, `move:${pogo}:E`))).toBe(at(2, 0));
    const two = table(['@  M  M  .  E'], ['pogo-stick']);
    expect(where(act(two, `move:${two.hand[0]}:E`))).toBe(at(3, 0));
    expect(cardKeys(table(['@  M  M  M  E'], ['pogo-stick']), 'move:')).toEqual([]);
    // Nothing to jump over: no jump.
    expect(cardKeys(table(['@  .  M  .  E'], ['pogo-stick']), 'move:')).toEqual([]);
  });

  it('FAQ: "Exceptions are if you jump over a step, for instance using the Pogo Stick": no card from the jumped tile, only where Evy lands', () => {
    let s = table(['@  c1  c2  .  E'], ['pogo-stick']);
    // A monster stands on card tile 1 (monsters may cross card tiles).
    s.monsters.push({ id: 99, map: 0, cell: s.evy + 1, hp: 1, boss: false });
    s = act(s, `move:${s.hand[0]}:E`);
    expect(s.offers).toEqual([2]);
  });

  it('Mountain Boots: stomp a monster next to Evy and step onto its tile, using a move, not the attack', () => {
    let s = table(['@  M  .  E'], ['mountain-boots']);
    const boots = s.hand[0] as number;
    expect(cardKeys(s, 'boots:')).toEqual([`boots:${boots}:${at(1, 0)}`]);
    s = act(s, `boots:${boots}:${at(1, 0)}`);
    expect(s.monsters).toEqual([]);
    expect(where(s)).toBe(at(1, 0));
    expect(s.movesLeft).toBe(1);
    expect(s.attackLeft).toBe(true);
  });

  it('FAQ "Mountain Boots vs. Boss monsters": a single attack, no move, unless the kick defeats the boss', () => {
    let s = table(['@  B  .  E'], ['mountain-boots']);
    const boots = s.hand[0] as number;
    s = act(s, `boots:${boots}:${at(1, 0)}`);
    expect(s.monsters[0]?.hp).toBe(5);
    expect(where(s)).toBe(at(0, 0));
    s.monsters[0]!.hp = 1;
    s = act(s, `boots:${boots}:${at(1, 0)}`);
    expect(s.monsters).toEqual([]);
    // The boss stood on its pit, and nobody walks onto a pit: Evy stays.
    expect(where(s)).toBe(at(0, 0));
  });
});

describe('Riding and stomping over special tiles', () => {
  it('"When Evy moves over a door, the door is opened": a ride opens the doors and takes the items it passes', () => {
    let s = table(['@  D  i:key  .  E'], ['bicycle']);
    s = act(s, `move:${s.hand[0]}:E`);
    expect(evy.view(s, 0).closedDoors).toEqual([]);
    expect(s.collected).toEqual(['key']);
  });

  it('Mountain Boots onto a card tile: the card there is offered', () => {
    let s = table(['@  c1  .  E'], ['mountain-boots']);
    s.monsters.push({ id: 99, map: 0, cell: s.evy + 1, hp: 1, boss: false });
    s = act(s, `boots:${s.hand[0]}:${at(1, 0)}`);
    expect(s.phase).toBe('card');
    expect(s.offers).toEqual([1]);
  });
});

describe('Weapon cards', () => {
  it('Crossbow: "all monsters up to 3 tiles away … in the same direction"; "if one monster is missing, you may not attack a monster 4 or more tiles away"', () => {
    let s = table(['@  .  M  M  M  E'], ['crossbow']);
    const bow = s.hand[0] as number;
    expect(cardKeys(s, 'weapon:')).toEqual([`weapon:${bow}:E`]);
    s = act(s, `weapon:${bow}:E`);
    expect(s.monsters.map((m) => m.id)).toEqual([3]);
    expect(s.attackLeft).toBe(false);
    expect(cardKeys(table(['@  .  .  .  M  E'], ['crossbow']), 'weapon:')).toEqual([]);
  });

  it('Crossbow and Sword: a wall stops the shot (our ruling)', () => {
    expect(cardKeys(table(['@  #  M  E'], ['crossbow']), 'weapon:')).toEqual([]);
  });

  it('Ghosts: the shot hits a ghost standing in the wall, and stops there', () => {
    const adventure = adventureOf([drawMap('m', ['@  #  M  E'])], [{ type: 'reach', tile: 'exit' }], {
      rules: { ghosts: true },
    });
    let s = evyPhase(withHand(evy.setup(configOf(adventure), 1), ['crossbow']));
    s.monsters.push({ id: 99, map: 0, cell: s.evy + 1, hp: 1, boss: false });
    s = act(s, `weapon:${s.hand[0]}:E`);
    expect(s.monsters.map((m) => m.id)).toEqual([1]);
  });

  it('Sword: "all monsters up to 2 tiles away"; used 4 times, then discarded', () => {
    let s = table(['@  M  M  E'], ['sword']);
    const sword = s.hand[0] as number;
    expect(s.uses[sword]).toBe(4);
    s = act(s, `weapon:${sword}:E`);
    expect(s.monsters).toEqual([]);
    s.uses[sword] = 1;
    s.monsters.push({ id: 50, map: 0, cell: s.evy + 1, hp: 1, boss: false });
    s.attackLeft = true;
    s = act(s, `weapon:${sword}:E`);
    // "When you use up all card usages, discard the card."
    expect(s.hand).toEqual([]);
    expect(s.discarded).toContain(sword);
  });

  it('Baseball Bat: "2 monsters that are both on a tile next to … Evy and on tiles next to each other"', () => {
    // Around Evy: monsters to the E and SE (neighbours of each other) and to the W (alone).
    const s = table(['.  .  .  .  E', ' .  M  @  M  .', '.  .  .  M  .'], ['baseball-bat']);
    const bat = s.hand[0] as number;
    expect(cardKeys(s, 'weapon:')).toEqual([`weapon:${bat}:${at(3, 1)}+${at(3, 2)}`]);
    const after = act(s, `weapon:${bat}:${at(3, 1)}+${at(3, 2)}`);
    expect(after.monsters).toHaveLength(1);
  });

  it('Chainsaw: "Attack 3 monsters that are on a tile next to … Evy … do not have to be next to each other"', () => {
    const three = table(['.  .  M  .  E', ' .  M  @  M  .', '.  .  .  .  .'], ['chainsaw']);
    expect(cardKeys(three, 'weapon:')).toHaveLength(1);
    expect(act(three, cardKeys(three, 'weapon:')[0] as string).monsters).toEqual([]);
    const four = table(['.  .  M  .  E', ' .  M  @  M  .', '.  .  M  .  .'], ['chainsaw']);
    // Four around her: any three of them.
    expect(cardKeys(four, 'weapon:')).toHaveLength(4);
  });
});

describe('Skill cards', () => {
  it('"Using a skill card does not count as one of your actions": First Aid Kit heals 3, capped at 10', () => {
    let s = table(['@  .  E'], ['first-aid-kit']);
    s.hp = 9;
    s = act(s, `skill:${s.hand[0]}`);
    expect(s.hp).toBe(10);
    expect(s.movesLeft).toBe(2);
    expect(s.attackLeft).toBe(true);
    expect(s.hand).toEqual([]);
  });

  it('Easier A: "Don\'t stop increasing health at 10"', () => {
    let s = table(['@  .  E'], ['first-aid-kit'], { difficulty: { easier: ['A'] } });
    s.hp = 9;
    s = act(s, `skill:${s.hand[0]}`);
    expect(s.hp).toBe(12);
  });

  it('Freeze Ray: "skip the monster phase entirely and … do a second complete Evy turn immediately"', () => {
    let s = table(['@  .  .  .  P'], ['freeze-ray']);
    s = act(s, `skill:${s.hand[0]}`);
    s.lastMonsterPhase = [{ type: 'lost-actions', count: 1 }];
    s = act(s, 'end-turn');
    expect(s.phase).toBe('evy');
    expect(evy.view(s, 0).lastMonsterPhase).toEqual([]);
    expect(s.movesLeft).toBe(2);
    expect(s.attackLeft).toBe(true);
    s = act(s, 'end-turn');
    expect(s.phase).toBe('monster');
  });

  it('Hypnotize: any monster on the map attacks "up to three different monsters next to it"', () => {
    // Monster at the centre (far from Evy) with three neighbours.
    const s = table(['@  .  .  .  .  .', ' .  .  .  M  M  .', '.  .  .  M  M  E'], ['hypnotize']);
    const hyp = s.hand[0] as number;
    const centre = at(3, 1);
    const options = cardKeys(s, `skill:${hyp}:${centre}>`);
    expect(options).toHaveLength(1);
    const after = act(s, options[0] as string);
    expect(evy.view(after, 0).monsters.map((m) => `${m.q},${m.r}`)).toEqual([centre]);
  });

  it('Hypnotize with four monsters next to the hypnotized one: any three of them', () => {
    const s = table(['@  .  .  M  M  .', ' .  .  M  M  M  .', '.  .  .  .  .  E'], ['hypnotize']);
    expect(cardKeys(s, `skill:${s.hand[0]}:${at(3, 1)}>`)).toHaveLength(4);
  });

  it('Scream: "You start by moving away the furthest monster, then ever closer": the far one makes room for the near one', () => {
    let s = table(['@  .  M  M  .  E'], ['scream']);
    s = act(s, `skill:${s.hand[0]}`);
    expect(evy.view(s, 0).monsters.map((m) => `${m.q},${m.r}`)).toEqual([at(3, 0), at(4, 0)]);
  });

  it('Ice Cube: in place of a tracker cube (one more use) or of a health point', () => {
    const s = table(['@  .  E'], ['ice-cube', 'sword']);
    const [ice, sword] = s.hand as [number, number];
    expect(cardKeys(s, `skill:${ice}`)).toEqual([`skill:${ice}:hp`, `skill:${ice}:track:${sword}`]);
    const tracked = act(s, `skill:${ice}:track:${sword}`);
    expect(tracked.uses[sword]).toBe(5);
    s.hp = 3;
    expect(act(s, `skill:${ice}:hp`).hp).toBe(4);
  });
});

describe('Turning cards over', () => {
  const ROW = ['@  c1  c2  .  E'];

  it('"If it\'s a health card, you gain the HP and discard the card immediately" (never over 10)', () => {
    let s = withCardUnder(table(ROW, []), 1, 'lunch-box');
    s.hp = 9;
    s = act(s, `step:${at(1, 0)}`);
    s = act(s, 'flip:1');
    expect(s.hp).toBe(10);
    expect(s.hand).toEqual([]);
    expect(evy.view(s, 0).revealed).toEqual([{ number: 1, def: 'lunch-box', card: s.deck[0] }]);
  });

  it('"You can have only one movement card and one weapon card in hand at any time": a second weapon asks which to discard', () => {
    let s = withCardUnder(table(ROW, ['sword']), 1, 'crossbow');
    s = act(act(s, `step:${at(1, 0)}`), 'flip:1');
    expect(s.phase).toBe('hand-limit');
    const sword = s.hand[0] as number;
    expect(keys(s)).toEqual([`discard:${sword}`, `discard:${s.deck[0]}`]);
    s = act(s, `discard:${sword}`);
    expect(s.phase).toBe('evy');
    expect(s.hand).toEqual([s.deck[0]]);
  });

  it('"You can have any number of skill cards"', () => {
    let s = withCardUnder(table(ROW, ['scream', 'hypnotize']), 1, 'first-aid-kit');
    s = act(act(s, `step:${at(1, 0)}`), 'flip:1');
    expect(s.phase).toBe('evy');
    expect(s.hand).toHaveLength(3);
  });
});
