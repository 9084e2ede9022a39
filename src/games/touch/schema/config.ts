/** JSON Schema of a game's config: the Heroes in seat order, the Villain, the Basic Game option, the style of play and the optional rules. */
import { LONE_HERO_LEVELS, RANDOM_VILLAIN } from '../config-check';
import type { LoneHeroLevel } from '../state';

const LEVEL_TITLES: Record<LoneHeroLevel, string> = {
  normal: 'Normal',
  hunter: 'Hunter',
  'master-hunter': 'Master Hunter',
  insanity: 'Insanity',
  apocalypse: 'Apocalypse',
};
import { TOUCH_CONTENT } from '../content';

const flag = (description: string): { type: 'boolean'; description: string } => ({ type: 'boolean', description });
/** A flag shown on the setup screen, with its label. */
const titled = (title: string, description: string) => ({ title, ...flag(description) });

export const TOUCH_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/touch/config.json',
  title: 'A Touch of Evil: game setup',
  description: 'One Hero per seat against the Villain: racing alone, in teams, all together, or a Lone Hero.',
  type: 'object',
  properties: {
    heroes: {
      title: 'Heroes',
      type: 'array',
      minItems: 1,
      maxItems: 8,
      uniqueItems: true,
      items: { enum: TOUCH_CONTENT.heroes.map((h) => h.id), description: 'A Hero.' },
      description:
        'The Heroes, one per seat, clockwise from seat 0 (in the Team Game, each team sits together); with fewer players, the last seat plays the Heroes left over.',
    },
    players: {
      title: 'Players',
      type: 'integer',
      minimum: 1,
      maximum: 8,
      description:
        'How many players play the Heroes (one each when absent): 1 in Cooperative play is Solo as a Team of Heroes, one player and one hand of Events for every Hero; one fewer than the Heroes in the Team Game gives the last player the extra Hero.',
    },
    villain: {
      title: 'Villain',
      oneOf: [
        ...TOUCH_CONTENT.villains.map((v) => ({ const: v.id, title: v.name })),
        { const: RANDOM_VILLAIN, title: 'Random', description: 'Drawn at random from the game seed.' },
      ],
      description: 'The Villain terrorizing Shadowbrook, chosen or random.',
    },
    basic: titled(
      'Basic Game',
      "The Basic Game: only the Villain's Basic Ability, the Basic Minion Chart, 8 Secrets removed.",
    ),
    mode: {
      title: 'Style of play',
      enum: ['competitive', 'cooperative', 'team', 'lone-hero'],
      description:
        'Competitive (the first Hero to defeat the Villain wins), Cooperative (all win or lose together), Team (teams race), or a Lone Hero. Competitive when absent.',
    },
    teamSize: {
      title: 'Heroes per team',
      enum: [2, 3, 4],
      description: 'The Team Game: Heroes per team (teams are neighbours in seat order).',
    },
    level: {
      title: 'Lone Hero level',
      oneOf: LONE_HERO_LEVELS.map((level) => ({ const: level, title: LEVEL_TITLES[level] })),
      description:
        "A Lone Hero's difficulty: Normal, Hunter (the Cooperative Shadow Track), Master Hunter (and the Advanced Cooperative Mystery Phase Chart), Insanity (and the Advanced Showdown Chart) or Apocalypse (and KO'd 3 times, you lose).",
    },
    mysteryChart: {
      title: 'Mystery Phase Chart',
      oneOf: [
        { const: 'basic', title: 'Basic (D6)' },
        { const: 'advanced', title: 'Advanced (2D6)' },
      ],
      description:
        'Cooperative play: the Basic Cooperative Mystery Phase Chart (a D6, simpler) or the Advanced (2D6, harder). Basic when absent.',
    },
    options: {
      title: 'Optional rules',
      type: 'object',
      description: 'Optional rules, agreed before the game.',
      properties: {
        exchange: titled(
          'Exchanging Items/Allies',
          'Competitive play only: give Items and Allies to willing Heroes in your space.',
        ),
        holdingBack: titled(
          'Holding Back the Darkness',
          'Cooperative play only: in the Red, every Hero pays 2 Investigation to move the track 1 step back.',
        ),
        growingDarkness: titled(
          'Growing Darkness',
          'A roll on the Minion Chart at a Random Location each Mystery Phase.',
        ),
        huntingForClues: titled(
          'Hunting for Clues',
          'Collecting Investigation from your space takes a Spirit or Cunning 5+ Test, 1 per success.',
        ),
        showdownChart: titled(
          'The Advanced Showdown Chart',
          'A 2D6 roll at the start of each Showdown Fight Round after the first.',
        ),
        enduranceOfEvil: titled(
          'Endurance of Evil',
          'The Villain gains Health whenever it kills a Town Elder or KOs a Hero.',
        ),
      },
      additionalProperties: false,
    },
  },
  required: ['heroes', 'villain', 'basic'],
  additionalProperties: false,
} as const;
