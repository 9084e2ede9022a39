/** "While you waited" in EverZone: the other player's reveal and clash, the new battle, CP (rules: "Command Points"). */
import { describe, expect, it } from 'vitest';
import { everzone } from '../../../src/games/everzone';
import { everzoneRecap } from '../../../src/games/everzone/recap';

describe('everzone recap', () => {
  it('quotes the other player and the new battle, and tells CP from your side', () => {
    const before = everzone.view(everzone.setup(everzone.defaultConfig(), 1), 0);
    const after = structuredClone(before);
    after.log.push(
      { seat: 0, text: 'Player 1 plays Radarscope.' },
      { seat: 1, text: 'Player 2 reveals Molly Dunbar.' },
      { text: 'Battle 2: Prime Space (2 turns).' },
    );
    const ours = after.teams.find((t) => t.seats.includes(0))!;
    ours.cp -= 2;
    expect(everzoneRecap(before, after, 0)).toEqual([
      { text: 'Player 2 reveals Molly Dunbar.', place: 'seat:1' },
      { text: 'Battle 2: Prime Space (2 turns).', place: undefined },
      { text: `Your CP went from ${ours.cp + 2} to ${ours.cp}.`, place: `seat:${ours.seats[0]}`, tone: 'bad' },
    ]);
  });
});
