/** What the Manor table and its log call each seat. */
import type { ManorView } from '../../../../games/manor/types';
import type { SeatView } from '../../../../shared/api';

/**
 * The players' names: the one typed at setup, else the rules' own, capitalised as the
 * log's lines start ("The player places…"), so the log does not repeat the name before
 * a line that already begins with it.
 */
export function manorSeatNames(seatView: SeatView<ManorView>): string[] {
  return seatView.match.seatLabels.map((label, s) => {
    const spec = seatView.match.seats[s];
    if (spec?.kind === 'human' && spec.name) return spec.name;
    const name = seatView.view.players[s]?.name ?? label;
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}
