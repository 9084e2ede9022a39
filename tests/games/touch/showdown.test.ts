/** The Villain Showdown: starting it, the Hunting Party, Accusations, the Fight Rounds and their special rules, winning. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { turnEvil } from '../../../src/games/touch/elders';
import { currentFight, fightPool } from '../../../src/games/touch/fight';
import { lairPassives } from '../../../src/games/touch/hero-stats';
import type { TouchState } from '../../../src/games/touch/state';
import { villainCombat, villainHealth } from '../../../src/games/touch/villain';
import { act, actor, atTurnOf, instanceOf, keys, logText, rig, secrets, space, takeFromDeck } from './helpers';

/** Cooke (Combat 2, Health 3) in his Actions at the Windmill with the Lair "Grain Loft" (cost 4), against the Scarecrow by default. */
function readyForShowdown(villain = 'scarecrow'): TouchState {
  const s = act(rig(atTurnOf(1, { villain }), [1]), 'roll', 'step:church');
  s.heroes[1]!.space = space('windmill');
  s.heroes[1]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
  s.heroes[1]!.investigation = 6;
  return s;
}

describe('the Showdown', () => {
  it('"the Hero must have a Lair Card, be at the Location listed on their Lair Card and, instead of Encountering the Space, pay the cost"', () => {
    const s = readyForShowdown();
    expect(keys(s)).toContain('showdown');
    s.heroes[1]!.investigation = 3;
    expect(keys(s)).not.toContain('showdown');
    s.heroes[1]!.investigation = 6;
    s.heroes[1]!.space = space('manor');
    expect(keys(s)).not.toContain('showdown');
  });

  it('"you may form a Hunting Party of up to 2 Town Elders", whose Secrets are revealed', () => {
    let s = act(readyForShowdown(), 'showdown');
    expect(s.heroes[1]!.investigation).toBe(2);
    expect(keys(s)).toContain('party:lady-hanbrook');
    s = act(s, 'party:lady-hanbrook', 'party:reverend-harding', 'accuse:none');
    // an Elder whose Secret was Evil left the party to join the Villain; the others stay
    const stayed = [1, 4].filter((i) => s.elders[i]!.status === 'town');
    expect(s.showdown?.party.map((p) => p.elder)).toEqual(stayed);
    for (const i of [1, 4]) expect(s.elders[i]!.secrets.every((x) => x.faceUp)).toBe(true);
    expect(currentFight(s)?.enemy.villain).toBe(true);
  });

  it('"it IS possible to win the game even if KO\'d during the same Showdown Fight Round in which you defeat the Villain"', () => {
    const s = act(readyForShowdown(), 'showdown', 'party:done', 'accuse:none');
    s.villain.wounds = 2; // from an earlier Showdown: one more Wound defeats the Scarecrow (Health 3)
    s.heroes[1]!.wounds = 2;
    // Cooke: 6 1 (one Hit); the Scarecrow: 6 1 1 (Cooke's third Wound)
    const won = act(rig(s, [6, 1, 6, 1, 1]), 'fight');
    expect(touch.isOver(won)).toBe(true);
    expect(touch.outcome(won)).toEqual([0, 1]);
  });

  it('"it must roll one of its Fight Dice specifically against each of the Town Elders in the Hunting Party … A single Wound is enough to kill"', () => {
    const s = act(readyForShowdown(), 'showdown');
    s.elders[1]!.secrets = []; // Lady Hanbrook keeps no Secret in this test
    const fight = act(s, 'party:lady-hanbrook', 'party:done', 'accuse:none');
    // Cooke: 1 1; the Scarecrow: 6 (at Lady Hanbrook) 1 1
    const after = act(rig(fight, [1, 1, 6, 1, 1]), 'fight');
    expect(after.elders[1]!.status).toBe('dead');
    expect(after.track).toBe(18);
    expect(after.showdown?.party).toEqual([]);
  });

  it('"During the Showdown, you gain the special abilities of the Town Elders in your Hunting Party"', () => {
    const s = act(readyForShowdown(), 'showdown');
    s.elders[0]!.secrets = [];
    expect(fightPool(s, 1, 'combat').dice).toBe(2);
    const fight = act(s, 'party:lord-hanbrook', 'party:done');
    expect(fightPool(fight, 1, 'combat').dice).toBe(3); // Old Campaigner: +1 Combat
    expect(fightPool(fight, 0, 'combat').dice).toBe(4); // Karl, not in the Showdown, gains nothing
  });

  it('Coward: "At the start of the first Showdown Fight Round, roll a D6: on 1 to 3 the Elder flees back to Town"', () => {
    for (const [roll, stays] of [
      [3, false],
      [4, true],
    ] as const) {
      const s = act(readyForShowdown(), 'showdown');
      s.elders[1]!.secrets = [{ card: takeFromDeck(s, 'secret', 'coward'), seenBy: 0, faceUp: false }];
      const fight = act(rig(s, [roll]), 'party:lady-hanbrook', 'party:done');
      expect(fight.showdown?.party.length, `roll ${roll}`).toBe(stays ? 1 : 0);
      expect(fight.elders[1]!.status).toBe('town');
    }
  });

  it('Escaping a Showdown: the Villain keeps its Wounds and "the Villain only gets to Heal its Wounds a bit at a time"', () => {
    const s = act(readyForShowdown(), 'showdown', 'party:done', 'accuse:none');
    const hit = act(rig(s, [6, 1, 1, 1, 1]), 'fight');
    expect(hit.villain.wounds).toBe(1);
    const fled = act(hit, 'escape:road-5');
    expect(fled.showdown).toBeNull();
    expect(fled.villain.wounds).toBe(1);
    expect(fled.heroes[1]!.lairRevealed).toBe(true);
    expect(touch.view(fled, 0).heroes[1]!.lair).toBe(fled.heroes[1]!.lair); // now public
  });
});

