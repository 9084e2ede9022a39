/** A Hero's turn: the Move, the Fight in the Hero's space, the Actions, and the order of turns. */
import { describe, expect, it } from 'vitest';
import { currentFight } from '../../../src/games/touch/fight';
import { act, atTurnOf, instanceOf, keys, logText, rig, space, stack } from './helpers';

describe('the Move', () => {
  it('"they roll a D6 and may move up to that many spaces on the board"', () => {
    const s = act(rig(atTurnOf(0), [3]), 'roll');
    expect(s.turn.movesLeft).toBe(3);
    expect(keys(s)).toEqual([
      'step:church',
      'step:blacksmith',
      'step:doctors-office',
      'step:magistrates-office',
      'stop',
    ]);
    const moved = act(s, 'step:church', 'step:road-3', 'step:road-1');
    expect(moved.turn.step).toBe('actions'); // no steps left: the Move is over
    expect(moved.heroes[0]!.space).toBe(space('road-1'));
  });

  it('"A Hero does not have to move during their turn": stop at any time', () => {
    const s = act(rig(atTurnOf(0), [5, 4]), 'roll', 'step:church', 'stop');
    expect(s.heroes[0]!.space).toBe(space('church'));
    expect(s.turn.step).toBe('actions');
  });

  it('a movement bonus adds to the roll (Thomas, Hard Rider)', () => {
    const s = act(rig(atTurnOf(0, { heroes: ['thomas', 'karl'] }), [3]), 'roll');
    expect(s.turn.movesLeft).toBe(4);
  });

  it('"if you roll a 1 on your movement die, you may immediately draw an Event card for free"', () => {
    const s = rig(atTurnOf(0), [1]);
    stack(s, 'event', ['found-a-clue']);
    const rolled = act(s, 'roll');
    expect(keys(rolled)).toContain('free-event');
    const drawn = act(rolled, 'free-event');
    expect(drawn.heroes[0]!.events).toEqual([instanceOf('event', 'found-a-clue')]);
    expect(keys(drawn)).not.toContain('free-event');
    expect(keys(act(rig(atTurnOf(0), [2]), 'roll'))).not.toContain('free-event');
  });

  it('"they may collect 1 of those Investigation from that space", once per space in a Move', () => {
    const s = rig(atTurnOf(0), [4]);
    s.clues[space('church')] = 3;
    const after = act(s, 'roll', 'step:church', 'step:town-hall', 'step:church');
    expect(after.heroes[0]!.investigation).toBe(3);
    expect(after.clues[space('church')]).toBe(2);
  });

  it('Detective: "may collect 1 extra from the same source (either from the board or the Investigation Pool)"', () => {
    const s = rig(atTurnOf(1), [2]);
    s.clues[space('church')] = 1;
    const after = act(s, 'roll', 'step:church');
    expect(after.heroes[1]!.investigation).toBe(4); // 2 + 1 from the board + 1 from the pool
    expect(after.clues[space('church')]).toBe(0);
  });

  it('"The only thing that stops a Hero\'s movement is entering a space with a Minion", and the Fight comes before the Actions', () => {
    const s = rig(atTurnOf(0), [5]);
    s.minions.push({ minion: 'wolves', space: space('church'), round: false });
    const after = act(s, 'roll', 'step:church');
    expect(after.turn.movesLeft).toBe(0);
    expect(currentFight(after)?.enemy.name).toBe('Wolves');
    expect(keys(after)).toContain('fight');
    expect(keys(after)).not.toContain('encounter');
  });

  it('round Minions "do not stop Hero movement"', () => {
    const s = rig(atTurnOf(0), [3]);
    s.minions.push({ minion: 'bats', space: space('church'), round: true });
    expect(act(s, 'roll', 'step:church').turn.movesLeft).toBe(2);
  });

  it('Lingering: "When a Hero ends their Move in the same space that they started … On the roll of 1, you are attacked!"', () => {
    // move roll 2, linger roll 1, Minion Chart roll 1 (the Vampire's advanced side: Bats)
    const s = act(rig(atTurnOf(0), [2, 1, 1]), 'roll', 'stop');
    expect(logText(s)).toContain('lingers and rolls 1');
    expect(s.minions).toEqual([{ minion: 'bats', space: space('town-hall'), round: false }]);
    expect(currentFight(s)?.enemy.name).toBe('Bats');
    const calm = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    expect(calm.minions).toEqual([]);
    expect(currentFight(calm)).toBeNull();
  });

  it('leaving and coming back is Lingering too: it is where the Move ends that counts', () => {
    const s = act(rig(atTurnOf(0), [2, 3]), 'roll', 'step:church', 'step:town-hall');
    expect(logText(s)).toContain('lingers and rolls 3');
  });
});

describe('the Actions', () => {
  it('"The only Action that a Hero MUST take each turn is to Encounter the Space"; "Roads spaces … do NOT need to be Encountered"', () => {
    const town = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    expect(keys(town)).toContain('encounter');
    expect(keys(town)).not.toContain('end');
    const road = act(rig(atTurnOf(0), [2]), 'roll', 'step:church', 'step:road-3');
    expect(keys(road)).not.toContain('encounter');
    expect(keys(road)).toContain('end');
  });

  it('"each Action may only be performed once per turn": collecting all Investigation in the space', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    s.clues[space('town-hall')] = 2;
    const after = act(s, 'collect');
    expect(after.heroes[0]!.investigation).toBe(4);
    expect(keys(after)).not.toContain('collect');
  });

  it('"Heal Wounds (Cost: 3 each)"', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    s.heroes[0]!.wounds = 2;
    s.heroes[0]!.investigation = 7;
    expect(keys(s).filter((k) => k.startsWith('heal'))).toEqual(['heal:1', 'heal:2']);
    const after = act(s, 'heal:2');
    expect(after.heroes[0]).toMatchObject({ wounds: 0, investigation: 1 });
  });

  it('"Town Items … can be purchased by Heroes while at the Blacksmith space", one copy each', () => {
    const s = rig(atTurnOf(0), [1]);
    stack(s, 'event', ['found-a-clue']);
    s.heroes[0]!.investigation = 9;
    const there = act(s, 'roll', 'step:blacksmith', 'encounter');
    expect(keys(there)).toContain('buy:musket');
    const bought = act(there, 'buy:musket');
    expect(bought.heroes[0]!.carried).toEqual([{ deck: 'town', card: 0 }]);
    expect(keys(bought)).not.toContain('buy:musket');
  });
});

describe('the Game Round', () => {
  it('turns go clockwise from the First Player, then the Mystery Phase passes the First Player marker', () => {
    let s = atTurnOf(0);
    s.decks.mystery.draw = [instanceOf('mystery', 'quiet-night'), ...s.decks.mystery.draw];
    s = act(rig(s, [2, 2]), 'roll', 'step:church', 'step:road-3', 'end');
    expect(s.turn.hero).toBe(1);
    expect(s.round).toBe(1);
    s = act(rig(s, [2]), 'roll', 'step:church', 'step:road-6', 'end');
    expect(s.round).toBe(2);
    expect(s.first).toBe(1);
    expect(s.turn.hero).toBe(1);
    expect(logText(s)).toContain('Mystery: Quiet Night');
  });
});
