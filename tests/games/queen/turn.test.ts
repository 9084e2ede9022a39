/** "During your turn": Action cards, Ability Points, weapons, and the draw that ends it. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import { THREE, TWO, act, actAll, arrange, defs, keys, playKey, playableDefs } from './helpers';

describe('queen turn', () => {
  it('"During your turn you can play any number of Action cards from your hand. Cards played this way are placed in a Discard Pile."', () => {
    let s = arrange(TWO, { hands: [['fireflies', 'whirlwind', 'fireflies'], []] });
    s = act(s, playKey(s, 'fireflies'));
    s = act(s, playKey(s, 'whirlwind'));
    s = act(s, playKey(s, 'fireflies'));
    expect(s.seats[0]!.hand).toEqual([]);
    expect(defs(s, s.discard)).toEqual(['fireflies', 'whirlwind', 'fireflies']);
    expect(s.current).toBe(0);
    expect(keys(s)).toEqual(['draw']);
  });

  it('"You can play any combination of Ability Points cards to activate any of your character\'s abilities."', () => {
    // The Girl alone: Foresight costs 1, Hide in the Wardrobe costs 3.
    let s = arrange(TWO, { hands: [['spark-of-courage', 'surge-of-resolve'], []] });
    expect(keys(s).filter((k) => k.startsWith('ability:'))).toEqual([]);
    s = act(s, playKey(s, 'spark-of-courage'));
    expect(s.points).toBe(1);
    expect(keys(s).filter((k) => k.startsWith('ability:'))).toEqual(['ability:girl-foresight']);
    s = act(s, playKey(s, 'surge-of-resolve'));
    expect(s.points).toBe(3);
    expect(keys(s).filter((k) => k.startsWith('ability:'))).toEqual(['ability:girl-foresight', 'ability:girl-hide']);
    s = act(s, 'ability:girl-hide');
    // Hiding ends the turn without a draw.
    expect(s.current).toBe(1);
    expect(s.seats[0]!.hand).toEqual([]);
  });

  it('"Discard the Ability Points card(s) used after the effect of the ability resolves." (they wait in the pool while it resolves)', () => {
    // The Evil Queen alone: Withering Curse (2 points) makes an opponent discard; the Girl picks the card.
    let s = arrange(TWO, { hands: [['fireflies', 'whirlwind'], ['surge-of-resolve']], current: 1 });
    s = act(s, playKey(s, 'surge-of-resolve'));
    s = act(s, 'ability:queen-curse');
    s = act(s, 'seat:0');
    expect(queen.toAct(s)).toEqual([0]);
    expect(defs(s, s.pool)).toEqual(['surge-of-resolve']);
    expect(defs(s, s.discard)).toEqual([]);
    s = act(s, `card:${s.seats[0]!.hand[1]}`);
    expect(defs(s, s.pool)).toEqual([]);
    expect(defs(s, s.discard)).toEqual(['whirlwind', 'surge-of-resolve']);
    expect(s.points).toBe(0);
    expect(queen.toAct(s)).toEqual([1]);
  });

  it('"Unused Ability Points are lost at the end of the turn." (decision: leftover points of a card stay usable until then)', () => {
    let s = arrange(TWO, { hands: [['surge-of-resolve'], []], pile: ['fireflies'] });
    s = actAll(s, playKey(s, 'surge-of-resolve'), 'ability:girl-foresight');
    // The card paid for the ability and is discarded; its second point stays for this turn.
    expect(defs(s, s.discard)).toEqual(['surge-of-resolve']);
    expect(s.points).toBe(1);
    expect(keys(s)).toContain('ability:girl-foresight');
    s = act(s, 'draw');
    expect(s.points).toBe(0);
    expect(s.current).toBe(1);
  });

  it('"Unused Ability Points are lost at the end of the turn." (points played but never spent are discarded)', () => {
    let s = arrange(TWO, { hands: [['spark-of-courage'], []], pile: ['fireflies'] });
    s = actAll(s, playKey(s, 'spark-of-courage'), 'draw');
    expect(s.points).toBe(0);
    expect(defs(s, s.discard)).toEqual(['spark-of-courage']);
    expect(s.pool).toEqual([]);
  });

  it('decision: Ability Points cards are playable only when an ability of the current side has a legal target', () => {
    // The Robot's Team side: Magnet Arm needs a face-up Demon, Spare Parts a weapon in the Discard Pile.
    let s = arrange(THREE, { hands: [[], ['spark-of-courage', 'surge-of-resolve']], current: 1 });
    expect(playableDefs(s)).toEqual([]);
    s = arrange(THREE, {
      hands: [[], ['surge-of-resolve', 'surge-of-resolve']],
      discard: ['silver-dagger'],
      current: 1,
    });
    expect(playableDefs(s)).toEqual(['surge-of-resolve', 'surge-of-resolve']);
    s = act(s, playKey(s, 'surge-of-resolve'));
    s = act(s, playKey(s, 'surge-of-resolve'));
    expect(keys(s)).toContain('ability:robot-spare-parts');
  });

  it('an ability costing more than the points in the pool cannot be used', () => {
    let s = arrange(THREE, {
      hands: [[], ['surge-of-resolve', 'spark-of-courage']],
      discard: ['ember-bow'],
      current: 1,
    });
    s = act(s, playKey(s, 'surge-of-resolve'));
    expect(keys(s)).not.toContain('ability:robot-spare-parts'); // costs 4
    s = act(s, playKey(s, 'spark-of-courage'));
    expect(keys(s)).not.toContain('ability:robot-spare-parts'); // 3 points
  });

  it('"You can play any number of Weapon cards by placing them on the table next to your character."', () => {
    let s = arrange(TWO, { hands: [['silver-dagger', 'ember-bow'], []] });
    s = act(s, playKey(s, 'silver-dagger'));
    s = act(s, playKey(s, 'ember-bow'));
    expect(defs(s, s.seats[0]!.table)).toEqual(['basic-sword', 'silver-dagger', 'ember-bow']);
    expect(s.current).toBe(0);
  });

  it('"End your turn by drawing 1 card from the Draw Pile. You cannot play any cards after that."', () => {
    let s = arrange(TWO, { hands: [['fireflies'], []], pile: ['whirlwind', 'demon'] });
    s = act(s, 'draw');
    expect(defs(s, s.seats[0]!.hand)).toEqual(['fireflies', 'whirlwind']);
    expect(queen.legalActions(s, 0)).toEqual([]);
    expect(queen.toAct(s)).toEqual([1]);
    expect(s.current).toBe(1);
  });

  it('decision: effects with no legal target make the card unplayable', () => {
    // give without an ally (2 players); disarm with no weapon on the opponent's table; recover-weapon with
    // no weapon in the Discard Pile; move-demon with no face-up Demon; steal and drain from an empty hand.
    const s = arrange(TWO, {
      hands: [
        ['secret-handshake', 'rust-spell', 'scavenge', 'sweet-lure', 'sticky-fingers', 'nightmare', 'fireflies'],
        [],
      ],
      tables: [['basic-sword'], []],
    });
    expect(playableDefs(s)).toEqual(['fireflies']);
    const t = arrange(TWO, {
      hands: [['secret-handshake', 'rust-spell', 'scavenge', 'sticky-fingers', 'nightmare'], ['fireflies']],
      discard: ['ember-bow'],
    });
    expect(playableDefs(t).sort()).toEqual(['nightmare', 'rust-spell', 'scavenge', 'sticky-fingers']);
  });

  it('decision: give needs another card in hand to give', () => {
    const alone = arrange(THREE, { hands: [['secret-handshake'], []] });
    expect(playableDefs(alone)).toEqual([]);
    const withCard = arrange(THREE, { hands: [['secret-handshake', 'fireflies'], []] });
    expect(playableDefs(withCard)).toContain('secret-handshake');
  });

  it('legal actions come in a stable order with readable keys', () => {
    const s = arrange(TWO, { hands: [['whirlwind', 'fireflies', 'silver-dagger'], []] });
    const k = keys(s);
    expect(k[k.length - 1]).toBe('draw');
    expect(k.filter((x) => x.startsWith('play:'))).toEqual(
      [...s.seats[0]!.hand].sort((a, b) => a - b).map((c) => `play:${c}`),
    );
    expect(keys(s)).toEqual(k);
  });
});
