/** Handing on a card over the carrying limit instead of discarding it. Each test quotes the sentence it checks. */
import { describe, expect, it } from 'vitest';
import { gainCarried } from '../../../src/games/touch/carry';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, keys, takeFromDeck } from './helpers';

const THREE = ['karl', 'inspector-cooke', 'thomas'];

/** Karl carrying the Rusted Armor finds the Knight's Sword (both from the Abandoned Keep); Cooke stands with him, Thomas elsewhere. */
function overTheLimit(config: Partial<TouchConfig>): TouchState {
  const s = atTurnOf(0, { heroes: THREE, ...config });
  s.turn.step = 'actions';
  s.heroes[1]!.space = s.heroes[0]!.space;
  s.heroes[2]!.space = (s.heroes[0]!.space + 1) % 30;
  gainCarried(s, 0, { deck: 'abandoned-keep', card: takeFromDeck(s, 'abandoned-keep', 'rusted-armor') });
  gainCarried(s, 0, { deck: 'abandoned-keep', card: takeFromDeck(s, 'abandoned-keep', 'knights-sword') });
  return s;
}

describe('the carrying limit among allies', () => {
  it('Cooperative: "any time a Hero has to discard an Item/Ally due to their carrying limit, they may instead give it to any other Hero in their space"', () => {
    const s = overTheLimit({ mode: 'cooperative' });
    expect(keys(s)).toEqual(['discard:0', 'hand-on:0:inspector-cooke', 'discard:1', 'hand-on:1:inspector-cooke']);
    const armor = s.heroes[0]!.carried[0]!;
    const given = act(s, 'hand-on:0:inspector-cooke');
    expect(given.heroes[1]!.carried).toEqual([armor]);
    expect(given.heroes[0]!.carried).toEqual([s.heroes[0]!.carried[1]]);
    expect(given.decks['abandoned-keep'].discard).toEqual([]);
    // "This is out of the normal turn sequence": Karl's Actions go on.
    expect(given.prompt).toBeNull();
    expect(given.turn.hero).toBe(0);
  });

  it('"you must always observe your carrying limit": only a Hero with room for the card is offered it, and a KO\'d Hero is not', () => {
    const s = overTheLimit({ mode: 'cooperative' });
    s.heroes[1]!.carried = [{ deck: 'abandoned-keep', card: takeFromDeck(s, 'abandoned-keep', 'tower-shield') }];
    expect(keys(s)).toEqual(['discard:0', 'discard:1']);
    const ko = overTheLimit({ mode: 'cooperative' });
    ko.heroes[1]!.ko = true;
    expect(keys(ko)).toEqual(['discard:0', 'discard:1']);
  });

  it('Team Game: "Teammates may Exchange Items and Allies with each other in the same space, as noted in the Cooperative Play section" — a teammate only', () => {
    const heroes = ['karl', 'inspector-cooke', 'thomas', 'katarina'];
    const s = overTheLimit({ heroes, mode: 'team', teamSize: 2 });
    s.heroes[2]!.space = s.heroes[0]!.space; // Thomas, of the other team, is there too
    expect(keys(s)).toEqual(['discard:0', 'hand-on:0:inspector-cooke', 'discard:1', 'hand-on:1:inspector-cooke']);
  });

  it('Competitive play, even with the optional exchange rule ("As an Action"): the card is discarded', () => {
    expect(keys(overTheLimit({}))).toEqual(['discard:0', 'discard:1']);
    expect(keys(overTheLimit({ options: { exchange: true } }))).toEqual(['discard:0', 'discard:1']);
  });
});
