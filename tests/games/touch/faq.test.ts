/**
 * The rulebook's "FAQ & CLARIFICATIONS", every question and answer, each played on the
 * real engine. Each test names the question and quotes the answer it checks.
 */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { cardIds, cardOf } from '../../../src/games/touch/cards';
import { TOUCH_CONTENT } from '../../../src/games/touch/content';
import { curseStep, isWerewolf } from '../../../src/games/touch/curse';
import { currentFight } from '../../../src/games/touch/fight';
import { lairPassives } from '../../../src/games/touch/hero-stats';
import { placeMinion } from '../../../src/games/touch/minions';
import { ratNestSpawn } from '../../../src/games/touch/mystery-minions';
import { run } from '../../../src/games/touch/runner';
import type { TouchState } from '../../../src/games/touch/state';
import { villainHealth } from '../../../src/games/touch/villain';
import { act, actor, atTurnOf, instanceOf, keys, logText, rig, secrets, space, stack, takeFromDeck } from './helpers';

/** Cooke (Combat 2, Health 3) in his Actions at the Windmill with the Lair "Grain Loft" (cost 4); Karl cannot accuse. */
function readyForShowdown(config = {}): TouchState {
  const s = act(rig(atTurnOf(1, { villain: 'scarecrow', ...config }), [1]), 'roll', 'step:church');
  s.heroes[1]!.space = space('windmill');
  s.heroes[1]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[1]!.investigation = 6;
  s.heroes[0]!.investigation = 0;
  secrets(s, 5, ['drunkard']); // the party's Elders keep no Secret
  return s;
}

const townItem = (id: string): number => TOUCH_CONTENT.townItems.findIndex((item) => item.id === id);

/** Every seat holding an Event passes on the windows now open. */
function passAll(s: TouchState): TouchState {
  let out = s;
  while (out.tasks.at(-1)?.t === 'window' && keys(out).includes('pass')) out = act(out, 'pass');
  return out;
}