describe('Accusations', () => {
  /** Cooke's Showdown with no party; Karl, with 5 Investigation, may accuse Magistrate Kroft, the one Elder with a Secret. */
  function accusing(secret: string): TouchState {
    const s = readyForShowdown();
    secrets(s, 5, [secret]);
    s.heroes[0]!.investigation = 5;
    const asked = act(s, 'showdown', 'party:done');
    expect(actor(asked)).toBe(0);
    expect(keys(asked)).toEqual(['accuse:magistrate-kroft', 'accuse:none']);
    return act(asked, 'accuse:magistrate-kroft');
  }

  it('"If the revealed Secrets turns them into an Evil Elder, they immediately join the Villain"', () => {
    const s = accusing('in-league-with-evil');
    expect(s.elders[5]!.status).toBe('evil');
    expect(s.heroes[0]!.investigation).toBe(3); // "pays the cost to investigate that Elder's Secrets"
    expect(currentFight(s)?.enemy.villain).toBe(true);
  });

  it('"If the Accusation is false … loses ALL other Investigation … The falsely Accused Elder\'s Secrets remain face up"', () => {
    const s = accusing('drunkard');
    expect(s.elders[5]!.status).toBe('town');
    expect(s.heroes[0]!.investigation).toBe(0);
    expect(s.elders[5]!.secrets.every((x) => x.faceUp)).toBe(true);
  });

  it('a player who cannot pay the cost is not asked', () => {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 1;
    const fight = act(s, 'showdown', 'party:done');
    expect(actor(fight)).toBe(1);
    expect(keys(fight)).toContain('fight');
  });
});

