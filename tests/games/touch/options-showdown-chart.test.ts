/**
 * The Advanced Showdown Chart (an optional rule) and the Lone Hero's Insanity and Apocalypse
 * levels. Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { currentFight } from '../../../src/games/touch/fight';
import { knockOut } from '../../../src/games/touch/ko';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, keys, logText, rig, space, takeFromDeck } from './helpers';

const INSANITY: Partial<TouchConfig> = { heroes: ['karl'], mode: 'lone-hero', level: 'insanity', villain: 'scarecrow' };

/** A Showdown at the Windmill (Grain Loft, cost 4) after its first round: the chart is due. */
function afterFirstRound(config: Partial<TouchConfig> = INSANITY, rolls: number[] = []): TouchState {
  const s = atTurnOf(0, config);
  s.turn.step = 'actions';
  s.heroes.forEach((h) => (h.investigation = 0));
  s.heroes[0]!.space = space('windmill');
  s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[0]!.investigation = 9;
  const started = act(s, 'showdown', 'party:done');
  currentFight(started)!.rounds = 1;
  rig(started, rolls);
  run(started);
  return started;
}

describe('the Advanced Showdown Chart', () => {
  it('"At the start of each Showdown Fight Round after the first Round, roll 2D6 and consult the chart"', () => {
    const s = atTurnOf(0, INSANITY);
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 9;
    const first = act(s, 'showdown', 'party:done');
    expect(logText(first)).not.toContain('The Showdown Chart');
    const second = afterFirstRound(INSANITY, [3, 4]); // 7: The Power of Evil
    expect(logText(second)).toContain('The Showdown Chart: 7, The Power of Evil');
    run(second); // once a round
    expect(logText(second).match(/The Showdown Chart/g)).toHaveLength(1);
    const off = afterFirstRound({ ...INSANITY, level: 'master-hunter' }, [3, 4]);
    expect(logText(off)).not.toContain('The Showdown Chart');
    const option = afterFirstRound(
      { heroes: ['karl', 'thomas'], villain: 'scarecrow', options: { showdownChart: true } },
      [3, 4],
    );
    expect(logText(option)).toContain('The Showdown Chart: 7');
  });

  it('"Results on this chart may be canceled as though they were Event or Mystery Cards"', () => {
    const s = atTurnOf(0, INSANITY);
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 9;
    const vigil = takeFromDeck(s, 'event', 'holy-vigil');
    s.heroes[0]!.events = [vigil];
    const started = act(s, 'showdown', 'pass', 'party:done'); // Holy Vigil could cancel the Lair card too: passed
    currentFight(started)!.rounds = 1;
    started.villain.wounds = 3;
    rig(started, [2, 2]); // 4: Impossible Foe
    run(started);
    expect(keys(started)).toEqual(['pass', `play:${vigil}`]);
    const cancelled = act(started, `play:${vigil}`);
    expect(logText(cancelled)).toContain('cancels the roll on the Showdown Chart');
    expect(cancelled.villain.wounds).toBe(3);
  });

  it('4–5 Impossible Foe: "The Villain immediately Heals D6 Wounds (or D3 Wounds in Competitive play)"', () => {
    const go = afterFirstRound(INSANITY, []);
    go.villain.wounds = 5;
    go.showdown!.chartAt = undefined;
    rig(go, [2, 2, 6]); // 4, then a D3 of 3
    currentFight(go)!.rounds = 2;
    run(go);
    expect(go.villain.wounds).toBe(2);
  });

  it('6 A Cunning Challenge and 8 Supernatural Force: "Heroes must use their Cunning (Spirit) to fight this round, instead of Combat"', () => {
    const cunning = afterFirstRound(INSANITY, [3, 3]);
    expect(currentFight(cunning)!.enemy.fightWith).toBe('cunning');
    const spirit = afterFirstRound(INSANITY, [4, 4]);
    expect(currentFight(spirit)!.enemy.fightWith).toBe('spirit');
    // The next Showdown Fight Round is fought with Combat again, before its own roll.
    currentFight(spirit)!.rounds = 2;
    rig(spirit, [3, 4]);
    run(spirit);
    expect(currentFight(spirit)!.enemy.fightWith).toBe('combat');
  });

  it('9–10 Darkness Unleashed: "The Villain immediately does D3 Hits to the Heroes collectively … (or 1 Hit in Competitive play)"', () => {
    const s = afterFirstRound(INSANITY, [4, 5]);
    expect(s.heroes[0]!.wounds).toBe(1);
  });

  it('2 Daring Confrontation: "If successful, the Villain takes 2 Wounds for every 6+ rolled. If failed, every Hero taking part … must take 1 Wound or the Showdown is canceled"', () => {
    const won = afterFirstRound(INSANITY, [1, 1, 6, 6, 1]); // Karl's Honor 3: 6 6 1
    expect(won.villain.wounds).toBe(4);
    const failed = afterFirstRound(INSANITY, [1, 1, 1, 2, 3]);
    expect(failed.prompt).toEqual({ kind: 'confront', hero: 0 });
    expect(act(failed, 'confront:wounds').heroes[0]!.wounds).toBe(1);
    expect(act(failed, 'confront:cancel').showdown).toBeNull();
  });

  it('2 Daring Confrontation\'s "Honor 6+ Test" is a Skill Test: the Hero\'s own re-rolls count ("re-roll one die")', () => {
    const anne = afterFirstRound({ ...INSANITY, heroes: ['anne-marie'] }, [1, 1, 1, 2, 3, 6]); // Honor 3: 1 2 3, the 1 re-rolled
    expect(logText(anne)).toContain('Anne Marie rolls 6 2 3 (Honor 6+).');
    expect(anne.villain.wounds).toBe(2);
  });

  it('2 Daring Confrontation: "cards may always be used after the fact to add extra dice to a Skill Test, force dice to be re-rolled"', () => {
    const s = atTurnOf(0, INSANITY);
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 9;
    const inspiration = takeFromDeck(s, 'event', 'inspiration');
    s.heroes[0]!.events = [inspiration];
    const shown = act(s, 'showdown', 'pass', 'party:done'); // the Lair card's window
    currentFight(shown)!.rounds = 1;
    rig(shown, [1, 1, 1, 2, 3]); // Daring Confrontation; Karl's Honor 3: 1 2 3
    run(shown);
    expect(keys(shown)).toEqual(['pass']); // the chart's roll may be cancelled
    const started = act(shown, 'pass');
    expect(keys(started)).toEqual(['pass', `play:${inspiration}`]); // the Test's dice wait
    rig(started, [6, 6]);
    const played = act(started, `play:${inspiration}`);
    expect(logText(played)).toContain('Karl rolls 6 6 3 (Honor 6+).');
    expect(played.villain.wounds).toBe(4);
    const passed = act(started, 'pass');
    expect(passed.prompt).toEqual({ kind: 'confront', hero: 0 });
  });

  it('2 Daring Confrontation: "Choose one Hero taking part in the Showdown": with several, the player of the Hero about to fight chooses', () => {
    const coop: Partial<TouchConfig> = {
      heroes: ['karl', 'inspector-cooke'],
      mode: 'cooperative',
      villain: 'scarecrow',
      options: { showdownChart: true },
    };
    const s = atTurnOf(0, coop);
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 9;
    s.heroes[1]!.investigation = 9;
    const started = act(s, 'showdown', 'join:yes', 'party:done');
    currentFight(started)!.rounds = 2;
    rig(started, [1, 1, 6, 6, 6, 6]); // Cooke's Honor 4: 6 6 6 6
    run(started);
    expect(started.prompt).toEqual({ kind: 'confronter', hero: 0, heroes: [0, 1] });
    expect(keys(started)).toEqual(['test:karl', 'test:inspector-cooke']);
    const tested = act(started, 'test:inspector-cooke');
    expect(logText(tested)).toContain('Inspector Cooke rolls 6 6 6 6 (Honor 6+).');
    expect(tested.villain.wounds).toBe(8);
  });

  it('3 Coach Chase: "Any Heroes that want to continue fighting must immediately pay the cost on the new Lair Card … Any who do not/cannot pay are left behind"', () => {
    const s = afterFirstRound(INSANITY, [1, 2]);
    const lair = s.showdown!.lair;
    expect(s.prompt).toMatchObject({ kind: 'chase', hero: 0, join: false });
    const cost = s.prompt?.kind === 'chase' ? s.prompt.cost : -1;
    const followed = act(s, 'chase:yes');
    expect(followed.heroes[0]!.investigation).toBe(s.heroes[0]!.investigation - cost);
    expect(followed.showdown?.lair).toBe(lair);
    expect(currentFight(followed)).not.toBeNull();
    const left = act(s, 'chase:no');
    expect(left.showdown).toBeNull();
  });

  it('11 Sweeping Strike: "Each Hero present must immediately discard one Item or Ally of their choice"', () => {
    const go = afterFirstRound(INSANITY, []);
    go.heroes[0]!.carried = [{ deck: 'town', card: 0 }];
    go.showdown!.chartAt = undefined;
    currentFight(go)!.rounds = 2;
    rig(go, [5, 6]);
    run(go);
    expect(go.prompt).toMatchObject({ kind: 'discard-item', hero: 0, left: 1 });
    expect(act(go, 'discard:0').heroes[0]!.carried).toEqual([]);
  });

  it('12 Fight the Good Fight: "The Villain and EVERY Hero immediately Heals D6 Wounds each (Revive KO\'d Heroes). In Cooperative play, any Hero not taking part … may immediately join for free"', () => {
    const coop: Partial<TouchConfig> = {
      heroes: ['karl', 'thomas'],
      mode: 'cooperative',
      villain: 'scarecrow',
      options: { showdownChart: true },
    };
    const s = atTurnOf(0, coop);
    s.turn.step = 'actions';
    s.heroes[0]!.space = space('windmill');
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    s.heroes[0]!.investigation = 9;
    s.heroes[1]!.investigation = 0;
    const started = act(s, 'showdown', 'party:done');
    currentFight(started)!.rounds = 1;
    started.villain.wounds = 6;
    started.heroes[1]!.ko = true;
    rig(started, [6, 6, 6, 6, 6]);
    run(started);
    expect(started.villain.wounds).toBe(0);
    expect(started.heroes[1]!.ko).toBe(false);
    expect(started.prompt).toEqual({ kind: 'chase', hero: 1, cost: 0, join: true });
    const joined = act(started, 'chase:yes');
    expect(joined.showdown?.heroes).toEqual([0, 1]);
    expect(joined.heroes[1]!.space).toBe(space('windmill'));
  });
});

describe('the Lone Hero at Insanity and Apocalypse', () => {
  it('"Apocalypse - Same as Insanity above, but if you are KO\'d 3 times, you lose"', () => {
    const s = atTurnOf(0, { ...INSANITY, level: 'apocalypse' });
    for (let k = 0; k < 2; k++) {
      knockOut(s, 0, false);
      s.heroes[0]!.ko = false;
      s.tasks = [];
      s.prompt = null;
    }
    expect(s.phase).not.toBe('over');
    knockOut(s, 0, false);
    expect(s.phase).toBe('over');
    expect(s.winner).toBeNull();
    const insanity = atTurnOf(0, INSANITY);
    for (let k = 0; k < 3; k++) {
      knockOut(insanity, 0, false);
      insanity.heroes[0]!.ko = false;
    }
    expect(insanity.phase).not.toBe('over');
  });
});
