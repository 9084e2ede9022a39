/** Objectives, special markers, the Elevator, "End of the game" and the undo count. */
import { describe, expect, it } from 'vitest';
import { evy } from '../../../src/games/evy';
import type { EvyState } from '../../../src/games/evy/state';
import type { Adventure, ObjectiveStep } from '../../../src/games/evy/types';
import { act, actAll, adventureOf, at, configOf, drawMap, evyPhase, keys, rollDice, withHand } from './helpers';

function play(rows: string[], objective: ObjectiveStep[], more: Partial<Adventure> = {}): EvyState {
  return evyPhase(evy.setup(configOf(adventureOf([drawMap('m', rows)], objective, more)), 1));
}

describe('Objectives, in order', () => {
  it('Downstairs: "Pick up the baby, then go to the exit": the exit does nothing before the baby', () => {
    const objective: ObjectiveStep[] = [
      { type: 'collect', item: 'baby' },
      { type: 'reach', tile: 'exit' },
    ];
    let s = play(['E  @  i:baby'], objective);
    s = act(s, `step:${at(0, 0)}`);
    expect(s.result).toBeNull();
    s = actAll(s, `step:${at(1, 0)}`, 'end-turn');
    s = rollDice(s, 1, 1);
    s = act(s, `step:${at(2, 0)}`);
    expect(s.collected).toEqual(['baby']);
    expect(evy.view(s, 0).items).toEqual([]);
    s = actAll(s, `step:${at(1, 0)}`, 'end-turn');
    s = actAll(rollDice(s, 1, 1), `step:${at(0, 0)}`);
    expect(s.result).toBe('won');
  });

  it('Grandparents\': "Rescue both grandparents and exit the house", in either order', () => {
    const objective: ObjectiveStep[] = [
      { type: 'collect', item: 'grandma' },
      { type: 'collect', item: 'grandpa' },
      { type: 'reach', tile: 'exit' },
    ];
    let s = play(['i:grandpa  @  i:grandma  E'], objective);
    s = actAll(s, `step:${at(0, 0)}`, `step:${at(1, 0)}`, 'end-turn');
    s = actAll(rollDice(s, 1, 1), `step:${at(2, 0)}`, `step:${at(3, 0)}`);
    expect(s.result).toBe('won');
  });

  it('Library: "Go to the letter, then move the token to the next letter": letters count only in order', () => {
    const objective: ObjectiveStep[] = [
      { type: 'waypoints', letters: ['W', 'I'] },
      { type: 'reach', tile: 'start' },
    ];
    let s = play(['w:I  @  w:W'], objective);
    expect(evy.view(s, 0).nextWaypoint).toBe('W');
    s = actAll(s, `step:${at(0, 0)}`, `step:${at(1, 0)}`, 'end-turn');
    expect(s.waypoint).toBe(0);
    s = actAll(rollDice(s, 1, 1), `step:${at(2, 0)}`, `step:${at(1, 0)}`, 'end-turn');
    expect(evy.view(s, 0).nextWaypoint).toBe('I');
    s = actAll(rollDice(s, 1, 1), `step:${at(0, 0)}`, `step:${at(1, 0)}`);
    expect(s.result).toBe('won');
  });

  it('the waypoint token is a marker monsters cannot cross', () => {
    const s = rollDice(
      evy.setup(configOf(adventureOf([drawMap('m', ['@  w:W  M'])], [{ type: 'waypoints', letters: ['W'] }])), 1),
      1,
      1,
    );
    expect(evy.view(s, 0).lastMonsterPhase.filter((e) => e.type === 'move')).toEqual([]);
  });

  it('Castle: "Monsters can\'t move through locked doors, until Evvy opens them by moving over them"', () => {
    const rows = ['@  L  M', ' #  E  #'];
    const blocked = rollDice(
      evy.setup(configOf(adventureOf([drawMap('m', rows)], [{ type: 'reach', tile: 'exit' }])), 1),
      1,
      1,
    );
    expect(evy.view(blocked, 0).lastMonsterPhase.filter((e) => e.type === 'move')).toEqual([]);
    let s = actAll(blocked, `step:${at(1, 0)}`, `step:${at(0, 0)}`, 'end-turn');
    expect(evy.view(s, 0).closedDoors).toEqual([]);
    s = rollDice(s, 1, 1);
    expect(evy.view(s, 0).lastMonsterPhase.filter((e) => e.type === 'move')).toHaveLength(1);
  });
});