describe('Showdown Fight Rounds', () => {
  /** Cooke's Showdown against the Scarecrow and Lady Hanbrook, an Evil Elder (+2 Health, no Combat). */
  function againstEvilElder(): TouchState {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 0; // Karl does not accuse
    turnEvil(s, 1);
    const fight = act(s, 'showdown', 'party:done');
    expect(villainCombat(fight, lairPassives(fight))).toBe(3);
    return fight;
  }

  it('"they may choose to split their attack between the Villain itself, and any Evil Elders … decide how they will split their Fight Dice before rolling"', () => {
    const s = againstEvilElder();
    expect(keys(s)).toContain('aim:lady-hanbrook');
    // Cooke's first die at Lady Hanbrook: 6 (she is slain), the second at the Scarecrow: 6; the Scarecrow: 1 1 1
    const after = act(rig(act(s, 'aim:lady-hanbrook'), [6, 6, 1, 1, 1]), 'fight');
    expect(after.elders[1]!.status).toBe('removed');
    expect(after.villain.wounds).toBe(1);
  });

  it('"Evil Elders only have a single Wound box each and so one Wound will kill them … Any extra Hits targeted specifically at an Evil Elder are wasted"', () => {
    const s = act(againstEvilElder(), 'aim:lady-hanbrook', 'aim:lady-hanbrook');
    expect(keys(s)).not.toContain('aim:lady-hanbrook'); // no dice left to aim
    const after = act(rig(s, [6, 6, 1, 1, 1]), 'fight');
    expect(after.elders[1]!.status).toBe('removed');
    expect(after.villain.wounds).toBe(0);
  });

  it('"If the Villain is about to take its last Wound, and still has Evil Elders with it, the Wounds will always be placed on the Evil Elders before the Villain can finally take its last Wound"', () => {
    const s = againstEvilElder();
    const health = villainHealth(s, lairPassives(s)); // the Scarecrow's 3 and Lady Hanbrook's 2
    s.villain.wounds = health - 1;
    // Cooke: 6 (the last Wound, taken by Lady Hanbrook) 1; the Scarecrow: 1 1 1
    const saved = act(rig(s, [6, 1, 1, 1, 1]), 'fight');
    expect(saved.elders[1]!.status).toBe('removed');
    expect(touch.isOver(saved)).toBe(false);
    // Her bonus is gone, but not the Villain's last Wound box (docs/rules/touch.md, "Showdown")
    expect(villainHealth(saved, lairPassives(saved))).toBe(health - 2);
    expect(saved.villain.wounds).toBe(health - 3);
    // The next Hit is the Villain's last Wound
    const won = act(rig(saved, [6, 1, 1, 1, 1]), 'fight');
    expect(touch.outcome(won)).toEqual([0, 1]);
  });

  it('two Hits on a Villain one Wound from defeat: the Evil Elder takes the first, the Villain the second', () => {
    const s = againstEvilElder();
    s.villain.wounds = villainHealth(s, lairPassives(s)) - 1;
    const won = act(rig(s, [6, 6, 1, 1, 1]), 'fight');
    expect(won.elders[1]!.status).toBe('removed');
    expect(touch.outcome(won)).toEqual([0, 1]);
  });

  it('an Evil Elder slain by an aimed die takes its bonus away, but the Villain still falls only to a Wound placed on it', () => {
    const s = againstEvilElder();
    s.villain.wounds = villainHealth(s, lairPassives(s)) - 1;
    // Cooke's first die at Lady Hanbrook: 6 (she is slain), the second at the Scarecrow: 1; the Scarecrow: 1 1 1
    const after = act(rig(act(s, 'aim:lady-hanbrook'), [6, 1, 1, 1, 1]), 'fight');
    expect(after.elders[1]!.status).toBe('removed');
    expect(touch.isOver(after)).toBe(false);
    expect(after.villain.wounds).toBe(villainHealth(after, lairPassives(after)) - 1);
  });

  it('"At the start of each Showdown Fight Round after the first, you have an opportunity to send any of the Town Elders in your Hunting Party back"', () => {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 0;
    secrets(s, 1, ['drunkard']);
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:done');
    expect(keys(fight)).not.toContain('send:lady-hanbrook');
    // Cooke: 1 1; the Scarecrow: 1 (at Lady Hanbrook) 1 1
    const later = act(rig(fight, [1, 1, 1, 1, 1]), 'fight');
    expect(keys(later)).toContain('send:lady-hanbrook');
    expect(act(later, 'send:lady-hanbrook').showdown?.party).toEqual([]);
  });

  it('"an opportunity between each Showdown Fight Round for the Hero to play cards that may not be used \'during a Fight Round\' (such as most Healing)"', () => {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 0;
    s.heroes[1]!.events = [takeFromDeck(s, 'event', 'second-wind'), takeFromDeck(s, 'event', 'found-a-clue')];
    const fight = act(s, 'showdown', 'pass', 'party:done');
    expect(keys(fight)).toContain(`play:${instanceOf('event', 'second-wind')}`);
    expect(keys(fight)).not.toContain(`play:${instanceOf('event', 'found-a-clue')}`);
  });

  it('Selfless Martyr: "before results are applied in a Fight Round, the Elder may throw themself in harm\'s way"', () => {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 0;
    secrets(s, 1, ['selfless-martyr']);
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:done');
    // Cooke: 1 1; the Scarecrow: 1 (at Lady Hanbrook) 6 6
    const asked = act(rig(fight, [1, 1, 1, 6, 6]), 'fight');
    expect(keys(asked)).toEqual(['martyr:yes', 'martyr:no']);
    const saved = act(asked, 'martyr:yes');
    expect(saved.heroes[1]!.wounds).toBe(0);
    expect(saved.elders[1]!.status).toBe('dead');
    expect(saved.track).toBe(18);
  });

  it('Collect Souls: the Horseman "gains 1 Health at the end of that Fight Round"; "If the Villain is defeated in the same round as they gain the bonus, the game ends before the bonus applies"', () => {
    const s = readyForShowdown('spectral-horseman');
    s.heroes[0]!.investigation = 0;
    secrets(s, 1, ['drunkard']);
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:done');
    // Cooke: 1 1; the Horseman: 6 (Lady Hanbrook is killed) 1 1 1
    const after = act(rig(structuredClone(fight), [1, 1, 6, 1, 1, 1]), 'fight');
    expect(after.elders[1]!.status).toBe('dead');
    expect(after.villain.health).toBe(1);
    fight.villain.wounds = 3; // one more Wound defeats him (Health 4)
    const won = act(rig(fight, [6, 1, 6, 1, 1, 1]), 'fight');
    expect(touch.isOver(won)).toBe(true);
    expect(won.villain.health).toBe(0);
  });

  it('"Whenever a Town Elder is killed, move the Shadow Track 2 spaces": Darkness in the middle of a Showdown round ends the game there', () => {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 0;
    s.track = 2;
    s.heroes[1]!.wounds = 2;
    secrets(s, 1, ['drunkard']);
    const fight = act(s, 'showdown', 'party:lady-hanbrook', 'party:done');
    // Cooke: 1 1; the Scarecrow: 6 (Lady Hanbrook is killed) 6 6 (Cooke would be KO'd)
    const dark = act(rig(fight, [1, 1, 6, 6, 6]), 'fight');
    expect(touch.isOver(dark)).toBe(true);
    expect(touch.outcome(dark)).toEqual([0, 0]);
  });

  it('Sophie the Midwife: "As soon as the Town Elder\'s Secrets are Revealed, Sophie\'s ability becomes active" (cancel a Mystery in play on a 4+)', () => {
    const s = readyForShowdown();
    s.heroes[0]!.investigation = 0;
    secrets(s, 3, ['drunkard']);
    s.decks.mystery.draw.splice(s.decks.mystery.draw.indexOf(instanceOf('mystery', 'blood-moon')), 1);
    s.inPlay.push(instanceOf('mystery', 'blood-moon'));
    const fight = act(rig(s, [5]), 'showdown', 'party:sophie-the-midwife', 'party:done');
    expect(fight.inPlay).toEqual([]);
    expect(logText(fight)).toContain('cancels Blood Moon');
  });
});
