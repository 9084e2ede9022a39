/** "While you waited" in Evy: the monsters' turn (their deeds, not the action count) and Evy's HP. */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import { evyRecap } from '../../../src/games/evy/recap';

describe('evy recap', () => {
  it('tells what the monsters did and the HP lost, only after the monsters acted', () => {
    const before = evy.view(evy.setup(evy.defaultConfig(), 1), 0);
    const after = structuredClone(before);
    after.log.push(
      { seat: 0, text: 'End Evy’s turn.' },
      { seat: 0, text: 'The monsters get 1 monster action.' },
      { seat: 0, text: 'Monster 1 attacks Evy: 3 HP left.' },
      { seat: 0, text: 'The monsters have no actions left.' },
    );
    after.hp = before.hp - 1;
    expect(evyRecap(before, after, 0)).toEqual([
      { text: 'Monster 1 attacks Evy: 3 HP left.', tone: 'bad' },
      { text: `Evy’s HP went from ${before.hp} to ${after.hp}.`, place: 'evy:hp', tone: 'bad' },
    ]);
    const ownMove = structuredClone(before);
    ownMove.log.push({ seat: 0, text: 'Evy steps south-west.' });
    expect(evyRecap(before, ownMove, 0)).toEqual([]);
  });
});
