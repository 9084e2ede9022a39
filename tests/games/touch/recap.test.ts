/**
 * "While you waited" in A Touch of Evil, from two views of the same seat: the other Heroes' turns and
 * the Mystery Phase (docs/rules/touch.md, "The Mystery Phase": the Mystery card, "The Villain attacks",
 * the Shadow Track), and nothing while the player's own turn goes on.
 */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { touchRecap } from '../../../src/games/touch/recap';
import type { TouchView } from '../../../src/games/touch/view';
import { newGame } from './helpers';

const KARL = 0;

function views(): { before: TouchView; after: TouchView } {
  const before = touch.view(newGame(), KARL);
  return { before, after: structuredClone(before) };
}

describe('touch recap', () => {
  it('tells the Mystery card, the Villain attack on your Hero with its dice, the Shadow Track and your Wounds', () => {
    const { before, after } = views();
    after.log.push(
      { seat: 1, text: "Inspector Cooke's turn." },
      { text: 'The Mystery Phase.' },
      { text: 'Mystery: The Villain Hunts. The Villain attacks at a Random Location.' },
      { text: 'The Vampire attacks at Windmill.' },
      { text: 'Karl fights a round with The Vampire (5 3 against 6 4): gains 0 Investigation, takes 2 Wounds.' },
    );
    after.track = before.track - 2;
    after.heroes[0]!.wounds = before.heroes[0]!.wounds + 2;
    const items = touchRecap(before, after, KARL);
    expect(items).toEqual([
      {
        text: 'Mystery card drawn: The Villain Hunts. The Villain attacks at a Random Location.',
        place: 'deck:mystery',
      },
      {
        text: 'The Vampire attacked Karl: 2 Wounds (rolled 5 3 against 6 4) at Windmill.',
        place: 'space:windmill',
        tone: 'bad',
      },
      {
        text: `The Shadow Track moved from ${before.track} to ${after.track}, closer to Darkness.`,
        place: 'track:shadow',
        tone: 'bad',
      },
      { text: `Karl took 2 Wounds (${after.heroes[0]!.wounds} now).`, place: 'hero:karl', tone: 'bad' },
    ]);
  });

  it('an attack where no Hero of yours stood says so, without blaming you', () => {
    const { before, after } = views();
    after.log.push({ text: 'The Mystery Phase.' }, { text: 'The Vampire attacks at Windmill.' });
    expect(touchRecap(before, after, KARL)).toEqual([
      { text: 'The Vampire attacked at Windmill, where no Hero stood.', place: 'space:windmill', tone: 'neutral' },
    ]);
  });

  it('says nothing while your own turn goes on, even when your Hero changed', () => {
    const { before, after } = views();
    after.log.push({ seat: KARL, text: 'Karl draws an Event card.' }, { text: 'Karl gains 2 Investigation.' });
    after.heroes[0]!.investigation += 2;
    expect(touchRecap(before, after, KARL)).toEqual([]);
  });

  it('reads only views: a real Mystery Phase reached by play gives items about it', () => {
    let state = newGame();
    const before = touch.view(state, KARL);
    for (let i = 0; i < 400 && !touch.isOver(state) && state.round < 2; i++) {
      const seat = touch.toAct(state)[0]!;
      state = touch.apply(state, seat, touch.legalActions(state, seat)[0]!);
    }
    const items = touchRecap(before, touch.view(state, KARL), KARL);
    expect(items.some((i) => i.text.startsWith('Mystery card drawn: '))).toBe(true);
  });
});
