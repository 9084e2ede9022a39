/** Showdowns fought together and the Basic Cooperative Mystery Phase Chart. Each test quotes the sentence it checks. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { currentFight } from '../../../src/games/touch/fight';
import { runMysteryStep } from '../../../src/games/touch/mystery';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, keys, rig, space, takeFromDeck } from './helpers';

const COOP: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas'],
  mode: 'cooperative',
  villain: 'scarecrow',
};

/** Karl in his Actions at the Windmill with the group's Lair "Grain Loft" (cost 4); Cooke and Thomas elsewhere. */
function readyTogether(config: Partial<TouchConfig> = COOP): TouchState {
  const s = atTurnOf(0, config);
  s.turn.step = 'actions';
  s.heroes[0]!.space = space('windmill');
  s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[0]!.investigation = 4;
  s.heroes[1]!.investigation = 5;
  s.heroes[2]!.investigation = 1;
  return s;
}

describe('a Showdown fought together', () => {
  it('"Any other Heroes on the board may also pay the cost printed on the Lair Card to immediately move to the Showdown location and join in"', () => {
    const s = act(readyTogether(), 'showdown');
    expect(s.prompt).toEqual({ kind: 'join', hero: 1 }); // Thomas cannot pay 4: never asked
    const joined = act(s, 'join:yes');
    expect(joined.heroes[1]!.investigation).toBe(1);
    expect(joined.heroes[1]!.space).toBe(space('windmill'));
    expect(joined.showdown?.heroes).toEqual([0, 1]);
    expect(joined.prompt).toEqual({ kind: 'party', hero: 0 });
    const stayed = act(s, 'join:no');
    expect(stayed.showdown?.heroes).toEqual([0]);
  });

  it('"each Hero present gets to take their Fight Round in order, beginning with the Hero that started the Showdown"; no Accusations among allies', () => {
    const s = act(readyTogether(), 'showdown', 'join:yes', 'party:done');
    expect(s.prompt).toBeNull(); // nobody on the group's side accuses
    expect(currentFight(s)?.hero).toBe(0);
    let after = act(rig(s, [1, 1, 1, 1, 1, 1]), 'fight'); // every die misses: both sides stand
    while (after.tasks.some((t) => t.t === 'window')) after = act(after, 'pass');
    expect(after.showdown?.heroes).toEqual([0, 1]);
    expect(currentFight(after)?.hero).toBe(1);
  });

  it('"If there are no Heroes remaining (all have Escaped or been KO\'d), the Showdown immediately ends"', () => {
    const s = act(readyTogether(), 'showdown', 'join:yes', 'party:done');
    const fight = currentFight(s)!;
    fight.rounds = 1; // Escape is offered after the first round
    const first = keys(s).find((k) => k.startsWith('escape:'))!;
    const one = act(s, first);
    expect(one.showdown?.heroes).toEqual([1]);
    expect(currentFight(one)?.hero).toBe(1);
    const second = keys(one).find((k) => k.startsWith('escape:'))!;
    const none = act(one, second);
    expect(none.showdown).toBeNull();
    expect(none.heroes[0]!.lairRevealed).toBe(true); // the card stays with the group for another try
  });
});

describe('the Lair card at a Showdown', () => {
  it('"To start the Showdown, reveal your Lair Card": every seat sees it from then on', () => {
    const s = atTurnOf(0, { heroes: ['karl', 'inspector-cooke'], villain: 'scarecrow' });
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 4;
    expect(touch.view(s, 1).heroes[0]!.lair).toBe(-1);
    const started = act(s, 'showdown');
    expect(touch.view(started, 1).heroes[0]!.lair).toBe(started.showdown!.lair);
  });
});

describe('the Basic Cooperative Mystery Phase Chart', () => {
  it('Darkness Falls: "The Heroes may collectively take 5 Wounds divided as they see fit to prevent this"', () => {
    const s = rig(atTurnOf(0, COOP), [1]);
    runMysteryStep(s, 'chart');
    run(s);
    expect(s.prompt).toMatchObject({ kind: 'shield', hero: s.first, steps: 2, wounds: 5 });
    const taken = act(s, 'shield:yes');
    expect(taken.track).toBe(20);
    expect(taken.heroes.reduce((n, h) => n + h.wounds, 0)).toBe(5);
    const refused = act(s, 'shield:no');
    expect(refused.track).toBe(18);
  });

  it('"No Hero may take more Wounds than they have Health Boxes": without the room, the track moves', () => {
    const s = rig(atTurnOf(0, COOP), [2]);
    for (const hero of s.heroes) hero.ko = true;
    s.heroes[0]!.ko = false;
    s.heroes[0]!.wounds = 10;
    runMysteryStep(s, 'chart');
    run(s);
    expect(s.prompt).toBeNull();
    expect(s.track).toBe(19); // Creeping Shadow
  });

  it('Scattered Clues: "Draw a Random Location and place 2 Investigation in that space"; nothing in Competitive play', () => {
    const s = rig(atTurnOf(0, COOP), [6]);
    const clues = s.clues.reduce((a, b) => a + b, 0);
    runMysteryStep(s, 'chart');
    run(s);
    expect(s.clues.reduce((a, b) => a + b, 0)).toBe(clues + 2);
    const competitive = rig(atTurnOf(0), [6]);
    runMysteryStep(competitive, 'chart');
    expect(competitive.tasks).toEqual([]);
  });
});
