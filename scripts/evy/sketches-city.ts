/** Adventures 8–13 (the city, the park, the witch's castle and tower) as hex sketches; see sketch.ts. */
import type { AdventureSketch, MapSketch } from './sketch';

const witch = { health: 6, name: 'the witch' };

const TOWER_FLOORS: MapSketch[] = [
  {
    name: 'Tower, first floor',
    rows: [
      '#  #  .  S1 .  #  #', //
      '  #  .  .  .  1  .  #',
      '#  .  .  .  .  .  #',
      '  .  .  2  .  .  P  #',
      '#  .  .  .  3  .  #',
      '  #  #  .  @  .  #  #',
    ],
  },
  {
    name: 'Tower, second floor',
    rows: [
      '#  .  S2 .  .  #  #',
      '  .  .  .  4  .  .  #',
      '#  .  5  .  .  .  #',
      '  P  .  .  #  .  .  #',
      '#  .  .  .  6  .  #',
      '  #  #  .  @  .  #  #',
    ],
  },
  {
    name: 'Tower, third floor',
    rows: [
      '#  #  .  .  S3 .  #',
      '  #  .  .  .  .  .  #',
      '#  .  .  #  7  .  #',
      '  .  8  .  .  .  P  #',
      '#  .  .  .  .  .  #',
      '  #  #  @  .  .  #  #',
    ],
  },
  {
    name: 'Tower, fourth floor',
    rows: [
      '#  .  S4 .  .  #  #',
      '  .  .  .  .  .  .  #',
      '#  9  .  #  .  .  #',
      '  P  .  .  .  10 .  #',
      '#  .  .  .  .  .  #',
      '  #  #  .  .  @  #  #',
    ],
  },
  {
    name: "The witch's room",
    boss: witch,
    rows: [
      '#  #  .  .  .  #  #',
      '  #  P  .  Z  .  .  #',
      '#  .  .  .  .  .  #',
      '  .  11 .  #  .  12 #',
      '#  .  .  .  .  .  #',
      '  #  #  .  @  .  #  #',
    ],
  },
];

