/**
 * The tokens and resources GameIcon draws, by what they are rather than by game: a Touch
 * Hero's Health and an Evy HP are both `health`; Manor's madness, Clocks and awakening,
 * EverZone's CP (`command`) and resources, the Queen's Ability Points (`ability`), Evy's items.
 */
export const ICON_NAMES = [
  'investigation',
  'wound',
  'health',
  'shadow',
  'madness',
  'awakening',
  'clock',
  'command',
  'resource',
  'ability',
  'item',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
