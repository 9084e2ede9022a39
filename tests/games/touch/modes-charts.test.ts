/**
 * The Cooperative Mystery Phase Charts: cancelling a roll, and the Advanced chart. Each
 * test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { SHADOWBROOK } from '../../../src/games/touch/board';
import { cardOf } from '../../../src/games/touch/cards';
import { heroDef } from '../../../src/games/touch/content';
import { resolveChartRoll } from '../../../src/games/touch/coop-chart';
import { killElder } from '../../../src/games/touch/elders';
import { currentFight, fightPool, startFight } from '../../../src/games/touch/fight';
import { enemyFightDice, withoutAbilities } from '../../../src/games/touch/handicap';
import { heroPassives } from '../../../src/games/touch/hero-stats';
import { runMysteryStep } from '../../../src/games/touch/mystery';
import { run } from '../../../src/games/touch/runner';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, actor, atTurnOf, keys, logText, rig, space, takeFromDeck } from './helpers';

const COOP: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas'],
  mode: 'cooperative',
  villain: 'scarecrow',
};

/** The chart rolled with these dice, Cooke holding Holy Vigil. */
function rolledWithVigil(rolls: number[], config: Partial<TouchConfig> = COOP): { s: TouchState; vigil: number } {
  const s = rig(atTurnOf(0, config), rolls);
  const vigil = takeFromDeck(s, 'event', 'holy-vigil');
  s.heroes[1]!.events = [vigil];
  runMysteryStep(s, 'chart');
  run(s);
  return { s, vigil };
}

describe('cancelling a roll on the Mystery Phase Chart', () => {
  it('"A roll on the Mystery Phase Chart may be canceled by anything that would cancel an Event or Mystery card"', () => {
    const { s, vigil } = rolledWithVigil([1]); // Darkness Falls
    expect(s.prompt).toBeNull(); // the roll waits in a window before the Heroes are asked to take the Wounds
    expect(actor(s)).toBe(1);
    expect(keys(s)).toEqual(['pass', `play:${vigil}`]);
    const cancelled = act(s, `play:${vigil}`);
    expect(logText(cancelled)).toContain('Inspector Cooke cancels the roll on the Mystery Phase Chart.');
    expect(cancelled.prompt).toBeNull();
    expect(cancelled.track).toBe(20);
    expect(cancelled.decks.event.removed).toContain(vigil); // "Remove this card from the game."
    // Passing lets the result happen.
    const passed = act(s, 'pass');
    expect(passed.prompt).toMatchObject({ kind: 'shield', steps: 2, wounds: 5 });
  });

  it('no window opens when nobody holds an Event: the roll is resolved next', () => {
    const s = rig(atTurnOf(0, COOP), [3]); // Minions of Evil
    runMysteryStep(s, 'chart');
    expect(s.tasks.at(-1)).toMatchObject({ t: 'chart-roll', result: 'minions-of-evil', cancelled: false });
  });
});

const ADVANCED: Partial<TouchConfig> = { ...COOP, villain: 'vampire', mysteryChart: 'advanced' };

/** The Advanced chart's result `id` resolved now (no Event held, so no window), everything it starts run. */
function resolved(s: TouchState, result: string, andRun = true): TouchState {
  s.tasks.push({ t: 'chart-roll', chart: 'advanced', result, cancelled: false });
  if (andRun) run(s);
  else resolveChartRoll(s, s.tasks.pop() as Extract<TouchState['tasks'][number], { t: 'chart-roll' }>);
  return s;
}

const total = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);

