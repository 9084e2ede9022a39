/**
 * Evy's map key and tie words, without the DOM: every tile kind the rules know
 * and every tile, item and token the built-in adventures use is explained, and
 * a monster-phase tie names monsters and places, never coordinates.
 */
import { describe, expect, it } from 'vitest';
import { EVY_ADVENTURES } from '../../src/games/evy/content';
import { TILE_KINDS } from '../../src/games/evy/schema';
import type { EvyView } from '../../src/games/evy/types';
import {
  entryMatchesTile,
  itemName,
  legendFor,
  tileName,
  tileWords,
} from '../../src/renderer/src/games/evy/evy-legend';
import { compassWord, hexDistance, tieChoiceLabel, tieHeading } from '../../src/renderer/src/games/evy/evy-tie-words';
import { ADVENTURE, evyView, legal } from './evy-fixture';

/** How the rules write a hex ("2,-1"). */
const COORDINATES = /-?\d+,-?\d+/;

describe('Evy map key', () => {
  it('every tile kind of the rules has a name and a meaning of its own', () => {
    const names = TILE_KINDS.map((kind) => tileWords(kind).name);
    expect(new Set(names).size).toBe(TILE_KINDS.length);
    for (const kind of TILE_KINDS) expect(tileWords(kind).meaning.length).toBeGreaterThan(20);
  });

  it.each(EVY_ADVENTURES.map((a) => [a.id, a] as const))(
    '%s: the key lists every tile kind, item and token its maps use',
    (_id, adventure) => {
      const keys = new Set(legendFor(adventure).map((e) => e.key));
      for (const map of adventure.maps) {
        for (const tile of map.tiles) {
          expect(keys).toContain(`tile:${tile.kind}`);
          if (tile.item) expect(keys).toContain(`item:${tile.item}`);
          if (tile.waypoint) expect(keys).toContain('token:waypoint');
        }
        if (map.monsters?.some((m) => m.boss)) expect(keys).toContain('token:boss');
      }
      expect(keys).toContain('token:evy');
      expect(keys).toContain(adventure.rules.ghosts ? 'token:ghost' : 'token:monster');
    },
  );

  it("the book's items have their own names: Evy's baby brother, her grandparents, the castle key", () => {
    const items = new Set(EVY_ADVENTURES.flatMap((a) => a.maps.flatMap((m) => m.tiles.flatMap((t) => t.item ?? []))));
    expect([...items].sort().map(itemName)).toEqual(['Baby brother', 'Grandma', 'Grandpa', 'Key']);
    expect(itemName('lantern')).toBe('Lantern');
  });

  it('only what the adventure has is listed: a map without pits or stairs shows neither', () => {
    const keys = legendFor({
      ...ADVENTURE,
      maps: [
        {
          name: 'Room',
          start: { q: 0, r: 0 },
          tiles: [
            { q: 0, r: 0, kind: 'floor' },
            { q: 1, r: 0, kind: 'exit' },
          ],
        },
      ],
    }).map((e) => e.key);
    expect(keys).toEqual(['token:evy', 'token:monster', 'tile:floor', 'tile:exit']);
  });

  it('a staircase says which map it leads to; an entry lights the tiles it explains', () => {
    const stairs = ADVENTURE.maps[0]!.tiles.find((t) => t.kind === 'stairs')!;
    expect(tileName(stairs, ADVENTURE.maps)).toBe('Staircase to map 2 (Attic)');
    const baby = ADVENTURE.maps[0]!.tiles.find((t) => t.item === 'baby')!;
    expect(entryMatchesTile('item:baby', baby)).toBe(true);
    expect(entryMatchesTile('token:waypoint', baby)).toBe(true);
    expect(entryMatchesTile('tile:floor', baby)).toBe(true);
    expect(entryMatchesTile('tile:pit', baby)).toBe(false);
  });
});

describe('Evy tie prompts ("you decide which monster moves first")', () => {
  const base = evyView({ phase: 'monster-choice' });

  function tieView(choice: NonNullable<EvyView['monsterPhase']>['choice']): EvyView {
    return {
      ...base,
      monsterPhase: { actions: 3, stage: 'move', attacked: [], done: [], hitBy: null, choice },
    } as EvyView;
  }

  it('which monster moves first: the heading and each answer name the monsters and where they are', () => {
    const view = tieView({ kind: 'monster', options: [1, 2] });
    expect(tieHeading(view)).toBe('Dust slug 1 and Dust slug 2 are equally close to Evy: which moves first?');
    const first = tieChoiceLabel(
      legal({ key: 'cm:1,0', type: 'choose-monster', monster: { q: 1, r: 0 } }, 'Monster 1 moves first'),
      view,
    );
    expect(first).toBe('Dust slug 1, next to Evy (east of her), moves first');
    expect(first).not.toMatch(COORDINATES);
  });

  it('where it goes: the answer names the direction and what is on the tile, not its coordinates', () => {
    const view = tieView({
      kind: 'tile',
      monster: 3,
      options: [
        { q: 2, r: 0 },
        { q: 3, r: -1 },
      ],
    });
    expect(tieHeading(view)).toBe('Big Jelly can go 2 ways that bring it equally close to Evy: where does it go?');
    const onCard = tieChoiceLabel(
      legal({ key: 'ct:2,0', type: 'choose-tile', to: { q: 2, r: 0 } }, 'Big Jelly moves to 2,0'),
      view,
    );
    expect(onCard).toBe('Big Jelly goes south-east, onto card tile 1, east of Evy');
    const onBook = tieChoiceLabel(
      legal({ key: 'ct:3,-1', type: 'choose-tile', to: { q: 3, r: -1 } }, 'Big Jelly moves to 3,-1'),
      view,
    );
    expect(onBook).toBe('Big Jelly goes east, onto book A, east of Evy');
    for (const label of [onCard, onBook]) expect(label).not.toMatch(COORDINATES);
  });

  it('no tie open: no tie heading, and other prompts keep the words the rules gave them', () => {
    expect(tieHeading(base)).toBeNull();
    const flip = legal({ key: 'flip:1', type: 'flip', number: 1 }, 'Turn over card 1');
    expect(tieChoiceLabel(flip, base)).toBe('Turn over card 1');
  });

  it('hex distance and the six compass words follow the pointy-top layout', () => {
    const o = { q: 0, r: 0 };
    expect(hexDistance(o, { q: 2, r: -1 })).toBe(2);
    expect(hexDistance(o, { q: -2, r: 3 })).toBe(3);
    expect(
      [
        { q: 1, r: 0 },
        { q: 0, r: 1 },
        { q: -1, r: 1 },
        { q: -1, r: 0 },
        { q: 0, r: -1 },
        { q: 1, r: -1 },
      ].map((h) => compassWord(o, h)),
    ).toEqual(['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east']);
  });
});
