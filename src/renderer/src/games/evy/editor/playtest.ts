/**
 * A playtest of the editor's draft: a one-seat Evy match of the draft in the real
 * engine (ties settled automatically), shown on the match screen; closed again on
 * return, as it was only a trial.
 */
import type { Adventure } from '../../../../../games/evy/types';
import { getApi } from '../../../api/bridge';
import { useErrorStore } from '../../../stores/errors';
import { useMatchStore } from '../../../stores/match';
import { useScreenStore } from '../../../stores/screen';
import { EVY_EDITOR } from '../evy-screens';

/** Starts the match and shows it; its id, or null when it could not start (the banner says why). */
export async function startPlaytest(adventure: Adventure): Promise<string | null> {
  const summary = await useErrorStore().guard(
    () =>
      getApi().call('match.create', {
        game: 'evy',
        config: { custom: adventure, ties: 'auto' },
        seats: [{ kind: 'human', name: 'Evy' }],
      }),
    'Could not start the playtest',
  );
  if (!summary) return null;
  await useMatchStore().open(summary);
  useScreenStore().showMatch(EVY_EDITOR);
  return summary.id;
}

/** Shows the editor again and closes the playtest's match. */
export async function finishPlaytest(matchId: string | null): Promise<void> {
  useMatchStore().reset();
  useScreenStore().showTool(EVY_EDITOR);
  if (!matchId) return;
  await getApi()
    .call('match.close', { matchId })
    .catch((error: unknown) => useErrorStore().report(error, 'Could not close the playtest match'));
}
