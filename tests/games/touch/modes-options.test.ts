/** Exchanging Items and Allies, and Holding Back the Darkness. Each test quotes the sentence it checks. */
import { describe, expect, it } from 'vitest';
import { runMysteryStep } from '../../../src/games/touch/mystery';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, keys, rig } from './helpers';

const THREE = ['karl', 'inspector-cooke', 'thomas'];

/** Karl in his Actions carrying Town Items 0 and 1, Cooke in his space, Thomas elsewhere. */
function sharing(config: Partial<TouchConfig>): TouchState {
  const s = atTurnOf(0, { heroes: THREE, ...config });
  s.turn.step = 'actions';
  s.heroes[0]!.carried = [
    { deck: 'town', card: s.townItems.shift()! },
    { deck: 'town', card: s.townItems.shift()! },
  ];
  s.heroes[1]!.space = s.heroes[0]!.space;
  s.heroes[2]!.space = (s.heroes[0]!.space + 1) % 30;
  return s;
}

const gives = (s: TouchState): string[] => keys(s).filter((k) => k.startsWith('give:'));

describe('Exchanging Items and Allies', () => {
  it('Cooperative: "exchange Items or Allies with other Heroes in your space. There is no limit to the number of Item/Ally cards that you may give"', () => {
    const s = sharing({ mode: 'cooperative' });
    expect(gives(s)).toEqual(['give:0:inspector-cooke', 'give:1:inspector-cooke']); // not Thomas, elsewhere
    const both = act(s, 'give:0:inspector-cooke', 'give:0:inspector-cooke');
    expect(both.heroes[0]!.carried).toEqual([]);
    expect(both.heroes[1]!.carried).toEqual(s.heroes[0]!.carried);
  });

  it('Team Game: "Teammates may Exchange Items and Allies with each other in the same space" — and only teammates', () => {
    const heroes = ['karl', 'inspector-cooke', 'thomas', 'katarina'];
    const s = sharing({ heroes, mode: 'team', teamSize: 2 });
    s.heroes[2]!.space = s.heroes[0]!.space; // a rival in the space too
    expect(gives(s).every((k) => k.endsWith(':inspector-cooke'))).toBe(true);
  });

  it('Competitive, by the optional rule: "As an Action, players can give or trade Items and Allies with other willing Heroes in the same space"', () => {
    expect(gives(sharing({}))).toEqual([]);
    const s = sharing({ options: { exchange: true } });
    const offered = act(s, 'give:1:inspector-cooke');
    expect(offered.prompt).toEqual({ kind: 'gift', hero: 1, from: 0, position: 1 });
    const refused = act(offered, 'gift:no');
    expect(refused.heroes[0]!.carried).toHaveLength(2);
    expect(gives(refused)).toEqual([]); // the Action is once per turn
    const taken = act(offered, 'gift:yes');
    expect(taken.heroes[1]!.carried).toEqual([s.heroes[0]!.carried[1]]);
  });
});

describe('Holding Back the Darkness', () => {
  const coop: Partial<TouchConfig> = { heroes: THREE, mode: 'cooperative', options: { holdingBack: true } };

  it('"while the Shadow Track is in the RED, if every individual Hero pays 2 Investigation, move the Shadow Track 1 Step away from Darkness"', () => {
    const s = atTurnOf(0, coop);
    s.track = 7;
    runMysteryStep(s, 'holding');
    expect(s.prompt).toEqual({ kind: 'hold-back', hero: s.first });
    const paid = act(s, 'hold-back:yes');
    expect(paid.track).toBe(8);
    expect(paid.heroes.map((h) => h.investigation)).toEqual(s.heroes.map((h) => h.investigation - 2));
    expect(act(s, 'hold-back:no').track).toBe(7);
  });

  it('is not offered outside the Red, nor when some Hero cannot pay', () => {
    const early = atTurnOf(0, coop);
    early.track = 9;
    runMysteryStep(early, 'holding');
    expect(early.prompt).toBeNull();
    const poor = atTurnOf(0, coop);
    poor.track = 4;
    poor.heroes[2]!.investigation = 1;
    runMysteryStep(poor, 'holding');
    expect(poor.prompt).toBeNull();
  });
});

describe('Hunting for Clues', () => {
  it('"The Hero must make a Spirit or Cunning 5+ Test (Hero\'s choice). For each successful roll of 5 or 6, that Hero may collect 1 Investigation from their space"', () => {
    const s = atTurnOf(0, { options: { huntingForClues: true } });
    s.turn.step = 'actions';
    const here = s.heroes[0]!.space;
    s.clues[here] = 2;
    const asked = act(s, 'collect');
    expect(asked.prompt).toMatchObject({ kind: 'choose', options: [{ label: 'Spirit 5+ Test to collect' }, {}] });
    let after = act(rig(asked, [6, 6, 6, 6]), 'option:1'); // Cunning: every die a success
    while (after.tasks.some((t) => t.t === 'window')) after = act(after, 'pass');
    // Two successes or more, and only the 2 markers lying there to take.
    expect(after.clues[here]).toBe(0);
    expect(after.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation + 2);
    const missed = act(rig(asked, [1, 2, 3, 4]), 'option:0');
    expect(missed.clues[here]).toBe(2);
    expect(keys(missed)).not.toContain('collect'); // the Action is spent
  });
});