describe('FAQ & CLARIFICATIONS', () => {
  it('Q. "If you have an Item that lets you use Cunning or Spirit instead of Combat to fight, what if a Minion requires you to use something other than Combat in the first place (such as Ghost Soldiers)?" A. "Items like Tools of Science may ONLY be used if you would actually be using Combat to fight. Against Ghost Soldiers for instance, the Hero will always have to use their Spirit."', () => {
    const s = atTurnOf(0, { heroes: ['anne-marie', 'karl'], villain: 'spectral-horseman' });
    s.heroes[0]!.carried.push({ deck: 'windmill', card: takeFromDeck(s, 'windmill', 'tools-of-science') });
    s.heroes[1]!.space = space('road-3');
    placeMinion(s, 'ghost-soldiers', s.heroes[0]!.space);
    run(s);
    expect(currentFight(s)?.enemy.name).toBe('Ghost Soldiers');
    // Anne Marie: Spirit 3 (Cunning 4 would be better, and is not allowed): 1 1 1; the Soldiers: 1 1
    const after = act(rig(s, [1, 1, 1, 1, 1]), 'fight');
    expect(logText(after)).toContain('Anne Marie rolls 1 1 1 (spirit)');
  });

  it('Q. "Some Items such as Holy Water may be discarded to automatically defeat a Minion. Can this be done before the first Fight Round?" A. "Yes, you may discard it at any time. If discarded before a Fight Round, the Minion is defeated without rolling Fight Dice."', () => {
    const s = atTurnOf(0, { villain: 'spectral-horseman' });
    s.heroes[1]!.space = space('road-3');
    s.heroes[0]!.carried.push({ deck: 'town', card: townItem('holy-water') });
    placeMinion(s, 'ghost-soldiers', s.heroes[0]!.space);
    run(s);
    expect(currentFight(s)?.rounds).toBe(0);
    const before = structuredClone(s.rng);
    const after = act(s, 'defeat:0');
    expect(after.minions).toEqual([]);
    expect(after.rng).toEqual(before); // no Fight Dice were rolled
    expect(logText(after)).toContain('Karl defeats Ghost Soldiers');
  });

  it('Q. "If chosen as part of your Hunting Party, when does Sophie The Midwife\'s special ability start to take affect? What if Sophie has the Coward Secret?" A. "As soon as the Town Elder\'s Secrets are Revealed, Sophie\'s ability becomes active. If a Coward, her special ability may still be used to try and cancel Mystery Cards in play before the first Fight Round when you roll to see if she runs away."', () => {
    const s = readyForShowdown();
    secrets(s, 3, ['coward']);
    s.decks.mystery.draw.splice(s.decks.mystery.draw.indexOf(instanceOf('mystery', 'blood-moon')), 1);
    s.inPlay.push(instanceOf('mystery', 'blood-moon'));
    // the Coward's roll: 2 (she flees); Old Remedies: 5 (cancel)
    const fight = act(rig(s, [2, 5]), 'showdown', 'party:sophie-the-midwife', 'party:done');
    expect(fight.showdown?.party).toEqual([]);
    expect(fight.inPlay).toEqual([]);
    expect(logText(fight)).toContain('cancels Blood Moon');
  });

  it('Q. "If Lord Hanbrook takes a single Wound in a Showdown and then returns to Town, does he Heal or retain the Wound?" A. "He Heals the Wound. You can also Heal Lord Hanbrook between Showdown Fight Rounds using anything that would Heal the Hero."', () => {
    const s = readyForShowdown();
    s.heroes[1]!.events = [takeFromDeck(s, 'event', 'second-wind')];
    const fight = passAll(act(s, 'showdown'));
    // Cooke with Old Campaigner (Combat 3): 1 1 1; the Scarecrow: 6 (at Lord Hanbrook) 6 1
    const hurt = passAll(act(rig(act(fight, 'party:lord-hanbrook', 'party:done'), [1, 1, 1, 6, 6, 1]), 'fight'));
    expect(hurt.elders[0]!.status).toBe('town');
    expect(hurt.showdown?.party).toEqual([{ elder: 0, wounds: 1, hero: 1 }]);
    expect(hurt.heroes[1]!.wounds).toBe(1);
    // The Heal Action between rounds, for him: 3 Investigation
    hurt.heroes[1]!.investigation = 3;
    const paid = act(hurt, 'heal-elder:lord-hanbrook');
    expect(paid.showdown?.party[0]!.wounds).toBe(0);
    expect(paid.heroes[1]!.investigation).toBe(0);
    // A healing card (Second Wind, 2 Wounds) asks whom it heals: his Wound, the rest the Hero's
    const asked = act(hurt, `play:${hurt.heroes[1]!.events[0]}`);
    expect(keys(asked)).toEqual(['heal-whom:hero', 'heal-whom:lord-hanbrook']);
    const healed = act(asked, 'heal-whom:lord-hanbrook');
    expect(healed.showdown?.party[0]!.wounds).toBe(0);
    expect(healed.heroes[1]!.wounds).toBe(0);
    // Sent back to Town, his Wound is gone: he joins Karl's Showdown unhurt, and one Wound does not kill him
    const home = act(hurt, 'send:lord-hanbrook');
    expect(home.showdown?.party).toEqual([]);
    expect(home.elders[0]!.status).toBe('town');
    const fled = act(
      home,
      keys(home).find((k) => k.startsWith('escape:'))!,
    );
    expect(fled.turn.hero).toBe(0);
    fled.turn.step = 'actions';
    fled.heroes[0]!.space = space('windmill');
    fled.heroes[0]!.lair = windmillLair(fled);
    fled.heroes[0]!.investigation = 10;
    const karls = act(passAll(act(fled, 'showdown')), 'party:lord-hanbrook', 'party:done');
    expect(karls.showdown?.party).toEqual([{ elder: 0, wounds: 0, hero: 0 }]);
  });

  it('Q. "Can Doctor Manning or Lady Hanbrook prevent Wounds done to other Town Elders in the Hunting Party?" A. "No. They may only prevent Hits/Wounds done to the Hero."', () => {
    const s = readyForShowdown();
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:doctor-manning'); // two: the party is full
    // Cooke: 1 1; the Scarecrow: 6 (Lady Hanbrook) 6 (Doctor Manning) 6 (Cooke); Cooke's Wound prevented on 6
    const after = act(rig(fight, [1, 1, 6, 6, 6, 6]), 'fight');
    expect(after.heroes[1]!.wounds).toBe(0);
    expect(after.elders[1]!.status).toBe('dead');
    expect(after.elders[2]!.status).toBe('dead');
  });

  it('Q. "Can the Torch be used to re-roll a Hit done to a Town Elder in the Hunting Party?" A. "Yes. It is meant to include a Hit to a Town Elder in your Hunting Party as well."', () => {
    const s = readyForShowdown();
    s.heroes[1]!.carried.push({ deck: 'town', card: townItem('torch') });
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:done');
    // Cooke: 1 1; the Scarecrow: 6 (Lady Hanbrook) 1 1; the Torch re-rolls her Hit: 2
    const after = act(rig(fight, [1, 1, 6, 1, 1, 2]), 'fight');
    expect(after.elders[1]!.status).toBe('town');
    expect(after.showdown?.party.map((p) => p.elder)).toEqual([1]);
  });

  it('Q. "Can the Rat\'s Nest Minion really move?" A. "Yes. They relocate the nest."', () => {
    const s = atTurnOf(0, { villain: 'werewolf' });
    for (const hero of s.heroes) hero.space = space('road-5');
    placeMinion(s, 'rat-nest', space('marsh'));
    placeMinion(s, 'wolves', space('marsh')); // the Nest is displaced toward the Town Hall
    expect(s.minions.find((m) => m.minion === 'rat-nest')?.space).toBe(space('road-9'));
    ratNestSpawn(s, space('road-9'));
    expect(s.minions.filter((m) => m.minion === 'rats').map((m) => m.space)).toEqual([space('magistrates-office')]);
  });

  it('Q. "With Curse of the Werewolf, does the Hero attack in the first Mystery Phase that they become a Werewolf Hero?" A. "Yes."', () => {
    const s = atTurnOf(0, { villain: 'werewolf' });
    for (const hero of s.heroes) hero.space = space('road-5');
    s.heroes[1]!.curse = takeFromDeck(s, 'curse', 'bitten'); // transforms at 3
    s.heroes[1]!.transformation = 2;
    // Karl's round with Cooke the Werewolf: Karl 1 1 1 1, re-roll 1; Cooke 6 6
    curseStep(rig(s, [1, 1, 1, 1, 1, 6, 6]), 1);
    run(s);
    expect(isWerewolf(s, 1)).toBe(true);
    expect(logText(s)).toContain('Karl fights a round with Inspector Cooke the Werewolf');
  });

  it('Q. "If I try to start a Showdown, but my Lair Card is Canceled, can I still Encounter the Space?" A. "Yes."', () => {
    const s = readyForShowdown();
    s.heroes[0]!.events = [takeFromDeck(s, 'event', 'holy-vigil')];
    const lair = s.heroes[1]!.lair;
    const revealed = act(s, 'showdown');
    expect(actor(revealed)).toBe(0); // Karl may answer the Lair card as it is revealed
    expect(touch.view(revealed, 0).heroes[1]!.lair).toBe(lair); // revealed: every seat sees it
    const cancelled = act(revealed, `play:${instanceOf('event', 'holy-vigil')}`);
    expect(cancelled.showdown).toBeNull();
    expect(cancelled.heroes[1]!.lair).toBeNull();
    expect(cancelled.decks.lair.discard).toContain(lair);
    expect(cancelled.heroes[1]!.investigation).toBe(6);
    expect(actor(cancelled)).toBe(1);
    expect(keys(cancelled)).toContain('encounter');
  });

  it('Q. "The Barghest Hound moves up to 2 spaces … What happens if it moves past another Minion? Is that Minion displaced?" A. "No. The Barghest Hound will move over any intervening Minion to reach the Hero. Only if the Barghest Hound moves 2 spaces toward a Hero and ends in the space with another Minion will the Hound displace it."', () => {
    /** The Hound in the Town Hall runs at Karl in the Marsh: Magistrate's Office, then road 9, one step short. */
    const houndRuns = (others: [string, string][]): TouchState => {
      const s = atTurnOf(0, { villain: 'spectral-horseman' });
      s.heroes[0]!.space = space('marsh');
      s.heroes[1]!.space = space('olde-woods');
      placeMinion(s, 'barghest-hound', space('town-hall'));
      for (const [id, at] of others) placeMinion(s, id, space(at));
      s.tasks.push({ t: 'hounds' });
      run(s);
      return s;
    };
    const at = (s: TouchState, id: string): number | undefined => s.minions.find((m) => m.minion === id)?.space;
    const passed = houndRuns([['will-o-wisps', 'magistrates-office']]);
    expect(at(passed, 'barghest-hound')).toBe(space('road-9'));
    expect(at(passed, 'will-o-wisps')).toBe(space('magistrates-office')); // passed over, not displaced
    const ended = houndRuns([['ghost-soldiers', 'road-9']]);
    expect(at(ended, 'barghest-hound')).toBe(space('road-9'));
    expect(at(ended, 'ghost-soldiers')).toBe(space('magistrates-office')); // displaced toward the Town Hall
  });

  it('Q. "What if two Barghest Hounds can reach the same Hero? Does the Hero fight both?" A. "The Barghest Hounds will move one at a time (the order is chosen by the current First Player). The Hero will have to fight the first Hound that moves before the second Hound gets to go."', () => {
    const s = atTurnOf(0, { villain: 'spectral-horseman' });
    s.heroes[0]!.space = space('marsh');
    s.heroes[1]!.space = space('road-5');
    placeMinion(s, 'barghest-hound', space('abandoned-keep'));
    placeMinion(s, 'barghest-hound', space('magistrates-office'));
    s.tasks.push({ t: 'hounds' });
    run(s);
    expect(keys(s)).toEqual(['hound:abandoned-keep', 'hound:magistrates-office']);
    const first = act(s, 'hound:magistrates-office');
    expect(currentFight(first)?.enemy.space).toBe(space('marsh'));
    expect(first.minions.filter((m) => m.moved).length).toBe(1); // the second waits
  });

  it('Q. "The Event Cards that add a bonus to your Skills (Strength of Spirit, Strength of Will, etc) … Do these cards stay in play?" A. "No. These cards give you a Skill Upgrade Marker and are then discarded."', () => {
    const s = act(rig(atTurnOf(0), [2, 2]), 'roll', 'stop');
    const card = takeFromDeck(s, 'event', 'strength-of-spirit');
    s.heroes[0]!.events = [card];
    const after = act(s, `play:${card}`);
    expect(after.heroes[0]!.upgrades.spirit).toBe(1);
    expect(after.decks.event.discard).toContain(card);
    expect(after.heroes[0]!.events).toEqual([]);
  });

  it('Q. "How does the timing of the Event Card Gossip and Rumors work with Accusations of Town Elders at the start of a Showdown?" A. "Gossip and Rumors may be played to interrupt an Accusation, allowing you to look at and discard/replace a potentially evil Secret after the Accusation has been declared, but before the Secrets are revealed."', () => {
    const s = readyForShowdown();
    secrets(s, 5, ['in-league-with-evil']);
    s.heroes[0]!.investigation = 5;
    s.heroes[1]!.events = [takeFromDeck(s, 'event', 'gossip-and-rumors')];
    stack(s, 'secret', ['drunkard']); // the Secret Kroft gains in its place
    const asked = act(passAll(act(s, 'showdown')), 'party:done');
    expect(actor(asked)).toBe(0);
    const declared = act(asked, 'accuse:magistrate-kroft');
    expect(declared.heroes[0]!.investigation).toBe(3); // paid, not yet revealed
    expect(declared.elders[5]!.secrets.every((x) => !x.faceUp)).toBe(true);
    expect(actor(declared)).toBe(1); // Cooke, the Showdown Hero, interrupts
    const swapped = act(
      declared,
      `play:${instanceOf('event', 'gossip-and-rumors')}`,
      'peek:magistrate-kroft',
      'replace:0',
    );
    expect(swapped.elders[5]!.status).toBe('town'); // the evil Secret never came to light
    expect(swapped.heroes[0]!.investigation).toBe(0); // a false Accusation
    expect(cardOf('secret', swapped.elders[5]!.secrets[0]!.card).id).toBe('drunkard');
    expect(currentFight(swapped)?.enemy.villain).toBe(true);
  });

  it('Q. "When does it take affect if a Villain gains Wounds during a Showdown Fight Round from a Wound Upgrade marker or Evil Elder …?" A. "These only take affect at the end of the current Fight Round, after the Fight Dice results are applied. If the Villain is defeated in the same round as they gain the bonus, the game ends before the bonus applies."', () => {
    // Endurance of Evil: the Villain gains 2 Health when it kills a Town Elder, here in the round itself
    const s = readyForShowdown({ options: { enduranceOfEvil: true } });
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:done');
    const health = villainHealth(fight, lairPassives(fight));
    fight.villain.wounds = health - 1;
    // Cooke: 6 1 (the last Wound); the Scarecrow: 6 (Lady Hanbrook is killed) 1 1
    const won = act(rig(structuredClone(fight), [6, 1, 6, 1, 1]), 'fight');
    expect(touch.isOver(won)).toBe(true);
    expect(touch.outcome(won)).toEqual([0, 1]);
    // Not defeated: the bonus stands at the end of the round
    const missed = act(rig(fight, [1, 1, 6, 1, 1]), 'fight');
    expect(touch.isOver(missed)).toBe(false);
    expect(villainHealth(missed, lairPassives(missed))).toBe(health + 2);
    // The Spectral Horseman's Collect Souls, named in the question: the same
    const souls = act(
      readyForShowdown({ villain: 'spectral-horseman' }),
      'showdown',
      'party:lady-hanbrook',
      'party:done',
    );
    const horseman = villainHealth(souls, lairPassives(souls));
    souls.villain.wounds = horseman - 1;
    // Cooke: 6 1; the Horseman: 6 (Lady Hanbrook is killed) 1 1 1
    const defeated = act(rig(structuredClone(souls), [6, 1, 6, 1, 1, 1]), 'fight');
    expect(touch.outcome(defeated)).toEqual([0, 1]);
    const collected = act(rig(souls, [1, 1, 6, 1, 1, 1]), 'fight');
    expect(villainHealth(collected, lairPassives(collected))).toBe(horseman + 1);
  });
});

/** A Lair card for the Windmill still in the deck, for a second Showdown. */
function windmillLair(s: TouchState): number {
  const card = cardIds('lair').find((c) => cardOf('lair', c).location === 'windmill' && s.decks.lair.draw.includes(c))!;
  s.decks.lair.draw.splice(s.decks.lair.draw.indexOf(card), 1);
  return card;
}
