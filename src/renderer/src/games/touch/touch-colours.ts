/**
 * Each Hero's colour on the map and its sheet, by place at the table. Colour only
 * helps the eye: every figure also carries its Hero's name.
 */
const HERO_COLOURS = ['#1f5fbf', '#b5361c', '#1f7a4d', '#8a2fb0', '#a86a00', '#0f7c8c', '#b0306e', '#4a4a4a'];

export function heroColour(hero: number): string {
  return HERO_COLOURS[hero % HERO_COLOURS.length]!;
}
