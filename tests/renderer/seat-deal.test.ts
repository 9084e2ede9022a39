import { describe, expect, it } from 'vitest';
import { dealSeatsAtRandom } from '../../src/renderer/src/logic/seat-deal';
import type { SeatSpec } from '../../src/shared/api';

const players: SeatSpec[] = [
  { kind: 'human', name: 'Ada' },
  { kind: 'ai', level: 'greedy' },
  { kind: 'human', name: 'Bo' },
  { kind: 'ai', level: 'random' },
];

describe('dealing characters at random (rulebook: "Each player selects a Character card, or gets one at random.")', () => {
  it('keeps the same players, only in another order', () => {
    const key = (s: SeatSpec) => JSON.stringify(s);
    for (let i = 0; i < 50; i++) {
      const dealt = dealSeatsAtRandom(players);
      expect(dealt.map(key).sort()).toEqual(players.map(key).sort());
    }
  });

  it('can give every player every seat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const dealt = dealSeatsAtRandom(players);
      dealt.forEach((s, seat) => seen.add(`${seat}:${JSON.stringify(s)}`));
    }
    expect(seen.size).toBe(players.length * players.length);
  });

  it('follows its random source (a source always near 1 leaves the order as it was)', () => {
    expect(dealSeatsAtRandom(players, () => 0.999999)).toEqual(players);
  });
});
