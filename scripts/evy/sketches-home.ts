/** Adventures 1–7 (home, street, mall, grandparents) as hex sketches; see sketch.ts for the tokens. */
import type { AdventureSketch } from './sketch';

const reachExit = (text: string) => ({ type: 'reach', tile: 'exit', text }) as const;

export const HOME_SKETCHES: AdventureSketch[] = [
  {
    id: 'evys-room',
    title: "Evy's room",
    order: 1,
    intro:
      'Evy wakes in the dark. Something shuffles out of the corner by the wardrobe, where a shadow used to be just a shadow. The bedroom door is only a few steps away.',
    cardCount: 0,
    monsterName: 'closet lurkers',
    tutorial: 'evys-room',
    maps: [
      {
        name: "Evy's room",
        rows: [
          '.  .  .  .  .', //
          '  .  @  .  P  #',
          '.  .  .  .  .',
          '  #  #  X  #  #',
        ],
      },
    ],
    objective: [reachExit('Reach the bedroom door')],
    rules: {},
  },
  {
    id: 'upstairs-hall',
    title: 'Upstairs hall',
    order: 2,
    intro:
      "The landing is no better. Things keep crawling out of her little brother's room, and the staircase is at the far end of the hall. Two things lie on the floor on the way: worth a look.",
    cardCount: 2,
    monsterName: 'sock goblins',
    tutorial: 'upstairs-hall',
    maps: [
      {
        name: 'Upstairs hall',
        rows: [
          '#  #  #  #  P  .  P  #  #  #  #',
          '  #  #  #  #  .  .  #  #  #  #  #',
          '#  #  #  #  #  .  #  #  #  #  #',
          '  @  .  2  .  .  .  .  .  .  .  S',
          '.  .  .  .  .  .  .  .  1  .  .',
          '  #  #  #  .  .  .  .  #  #  #  #',
        ],
      },
    ],
    objective: [{ type: 'reach', tile: 'stairs', text: 'Reach the staircase' }],
    rules: {},
  },
  {
    id: 'downstairs',
    title: 'Downstairs',
    order: 3,
    intro:
      'At the foot of the stairs Evy hears her baby brother wailing in the living room. The kitchen is full of creeping things and the back door is theirs now: grab the baby, then out through the front door.',
    cardCount: 10,
    monsterName: 'rug creepers',
    maps: [
      {
        name: 'Ground floor',
        legend: { b: { kind: 'floor', item: 'baby' } },
        rows: [
          '#  #  #  #  #  #  #  P  #  P  #  #',
          '  #  #  #  #  #  .  .  .  .  .  .  #',
          '.  .  .  .  #  1  .  .  .  .  2  #',
          '  .  @  .  .  .  .  .  3  .  .  .  #',
          '.  .  .  .  #  .  .  .  .  4  .  #',
          '  .  5  .  .  #  #  #  .  #  #  #  #',
          'X  .  .  .  #  6  .  .  .  .  .  #',
          '  .  .  7  .  .  .  M  .  .  8  .  #',
          '#  #  .  .  #  9  .  .  .  .  .  b',
          '  #  #  #  #  #  .  10 .  P  .  .  #',
        ],
      },
    ],
    objective: [
      { type: 'collect', item: 'baby', text: 'Pick up your baby brother' },
      reachExit('Run out through the front door'),
    ],
    rules: {},
  },
  {
    id: 'street',
    title: 'Street',
    order: 4,
    intro:
      'The street is crawling too. The main road is short and fairly quiet; the old dirt road behind the gardens is longer and busier, but people have left all sorts of useful things lying along it.',
    cardCount: 10,
    monsterName: 'gravel grubs',
    maps: [
      {
        name: 'Street',
        rows: [
          '.  .  .  .  .  .  .  P  .  .  .  .  X',
          '  @  .  .  .  .  1  .  .  .  .  .  .  X',
          '.  .  .  .  .  .  .  .  .  .  2  P  .',
          '  .  .  #  #  #  #  #  #  #  #  #  #  #',
          '.  3  .  #  #  #  #  #  #  #  #  #  #',
          '  .  .  .  4  .  P  .  5  .  6  .  .  #',
          '#  .  7  .  .  .  .  .  8  .  P  .  .',
          '  #  #  .  .  9  .  P  .  .  .  10 .  X',
        ],
      },
    ],
    objective: [reachExit('Reach either end of town')],
    rules: {},
  },
  {
    id: 'parking-lot',
    title: 'Parking lot',
    order: 5,
    intro:
      'Between Evy and the mall lies a parking lot, and some of the parked cars have started to grumble and roll. The mall door is on the far side.',
    cardCount: 10,
    monsterName: 'rust rollers',
    maps: [
      {
        name: 'Parking lot',
        rows: [
          '#  #  #  #  #  #  #  #  .  X  X  .',
          '  .  .  .  .  .  P  .  .  .  .  .  .',
          '.  #  #  1  #  #  P  #  #  2  #  .',
          '  .  #  #  .  #  #  .  #  #  .  #  .',
          '.  .  .  .  .  3  .  .  .  .  .  .',
          '  .  4  .  .  .  .  .  .  5  .  .  .',
          '.  #  #  .  #  #  P  #  #  6  #  .',
          '  .  #  #  7  #  #  .  #  #  .  #  .',
          '.  .  .  .  .  8  .  .  .  .  .  P',
          '  @  .  .  9  .  .  .  .  10 .  .  .',
        ],
      },
    ],
    objective: [reachExit('Get in through the mall door')],
    rules: {},
  },
  {
    id: 'supermarket',
    title: 'Supermarket',
    order: 6,
    intro:
      'Inside, the fruit has gone very wrong. The best tools are in the middle aisle, right where the sour things gather, and more sits at the back of the shop. The way out is past the tills.',
    cardCount: 9,
    monsterName: 'sour citrus',
    maps: [
      {
        name: 'Supermarket',
        rows: [
          '.  .  1  .  .  .  .  .  .  2  .  .  .',
          '  .  #  #  #  #  #  #  #  #  #  #  #  .',
          'P  .  .  .  .  3  .  4  .  .  .  .  .',
          '  .  #  #  #  #  P  .  P  #  #  #  #  .',
          'P  .  .  .  .  5  .  6  .  .  .  .  .',
          '  .  #  #  #  #  #  #  #  #  #  #  #  P',
          '.  .  .  7  .  .  .  .  .  8  .  .  9',
          '  @  .  .  .  #  #  P  #  #  .  .  .  X',
        ],
      },
    ],
    objective: [reachExit('Leave past the tills')],
    rules: {},
  },
  {
    id: 'grandparents',
    title: "Grandparents'",
    order: 7,
    intro:
      "Grandma and Grandpa's old house creaks louder than ever, and pale shapes drift through its walls as if they were not there. Find them both, then get everyone out the front door.",
    cardCount: 10,
    monsterName: 'linen ghosts',
    maps: [
      {
        name: "Grandparents' house",
        legend: { g: { kind: 'floor', item: 'grandma' }, h: { kind: 'floor', item: 'grandpa' } },
        rows: [
          '#  .  .  .  #  .  .  .  #',
          '  .  g  1  .  .  .  2  .  #',
          '#  .  .  .  #  .  .  h  #',
          '  #  #  .  #  #  #  .  #  #',
          'P  .  .  3  .  4  .  .  P',
          '  .  5  .  #  .  #  .  6  .',
          '.  .  .  7  .  8  .  .  .',
          '  #  9  .  .  .  .  10 .  #',
          '#  #  #  .  @  X  #  #  #',
        ],
      },
    ],
    objective: [
      { type: 'collect', item: 'grandma', text: 'Find Grandma' },
      { type: 'collect', item: 'grandpa', text: 'Find Grandpa' },
      reachExit('Leave by the front door'),
    ],
    rules: { ghosts: true },
  },
];
