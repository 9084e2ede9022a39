/**
 * Hidden information ("place one card face-down for each card on the map"): the view
 * shows card numbers only; determinisations re-deal the unseen cards; the conformance
 * suite on every built-in adventure; the log's plain sentences.
 */
import { describe, expect, it } from 'vitest';
import { createRng, runConformance } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES } from '../../../src/games/evy/content';
import { act, adventureOf, at, configOf, drawMap, evyPhase, rollDice } from './helpers';

const ROOM = adventureOf([drawMap('m', ['@  c1  c2  c3  P', ' .  .  .  .  E'])], [{ type: 'reach', tile: 'exit' }]);

describe('view', () => {
  it('face-down cards show their numbers only; a turned-over card becomes public', () => {
    let s = evyPhase(evy.setup(configOf(ROOM), 4));
    const v = evy.view(s, 0);
    expect(v.cardTiles.map((t) => t.number)).toEqual([1, 2, 3]);
    expect(JSON.stringify(v)).not.toContain('"deck"');
    expect(JSON.stringify(v)).not.toContain('"rng"');
    s = act(act(s, `step:${at(1, 0)}`), 'flip:1');
    const after = evy.view(s, 0);
    expect(after.cardTiles.map((t) => t.number)).toEqual([2, 3]);
    expect(after.revealed).toHaveLength(1);
  });

  it('determinize keeps everything Evy sees and re-deals the cards she has not seen', () => {
    const s = evy.setup(configOf(ROOM), 4);
    const view = evy.view(s, 0);
    const decks = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const guess = evy.determinize(view, 0, createRng(i));
      expect(evy.view(guess, 0)).toEqual(view);
      decks.add(guess.deck.slice(0, 3).join());
    }
    expect(decks.size).toBeGreaterThan(1);
  });
});

describe('conformance on every built-in adventure', () => {
  for (const [i, adventure] of EVY_ADVENTURES.entries()) {
    it(`${adventure.id}: seeded random playouts replay, never mutate, and keep views honest`, () => {
      const report = runConformance(
        evy,
        { adventure: adventure.id, ties: i % 2 === 0 ? 'ask' : 'auto' },
        { playouts: 4, firstSeed: 1 + i * 1000, maxSteps: 20_000, viewCheckEvery: 25 },
      );
      expect(report.playouts).toBe(4);
      expect(report.variedDeterminizations).toBeGreaterThan(0);
    });
  }
});

describe('conformance with carried cards and every difficulty rule', () => {
  it('the Park and the Library with Harder A-D, Easier A-C and a carried sword and scream', () => {
    for (const adventure of ['park', 'library']) {
      const report = runConformance(
        evy,
        {
          adventure,
          carry: { hp: 4, card: 'sword', skills: ['scream'], cardUses: 2 },
          difficulty: { harder: ['A', 'B', 'D'], easier: ['A', 'B', 'C'], minHp: 6 },
        },
        { playouts: 4, firstSeed: 77, maxSteps: 20_000, viewCheckEvery: 10 },
      );
      expect(report.playouts).toBe(4);
    }
  });
});

describe('describe', () => {
  it('gives plain sentences for the log ("Evy steps east", "Monster 1 attacks Evy")', () => {
    let s = evy.setup(
      configOf(adventureOf([drawMap('m', ['@  P  .', ' .  .  .'])], [{ type: 'reach', tile: 'start' }])),
      1,
    );
    s = rollDice(s, 1, 1);
    expect(s.log.map((l) => l.text)).toContain('Monster 1 attacks Evy: 4 HP left.');
    expect(evy.describe({ key: `step:${at(0, 1)}`, type: 'step', to: { q: 0, r: 1 } }, s)).toBe('Evy steps south-east');
    expect(evy.describe({ key: 'end-turn', type: 'end-turn' }, s)).toBe('End Evy’s turn');
    expect(evy.describe({ key: `attack:${at(1, 0)}`, type: 'attack', target: { q: 1, r: 0 } }, s)).toBe(
      'Evy attacks Monster 1',
    );
  });
});