describe('End of the game', () => {
  it('"you get to keep one of the cards you still have in hand"', () => {
    let s = withHand(play(['@  E'], [{ type: 'reach', tile: 'exit' }]), ['sword', 'scream']);
    s = act(s, `step:${at(1, 0)}`);
    expect(s.phase).toBe('keep');
    const [sword, scream] = s.hand as [number, number];
    expect(keys(s)).toEqual([`keep:${sword}`, `keep:${scream}`, 'keep:none']);
    s = act(s, `keep:${scream}`);
    expect(s.phase).toBe('over');
    expect(evy.view(s, 0).kept).toBe('scream');
    expect(evy.outcome(s)).toEqual([1]);
  });

  it('Harder C "Don\'t take any cards with you into the next adventure": no card to choose', () => {
    const adventure = adventureOf([drawMap('m', ['@  E'])], [{ type: 'reach', tile: 'exit' }]);
    let s = evyPhase(withHand(evy.setup(configOf(adventure, { difficulty: { harder: ['C'] } }), 1), ['sword']));
    s = act(s, `step:${at(1, 0)}`);
    expect(s.phase).toBe('over');
    expect(s.result).toBe('won');
  });

  it('FAQ "Can I keep discarded cards? … no longer available": a used-up card is not offered to keep', () => {
    let s = withHand(play(['@  M  E'], [{ type: 'reach', tile: 'exit' }]), ['sword']);
    const sword = s.hand[0] as number;
    s.uses[sword] = 1;
    s = act(s, `weapon:${sword}:E`);
    s = act(s, `step:${at(1, 0)}`);
    s = act(s, `step:${at(2, 0)}`);
    expect(s.result).toBe('won');
    expect(s.phase).toBe('over');
    expect(evy.view(s, 0).kept).toBeNull();
  });
});

describe('Elevator', () => {
  const lift = (floors: number): EvyState =>
    play(['c  @  c  .  P'], [{ type: 'survive-floors', floors }], {
      rules: { elevator: { floors } },
      cardCount: floors,
    });

  it('"You can only pick one card each floor" and "The card tile you move to must be different from the previous one"', () => {
    let s = lift(3);
    s = act(s, `step:${at(0, 0)}`);
    expect(s.offers).toEqual([1]);
    s = act(s, 'flip:1');
    s = act(s, `step:${at(1, 0)}`);
    s = act(s, 'end-turn');
    expect(s.floor).toBe(2);
    s = rollDice(s, 1, 1);
    // Back onto the same tile: no card; the other tile gives floor 2's card.
    s = act(s, `step:${at(0, 0)}`);
    expect(s.offers).toEqual([]);
  });

  it('"After every Evy\'s turn, move the item token up a floor"; past the last floor she may "keep going up"', () => {
    let s = lift(2);
    s = act(s, 'end-turn');
    s = act(rollDice(s, 1, 1), 'end-turn');
    expect(s.phase).toBe('elevator-continue');
    expect(keys(s)).toEqual(['elevator:up', 'elevator:stop']);
    const up = act(s, 'elevator:up');
    expect(up.floors).toBe(4);
    expect(up.phase).toBe('monster');
    const stop = act(s, 'elevator:stop');
    expect(stop.result).toBe('won');
  });
});

describe('Undo support', () => {
  it("Evy's actions count up; a roll or a turned-over card cannot be taken back", () => {
    let s = play(['@  c1  .  E'], [{ type: 'reach', tile: 'exit' }]);
    s.undoable = 0;
    s = act(s, `step:${at(1, 0)}`);
    expect(evy.view(s, 0).undoable).toBe(1);
    s = act(s, 'pass:1');
    expect(s.undoable).toBe(2);
    s = act(s, 'end-turn');
    expect(s.undoable).toBe(3);
    s = rollDice(s, 1, 1);
    expect(s.undoable).toBe(0);
    s = actAll(s, `step:${at(0, 0)}`, `step:${at(1, 0)}`, 'flip:1');
    expect(s.undoable).toBe(0);
  });
});
