/** What EverZone says at the end of a war (`endReason`) and in its goal line, on seeded games. */
import { describe, expect, it } from 'vitest';
import { everzone } from '../../../src/games/everzone';
import { everzoneEndReason } from '../../../src/games/everzone/end-reason';
import { everzoneGoalLine } from '../../../src/games/everzone/goal-line';
import { playOut } from '../end-playout';

const config = (cp: number) => ({
  format: '1v1',
  cpPerPlayer: cp,
  decks: ['adam-finn', 'molly-dunbar'],
  locations: 'random',
});

describe('EverZone says why the war ended', () => {
  it('a side at 0 CP is out, with the final CP and the battles fought', () => {
    const { mid, end } = playOut(everzone, config(10), 1);
    expect(everzone.endReason!(mid)).toBeNull();
    const why = everzone.endReason!(end)!;
    expect(why.headline).toBe('Player 1 reached 0 CP: Player 2 won');
    expect(why.details).toEqual([`Final CP: Player 1 0, Player 2 ${end.teams[1]!.cp}.`, 'Battles fought: 3 of 9.']);
  });

  it('after the last Location the most CP decides', () => {
    const { end } = playOut(everzone, config(30), 5);
    const why = everzone.endReason!(end)!;
    expect(why.headline).toBe('The last Location’s battle ended and the most CP decided: Player 2 won');
    expect(why.details).toContain('Battles fought: 9 of 9.');
  });

  it('a third surrender puts a side out, and no hand is named', () => {
    const { end } = playOut(everzone, config(10), 1);
    const view = everzone.view(end, 'spectator');
    view.teams[0] = { ...view.teams[0]!, cp: 3, surrenders: 3 };
    const why = everzoneEndReason(view)!;
    expect(why.headline).toBe('Player 1 surrendered a third time: Player 2 won');
    expect(why.details).toContain('Surrenders: Player 1 3.');
    const hand = end.players[1]!.hand.map((card) => end.cards[card]!.def);
    for (const line of [why.headline, ...why.details]) for (const def of hand) expect(line).not.toContain(def);
  });

  it('the goal line shows CP from the seat’s side and the battle and turn', () => {
    const { mid } = playOut(everzone, config(15), 1);
    const line = everzoneGoalLine(everzone.view(mid, 1));
    expect(line.goal).toMatch(/^Most CP when the last Location’s battle ends wins/);
    const [me, them] = [mid.teams[1]!.cp, mid.teams[0]!.cp];
    expect(line.status).toMatch(
      new RegExp(`^CP: you ${me}, them ${them} · battle ${mid.locationsPlayed} of 9, turn \\d of \\d$`),
    );
  });
});
