/**
 * Who sits where, reshuffled: the same players (humans with their names, AIs
 * with their levels) in a random order over the seats. For games whose seats
 * come with something of their own (a character), this deals it at random; the
 * game's entry says so and words the option (`seatDeal`).
 */
import type { SeatSpec } from '../../../shared/api';

/** A random integer in [0, n), from a source of uniform floats in [0, 1). */
export type RandomSource = () => number;

export function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] as number) / 4294967296;
}

export function dealSeatsAtRandom(seats: readonly SeatSpec[], random: RandomSource = cryptoRandom): SeatSpec[] {
  const dealt = [...seats];
  for (let i = dealt.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [dealt[i], dealt[j]] = [dealt[j] as SeatSpec, dealt[i] as SeatSpec];
  }
  return dealt;
}
