/** JSON Schema of All Manor of Evil's game options. */

/** The book's six solo levels, in order; level 7 and up follow the rule beyond Doomed. */
export const SOLO_LEVEL_NAMES = ['Rookie', 'Investigator', 'Heroic', 'Legendary', 'Asylum', 'Doomed'] as const;

/**
 * The highest solo level: 27 madness tokens for the player and 9 face-down relics
 * for Lovecraft. The box holds 30 madness tokens and the Cultist starts with one, so
 * level 10 (30 tokens for the player) could not be set up.
 */
export const MAX_SOLO_LEVEL = 9;

export const MANOR_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://boardwright.app/schemas/manor/config.json',
  title: 'All Manor of Evil: game options',
  type: 'object',
  properties: {
    players: {
      title: 'Players',
      type: 'integer',
      minimum: 1,
      maximum: 6,
      description:
        '1: solo against the Cultist and Lovecraft; 2: head to head, taking turns controlling Lovecraft; 3 to 6: the standard game (the Vault is added at 5 and 6).',
    },
    level: {
      title: 'Solo level',
      type: 'integer',
      minimum: 1,
      maximum: MAX_SOLO_LEVEL,
      description:
        'Solo only. 1 Rookie, 2 Investigator, 3 Heroic, 4 Legendary, 5 Asylum, 6 Doomed; each level starts you with 3 more madness tokens and Lovecraft with 1 more face-down relic. Default 1.',
    },
  },
  required: ['players'],
  additionalProperties: false,
} as const;
