/**
 * The ways into the replay viewer: a finished match, a save, a record or save file, or a batch's
 * game; and the address of one of them (a reload, a bookmark, Back and Forward).
 */
import type { SaveInfo, SeatSpec } from '../../../../shared/api';
import type { ReplayInfo, ReplaySource } from '../../../../shared/replay-types';
import { getApi } from '../../api/bridge';
import { sameAddress, sourceOfAddress, type ReplayAddress } from '../../logic/replay-address';
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
  if (opened) await learnSaveSeats(save.id);
  return opened;
}

async function learnSaveSeats(saveId: string): Promise<void> {
  const replay = useReplayStore();
  const replayId = replay.info?.replayId;
  if (!replayId) return;
  try {
    const { text } = await getApi().call('library.get', { id: saveId });
    replay.learnSeats(replayId, seatsOfSaveData(JSON.parse(text) as unknown));
  } catch {
    // Only the seats' labels are lost (human or AI): the replay itself is open.
  }
}

/** Who played a match, while it is open; a closed one's replay names the seats only. */
async function matchSeats(matchId: string): Promise<SeatSpec[] | null> {
  try {
    return (await getApi().call('match.get', { matchId })).seats;
  } catch {
    return null;
  }
}

/**
 * Shows the game an address names, at `step` (its end when null); already on show, it only moves
 * to the step. A game that cannot be opened any more is said so on the screen, with the ways back
 * (`ReplayGone.vue`), never as a bare error.
 */
export async function openReplayAddress(address: ReplayAddress, step: number | null): Promise<void> {
  const replay = useReplayStore();
  const screen = useScreenStore();
  if (replay.info && sameAddress(replay.address, address)) {
    screen.screen = 'replay';
    if (step !== null && step !== replay.step) await replay.goTo(step);
    return;
  }
  const source = sourceOfAddress(address);
  let opened: ReplayInfo;
  try {
    opened =
      source === null
        ? await getApi().call('replay.get', { replayId: (address as { replayId: string }).replayId })
        : await getApi().call('replay.open', { source });
  } catch (error) {
    replay.showGone(address, error instanceof Error ? error.message : String(error));
    screen.screen = 'replay';
    return;
  }
  const seats = address.kind === 'match' ? await matchSeats(address.matchId) : null;
  await replay.show(opened, address, seats, null, step);
  screen.screen = 'replay';
  if (address.kind === 'save') await learnSaveSeats(address.saveId);
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