describe('the Advanced Cooperative Mystery Phase Chart', () => {
  it('"There are two versions of the Mystery Phase Chart, Basic (using a D6 roll) and Advanced (using a 2D6 roll). The players must choose at the beginning of the game"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [3, 4]);
    runMysteryStep(s, 'chart');
    expect(s.tasks.at(-1)).toMatchObject({ t: 'chart-roll', chart: 'advanced', result: 'surge-of-evil' });
    expect(logText(s)).toContain('The Mystery Phase Chart: 7, Surge of Evil');
    const basic = rig(atTurnOf(0, COOP), [3, 4]);
    runMysteryStep(basic, 'chart');
    expect(basic.tasks.at(-1)).toMatchObject({ chart: 'basic', result: 'minions-of-evil' });
    expect(() => atTurnOf(0, { mysteryChart: 'advanced' })).toThrow('belongs to Cooperative play');
  });

  it('Lone Hero: "Master Hunter - Use the Cooperative Shadow Track and the Advanced Cooperative Mystery Phase Chart"; Hunter rolls no chart', () => {
    const master = rig(atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero', level: 'master-hunter' }), [6, 6]);
    runMysteryStep(master, 'chart');
    expect(master.tasks.at(-1)).toMatchObject({ chart: 'advanced', result: 'sign-of-the-dark-omen' });
    const hunter = rig(atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero', level: 'hunter' }), [6, 6]);
    runMysteryStep(hunter, 'chart');
    expect(hunter.tasks).toEqual([]);
  });

  it('2 Surprise Showdown: "move every Hero to that space … All Heroes take part, but do not have to pay any Investigation. No Town Elder Hunting Party is formed"', () => {
    const s = atTurnOf(1, ADVANCED);
    s.heroes[2]!.ko = true;
    const before = s.heroes.map((h) => h.investigation);
    const sheet = heroDef('karl').abilities.flatMap((a) => a.passives);
    expect(heroPassives(s, 0)).toEqual(expect.arrayContaining(sheet));
    resolved(s, 'surprise-showdown');
    const showdown = s.showdown!;
    expect(showdown.heroes).toEqual([1, 0]); // standing Heroes, from the First Player
    expect(showdown.party).toEqual([]);
    const lair = cardOf('lair', showdown.lair);
    expect(s.heroes[0]!.space).toBe(space(lair.location));
    expect(s.heroes[1]!.space).toBe(space(lair.location));
    expect(s.heroes.map((h) => h.investigation)).toEqual(before);
    expect(s.heroes[1]!.lair).toBe(showdown.lair); // the group had no Lair card: now it has this one, face up
    expect(s.heroes[1]!.lairRevealed).toBe(true);
    // "Heroes may not use their character Abilities during the first Showdown Fight Round"
    for (const p of sheet) expect(heroPassives(s, 0)).not.toContain(p);
    expect(withoutAbilities(s, 1)).toBe(true);
    currentFight(s)!.rounds = 2; // both Heroes have fought their first round
    expect(heroPassives(s, 0)).toEqual(expect.arrayContaining(sheet));
  });

  it('2 Surprise Showdown: "If rolled in the Competitive Game, this result only affects the current First Player"', () => {
    const s = atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero', level: 'master-hunter' });
    resolved(s, 'surprise-showdown');
    expect(s.showdown).toMatchObject({ hero: 0, heroes: [0], party: [], surprise: 1 });
  });

  it('3 Cursed Village: "draw and resolve one Mystery card for each Hero, starting with the First Player. This replaces the normal Mystery card"', () => {
    const s = atTurnOf(1, ADVANCED);
    s.tasks.push({ t: 'mystery', step: 'pass' }, { t: 'mystery', step: 'draw' });
    resolved(s, 'cursed-village', false);
    expect(s.tasks.some((t) => t.t === 'mystery' && t.step === 'draw')).toBe(false);
    const draws = s.tasks.filter((t) => t.t === 'effects');
    expect(draws.map((t) => (t.t === 'effects' ? t.hero : -1))).toEqual([0, 2, 1]); // the top (last) is drawn first
    expect(draws.every((t) => t.t === 'effects' && t.effects[0]!.op === 'draw')).toBe(true);
  });

  it('4 Lies and Deceit: "Roll a D6. Any Town Elder with Honor equal to or less than the roll gains one Secret"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [3]);
    resolved(s, 'lies-and-deceit');
    // Honor 3 or less: Lady Hanbrook, Doctor Manning, Sophie, Magistrate Kroft; not Lord Hanbrook or Reverend Harding (4).
    expect(s.elders.map((e) => e.secrets.length)).toEqual([1, 2, 2, 2, 1, 2]);
  });

  it('5 Darkness Falls: "The Shadow Track immediately moves D3 steps closer to Darkness. The Heroes may collectively take 5 Wounds"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [6]);
    resolved(s, 'darkness-falls');
    expect(s.prompt).toMatchObject({ kind: 'shield', steps: 3, wounds: 5 });
    expect(act(s, 'shield:no').track).toBe(17);
  });

  it('6 March of Darkness: "Every Minion on the board immediately moves 2 spaces along the shortest path to the Town Hall"', () => {
    const s = atTurnOf(0, ADVANCED);
    s.heroes.forEach((h) => (h.space = space('town-hall')));
    const far = SHADOWBROOK.spaces.findIndex((_, i) => SHADOWBROOK.distance[i] === 4);
    s.minions = [{ minion: 'wolves', space: far, round: false }];
    resolved(s, 'march-of-darkness');
    expect(SHADOWBROOK.distance[s.minions[0]!.space]).toBe(2);
  });

  it('6 March of Darkness: "If there are no Minions on the board, instead roll once on the Villain\'s Minion Chart (re-rolling Event results) and place that Minion at 2 Random Locations"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [6, 2]); // The Vampire Strikes: rolled again; Wolves
    s.heroes.forEach((h) => (h.space = space('town-hall')));
    s.minions = [];
    resolved(s, 'march-of-darkness');
    expect(s.minions.map((m) => m.minion)).toEqual(['wolves', 'wolves']);
  });

  it('7 Surge of Evil: "Roll once on the Villain\'s Minion Chart … If it is a Minion or if the Villain attacks, draw a Random Location"', () => {
    const s = atTurnOf(0, ADVANCED);
    resolved(s, 'surge-of-evil', false);
    expect(s.tasks.at(-1)).toMatchObject({ t: 'effects', effects: [{ op: 'minion-chart', at: 'random' }] });
  });

  it('8 "Murder... Murder!": "place 3 Investigation there. Move the Shadow Track 1 step closer to Darkness"', () => {
    const s = atTurnOf(0, ADVANCED);
    const clues = total(s.clues);
    resolved(s, 'murder-murder', false);
    const effects = s.tasks.filter((t) => t.t === 'effects').flatMap((t) => (t.t === 'effects' ? t.effects : []));
    expect(effects).toEqual(
      expect.arrayContaining([
        { op: 'place-investigation', amount: 3, at: 'random' },
        { op: 'darkness', steps: 1 },
      ]),
    );
    run(s);
    expect(total(s.clues)).toBeGreaterThanOrEqual(clues + 3);
    expect(s.track).toBeLessThanOrEqual(19);
  });

  it('9 Unnatural Storm: "discard any Mystery card in play that is Keyword Weather … If the Villain attacks during the storm, it does so at a Random Location and is +3 Combat"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [2, 6]); // Wolves: not an Event, rolled again; The Vampire Strikes
    const fog = takeFromDeck(s, 'mystery', 'fog');
    s.inPlay = [fog];
    resolved(s, 'unnatural-storm', false);
    expect(s.inPlay).toEqual([]);
    expect(s.decks.mystery.discard).toContain(fog);
    expect(s.tasks.at(-1)).toMatchObject({ effects: [{ op: 'villain-attack', at: 'random', combat: 3 }] });
  });

  it('10 Ambush in the Night: "During the first Fight Round, the Hero may not use any Items, Allies, or Abilities and the Minion has double their normal Fight Dice"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [6, 1]); // only Karl stands; The Vampire Strikes is rolled again; Bats
    s.heroes[1]!.ko = true;
    s.heroes[2]!.ko = true;
    s.minions = [];
    const withItems = heroPassives(s, 0).length;
    resolved(s, 'ambush-in-the-night');
    const fight = currentFight(s)!;
    expect(fight.hero).toBe(0);
    expect(fight.enemy).toMatchObject({ name: 'Bats', ambush: true, fightDice: 1 });
    expect(enemyFightDice(fight)).toBe(2);
    expect(heroPassives(s, 0).length).toBeLessThan(withItems); // Karl's Abilities are gone this round
    fight.rounds = 1;
    expect(enemyFightDice(fight)).toBe(1);
    expect(heroPassives(s, 0).length).toBe(withItems);
  });

  it('11 Possessed by Madness: "engage in a single Fight Round with the Hero that has the highest result … Each of these Heroes gains 1 Investigation for every Hit they do to the other"', () => {
    // Karl (Honor 3) rolls 1, Cooke (Honor 4) 6, Thomas (Honor 1) 6: Karl 4, Cooke 10, Thomas 7.
    const s = rig(atTurnOf(0, ADVANCED), [1, 6, 6]);
    const before = s.heroes.map((h) => h.investigation);
    resolved(s, 'possessed-by-madness');
    expect(logText(s)).toContain('Karl, possessed by madness, fights a round with Inspector Cooke.');
    const last = s.log.map((l) => l.text).find((t) => t.startsWith('Karl fights a round with Inspector Cooke'));
    const [karlDice, cookeDice] = /\(([\d ]*) against ([\d ]*)\)/
      .exec(last!)!
      .slice(1)
      .map((d) => d.split(' ').map(Number));
    const hits = (dice: number[]): number => dice.filter((d) => d >= 5).length;
    expect(s.heroes[0]!.investigation - before[0]!).toBe(hits(karlDice!));
    expect(s.heroes[1]!.investigation - before[1]!).toBe(hits(cookeDice!));
    expect(s.heroes[2]!.investigation).toBe(before[2]);
  });

  it('11 Possessed by Madness: "Heroes may choose to roll fewer Fight Dice than they are normally allowed, but not fewer than their basic Combat Skill"', () => {
    const s = rig(atTurnOf(0, ADVANCED), [1, 6, 6]); // Karl against Inspector Cooke, as above
    s.heroes[0]!.carried = [{ deck: 'town', card: 0 }]; // a Musket: Combat 4 + 2
    s.heroes[1]!.carried = [{ deck: 'town', card: 0 }]; // Combat 2 + 2
    resolved(s, 'possessed-by-madness');
    expect(s.prompt).toEqual({ kind: 'madness-dice', hero: 0, min: 4, max: 6 });
    expect(keys(s)).toEqual(['dice:6', 'dice:5', 'dice:4']);
    const karl = act(s, 'dice:4');
    expect(karl.prompt).toEqual({ kind: 'madness-dice', hero: 1, min: 2, max: 4 });
    const both = passAll(act(karl, 'dice:2'));
    const [karlDice, cookeDice] = /Karl fights a round with Inspector Cooke \(([\d ]*) against ([\d ]*)\)/
      .exec(logText(both))!
      .slice(1)
      .map((d) => d.split(' '));
    expect(karlDice).toHaveLength(4);
    expect(cookeDice).toHaveLength(2);
  });

  it('12 Sign of the Dark Omen: "The First Player immediately chooses any dead Town Elder (not Evil Elder) and returns them to play … draw 2 new Secrets … each Hero gains 1 Investigation"', () => {
    const s = atTurnOf(0, ADVANCED);
    s.elders[2]!.status = 'dead';
    s.elders[4]!.status = 'evil';
    const tops = (['manor', 'windmill', 'olde-woods', 'abandoned-keep'] as const).map((d) => s.decks[d].draw[0]!);
    const before = s.heroes.map((h) => h.investigation);
    resolved(s, 'sign-of-the-dark-omen');
    expect(s.prompt).toEqual({ kind: 'omen', hero: 0, elders: [2], resolve: false });
    const after = act(s, 'elder:doctor-manning');
    expect(after.elders[2]).toMatchObject({ status: 'town' });
    expect(after.elders[2]!.secrets.filter((x) => !x.faceUp)).toHaveLength(2);
    expect(after.track).toBe(19);
    expect(after.heroes.map((h) => h.investigation)).toEqual(before.map((n) => n + 1));
    (['manor', 'windmill', 'olde-woods', 'abandoned-keep'] as const).forEach((d, k) =>
      expect(after.decks[d].discard).toContain(tops[k]),
    );
  });

  it('12 Sign of the Dark Omen: "If there are no Dead Town Elders, the First Player instead chooses a Town Elder to gain a Resolve Token (… Discard the marker to prevent the Town Elder from being killed"', () => {
    const s = atTurnOf(0, ADVANCED);
    resolved(s, 'sign-of-the-dark-omen');
    expect(s.prompt).toMatchObject({ kind: 'omen', resolve: true });
    const after = act(s, 'elder:lord-hanbrook');
    expect(after.elders[0]!.resolve).toBe(true);
    const track = after.track;
    killElder(after, 0);
    expect(after.elders[0]!.status).toBe('town');
    expect(after.elders[0]!.resolve).toBeUndefined();
    expect(after.track).toBe(track);
    killElder(after, 0);
    expect(after.elders[0]!.status).toBe('dead');
  });

  it('12 Sign of the Dark Omen: the Resolve token may instead be discarded "to give +2 Fight Dice to a Hero the Elder is currently with"', () => {
    const s = act(rig(atTurnOf(0, ADVANCED), [2, 2]), 'roll', 'stop');
    s.elders[0]!.resolve = true;
    s.elders[0]!.with = 0; // Lord Hanbrook travels with Karl (Hero of the People)
    startFight(s, 0, { name: 'Wolves', fightDice: 2, health: 9, fightWith: 'combat', wounds: 0, victory: [] });
    run(s);
    expect(keys(s)).toContain('resolve:lord-hanbrook');
    s.elders[0]!.with = null;
    expect(keys(s)).not.toContain('resolve:lord-hanbrook'); // only a Hero the Elder is with
    s.elders[0]!.with = 0;
    const spent = act(s, 'resolve:lord-hanbrook', 'fight');
    expect(spent.elders[0]!.resolve).toBeUndefined();
    const rolled = /Karl rolls ([\d ]+) \(combat\)/.exec(logText(passAll(spent)))![1]!.split(' ');
    expect(rolled).toHaveLength(fightPool(s, 0, 'combat').dice + 2);
    expect(keys(passAll(spent))).not.toContain('resolve:lord-hanbrook');
  });
});

function passAll(state: TouchState): TouchState {
  let s = state;
  while (s.tasks.some((t) => t.t === 'window')) s = act(s, 'pass');
  return s;
}
