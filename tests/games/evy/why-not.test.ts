/**
 * "Why not?" in Evy: each item the table greys out, with the rulebook section it reads
 * ("Evy's phase" 1–3, "List of cards"), is shown only while the move is not legal, and goes
 * once it is; and over random playouts no item ever names a legal move.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, type Unavailable } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES, evyCard } from '../../../src/games/evy/content';
import { cardDef, type EvyState } from '../../../src/games/evy/state';
import type { EvyAction, EvyCardId } from '../../../src/games/evy/types';
import { act, adventureOf, at, configOf, drawMap, evyPhase, keys, rollDice, withCardUnder, withHand } from './helpers';

function table(rows: string[], hand: EvyCardId[] = []): EvyState {
  const adventure = adventureOf([drawMap('m', rows)], [{ type: 'reach', tile: 'exit' }]);
  return withHand(evy.setup(configOf(adventure), 1), hand);
}

const whyNot = (s: EvyState): Unavailable[] => evy.whyNot!(evy.view(s, 0), 0);
const item = (s: EvyState, label: string): Unavailable | undefined => whyNot(s).find((u) => u.label === label);
const name = (id: EvyCardId): string => evyCard(id).name;
const hasKey = (s: EvyState, prefix: string): boolean => keys(s).some((k) => k.startsWith(prefix));

describe('Evy whyNot', () => {
  it('"1. Moving (twice each turn)": Move once both moves are made, back in the next turn', () => {
    let s = evyPhase(table(['@  .  .  .  E']));
    expect(item(s, 'Move')).toBeUndefined();
    s = act(act(s, `step:${at(1, 0)}`), `step:${at(2, 0)}`);
    expect(item(s, 'Move')?.reason).toContain('both of her moves');
    expect(hasKey(s, 'step:') || hasKey(s, 'move:')).toBe(false);
    expect(item(evyPhase(s), 'Move')).toBeUndefined();
  });

  it('"1. Moving": Step when every tile next to Evy is a wall, a pit or a monster; gone once the monster falls', () => {
    const s = evyPhase(table(['@  M  .  E']));
    expect(item(s, 'Step')?.reason).toContain('wall, a spawn pit or a monster');
    expect(hasKey(s, 'step:')).toBe(false);
    const cleared = act(s, `attack:${at(1, 0)}`);
    expect(hasKey(cleared, 'step:')).toBe(true);
    expect(item(cleared, 'Step')).toBeUndefined();
  });

  it('"2. Attacking a monster (once each turn)": Attack after the attack is used, with a monster still next to Evy', () => {
    const s = act(evyPhase(table(['M  @  M  E'])), `attack:${at(2, 0)}`);
    expect(item(s, 'Attack')?.reason).toContain('already attacked');
    expect(hasKey(s, 'attack:')).toBe(false);
    expect(item(evyPhase(s), 'Attack')).toBeUndefined();
    expect(hasKey(evyPhase(s), 'attack:')).toBe(true);
  });

  it('"2. Attacking a monster": "attack a single monster next to you" — Attack while the nearest is 2 tiles away', () => {
    const s = evyPhase(table(['@  .  M  .  E']));
    expect(item(s, 'Attack')?.reason).toContain('the nearest is 2 tiles away');
    expect(hasKey(s, 'attack:')).toBe(false);
    const close = act(s, `step:${at(1, 0)}`);
    expect(hasKey(close, 'attack:')).toBe(true);
    expect(item(close, 'Attack')).toBeUndefined();
    // Far from every monster, nobody looks for an attack.
    expect(item(evyPhase(table(['@  .  .  .  M  E'])), 'Attack')).toBeUndefined();
  });

  it('"List of cards", Sword and Chainsaw: the weapon is named while it reaches no monster', () => {
    const sword = evyPhase(table(['@  .  .  M  E'], ['sword']));
    expect(item(sword, name('sword'))?.reason).toContain('up to 2 tiles away in one straight line');
    expect(hasKey(sword, 'weapon:')).toBe(false);
    const near = act(sword, `step:${at(1, 0)}`);
    expect(hasKey(near, 'weapon:')).toBe(true);
    expect(item(near, name('sword'))).toBeUndefined();

    const saw = evyPhase(table(['@  .  M  E'], ['chainsaw']));
    expect(item(saw, name('chainsaw'))?.reason).toContain('none is next to her');
    expect(hasKey(saw, 'weapon:')).toBe(false);
    expect(item(act(saw, `step:${at(1, 0)}`), name('chainsaw'))).toBeUndefined();
  });

  it('"2. Attacking a monster (once each turn)": a weapon with a target after the attack is used', () => {
    const s = act(evyPhase(table(['M  @  M  E'], ['chainsaw'])), `attack:${at(2, 0)}`);
    expect(item(s, name('chainsaw'))?.reason).toContain('already attacked');
    expect(hasKey(s, 'weapon:')).toBe(false);
  });

  it('"List of cards", Bicycle: "move 3 tiles, no more, no less" — named while every line is blocked', () => {
    const s = evyPhase(table(['@  M  .  .  .  E'], ['bicycle']));
    expect(item(s, name('bicycle'))?.reason).toContain('exactly 3 tiles in one straight line');
    expect(hasKey(s, 'move:')).toBe(false);
    const cleared = act(s, `attack:${at(1, 0)}`);
    expect(hasKey(cleared, 'move:')).toBe(true);
    expect(item(cleared, name('bicycle'))).toBeUndefined();
  });

  it('"3. Use a skill card": "at any time during Evy\'s phase" — not in the monsters\' phase, nor while a monster hits', () => {
    const s = table(['@  .  .  .  E'], ['first-aid-kit']);
    expect(s.phase).toBe('monster');
    expect(item(s, name('first-aid-kit'))?.reason).toContain("during Evy's phase");
    expect(hasKey(s, 'skill:')).toBe(false);
    const mine = rollDice(s, 1, 1);
    expect(mine.phase).toBe('evy');
    expect(hasKey(mine, 'skill:')).toBe(true);
    expect(item(mine, name('first-aid-kit'))).toBeUndefined();

    const hit = rollDice(table(['@  M  .  E'], ['first-aid-kit']), 1, 1);
    expect(hit.phase).toBe('hit');
    expect(item(hit, name('first-aid-kit'))?.reason).toContain('discard it to stop this hit');
    expect(hasKey(hit, 'skill:')).toBe(false);
  });

  it('FAQ "You must turn over and handle any cards you take before making your second move": End turn waits for the card tile', () => {
    const s = act(evyPhase(table(['@  c1  .  E'])), `step:${at(1, 0)}`);
    expect(s.phase).toBe('card');
    expect(item(s, 'End turn')?.reason).toContain('turn over card 1 or leave it face down');
    expect(keys(s)).not.toContain('end-turn');
    const passed = act(s, 'pass:1');
    expect(keys(passed)).toContain('end-turn');
    expect(item(passed, 'End turn')).toBeUndefined();

    // "You can have only one movement card and one weapon card in hand at any time"
    let two = withCardUnder(evyPhase(table(['@  c1  .  E'], ['sword'])), 1, 'chainsaw');
    two = act(act(two, `step:${at(1, 0)}`), 'flip:1');
    expect(two.phase).toBe('hand-limit');
    expect(item(two, 'End turn')?.reason).toContain('hand limit');
    expect(keys(two)).not.toContain('end-turn');
    const kept = act(two, `discard:${two.hand[0]}`);
    expect(keys(kept)).toContain('end-turn');
    expect(item(kept, 'End turn')).toBeUndefined();
  });

  it('"End of the game": "If you reach the adventure goal" — the exit waits for the baby (Downstairs: "Pick up the baby, then go to the exit")', () => {
    const adventure = adventureOf(
      [drawMap('m', ['@  E  i:baby'])],
      [
        { type: 'collect', item: 'baby' },
        { type: 'reach', tile: 'exit' },
      ],
    );
    let s = act(evyPhase(evy.setup(configOf(adventure), 1)), `step:${at(1, 0)}`);
    expect(s.result).toBeNull();
    expect(item(s, 'Reach the exit')?.reason).toContain('first pick up the baby');
    s = act(s, `step:${at(2, 0)}`);
    expect(item(s, 'Reach the exit')).toBeUndefined();
    const won = act(evyPhase(s), `step:${at(1, 0)}`);
    expect(won.result).toBe('won');
  });

  it('Elevator: "You can only pick one card each floor. The card tile you move to must be different from the previous one"', () => {
    const adventure = adventureOf([drawMap('m', ['c  @  c  .  P'])], [{ type: 'survive-floors', floors: 3 }], {
      rules: { elevator: { floors: 3 } },
      cardCount: 3,
    });
    let s = act(act(evyPhase(evy.setup(configOf(adventure), 1)), `step:${at(0, 0)}`), 'flip:1');
    // Right after taking it she stands on its tile: nothing to explain.
    expect(item(s, 'This floor’s card')).toBeUndefined();
    s = act(act(s, `step:${at(1, 0)}`), 'end-turn');
    s = rollDice(s, 1, 1);
    s = act(s, `step:${at(0, 0)}`);
    expect(s.phase).toBe('evy');
    expect(item(s, 'This floor’s card')?.reason).toContain('different card tile');
    s = act(act(evyPhase(s), `step:${at(1, 0)}`), `step:${at(2, 0)}`);
    expect(s.phase).toBe('card');
    s = act(s, 'flip:2');
    s = act(evyPhase(s), `step:${at(1, 0)}`);
    s = act(s, `step:${at(0, 0)}`);
    expect(item(s, 'This floor’s card')?.reason).toContain('one card each floor');
  });
});

/** Whether the legal action is the move an item names (by the item's label). */
function names(state: EvyState, u: Unavailable, a: EvyAction): boolean {
  switch (u.label) {
    case 'Move':
      return a.type === 'step' || a.type === 'move-card';
    case 'Step':
      return a.type === 'step';
    case 'Attack':
      return a.type === 'attack';
    case 'End turn':
      return a.type === 'end-turn';
    default:
      return (
        (a.type === 'weapon' || a.type === 'move-card' || a.type === 'skill') && cardDef(state, a.card).name === u.label
      );
  }
}

