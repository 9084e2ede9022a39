/** Map geometry: every hex of a map's bounding box is a cell, found again from its hex; no other hex is. */
import { describe, expect, it } from 'vitest';
import { EVY_ADVENTURES } from '../../../src/games/evy/content';
import { cellOf, geometry, hexKey, hexOf } from '../../../src/games/evy/geometry';

describe('cellOf', () => {
  for (const adventure of EVY_ADVENTURES) {
    it(`${adventure.id}: finds every cell from its hex, and -1 for hexes outside the bounding box`, () => {
      for (const geo of geometry(adventure)) {
        for (let c = 0; c < geo.cells; c++) expect(cellOf(geo, hexOf(geo, c))).toBe(c);
        // Every hex of a margin around the box, inside it or not, agrees with the string index.
        let outside = 0;
        for (let r = geo.minR - 2; r <= Math.max(...geo.r) + 2; r++) {
          for (let q = geo.minQ - 2; q < geo.minQ + geo.spanQ + 2; q++) {
            const expected = geo.byHex.get(hexKey({ q, r })) ?? -1;
            if (expected < 0) outside++;
            expect(cellOf(geo, { q, r })).toBe(expected);
          }
        }
        expect(outside).toBeGreaterThan(0);
      }
    });
  }

  it('a hex that is not whole is on no map', () => {
    const geo = geometry(EVY_ADVENTURES[0]!)[0]!;
    const h = hexOf(geo, 0);
    expect(cellOf(geo, { q: h.q + 0.5, r: h.r })).toBe(-1);
  });
});
