/**
 * Playing Support Cards and Resolving Skills and Effects. Fixture supports: shield
 * (1 resource, any terrain), beacon (2, space only). Sea gives 4, 6, then 8 resources.
 */
import { describe, expect, it } from 'vitest';
import { tryApply } from '../../../src/engine';
import { resolutionOrder } from '../../../src/games/everzone/declare';
import { makeEverzone } from '../../../src/games/everzone/make';
import { NO_ABILITIES } from '../../../src/games/everzone/no-abilities';
import type { AbilityHooks, Declaration, EzAction, EzState } from '../../../src/games/everzone/types';
import { FIXTURE_CONTENT } from './fixtures/content';
import { ONE_V_ONE, act, allDo, atMarshal, game, keys, put, subset } from './helpers';

/** First battle at sea, each seat with a walker (3) active and supports in hand; the declaration window is open. */
function atDeclare(supports: string[] = ['numan-shield', 'numan-shield', 'numan-shield', 'numan-beacon']): {
  state: EzState;
  walkers: number[];
  cards: number[];
} {
  let state = atMarshal(ONE_V_ONE, 'sea');
  const walkers = [put(state, 0, 'numan-walker', 1, 'hand')[0]!, put(state, 1, 'slurr-walker', 1, 'hand')[0]!];
  const cards = supports.flatMap((def) => put(state, 0, def, 1, 'hand'));
  state = allDo(state, (seat) => subset('marshal', [walkers[seat]!]));
  state = allDo(state, (seat) => subset('reveal', [walkers[seat]!]));
  state = act(state, 0, subset('activate', [walkers[0]!]));
  state = act(state, 1, subset('activate', [walkers[1]!]));
  return { state, walkers, cards };
}

function supportKeys(state: EzState, seat = 0): string[] {
  return keys(state, seat).filter((k) => k.startsWith('support:'));
}

describe('Playing Support Cards', () => {
  it('played from hand in the Combat phase, one per turn, within the resource limit, only where it may be played', () => {
    const { state, cards } = atDeclare();
    expect(state.phase).toBe('declare');
    expect(state.current).toBe(0);
    // Walker 3 of 4: a shield (1) fits; the beacon is for space only.
    expect(supportKeys(state)).toEqual(cards.slice(0, 3).map((c) => `support:${c}`));
    let s = act(state, 0, `support:${cards[0]}`);
    expect(s.players[0]!.supports).toEqual([cards[0]]);
    s = act(s, 1, 'pass');
    // One support this turn already, and no resources left.
    expect(supportKeys(s)).toEqual([]);
  });

  it('a support stays in play and counts against the resources of the later turns', () => {
    const { state, cards } = atDeclare();
    let s = act(state, 0, `support:${cards[0]}`);
    s = act(act(s, 1, 'pass'), 0, 'pass'); // the pile resolves, the window opens again
    s = act(act(s, 0, 'pass'), 1, 'pass'); // both walkers clash: 4 against 4, both fall
    s = act(s, s.current, 'fight-on');
    if (s.phase === 'surrender') s = act(s, s.current, 'fight-on');
    expect(s.battleTurn).toBe(1);
    expect(s.players[0]!.supports).toEqual([cards[0]]);
    expect(game.view(s, 1).players[0]!.resourcesUsed).toBe(1);
  });

  it('"if at the beginning of the second battle turn I have played no supports, I can play up to TWO"', () => {
    const { state, cards } = atDeclare();
    let s = act(state, 0, 'pass');
    s = act(s, 1, 'pass'); // clash: both walkers fall
    s = act(s, s.current, 'fight-on');
    if (s.phase === 'surrender') s = act(s, s.current, 'fight-on');
    // Turn 2 (6 resources): no units left to reveal; the declaration window opens.
    expect(s.battleTurn).toBe(1);
    expect(s.phase).toBe('declare');
    s = act(s, 0, `support:${cards[0]}`);
    s = act(s, 1, 'pass');
    expect(supportKeys(s)).toContain(`support:${cards[1]}`);
    s = act(s, 0, `support:${cards[1]}`);
    s = act(s, 1, 'pass');
    // Two played by turn two: no third.
    expect(supportKeys(s)).toEqual([]);
    expect(s.players[0]!.supportsPlayed).toBe(2);
  });

  it('"A player may discard a support card they played at any time. Discarded support cards go to the Retreated pile."', () => {
    const { state, cards } = atDeclare();
    let s = act(state, 0, `support:${cards[0]}`);
    s = act(s, 1, 'pass');
    expect(keys(s, 0)).toContain(`discard-support:${cards[0]}`);
    s = act(s, 0, `discard-support:${cards[0]}`);
    expect(s.players[0]!.supports).toEqual([]);
    expect(s.players[0]!.retreated).toContain(cards[0]);
    // Discarding frees the resources but not the turn's support: still one played.
    expect(supportKeys(s)).toEqual([]);
  });
});

describe('Resolving Skills and Effects', () => {
  const d = (seat: number, card: number, kind: Declaration['kind']): Declaration => ({ seat, card, kind, choice: {} });

  it('"all effects are resolved first starting with the one that was declared last, and then all skills"', () => {
    const pile = [d(0, 1, 'skill'), d(1, 2, 'effect'), d(0, 3, 'skill'), d(1, 4, 'effect')];
    expect(resolutionOrder(pile).map((x) => x.card)).toEqual([4, 2, 3, 1]);
  });

  it('the pile resolves through the hooks only when every seat has passed in turn', () => {
    const resolved: number[] = [];
    const hooks: AbilityHooks = {
      ...NO_ABILITIES,
      declarable(state, seat) {
        const out: EzAction[] = NO_ABILITIES.declarable(state, seat);
        for (const card of state.players[seat]!.active) {
          if (!state.flags[`used:${card}`]) out.push({ key: `skill:${card}`, type: 'use-skill', card, choice: {} });
        }
        return out;
      },
      resolve(state, declaration) {
        resolved.push(declaration.card);
        state.flags[`used:${declaration.card}`] = 1;
      },
    };
    const recording = makeEverzone({ content: FIXTURE_CONTENT, hooks, contentHash: 'test' });
    const { state, walkers, cards } = atDeclare();
    const play = (s: EzState, seat: number, key: string) => {
      const r = tryApply(recording, s, seat, { key });
      if (!r.ok) throw new Error(r.error.message);
      return r.state as EzState;
    };
    let s = play(state, 0, `skill:${walkers[0]}`);
    s = play(s, 1, `skill:${walkers[1]}`);
    s = play(s, 0, `support:${cards[0]}`);
    s = play(s, 1, 'pass');
    expect(resolved).toEqual([]);
    s = play(s, 0, 'pass');
    expect(resolved).toEqual([cards[0], walkers[1], walkers[0]]);
    expect(s.pile).toEqual([]);
    expect(s.phase).toBe('declare');
  });
});
