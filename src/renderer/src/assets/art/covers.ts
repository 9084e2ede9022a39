/**
 * The home screen's game covers, one SVG per game id in ./covers (drawn by scripts/art/covers.ts).
 * Each is its own file, fetched when the home screen shows it, not inlined into the app's script.
 */
const COVERS = import.meta.glob<string>('./covers/*.svg', { eager: true, query: '?no-inline', import: 'default' });

export function coverOf(gameId: string): string | null {
  return COVERS[`./covers/${gameId}.svg`] ?? null;
}
