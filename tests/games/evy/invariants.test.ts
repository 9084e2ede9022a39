/**
 * Rules that must hold in every position of random playouts on the built-in
 * adventures: nobody shares a tile, nobody stands on a wall (ghosts aside) or on a
 * marker, Evy never on a pit ("Neither Evy nor monsters … may ever walk onto any
 * spawn pit" — monsters only appear there), at most 25 tokens, the hand limit
 * kept whenever Evy may act, and a phase with something to do.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES } from '../../../src/games/evy/content';
import { overHandLimit } from '../../../src/games/evy/evy-turn';
import { GAP, geometry, isPit } from '../../../src/games/evy/geometry';
import { TOKENS, posCell, posMap, type EvyState } from '../../../src/games/evy/state';

function problems(s: EvyState): string[] {
  const adventure = evy.view(s, 0).adventure;
  const maps = geometry(adventure);
  const out: string[] = [];
  const evyGeo = maps[s.map]!;
  if (evyGeo.kind[s.evy] === GAP || isPit(evyGeo, s.evy)) out.push('Evy stands on a wall or a pit');
  const seen = new Set<string>();
  for (const m of s.monsters) {
    const key = `${m.map}:${m.cell}`;
    if (seen.has(key)) out.push(`two monsters on ${key}`);
    seen.add(key);
    if (m.map === s.map && m.cell === s.evy) out.push(`monster ${m.id} on Evy`);
    const geo = maps[m.map]!;
    if (geo.kind[m.cell] === GAP && !adventure.rules.ghosts) out.push(`monster ${m.id} in a wall`);
    const markers = [...s.doors, ...s.items].filter((p) => posMap(p) === m.map && posCell(p) === m.cell);
    if (markers.length) out.push(`monster ${m.id} on a marker`);
  }
  if (s.monsters.filter((m) => !m.boss).length > TOKENS) out.push('more than 25 tokens');
  if (s.phase === 'evy' && overHandLimit(s)) out.push('over the hand limit in Evy’s phase');
  if (s.hp < 0) out.push('negative HP');
  return out;
}

describe('invariants over random playouts', () => {
  for (const [i, adventure] of EVY_ADVENTURES.entries()) {
    it(`${adventure.id}: every position of 6 random playouts keeps the rules`, () => {
      for (let game = 0; game < 6; game++) {
        const chooser = createRng(`inv:${i}:${game}`);
        const s = evy.setup({ adventure: adventure.id, ties: game % 2 ? 'auto' : 'ask' }, 100 * i + game);
        for (let ply = 0; ply < 3000 && !evy.isOver(s); ply++) {
          const legal = evy.legalActions(s, 0);
          expect(legal.length).toBeGreaterThan(0);
          evy.step!(s, 0, legal[nextInt(chooser, legal.length)]!);
          const found = problems(s);
          if (found.length) throw new Error(`${adventure.id} game ${game} ply ${ply}: ${found.join('; ')}`);
        }
      }
    });
  }
});
