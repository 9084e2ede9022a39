/**
 * The engine's monster phase against the reference (`reference-monster-phase.ts`, a
 * plain reading of the rules kept for this test): from every monster-phase position
 * of seeded playouts — every built-in adventure, and random maps crowded with
 * monsters, walls, doors and pits — every legal answer (the roll, a discard or a hit
 * taken, each tie option) must lead to the same state: the same moves, the same
 * ties asked, the same spawns, the same random draws, the same log.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, stateHash, type RngState } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES } from '../../../src/games/evy/content';
import { evyMap, type EvyState } from '../../../src/games/evy/state';
import type { EvyConfig, Hex } from '../../../src/games/evy/types';
import { configOf } from './helpers';
import { randomMap, type RandomMapShape } from './random-maps';
import { referenceStep } from './reference-monster-phase';
import { distanceToEvy, monsterDistance } from './reference-spawn';

const MONSTER_PHASES: ReadonlySet<string> = new Set(['monster', 'monster-choice', 'hit']);

/** What the compared positions held, so the test shows it met the cases that matter. */
interface Seen {
  positions: number;
  monsterTies: number;
  tileTies: number;
  hits: number;
  lostActions: number;
  /** Moves to a tile no closer to Evy: a monster making room for the one behind it. */
  sideways: number;
  /** Spawns with fewer tokens than empty pits: the pits nearest Evy filled first. */
  shortSpawns: number;
}

function emptySeen(): Seen {
  return { positions: 0, monsterTies: 0, tileTies: 0, hits: 0, lostActions: 0, sideways: 0, shortSpawns: 0 };
}

/** Compares every legal answer at a monster-phase position; throws with the position on a difference. */
function compareAt(state: EvyState, where: string, seen: Seen): void {
  seen.positions++;
  if (state.phase === 'hit') seen.hits++;
  if (state.monsterPhase?.choice?.kind === 'monster') seen.monsterTies++;
  if (state.monsterPhase?.choice?.kind === 'tile') seen.tileTies++;
  for (const action of evy.legalActions(state, 0)) {
    const lean = evy.clone!(state);
    const reference = evy.clone!(state);
    evy.step!(lean, 0, action);
    referenceStep(reference, 0, action);
    if (stateHash(lean) !== stateHash(reference)) {
      // The readable difference first (monsters and events), the whole state if that matches.
      expect({ monsters: lean.monsters, events: lean.lastMonsterPhase }, `${where}, ${action.key}`).toEqual({
        monsters: reference.monsters,
        events: reference.lastMonsterPhase,
      });
      expect(lean, `${where}, ${action.key}`).toEqual(reference);
    }
    count(state, lean, seen);
  }
}

function count(before: EvyState, after: EvyState, seen: Seen): void {
  const geo = evyMap(before);
  const dist = distanceToEvy(before);
  const cell = (h: Hex): number => geo.byHex.get(`${h.q},${h.r}`) as number;
  const fresh = after.lastMonsterPhase.slice(before.phase === 'monster' ? 0 : before.lastMonsterPhase.length);
  for (const e of fresh) {
    if (e.type === 'lost-actions') seen.lostActions++;
    if (e.type === 'move' && dist[cell(e.to)] === monsterDistance(geo, dist, cell(e.from))) seen.sideways++;
  }
  const emptyPits = geo.pits.filter((c) => !after.monsters.some((m) => m.map === after.map && m.cell === c));
  if (fresh.some((e) => e.type === 'spawn') && emptyPits.length > 0) seen.shortSpawns++;
}

/** Plays a seeded game, comparing at every monster-phase position on the way. */
function playAndCompare(config: EvyConfig, seed: number, name: string, seen: Seen, policy: 'random' | 'rollout'): void {
  const chooser: RngState = createRng(`differential:${name}:${seed}`);
  const state = evy.setup(config, seed);
  for (let ply = 0; ply < 300 && !evy.isOver(state); ply++) {
    if (MONSTER_PHASES.has(state.phase)) compareAt(state, `${name} seed ${seed} ply ${ply}`, seen);
    const legal = evy.legalActions(state, 0);
    const action =
      policy === 'rollout' ? evy.rolloutPolicy!(state, 0, chooser) : legal[nextInt(chooser, legal.length)]!;
    evy.step!(state, 0, action);
  }
}

const VARIANTS: { name: string; more: Partial<EvyConfig> }[] = [
  { name: 'ties asked', more: { ties: 'ask' } },
  { name: 'ties auto', more: { ties: 'auto' } },
  { name: 'Harder D, ties asked', more: { ties: 'ask', difficulty: { harder: ['D'] } } },
  { name: 'Harder D, ties auto', more: { ties: 'auto', difficulty: { harder: ['D'] } } },
];

describe('monster phase: the engine against the reference', () => {
  for (const adventure of EVY_ADVENTURES) {
    it(`${adventure.id}: the same result from every monster-phase position of 16 playouts`, () => {
      const seen = emptySeen();
      VARIANTS.forEach((variant, v) => {
        for (let game = 0; game < 4; game++) {
          const config = { adventure: adventure.id, ...variant.more };
          playAndCompare(
            config,
            100 * v + game + 1,
            `${adventure.id} ${variant.name}`,
            seen,
            game % 2 ? 'rollout' : 'random',
          );
        }
      });
      expect(seen.positions).toBeGreaterThan(100);
      expect(seen.tileTies).toBeGreaterThan(0);
      expect(seen.sideways).toBeGreaterThan(0);
    });
  }

  const SHAPES: { name: string; shape: RandomMapShape }[] = [
    { name: '8×8, 4 monsters', shape: { width: 8, height: 8, walls: 0.15, pits: 3, monsters: 4 } },
    { name: '8×8, 16 monsters', shape: { width: 8, height: 8, walls: 0.2, pits: 4, monsters: 16 } },
    {
      name: '10×9, 22 monsters, 6 pits (tokens run out)',
      shape: { width: 10, height: 9, walls: 0.2, pits: 6, monsters: 22 },
    },
    {
      name: '9×9 ghosts, 14 monsters',
      shape: { width: 9, height: 9, walls: 0.3, pits: 3, monsters: 14, ghosts: true },
    },
    { name: '12×6 corridors, 12 monsters', shape: { width: 12, height: 6, walls: 0.4, pits: 2, monsters: 12 } },
  ];

  for (const { name, shape } of SHAPES) {
    it(`random maps ${name}: the same result from every monster-phase position`, () => {
      const seen = emptySeen();
      for (let map = 0; map < 6; map++) {
        const adventure = randomMap(`${name}:${map}`, shape);
        VARIANTS.forEach((variant, v) => {
          const config = configOf(adventure, variant.more);
          playAndCompare(
            config,
            10 * map + v + 1,
            `${name} map ${map} ${variant.name}`,
            seen,
            v % 2 ? 'rollout' : 'random',
          );
        });
      }
      // Crowded maps are where the order of the monsters and the sideways step decide things.
      expect(seen.positions).toBeGreaterThan(100);
      expect(seen.monsterTies).toBeGreaterThan(0);
      expect(seen.tileTies).toBeGreaterThan(0);
      expect(seen.sideways).toBeGreaterThan(0);
      if (shape.pits + shape.monsters > 25) expect(seen.shortSpawns).toBeGreaterThan(0);
    });
  }
});
