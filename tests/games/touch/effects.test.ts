/** The effect interpreter: each word does what docs/rules/touch.md says, on the cards that use it. */
import { describe, expect, it } from 'vitest';
import { HANDLED_OPS } from '../../../src/games/touch/effects';
import { COMPOSITE_OPS, PLAIN_OPS } from '../../../src/games/touch/schema/effects';
import { run } from '../../../src/games/touch/runner';
import type { TouchState } from '../../../src/games/touch/state';
import type { Effect } from '../../../src/games/touch/effect-types';
import { act, atTurnOf, instanceOf, keys, logText, rig, space, stack } from './helpers';

/** Karl's Actions in the Town Hall, then these effects for hero `hero`, run with these dice. */
function after(
  effects: Effect[],
  rolls: number[] = [],
  hero = 0,
  prepare: (s: TouchState) => void = () => {},
): TouchState {
  const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
  prepare(s);
  rig(s, rolls);
  s.tasks.push({ t: 'effects', hero, effects });
  run(s);
  return s;
}

describe('the effect vocabulary', () => {
  it('the interpreter handles exactly the words the schema allows', () => {
    expect([...HANDLED_OPS].sort()).toEqual([...PLAIN_OPS, ...COMPOSITE_OPS].sort());
  });

  it('Hanging Skulls: "Make a Spirit 4+ Test and gain 1 Investigation for every 4+ rolled … there is no penalty if the Test is Failed"', () => {
    const skulls: Effect[] = [
      { op: 'test', skills: ['spirit'], target: 4, perSuccess: [{ op: 'investigation', amount: 1 }] },
    ];
    expect(after(skulls, [4, 6]).heroes[0]!.investigation).toBe(4); // Karl: Spirit 2
    const failed = after(skulls, [1, 3]);
    expect(failed.heroes[0]).toMatchObject({ investigation: 2, wounds: 0 });
  });

  it('"simply add those Skills together and roll a number of dice equal to the total": Spirit & Cunning 5+', () => {
    const s = after(
      [{ op: 'test', skills: ['spirit', 'cunning'], target: 5, success: [{ op: 'heal', amount: 1 }] }],
      [1, 1, 1, 5],
    );
    expect(logText(s)).toContain('spirit & cunning 5+ Test: 1 1 1 5 (1 success(es))');
  });

  it('Detective adds 1 to Investigation from cards ("from the Investigation Pool"), never to a Fight\'s Victory bonus', () => {
    const card = after([{ op: 'investigation', amount: 2 }], [], 1);
    expect(card.heroes[1]!.investigation).toBe(5);
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    s.tasks.push({ t: 'effects', hero: 1, effects: [{ op: 'investigation', amount: 2 }], fight: true });
    run(s);
    expect(s.heroes[1]!.investigation).toBe(4);
  });

  it('a choice offers only the options the Hero can pay for (the Church trains a Skill for 4)', () => {
    const s = act(rig(atTurnOf(0), [1]), 'roll', 'step:church');
    stack(s, 'event', ['found-a-clue']);
    const poor = act(s, 'encounter');
    expect(keys(poor)).toEqual(['option:2']);
    s.heroes[0]!.investigation = 5;
    const rich = act(s, 'encounter', 'option:1');
    expect(rich.heroes[0]).toMatchObject({ investigation: 1, upgrades: { honor: 1 } });
  });

  it('the Town Hall: draw two Events and keep one; "a Play Immediately card is only activated if it is the card chosen"', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    stack(s, 'event', ['windfall', 'found-a-clue']);
    const asked = act(s, 'encounter');
    const windfall = instanceOf('event', 'windfall');
    const clue = instanceOf('event', 'found-a-clue');
    expect(keys(asked)).toEqual([`keep:${windfall}`, `keep:${clue}`]);
    const kept = act(asked, `keep:${clue}`);
    expect(kept.heroes[0]).toMatchObject({ events: [clue], investigation: 2 });
    expect(kept.decks.event.discard).toEqual([windfall]);
    const played = act(asked, `keep:${windfall}`);
    expect(played.heroes[0]).toMatchObject({ events: [], investigation: 5 });
  });

  it('Dangerous Locations: "On the roll of 3, 4, 5, or 6, that Hero draws an Event card … on the roll of 1 or 2 … a Mystery Card"', () => {
    for (const [roll, drew] of [
      [3, 'event'],
      [2, 'mystery'],
    ] as const) {
      const s = act(rig(atTurnOf(0), [1]), 'roll', 'step:church');
      s.heroes[0]!.space = space('marsh');
      stack(s, 'event', ['found-a-clue']);
      stack(s, 'mystery', ['quiet-night']);
      const done = act(rig(s, [roll]), 'encounter');
      expect(done.heroes[0]!.events.length, drew).toBe(drew === 'event' ? 1 : 0);
      expect(logText(done).includes('Mystery: Quiet Night'), drew).toBe(drew === 'mystery');
    }
  });

  it("each-hero acts on every Hero who is not KO'd; effects aimed at a KO'd Hero do nothing", () => {
    const s = after([{ op: 'each-hero', effects: [{ op: 'investigation', amount: 1 }] }], [], 0, (x) => {
      x.heroes[0]!.ko = true;
    });
    expect(s.heroes.map((h) => h.investigation)).toEqual([2, 4]); // Cooke: 1 + Detective
    expect(after([{ op: 'wound', amount: 2 }], [], 0, (x) => (x.heroes[0]!.ko = true)).heroes[0]!.wounds).toBe(0);
  });

  it('Murder!: "All Villains have one Advanced Ability … triggered whenever a copy of the Mystery card Murder is played"', () => {
    const draw: Effect[] = [{ op: 'draw', deck: 'mystery' }];
    const advanced = after(draw, [], 0, (x) => stack(x, 'mystery', ['murder']));
    // The Bite: the Town Elder with the lowest Honor (Magistrate Kroft, 2) gains a Secret
    expect(advanced.elders[5]!.secrets).toHaveLength(2);
    expect(advanced.track).toBe(19);
    const basic = act(rig(atTurnOf(0, { basic: true }), [2, 2]), 'roll', 'stop');
    stack(basic, 'mystery', ['murder']);
    basic.tasks.push({ t: 'effects', hero: 0, effects: draw });
    run(basic);
    expect(basic.elders[5]!.secrets).toHaveLength(1);
  });

  it('a Mystery that "Remains in Play" stays on the table and keeps acting (Fog: -1 to every movement roll)', () => {
    const s = after([{ op: 'draw', deck: 'mystery' }], [], 0, (x) => stack(x, 'mystery', ['fog']));
    expect(s.inPlay).toEqual([instanceOf('mystery', 'fog')]);
    const foggy = atTurnOf(0);
    foggy.decks.mystery.draw.splice(foggy.decks.mystery.draw.indexOf(instanceOf('mystery', 'fog')), 1);
    foggy.inPlay.push(instanceOf('mystery', 'fog'));
    expect(act(rig(foggy, [4]), 'roll').turn.movesLeft).toBe(3);
  });
});
