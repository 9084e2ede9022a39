/** What The Girl vs. the Evil Queen says at its end (`endReason`) and in its goal line, on seeded games. */
import { describe, expect, it } from 'vitest';
import { queen } from '../../../src/games/queen';
import { queenGoalLine } from '../../../src/games/queen/goal-line';
import { playOut } from '../end-playout';

describe('the Queen says why the game ended', () => {
  it('names the last team standing and how the last character died: a Demon drawn with no Weapon', () => {
    const { mid, end } = playOut(queen, { players: 2, variant: 'standard' }, 1);
    expect(queen.endReason!(mid)).toBeNull();
    const why = queen.endReason!(end)!;
    const winner = end.seats.find((s) => s.team === end.winnerTeam)!;
    const loser = end.seats.find((s) => s.team !== end.winnerTeam)!;
    expect(winner.alive).toBe(true);
    expect(why.headline).toBe(
      `${loser.character === 'girl' ? 'The Girl' : 'The Evil Queen'} is dead: the last team standing wins`,
    );
    expect(why.details[0]).toBe(
      `${loser.character === 'girl' ? 'The Girl' : 'The Evil Queen'} drew a Demon with no Weapon on the table to fight it, and died.`,
    );
    expect(why.details).toContain(`${end.pile.length} cards were left in the Draw Pile.`);
  });

  it('in the Euro variant the ally dies with the drawer: "allies share 1 life"', () => {
    const { end } = playOut(queen, { players: 4, variant: 'euro' }, 1);
    const why = queen.endReason!(end)!;
    expect(why.details.some((d) => d.endsWith('died too: allies share one life.'))).toBe(true);
    expect(end.seats.filter((s) => s.team !== end.winnerTeam).every((s) => !s.alive)).toBe(true);
  });

  it('the goal line counts living characters from the seat’s side', () => {
    const { mid, end } = playOut(queen, { players: 4, variant: 'standard' }, 1);
    expect(queenGoalLine(queen.view(mid, 0)).goal).toMatch(/^Last team standing wins/);
    expect(queenGoalLine(queen.view(mid, 0)).status).toMatch(
      /^your team 2 of 2 alive, theirs 2 of 2 alive · Draw Pile \d+ cards$/,
    );
    const lost = end.seats.findIndex((s) => s.team !== end.winnerTeam);
    expect(queenGoalLine(queen.view(end, lost)).status).toMatch(/^your team 0 of 2 alive, theirs [12] of 2 alive/);
    expect(queenGoalLine(queen.view(end, 'spectator')).status).toMatch(
      /^The Girl's team \d of 2 alive · The Evil Queen's team/,
    );
  });
});
