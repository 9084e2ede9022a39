/** The ways into the replay viewer: a finished match, a save, or a record or save file. */
import type { ReplaySource } from '../../../../shared/replay-types';
import { parseSaveText } from '../../logic/save-file';
import { useErrorStore } from '../../stores/errors';
import { useReplayStore } from '../../stores/replay';
import { useScreenStore } from '../../stores/screen';

/** Opens `source` in the viewer and shows it; on failure the banner says why, and the screen stays. */
export async function openReplay(source: ReplaySource, context: string): Promise<boolean> {
  const opened = await useReplayStore().open(source, context);
  if (opened) useScreenStore().screen = 'replay';
  return opened;
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
  return openReplay({ file: data }, context);
}
