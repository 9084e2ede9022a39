/** The effect vocabulary, one op at a time, through the cards and abilities that use it. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import { FACE_UP } from '../../../src/games/queen/state';
import { FOUR, THREE, TWO, act, arrange, defs, keys, playKey } from './helpers';

describe('queen effects', () => {
  it("peek: the acting player's team sees the top cards, the other team does not", () => {
    let s = arrange(FOUR, {
      hands: [['fireflies'], [], [], []],
      pile: ['whirlwind', 'demon', 'ember-bow', 'nightmare'],
    });
    s = act(s, playKey(s, 'fireflies'));
    const seen = (viewer: number | 'spectator'): (string | null)[] =>
      queen
        .view(s, viewer)
        .drawPile.slice(0, 4)
        .map((slot) => slot.card?.def ?? null);
    expect(seen(0)).toEqual(['whirlwind', 'demon', 'ember-bow', null]);
    expect(seen(1)).toEqual(['whirlwind', 'demon', 'ember-bow', null]); // the ally: knowledge is per team
    expect(seen(2)).toEqual([null, null, null, null]);
    expect(seen('spectator')).toEqual([null, null, null, null]);
    // Everyone knows that the Girl's team has seen those slots.
    expect(queen.view(s, 3).drawPile[0]!.knownTo).toEqual([0]);
    expect(queen.view(s, 3).log.at(-1)!.text).not.toContain('Whirlwind');
    expect(queen.view(s, 1).log.at(-1)!.text).toContain('1st Whirlwind, 2nd Demon, 3rd Ember Bow');
  });

  it('peek: a peeked card stays known to the team once an opponent draws it', () => {
    let s = arrange(TWO, { hands: [['fireflies'], []], pile: ['whirlwind', 'ember-bow', 'nightmare'] });
    s = act(s, playKey(s, 'fireflies'));
    s = act(s, 'draw'); // the Girl draws Whirlwind
    s = act(s, 'draw'); // the Queen draws Ember Bow, which the Girl saw
    const queenHand = queen.view(s, 0).seats[1]!;
    expect(queenHand.hand.map((c) => c?.def ?? null)).toEqual(['ember-bow']);
    expect(queen.view(s, 1).seats[1]!.handKnownToRivals).toEqual([true]);
  });

  it('skip: the turn ends at once without drawing', () => {
    let s = arrange(TWO, { hands: [['under-the-blanket'], []] });
    const pile = s.pile.slice();
    s = act(s, playKey(s, 'under-the-blanket'));
    expect(s.pile).toEqual(pile);
    expect(s.seats[0]!.hand).toEqual([]);
    expect(s.current).toBe(1);
  });

  it('steal: a random card from the chosen opponent; both teams know which card moved', () => {
    let s = arrange(FOUR, { hands: [['sticky-fingers'], [], ['ember-bow'], ['whirlwind', 'nightmare']] });
    s = act(s, playKey(s, 'sticky-fingers'));
    expect(s.prompt?.kind).toBe('choose-seat');
    expect(keys(s)).toEqual(['seat:2', 'seat:3']); // living opponents with cards, in seat order
    s = act(s, 'seat:3');
    expect(s.seats[0]!.hand).toHaveLength(1);
    expect(s.seats[3]!.hand).toHaveLength(1);
    const stolen = s.seats[0]!.hand[0]!;
    expect(['whirlwind', 'nightmare']).toContain(defs(s, [stolen])[0]);
    expect(queen.view(s, 2).seats[0]!.hand[0]).toEqual({ id: stolen, def: defs(s, [stolen])[0] });
    expect(queen.view(s, 'spectator').seats[0]!.hand[0]).toBeNull();
  });

  it('steal: which card is taken depends on the seed (it is random)', () => {
    const taken = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      let s = arrange(TWO, { hands: [['sticky-fingers'], ['whirlwind', 'nightmare', 'ember-bow']] }, seed);
      s = act(act(s, playKey(s, 'sticky-fingers')), 'seat:1');
      taken.add(defs(s, s.seats[0]!.hand)[0]!);
    }
    expect(taken.size).toBe(3);
  });

  it('shuffle: the pile is shuffled; face-up Demons stay face up; peeked cards become unknown', () => {
    let s = arrange(TWO, { hands: [['fireflies', 'whirlwind'], []], pile: ['ember-bow', 'nightmare', 'scavenge'] });
    const demon = s.pile.find((c) => defs(s, [c])[0] === 'demon')!;
    s.known[demon] = 7; // a Demon already placed back face up
    s = act(s, playKey(s, 'fireflies'));
    const before = s.pile.slice();
    s = act(s, playKey(s, 'whirlwind'));
    expect([...s.pile].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(s.pile).not.toEqual(before);
    expect(s.known[demon]! & FACE_UP).toBe(FACE_UP);
    const v = queen.view(s, 0);
    expect(v.drawPile.filter((slot) => slot.card !== null).map((slot) => slot.card!.id)).toEqual([demon]);
    expect(v.drawPile.find((slot) => slot.card?.id === demon)!.faceUp).toBe(true);
  });

  it('move-demon: choose a face-up Demon, then its new place', () => {
    let s = arrange(TWO, { hands: [['sweet-lure'], []], pile: ['demon', 'ember-bow', 'nightmare'] });
    const demon = s.pile[0]!;
    s.known[demon] = 7;
    s = act(s, playKey(s, 'sweet-lure'));
    expect(s.prompt?.kind).toBe('choose-demon');
    expect(keys(s)).toEqual([`card:${demon}`]);
    s = act(s, `card:${demon}`);
    expect(s.prompt?.purpose).toBe('move-demon');
    expect(s.pile).not.toContain(demon);
    s = act(s, 'pos:2');
    expect(s.pile[2]).toBe(demon);
    expect(queen.view(s, 1).drawPile[2]!.card).toEqual({ id: demon, def: 'demon' });
    expect(s.phase).toBe('turn');
  });

  it('disarm: choose an opponent with a weapon, then which weapon goes to the Discard Pile', () => {
    let s = arrange(FOUR, {
      hands: [['rust-spell'], [], [], []],
      tables: [['basic-sword'], [], [], ['basic-sword', 'ember-bow']],
    });
    s = act(s, playKey(s, 'rust-spell'));
    expect(keys(s)).toEqual(['seat:3']); // the Shadow Robot has no weapon
    s = act(s, 'seat:3');
    const bow = s.seats[3]!.table[1]!;
    expect(keys(s)).toEqual([...s.seats[3]!.table].sort((a, b) => a - b).map((c) => `card:${c}`));
    s = act(s, `card:${bow}`);
    expect(defs(s, s.seats[3]!.table)).toEqual(['basic-sword']);
    expect(defs(s, s.discard)).toEqual(['rust-spell', 'ember-bow']);
  });

  it('give: a card of your choice goes to your living ally; the other team does not see it', () => {
    let s = arrange(THREE, { hands: [['secret-handshake', 'ember-bow', 'fireflies'], [], []] });
    s = act(s, playKey(s, 'secret-handshake'));
    expect(keys(s)).toEqual([...s.seats[0]!.hand].sort((a, b) => a - b).map((c) => `card:${c}`));
    const bow = s.seats[0]!.hand[0]!;
    s = act(s, `card:${bow}`);
    expect(s.seats[1]!.hand).toEqual([bow]);
    expect(queen.view(s, 2).seats[1]!.hand).toEqual([null]);
    expect(queen.view(s, 2).log.at(-1)!.text).toBe('The Girl gives a card to The Robot.');
  });

  it('recover-weapon: a weapon of your choice from the Discard Pile onto your table', () => {
    let s = arrange(TWO, { hands: [['scavenge'], []], discard: ['fireflies', 'ember-bow', 'silver-dagger'] });
    s = act(s, playKey(s, 'scavenge'));
    const weapons = s.discard.filter((c) => ['ember-bow', 'silver-dagger'].includes(defs(s, [c])[0]!));
    expect(keys(s)).toEqual(weapons.sort((a, b) => a - b).map((c) => `card:${c}`));
    s = act(s, `card:${weapons[0]}`);
    expect(s.seats[0]!.table).toContain(weapons[0]);
    expect(s.discard).not.toContain(weapons[0]);
  });

  it('draw-bottom: the bottom card goes to your hand and the turn goes on', () => {
    let s = arrange(TWO, { hands: [['back-door'], []], pile: ['fireflies'] });
    const bottom = s.pile.at(-1)!;
    expect(defs(s, [bottom])[0]).not.toBe('demon');
    s = act(s, playKey(s, 'back-door'));
    expect(s.seats[0]!.hand).toEqual([bottom]);
    expect(s.current).toBe(0);
    expect(s.phase).toBe('turn');
  });

  it('drain: the chosen opponent is asked, and picks the card they discard', () => {
    let s = arrange(THREE, { hands: [['nightmare'], [], ['whirlwind', 'ember-bow']] });
    s = act(s, playKey(s, 'nightmare'));
    s = act(s, 'seat:2');
    expect(queen.toAct(s)).toEqual([2]);
    expect(s.current).toBe(0);
    expect(queen.view(s, 'spectator').prompt?.text).toBe('The Evil Queen: choose a card from your hand to discard.');
    const bow = s.seats[2]!.hand[1]!;
    s = act(s, `card:${bow}`);
    expect(defs(s, s.seats[2]!.hand)).toEqual(['whirlwind']);
    expect(defs(s, s.discard)).toEqual(['nightmare', 'ember-bow']);
    expect(queen.toAct(s)).toEqual([0]);
  });

  it("abilities use the same vocabulary: the Shadow Robot's Corrode disarms", () => {
    let s = arrange(FOUR, { hands: [[], [], ['surge-of-resolve', 'surge-of-resolve'], []], current: 2 });
    s = act(s, playKey(s, 'surge-of-resolve'));
    s = act(s, playKey(s, 'surge-of-resolve'));
    s = act(s, 'ability:shadow-corrode');
    expect(keys(s)).toEqual(['seat:0', 'seat:1']);
    s = act(s, 'seat:1');
    s = act(s, keys(s)[0]!);
    expect(s.seats[1]!.table).toEqual([]);
    expect(s.points).toBe(0);
    expect(defs(s, s.discard).sort()).toEqual(['basic-sword', 'surge-of-resolve', 'surge-of-resolve']);
  });
});
