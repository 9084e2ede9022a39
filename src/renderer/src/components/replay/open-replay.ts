/** The ways into the replay viewer: a finished match, a save, a record or save file, or a batch's game. */
import type { SaveInfo, SeatSpec } from '../../../../shared/api';
import type { ReplaySource } from '../../../../shared/replay-types';
import { getApi } from '../../api/bridge';
import { parseSaveText } from '../../logic/save-file';
import { useErrorStore } from '../../stores/errors';
import { useReplayStore, type ReplayBack } from '../../stores/replay';
import { useScreenStore } from '../../stores/screen';
import { seatsOfSaveData } from './replay-seats';

/**
 * Opens `source` in the viewer and shows it; on failure the banner says why, and the screen stays.
 * `seats`: who played each seat, when the caller knows (a match does); `back`: the screen the viewer
 * leads back to, when it is not home.
 */
export async function openReplay(
  source: ReplaySource,
  context: string,
  seats: SeatSpec[] | null = null,
  back: ReplayBack | null = null,
): Promise<boolean> {
  const opened = await useReplayStore().open(source, context, seats, back);
  if (opened) useScreenStore().screen = 'replay';
  return opened;
}

/** A save in the library; who played is read from its file, which the library hands out as text. */
export async function openSavedReplay(save: SaveInfo): Promise<boolean> {
  const opened = await openReplay({ saveId: save.id }, `Could not replay “${save.name}”`);
  const replay = useReplayStore();
  const replayId = replay.info?.replayId;
  if (!opened || !replayId) return opened;
  try {
    const { text } = await getApi().call('library.get', { id: save.id });
    replay.learnSeats(replayId, seatsOfSaveData(JSON.parse(text) as unknown));
  } catch {
    // Only the seats' labels are lost (human or AI): the replay itself is open.
  }
  return true;
}

/** A file picked or dropped: its JSON, read here, is checked by the services. */
export async function openReplayFile(file: File): Promise<boolean> {
  const context = `Could not replay "${file.name}"`;
  let data: unknown;
  try {
    data = parseSaveText(file.name, await file.text());
  } catch (error) {
    useErrorStore().report(error, context);
    return false;
  }
  return openReplay({ file: data }, context, seatsOfSaveData(data));
}

/**
 * Game `index` of a simulation or a deck gauntlet (`batchId`), whose record the services kept;
 * every seat was played by the bots `seats` name.
 */
export function openBatchGame(batchId: string, index: number, seats: SeatSpec[], back: ReplayBack): Promise<boolean> {
  return openReplay({ batchId, index }, `Could not replay game ${index + 1}`, seats, back);
}
