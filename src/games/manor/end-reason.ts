/**
 * Why a game of All Manor of Evil ended: the second Clock struck, one elder god woke (the
 * end steps run), or more than one woke (all lose; in solo, any god devours the player).
 * Then who was devoured for the most madness, and the final $. Read from the spectator's
 * view, where the end reveals every role and cache, as the book's Reveal step does.
 */
import type { EndReasonText } from '../../engine';
import { AWAKEN_AT, godDef } from './content';
import type { GameResult, ManorView } from './types';

function names(view: ManorView, players: readonly number[]): string {
  return players.map((i) => view.players[i]?.name ?? `Player ${i + 1}`).join(', ');
}

function headlineOf(view: ManorView, result: GameResult): string {
  if (result.reason === 'clock') return 'The second Clock struck';
  if (result.reason === 'god') {
    const god = view.gods.find((g) => g.colour === result.god);
    return `The ${result.god} god woke${god ? ` (${godDef(god.face).name})` : ''}`;
  }
  const awake = view.gods.filter((g) => g.tokens >= AWAKEN_AT).map((g) => godDef(g.face).name);
  return view.config.players === 1
    ? `An elder god woke (${awake.join(', ')}): the player is devoured`
    : `More than one elder god woke (${awake.join(' and ')}): every player loses`;
}

export function manorEndReason(view: ManorView): EndReasonText | null {
  const result = view.result;
  if (view.phase !== 'over' || !result) return null;
  const headline = headlineOf(view, result);
  if (result.reason === 'gods') return { headline, details: [] };
  const details: string[] = [];
  const madness = view.players.map((p) => `${p.name} ${result.madness[p.index] ?? 0}`);
  details.push(`Madness: ${madness.join(', ')}.`);
  if (result.devoured.length > 0) {
    const most = Math.max(...result.devoured.map((i) => result.madness[i] ?? 0));
    // Solo: the player is devoured unless their madness is below the Cultist's, else the Cultist is.
    const why = view.config.players === 1 ? 'the higher madness (ties devour the player)' : `the most madness, ${most}`;
    details.push(`Devoured for ${why}: ${names(view, result.devoured)}.`);
  }
  const scored = view.players.filter((p) => result.dollars[p.index] !== null && result.dollars[p.index] !== undefined);
  if (scored.length > 0)
    details.push(`Final $: ${scored.map((p) => `${p.name} ${result.dollars[p.index]}`).join(', ')}.`);
  return { headline, details };
}
