/**
 * Moving the Shadow Track in a game: "If the marker ever moves past the 1 space at
 * the bottom of the track (into the Darkness), the Villain wins and the game is over."
 */
import { TOUCH_CONTENT } from './content';
import { huntersMove } from './elder-allies';
import { logLine, type TouchState } from './state';
import { moveTrack } from './track';
import { plural } from '../../engine';

export function moveShadow(state: TouchState, steps: number, why: string): void {
  if (steps === 0 || state.phase === 'over') return;
  const move = moveTrack(TOUCH_CONTENT.track, state.track, steps);
  const moved = Math.abs(state.track - move.position);
  state.track = move.position;
  const direction = steps > 0 ? 'closer to Darkness' : 'away from Darkness';
  logLine(state, `${why}: the Shadow Track moves ${plural(moved, 'step')} ${direction}, to ${state.track}.`);
  if (!move.darkness) huntersMove(state, move.enteredStages.length);
  if (move.darkness) {
    state.phase = 'over';
    state.winner = null;
    state.tasks = [];
    state.prompt = null;
    logLine(state, 'Shadowbrook falls into Darkness. The Villain wins.');
  }
}