export const CITY_SKETCHES: AdventureSketch[] = [
  {
    id: 'elevator',
    title: 'Elevator',
    order: 8,
    intro:
      'Mom and Dad work on the eleventh floor of a glass office tower, and the only way up is the lift. At every floor the doors slide open and someone grey and gloomy shuffles in. Hold out until the top floor, grabbing what you can on the way.',
    cardCount: 10,
    monsterName: 'grey suits',
    maps: [
      {
        name: 'Lift cabin',
        rows: [
          '#  #  P  .  P  #  #',
          '  #  .  .  .  .  .  #',
          '.  C  .  .  .  C  .',
          '  .  .  .  @  .  .  .',
          '.  C  .  .  .  C  .',
          '  #  .  .  C  .  .  #',
          '#  #  .  P  .  #  #',
        ],
      },
    ],
    objective: [{ type: 'survive-floors', floors: 10, text: 'Ride up to the top floor' }],
    rules: { elevator: { floors: 10 } },
  },
  {
    id: 'library',
    title: 'Library',
    order: 9,
    intro:
      'Somebody must have written down why all this is happening. In the silent library Evy follows a trail of books from shelf to shelf, each one pointing to the next, while things with far too many eyes watch from the stacks.',
    cardCount: 10,
    monsterName: 'page watchers',
    maps: [
      {
        name: 'Reading hall',
        rows: [
          '.  .  .  .  *W .  .  .  .  .  P',
          '  .  #  #  #  #  .  #  #  #  #  .',
          '.  1  .  .  .  2  *I .  .  .  .',
          '  .  #  #  #  #  .  #  #  #  #  .',
          '.  .  .  *T .  3  .  4  .  .  .',
          '  .  #  #  #  #  .  #  #  #  #  .',
          '.  .  5  .  .  6  .  *C 7  .  .',
          '  .  #  #  #  #  .  #  #  #  #  .',
          'P  8  .  .  *H .  9  .  .  10 .',
          '  #  #  #  #  #  @  #  #  #  #  #',
        ],
      },
    ],
    objective: [
      { type: 'waypoints', letters: ['W', 'I', 'T', 'C', 'H'], text: 'Read the books W, I, T, C and H, in that order' },
      { type: 'reach', tile: 'start', text: 'Leave the way you came in' },
    ],
    rules: {},
  },
  {
    id: 'park',
    title: 'Park',
    order: 10,
    intro:
      'In the middle of the park, in the old pond, something huge and wobbling has settled, with little ones bobbing all around it. It will only grow if Evy leaves it be. It takes six good hits to finish.',
    cardCount: 8,
    monsterName: 'pond jellies',
    maps: [
      {
        name: 'Park',
        boss: { health: 6, name: 'the great jelly' },
        rows: [
          'P  .  1  .  .  .  .  .  2  .  P',
          '  .  .  .  .  .  .  .  .  .  .  .',
          '.  .  .  #  .  .  .  #  .  .  .',
          '  3  .  .  .  .  .  .  .  .  .  4',
          '.  .  .  .  .  P  .  .  .  .  .',
          '  .  .  #  .  .  B  .  .  #  .  .',
          '.  .  .  .  .  .  P  .  .  .  .',
          '  .  .  #  .  .  .  .  .  #  .  .',
          '.  .  7  .  .  .  .  .  .  .  .',
          '  .  5  .  .  8  .  #  .  .  6  .',
          '@  .  .  .  .  .  .  .  .  .  #',
        ],
      },
    ],
    objective: [{ type: 'defeat-boss', text: 'Defeat the great jelly' }],
    rules: {},
  },
  {
    id: 'dungeon',
    title: 'Dungeon',
    order: 11,
    intro:
      "The witch's castle is locked, but old castles keep a spare key somewhere silly. Evy climbs down into the dungeon to find the box it is kept in, then back up the way she came. Mind the corners.",
    cardCount: 10,
    monsterName: 'cellar gnawers',
    maps: [
      {
        name: 'Dungeon',
        legend: { k: { kind: 'floor', item: 'key' } },
        rows: [
          '@  .  .  .  #  .  .  1  .  #',
          '  .  .  2  .  #  .  #  #  .  .',
          '.  #  #  .  .  .  #  3  .  P',
          '  .  #  .  .  #  #  #  .  #  .',
          '.  .  4  #  5  .  .  .  .  k',
          '  #  .  #  #  .  #  #  #  .  .',
          '.  .  .  6  .  .  7  #  8  .',
          '  .  #  #  #  #  .  .  .  P  9',
          '.  .  10 .  .  .  #  .  .  .',
        ],
      },
    ],
    objective: [
      { type: 'collect', item: 'key', text: 'Take the key from its box' },
      { type: 'reach', tile: 'start', text: 'Climb back out where you came in' },
    ],
    rules: {},
  },
  {
    id: 'castle',
    title: 'Castle',
    order: 12,
    intro:
      'Past the gate, the castle halls clank with empty suits of armour that are not empty any more. Locked doors stand between Evy and the staircase up to the tower; each one opens when she walks through it.',
    cardCount: 9,
    monsterName: 'tin knights',
    maps: [
      {
        name: 'Castle halls',
        rows: [
          '#  #  #  #  .  S  .  #  #  #  #',
          '  #  1  .  #  .  .  .  #  .  2  #',
          '#  .  .  L  .  .  .  L  .  .  #',
          '  #  P  .  #  #  #  #  #  .  P  #',
          '#  .  3  .  #  .  #  .  4  .  #',
          '  #  .  .  .  L  .  L  .  .  .  #',
          '#  #  #  5  #  .  #  6  #  #  #',
          '  .  7  .  .  .  .  .  .  .  8  .',
          '.  .  P  .  .  @  .  .  P  9  .',
        ],
      },
    ],
    objective: [{ type: 'reach', tile: 'stairs', text: 'Reach the staircase to the tower' }],
    rules: {},
  },
  {
    id: 'tower',
    title: 'Tower',
    order: 13,
    intro:
      'Five floors of winding stairs, and at the top the witch herself, shrieking spells into a bubbling pot. Her creatures have no legs for stairs, so each floor can be left behind. She will take at least six hits.',
    cardCount: 12,
    monsterName: 'broom imps',
    maps: TOWER_FLOORS,
    objective: [{ type: 'defeat-boss', text: 'Defeat the witch' }],
    rules: { actionsOnEvyMapOnly: true },
  },
];
