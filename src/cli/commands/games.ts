import type { AnyGame } from '../../engine';
import { GAMES } from '../../games';

/** `boardwright games`: one line per game — id, name, seats. */
export function gamesCommand(out: (line: string) => void, games: readonly AnyGame[] = GAMES): void {
  const width = Math.max(...games.map((g) => g.id.length));
  for (const game of games) {
    const seats = game.minSeats === game.maxSeats ? `${game.minSeats}` : `${game.minSeats}-${game.maxSeats}`;
    out(`${game.id.padEnd(width)}  ${game.name}  (${seats} ${game.maxSeats === 1 ? 'seat' : 'seats'})`);
  }
}
