/** "How to play — Starting an adventure", "Changing difficulty", and the two tutorials. */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/content/ajv';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES, EVY_DECK } from '../../../src/games/evy/content';
import { cellOf, geometry } from '../../../src/games/evy/geometry';
import type { EvyConfig } from '../../../src/games/evy/types';
import { act, adventureOf, at, configOf, drawMap, evyPhase } from './helpers';

const ROOM = adventureOf([drawMap('m', ['@  c1  c2  c3  P', ' .  .  .  .  E'])], [{ type: 'reach', tile: 'exit' }]);
const hpOf = (more: Partial<EvyConfig>): number => evy.setup(configOf(ROOM, more), 1).hp;

describe('Starting an adventure', () => {
  it('"You start each adventure with at least 5 health points … you get to keep your HP from the previous game"', () => {
    expect(hpOf({})).toBe(5);
    expect(hpOf({ carry: { hp: 8 } })).toBe(8);
    expect(hpOf({ carry: { hp: 2 } })).toBe(5);
  });

  it('Easier B "at least 6, or even 7"; Harder A "start with the points you had at the end of the previous adventure"', () => {
    expect(hpOf({ difficulty: { easier: ['B'], minHp: 7 }, carry: { hp: 2 } })).toBe(7);
    expect(hpOf({ difficulty: { easier: ['B'] } })).toBe(6);
    expect(hpOf({ difficulty: { harder: ['A'] }, carry: { hp: 2 } })).toBe(2);
  });

  it('"select the card you have kept from the previous adventure, reset its usage tracker, and set it aside"; Harder B keeps the tracker', () => {
    const s = evy.setup(configOf(ROOM, { carry: { hp: 5, card: 'sword', cardUses: 1 } }), 1);
    const sword = EVY_DECK.indexOf('sword');
    expect(s.hand).toEqual([sword]);
    expect(s.uses[sword]).toBe(4);
    expect(s.deck).not.toContain(sword);
    expect(s.deck).toHaveLength(26);
    const harder = evy.setup(
      configOf(ROOM, { carry: { hp: 5, card: 'sword', cardUses: 1 }, difficulty: { harder: ['B'] } }),
      1,
    );
    expect(harder.uses[sword]).toBe(1);
  });

  it('Harder C "Don\'t take any cards with you"; Easier C "also keep any and all skill cards you find"', () => {
    const carry = { hp: 5, card: 'sword' as const, skills: ['scream' as const] };
    expect(evy.setup(configOf(ROOM, { carry, difficulty: { harder: ['C'] } }), 1).hand).toEqual([]);
    expect(evy.setup(configOf(ROOM, { carry }), 1).hand).toEqual([EVY_DECK.indexOf('sword')]);
    const easier = evy.setup(configOf(ROOM, { carry, difficulty: { easier: ['C'] } }), 1);
    expect(easier.hand.map((c) => EVY_DECK[c])).toEqual(['sword', 'scream']);
  });

  it('"Shuffle all other cards … and place one card face-down for each card on the map, in order": tile n holds the n-th card', () => {
    const a = evy.setup(configOf(ROOM), 1);
    const b = evy.setup(configOf(ROOM), 2);
    expect([...a.deck].sort((x, y) => x - y)).toEqual(EVY_DECK.map((_, i) => i));
    expect(a.deck).not.toEqual(b.deck);
    let s = evyPhase(a);
    s = act(act(s, `step:${at(1, 0)}`), 'pass:1');
    s = act(act(s, `step:${at(2, 0)}`), 'flip:2');
    expect(evy.view(s, 0).revealed).toEqual([{ number: 2, def: EVY_DECK[a.deck[1] as number], card: a.deck[1] }]);
  });

  it('"Put a monster token on each monster spawn pit", and the 25 tokens', () => {
    const s = evy.setup(configOf(ROOM), 1);
    expect(s.monsters).toEqual([
      { id: 1, map: 0, cell: cellOf(geometry(ROOM)[0]!, { q: 4, r: 0 }), hp: 1, boss: false },
    ]);
    expect(evy.view(s, 0).tokensLeft).toBe(24);
    expect(s.phase).toBe('monster');
  });

  it('every built-in adventure sets up: Evy on the start, a monster on every pit of every map', () => {
    for (const adventure of EVY_ADVENTURES) {
      const s = evy.setup({ adventure: adventure.id }, 7);
      const maps = geometry(adventure);
      expect(s.evy).toBe(maps[0]!.start);
      for (const [m, geo] of maps.entries()) {
        for (const pit of geo.pits) expect(s.monsters.some((x) => x.map === m && x.cell === pit)).toBe(true);
      }
    }
  });

  it("the config schema compiles under the project's strict ajv and refuses unknown fields and card ids", () => {
    // As the request checker compiles it: the embedded card set writes "must not have" as `not: { required }`.
    const check = createAjv({ strictRequired: false }).compile(evy.configSchema);
    expect(check(evy.defaultConfig())).toBe(true);
    expect(check({ adventure: 'park', carry: { hp: 3, card: 'sword' }, difficulty: { easier: ['B'], minHp: 7 } })).toBe(
      true,
    );
    expect(check({ adventure: 'park', carry: { hp: 3, card: 'spoon' } })).toBe(false);
    expect(check({ adventure: 'park', players: 2 })).toBe(false);
  });

  it('refuses an unknown adventure, no adventure and a bad difficulty letter in words', () => {
    expect(() => evy.setup({}, 1)).toThrow('Choose an Evy adventure (or give a custom one) to play.');
    expect(() => evy.setup({ adventure: 'moon-base' }, 1)).toThrow('There is no Evy adventure "moon-base".');
    expect(() => evy.setup(configOf(ROOM, { difficulty: { harder: ['E' as 'A'] } }), 1)).toThrow(
      '"E" is not one of the harder difficulty rules.',
    );
  });
});

describe('Tutorials', () => {
  it('Evy\'s room: "Monsters move first; move the monster marker one tile" — one monster action, no dice thrown', () => {
    const s0 = evy.setup({ adventure: 'evys-room' }, 3);
    const s = act(s0, 'roll');
    expect(s.rng).toEqual(s0.rng);
    expect(evy.view(s, 0).lastMonsterPhase[0]).toEqual({ type: 'roll', dice: [0, 0], actions: 1 });
  });

  it('Upstairs hall: "Take 5 health tokens"', () => {
    expect(evy.setup({ adventure: 'upstairs-hall' }, 3).hp).toBe(5);
  });
});