const HANDS: EvyCardId[][] = [
  [],
  ['sword', 'bicycle', 'first-aid-kit'],
  ['baseball-bat', 'pogo-stick', 'freeze-ray'],
  ['crossbow', 'mountain-boots', 'ice-cube'],
  ['chainsaw', 'sneakers', 'scream'],
];

describe('Evy whyNot over random playouts', () => {
  it('never throws and never names a legal move', () => {
    const seen = new Set<string>();
    for (const [i, adventure] of EVY_ADVENTURES.slice(1, 8).entries()) {
      for (const [g, hand] of HANDS.entries()) {
        const chooser = createRng(`why-not:${i}:${g}`);
        const s = withHand(evy.setup({ adventure: adventure.id, ties: g % 2 ? 'auto' : 'ask' }, 10 * i + g), hand);
        for (let ply = 0; ply < 200 && !evy.isOver(s); ply++) {
          const legal = evy.legalActions(s, 0);
          for (const u of evy.whyNot!(evy.view(s, 0), 0)) {
            seen.add(u.label);
            const clash = legal.find((a) => names(s, u, a));
            if (clash) throw new Error(`${adventure.id} game ${g} ply ${ply}: "${u.label}" but ${clash.key} is legal`);
          }
          evy.step!(s, 0, legal[nextInt(chooser, legal.length)]!);
        }
      }
    }
    // Every kind of item came up at least once.
    for (const label of [
      'Move',
      'Step',
      'Attack',
      'End turn',
      name('bicycle'),
      name('first-aid-kit'),
      name('sword'),
      name('chainsaw'),
      name('pogo-stick'),
      name('crossbow'),
    ])
      expect(seen).toContain(label);
  });
});
