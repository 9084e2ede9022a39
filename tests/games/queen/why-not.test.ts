/**
 * "Why not?" in The Girl vs. the Evil Queen: the moves a player looks for that the rules do
 * not allow now, each with the rule in words, read from the seat's own view. Each test names
 * the rulebook sentence (or the docs/rules/queen.md decision) it checks.
 */
import { describe, expect, it } from 'vitest';
import { queen, type QueenState } from '../../../src/games/queen';
import { QUEEN_CONTENT } from '../../../src/games/queen/content';
import { instanceDefs } from '../../../src/games/queen/state';
import {
  FOUR,
  FOUR_EURO,
  THREE,
  THREE_EURO,
  TWO,
  act,
  actor,
  arrange,
  demonToBottom,
  keys,
  playKey,
  playRandomly,
} from './helpers';

function whyNot(state: QueenState, seat = actor(state)) {
  return queen.whyNot!(queen.view(state, seat), seat);
}

function item(state: QueenState, label: string) {
  return whyNot(state).find((i) => i.label === label);
}

/** The instance ids of one definition in a seat's hand. */
function handIds(state: QueenState, seat: number, def: string): number[] {
  const all = instanceDefs(state.config);
  return state.seats[seat]!.hand.filter((c) => all[c] === def);
}

describe('queen whyNot', () => {
  it('"You can play any combination of Ability Points cards to activate any of your character’s abilities": an ability costs more points than are in play', () => {
    let s = arrange(TWO, { hands: [['spark-of-courage'], []] });
    expect(keys(s)).not.toContain('ability:girl-foresight');
    expect(item(s, 'Foresight')?.reason).toBe(
      'Foresight costs 1 Ability Point and you have none in play this turn: play Ability Points cards from your hand to make up the rest.',
    );
    expect(item(s, 'Hide in the Wardrobe')?.reason).toContain(
      'costs 3 Ability Points and you have none in play this turn: your Ability Points cards in hand add only 1 more',
    );
    s = act(s, playKey(s, 'spark-of-courage'));
    expect(keys(s)).toContain('ability:girl-foresight');
    expect(item(s, 'Foresight')).toBeUndefined();
    expect(item(s, 'Hide in the Wardrobe')?.reason).toContain(
      'you have 1 in play this turn: you hold no more Ability Points cards, so it cannot be paid this turn',
    );
    // Nobody thinking of abilities (no points, no Ability Points card): nothing said.
    expect(whyNot(arrange(TWO, { hands: [['fireflies'], []] }))).toEqual([]);
  });

  it('"An effect with no legal target makes its card or ability unplayable": an Action card with nothing to act on', () => {
    const bare = arrange(TWO, { hands: [['rust-spell', 'sticky-fingers'], []], tables: [['basic-sword'], []] });
    const [rust] = handIds(bare, 0, 'rust-spell');
    const [sticky] = handIds(bare, 0, 'sticky-fingers');
    expect(keys(bare)).not.toContain(`play:${rust}`);
    expect(keys(bare)).not.toContain(`play:${sticky}`);
    expect(item(bare, 'Rust Spell')?.reason).toBe(
      'Rust Spell has nothing to act on: it needs an opponent with a Weapon on their table, and no living opponent has one.',
    );
    expect(item(bare, 'Sticky Fingers')?.reason).toContain('an opponent with a card in hand');
    // The Evil Queen with a weapon on her table and a card in hand: both can be played.
    const armed = arrange(TWO, { hands: [['rust-spell', 'sticky-fingers'], ['fireflies']] });
    expect(keys(armed)).toEqual(expect.arrayContaining([`play:${rust}`, `play:${sticky}`]));
    expect(whyNot(armed)).toEqual([]);
  });

  it('"Ability Points cards are playable only when an ability on the character’s current side has a legal target"', () => {
    // The Robot on his Team side: Magnet Arm wants a face-up Demon, Spare Parts a Weapon in the Discard Pile.
    const s = arrange(FOUR, { hands: [[], ['spark-of-courage', 'surge-of-resolve']], current: 1 });
    const spark = handIds(s, 1, 'spark-of-courage')[0];
    expect(keys(s).filter((k) => k.startsWith('play:'))).toEqual([]);
    expect(item(s, 'Spark of Courage')?.reason).toBe(
      'Ability Points only pay for your abilities, and neither Magnet Arm nor Spare Parts has anything to act on now, so playing it would only throw it away.',
    );
    expect(item(s, 'Surge of Resolve')).toBeDefined();
    // 3 points in hand pay for Magnet Arm, and yet it has no Demon to move.
    expect(item(s, 'Magnet Arm')?.reason).toBe(
      'Magnet Arm has nothing to act on: it needs a face-up Demon in the Draw Pile, and a Demon is face up only once someone has drawn it.',
    );
    const scrap = arrange(FOUR, {
      hands: [[], ['spark-of-courage', 'surge-of-resolve']],
      current: 1,
      discard: ['silver-dagger'],
    });
    expect(keys(scrap)).toContain(`play:${spark}`);
    expect(item(scrap, 'Spark of Courage')).toBeUndefined();
  });

  it('"If your Ally dies … Flip your Character card to its Alone side": the Team side’s abilities are gone', () => {
    let s = arrange(THREE, {
      hands: [['spark-of-courage', 'fireflies'], []],
      tables: [['basic-sword'], [], ['basic-sword']],
      current: 1,
      pile: ['demon', 'whirlwind'],
    });
    // With her ally alive, the Girl's Team side is face up: nothing to say about sides.
    const together = whyNot(arrange(THREE, { hands: [['spark-of-courage'], [], []] }));
    expect(together.filter((i) => i.reason.includes('Alone side'))).toEqual([]);
    s = act(s, 'draw'); // the Robot draws the Demon without a weapon and dies
    s = act(s, `pos:${s.pile.length}`);
    s = act(s, 'draw'); // the Evil Queen
    expect(actor(s)).toBe(0);
    expect(keys(s)).not.toContain('ability:girl-lookout');
    expect(item(s, 'Lookout')?.reason).toBe(
      'Lookout is on the Team side of your Character card, and since your ally died the card shows its Alone side: only Foresight or Hide in the Wardrobe can be used now.',
    );
    expect(item(s, 'Lend a Hand')).toBeDefined();
    // Without Ability Points to spend, the abilities are not what the Girl is looking for.
    s.seats[0]!.hand = handIds(s, 0, 'fireflies');
    expect(item(s, 'Lookout')).toBeUndefined();
  });

  it('"End your turn by drawing 1 card from the Draw Pile. You cannot play any cards after that."', () => {
    let s = arrange(TWO, { hands: [['fireflies', 'silver-dagger'], []], pile: ['demon'] });
    s = act(s, 'draw');
    expect(s.prompt?.purpose).toBe('defeat-demon');
    expect(keys(s).some((k) => k.startsWith('play:'))).toBe(false);
    expect(item(s, 'Play a card')?.reason).toBe(
      'Your turn ended when you drew: no card may be played after the draw, only the Demon is dealt with now.',
    );
    s = act(s, keys(s)[0]!); // the Basic Sword defeats it
    expect(s.prompt?.purpose).toBe('place-demon');
    expect(item(s, 'Play a card')).toBeDefined();
    s = act(s, 'pos:0');
    expect(whyNot(s, 0)).toEqual([]); // the Evil Queen's turn: the Girl is not asked anything
    // A Demon met through Back Door: the turn goes on, so nothing is said about playing cards.
    let mid = arrange(TWO, { hands: [['back-door', 'fireflies'], []] });
    demonToBottom(mid);
    mid = act(mid, playKey(mid, 'back-door'));
    expect(mid.prompt).toMatchObject({ purpose: 'defeat-demon', midTurn: true });
    expect(item(mid, 'Play a card')).toBeUndefined();
  });

  it('"You may use one of your Weapons on the table to defeat it": a Weapon still in hand does not count', () => {
    let s = arrange(TWO, { hands: [['silver-dagger'], []], pile: ['demon'] });
    const [dagger] = handIds(s, 0, 'silver-dagger');
    s = act(s, 'draw');
    expect(keys(s)).not.toContain(`card:${dagger}`);
    expect(item(s, 'Silver Dagger')?.reason).toBe(
      'Only a Weapon already on your table can defeat a Demon, and Silver Dagger is still in your hand.',
    );
    // Put on the table during the turn, it is offered against the Demon.
    let ready = arrange(TWO, { hands: [['silver-dagger'], []], pile: ['demon'] });
    ready = act(act(ready, `play:${dagger}`), 'draw');
    expect(keys(ready)).toContain(`card:${dagger}`);
    expect(item(ready, 'Silver Dagger')).toBeUndefined();
  });

  it('"However, if you have no Weapon on the table, you die." — and still places the Demon back', () => {
    const setup = (robotTable: string[]) =>
      arrange(THREE, { tables: [['basic-sword'], robotTable, ['basic-sword']], current: 1, pile: ['demon'] });
    const dead = act(setup([]), 'draw');
    expect(dead.seats[1]!.alive).toBe(false);
    expect(keys(dead).every((k) => k.startsWith('pos:'))).toBe(true);
    expect(item(dead, 'Defeat the Demon')?.reason).toBe(
      'Only a Weapon on your table can defeat a Demon, and there was none there, so the Demon killed you; you still put it back in the Draw Pile.',
    );
    const armed = act(setup(['basic-sword']), 'draw');
    expect(keys(armed).some((k) => k.startsWith('card:'))).toBe(true);
    expect(item(armed, 'Defeat the Demon')).toBeUndefined();
  });

  it('never throws and never names a move that is legal now, over seeded random games', () => {
    const abilityIds = new Map<string, string>();
    for (const c of QUEEN_CONTENT.characters) {
      for (const a of [...c.sides.alone.abilities, ...c.sides.team.abilities]) abilityIds.set(a.name, a.id);
    }
    const cardNames = new Map(QUEEN_CONTENT.cards.map((c) => [c.id, c.name]));
    let checked = 0;
    let shown = 0;
    const configs = [TWO, THREE, FOUR, THREE_EURO, FOUR_EURO, TWO];
    configs.forEach((config, game) => {
      let steps = 0;
      playRandomly(
        queen.setup(config, 100 + game),
        7 + game,
        () => ++steps > 300,
        (s) => {
          if (queen.isOver(s)) return;
          const seat = actor(s);
          const legal = new Set(keys(s, seat));
          const items = queen.whyNot!(queen.view(s, seat), seat);
          checked++;
          shown += items.length;
          const all = instanceDefs(s.config);
          for (const i of items) {
            // The moves an item names: an ability, the cards of that name in hand, or any play.
            const named: string[] = [];
            const ability = abilityIds.get(i.label);
            if (ability) named.push(`ability:${ability}`);
            for (const card of s.seats[seat]!.hand) {
              if (cardNames.get(all[card]!) === i.label) named.push(`play:${card}`, `card:${card}`);
            }
            // The two moves of no single card, by the type of action they would be.
            const byType = { 'Play a card': 'play:', 'Defeat the Demon': 'card:' }[i.label];
            if (byType)
              expect(
                [...legal].filter((k) => k.startsWith(byType)),
                i.label,
              ).toEqual([]);
            else expect(named.length, `"${i.label}" names no move`).toBeGreaterThan(0);
            for (const key of named) expect(legal.has(key), `${i.label}: ${key} is legal`).toBe(false);
            expect(i.reason.length).toBeGreaterThan(10);
          }
          // And the converse for cards: in the turn, a card of the hand that cannot be played is explained.
          if (s.phase === 'turn') {
            const labels = new Set(items.map((i) => i.label));
            for (const card of s.seats[seat]!.hand) {
              const def = QUEEN_CONTENT.cards.find((c) => c.id === all[card])!;
              if (def.kind !== 'weapon' && !legal.has(`play:${card}`)) expect(labels, def.name).toContain(def.name);
            }
          }
        },
      );
    });
    expect(checked).toBeGreaterThan(200);
    expect(shown).toBeGreaterThan(0);
  });
});
