/**
 * Prints a saved game in a Showdown with a re-roll offered to the human seat, made now by
 * the real rules and seeded bots (tests/fixtures/touch/shared/showdown-save.ts), with what
 * the rules say the re-roll does: the Hero's dice before and after, and the Villain's
 * Wounds before and after the round applies. Run with `node --import tsx`: the browser
 * tests cannot load the game's JSON content themselves (Playwright's ESM loader wants
 * import attributes), so they ask this.
 *
 * Usage: node --import tsx tests/e2e/support/touch-showdown-save.ts
 */
import { touch } from '../../../src/games/touch';
import type { RoundRoll, TouchState } from '../../../src/games/touch/state';
import { afterReroll, findShowdown, HUMAN_SEAT, showdownSave } from '../../fixtures/touch/shared/showdown-save';

/** What the browser test is told: the file to open and what the rules make of the re-roll. */
export interface ShowdownSaveOutput {
  save: unknown;
  reroll: string;
  partySize: number;
  before: { dice: number[]; villainWounds: number };
  after: { dice: number[]; villainWounds: number };
}

function roundOf(state: TouchState): RoundRoll {
  const task = state.tasks.find((t) => t.t === 'fight');
  if (task?.t !== 'fight') throw new Error('The position has no Fight.');
  return (task.fight.pending ?? task.fight.last)!;
}

const position = findShowdown();
const reroll = touch.legalActions(position.state, HUMAN_SEAT).find((a) => a.key === position.reroll)!;
const after = afterReroll(position.state, reroll);
if (!after) {
  console.error('The re-roll is refused, or leaves another play open.');
  process.exit(1);
}
const output: ShowdownSaveOutput = {
  save: showdownSave(position),
  reroll: position.reroll,
  partySize: position.state.showdown!.party.length,
  before: { dice: roundOf(position.state).hero, villainWounds: position.state.villain.wounds },
  after: { dice: roundOf(after).hero, villainWounds: after.villain.wounds },
};
console.log(JSON.stringify(output));
