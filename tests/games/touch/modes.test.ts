/**
 * The styles of play: Cooperative, the Team Game and the Lone Hero, and the optional rules
 * (the shared Showdown is in modes-showdown.test.ts). Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { villainDef } from '../../../src/games/touch/content';
import { killElder, lookAtSecrets } from '../../../src/games/touch/elders';
import { knockOut } from '../../../src/games/touch/ko';
import { runMysteryStep } from '../../../src/games/touch/mystery';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { villainCombat, villainHealth } from '../../../src/games/touch/villain';
import { act, atTurnOf, keys, rig, secrets, space, takeFromDeck } from './helpers';

const COOP: Partial<TouchConfig> = { heroes: ['karl', 'inspector-cooke', 'thomas'], mode: 'cooperative' };
const TEAMS: Partial<TouchConfig> = {
  heroes: ['karl', 'inspector-cooke', 'thomas', 'katarina'],
  mode: 'team',
  teamSize: 2,
};
const base = (s: TouchState): number => villainDef(s.villain.villain).health;

describe('config', () => {
  it('each style of play seats its own number of Heroes, in words a designer can act on', () => {
    const setup = (config: Partial<TouchConfig>): TouchState =>
      touch.setup({ heroes: ['karl', 'thomas'], villain: 'vampire', basic: true, ...config }, 1);
    expect(() => setup({ heroes: ['karl'], mode: 'lone-hero' })).not.toThrow();
    expect(() => setup({ mode: 'lone-hero' })).toThrow('exactly 1 Hero');
    expect(() => setup({ heroes: ['karl', 'thomas', 'katarina'], mode: 'team', teamSize: 2 })).toThrow(
      'equal number of Heroes',
    );
    expect(() => setup({ mode: 'team', teamSize: 2 })).toThrow('two or more equal teams');
    expect(() => setup({ teamSize: 2 })).toThrow('Team Game only');
    expect(() => setup({ level: 'hunter' })).toThrow('Lone Hero game only');
  });

  it('seat teams: one team in Cooperative play, neighbours in blocks in the Team Game, a team each otherwise', () => {
    const config = (c: Partial<TouchConfig>): TouchConfig => ({ villain: 'vampire', basic: true, heroes: [], ...c });
    expect(touch.seatTeams(config(COOP))).toEqual([0, 0, 0]);
    expect(touch.seatTeams(config(TEAMS))).toEqual([0, 0, 1, 1]);
    expect(touch.seatTeams(config({ heroes: ['karl', 'thomas'] }))).toEqual([0, 1]);
  });
});

describe('winning and losing', () => {
  it('Cooperative: "the Heroes will either all win or all lose as a group"', () => {
    const s = atTurnOf(0, COOP);
    s.phase = 'over';
    s.winner = 1;
    expect(touch.outcome(s)).toEqual([1, 1, 1]);
    s.winner = null;
    expect(touch.outcome(s)).toEqual([0, 0, 0]);
  });

  it('Team Game: "The first Team to defeat the Villain in a Showdown wins the game"', () => {
    const s = atTurnOf(0, TEAMS);
    s.phase = 'over';
    s.winner = 3;
    expect(touch.outcome(s)).toEqual([0, 0, 1, 1]);
  });

  it('Cooperative: "The game also ends in defeat if ALL of the Heroes are ever KO\'d at the same time"', () => {
    const s = atTurnOf(0, COOP);
    knockOut(s, 0, false);
    knockOut(s, 1, false);
    expect(s.phase).not.toBe('over');
    knockOut(s, 2, false);
    expect(s.phase).toBe('over');
    expect(touch.outcome(s)).toEqual([0, 0, 0]);
  });
});

describe('the Villain', () => {
  it('"Multiply the Villains base Health times the total number of Heroes … ONLY the base Health"', () => {
    const s = atTurnOf(0, COOP);
    expect(villainHealth(s)).toBe(3 * base(s));
    s.villain.health = 2; // a bonus adds after the multiplying
    expect(villainHealth(s)).toBe(3 * base(s) + 2);
  });

  it('Team Game: "if you have three Heroes on each team, the Villain will have three times its base Health"', () => {
    const heroes = ['karl', 'inspector-cooke', 'thomas', 'katarina', 'anne-marie', 'victor-danforth'];
    const s = atTurnOf(0, { heroes, mode: 'team', teamSize: 3 });
    expect(villainHealth(s)).toBe(3 * base(s));
    expect(villainHealth(atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero' }))).toBe(base(s));
  });

  it('the Cooperative Shadow Track: "the Villain immediately gains the bonus … If the Shadow Track Marker is moved back … remove that bonus"', () => {
    const s = atTurnOf(0, COOP);
    const [health, combat] = [villainHealth(s), villainCombat(s)];
    s.track = 16; // the start of Stage II: +2 Health
    expect([villainHealth(s), villainCombat(s)]).toEqual([health + 2, combat]);
    s.track = 12; // Stage III: +1 Combat as well
    expect([villainHealth(s), villainCombat(s)]).toEqual([health + 2, combat + 1]);
    s.track = 17; // moved back past the symbols
    expect([villainHealth(s), villainCombat(s)]).toEqual([health, combat]);
    const competitive = atTurnOf(0);
    competitive.track = 12;
    expect(villainHealth(competitive)).toBe(base(competitive));
  });

  it('Lone Hero, Hunter: "Use the Cooperative Shadow Track"; Normal: "No additional difficulty"', () => {
    const hunter = atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero', level: 'hunter' });
    const normal = atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero', level: 'normal' });
    hunter.track = normal.track = 16;
    expect(villainHealth(hunter)).toBe(villainHealth(normal) + 2);
  });

  it('"instead of Healing D3 Wounds like normal, the Villain Heals a full D6 Wounds each turn"', () => {
    const healed = (config: Partial<TouchConfig>, roll: number): number => {
      const s = rig(atTurnOf(0, config), [roll]);
      s.villain.wounds = 10;
      runMysteryStep(s, 'heal');
      return 10 - s.villain.wounds;
    };
    expect(healed(COOP, 6)).toBe(6);
    expect(healed(TEAMS, 5)).toBe(5);
    expect(healed({}, 6)).toBe(3); // a D3 in Competitive play
  });
});

describe('Town Elder Secrets', () => {
  it('"The cost to Investigate … is increased to be equal to the number of Heroes playing" and "reveal them for all to see"', () => {
    const s = atTurnOf(0, COOP);
    s.turn.step = 'actions';
    s.turn.encountered = true;
    s.heroes[0]!.investigation = 2;
    expect(keys(s).some((k) => k.startsWith('look:'))).toBe(false);
    s.heroes[0]!.investigation = 3;
    const after = act(s, `look:${s.elders[0]!.elder}`);
    expect(after.heroes[0]!.investigation).toBe(0);
    for (const slot of after.elders[0]!.secrets) expect(slot.seenBy).toBe(0b111);
  });

  it("\"any time a player looks at a Town Elder's Secrets, reveal them for all to see … this does NOT apply to cards or abilities that specifically say, 'without revealing'\": a Peek stays the peeker's", () => {
    const s = atTurnOf(0, COOP);
    secrets(s, 0, ['drunkard']);
    lookAtSecrets(s, 1, 0, true); // Inspector Cooke, the second seat, Peeks
    expect(s.elders[0]!.secrets[0]!.seenBy).toBe(0b010);
    expect(touch.view(s, 1).elders[0]!.secrets[0]!.card).toBe(s.elders[0]!.secrets[0]!.card);
    expect(touch.view(s, 0).elders[0]!.secrets[0]!.card).toBe(-1);
    expect(touch.view(s, 2).log.at(-1)!.text).not.toContain('Drunkard');
  });

  it("Team Game: a Look shows the Secrets to the looker's team only", () => {
    const s = atTurnOf(0, TEAMS);
    s.turn.step = 'actions';
    s.turn.encountered = true;
    secrets(s, 0, ['drunkard']);
    const after = act(s, `look:${s.elders[0]!.elder}`);
    expect(after.heroes[0]!.investigation).toBe(0); // the normal cost of 2
    for (const slot of after.elders[0]!.secrets) expect(slot.seenBy).toBe(0b0011);
    expect(touch.view(after, 1).elders[0]!.secrets[0]!.card).toBe(after.elders[0]!.secrets[0]!.card);
    expect(touch.view(after, 2).elders[0]!.secrets[0]!.card).toBe(-1);
  });

  it('"When a Town Elder is killed, move the Shadow Track as normal and then reveal all of that Elder\'s Secrets. Any Keyword Evil Secrets they have immediately take affect"', () => {
    const s = atTurnOf(0, COOP);
    secrets(s, 2, ['darkest-secret']);
    killElder(s, 2);
    expect(s.track).toBe(18);
    expect(s.elders[2]!.status).toBe('evil');
    const competitive = atTurnOf(0);
    secrets(competitive, 2, ['darkest-secret']);
    killElder(competitive, 2);
    expect(competitive.elders[2]!.status).toBe('dead');
  });
});

describe('the Lair card', () => {
  it('"the Heroes only need a single Lair Card for the whole group … place it face up on the table where everyone can see it"', () => {
    const s = atTurnOf(0, COOP);
    s.turn.step = 'actions';
    s.turn.encountered = true;
    s.heroes[0]!.investigation = 10;
    const bought = act(s, 'buy-lair');
    expect(bought.heroes[0]!.lair).not.toBeNull();
    expect(touch.view(bought, 2).heroes[0]!.lair).toBe(bought.heroes[0]!.lair);
    bought.turn.hero = 1;
    bought.turn.used = [];
    bought.heroes[1]!.investigation = 10;
    expect(keys(bought)).not.toContain('buy-lair');
  });

  it("Team Game: the team's Lair card is known to the team, hidden from the other team, and any teammate at its location may start the Showdown", () => {
    const s = atTurnOf(0, TEAMS);
    s.heroes[0]!.lair = takeFromDeck(s, 'lair', 'windmill-loft');
    expect(touch.view(s, 1).heroes[0]!.lair).toBe(s.heroes[0]!.lair);
    expect(touch.view(s, 2).heroes[0]!.lair).toBe(-1);
    s.turn.hero = 1;
    s.turn.step = 'actions';
    s.heroes[1]!.space = space('windmill');
    s.heroes[1]!.investigation = 6;
    expect(keys(s)).toContain('showdown');
    expect(keys(s)).not.toContain('buy-lair');
  });
});

describe('the Lone Hero and the optional rules', () => {
  it('Lone Hero: "If KO\'d during the Mystery Phase, your Hero is Revived at the end of that Mystery Phase"', () => {
    const s = atTurnOf(0, { heroes: ['karl'], mode: 'lone-hero' });
    s.phase = 'mystery';
    knockOut(s, 0, false);
    s.tasks = [];
    s.prompt = null;
    runMysteryStep(s, 'pass');
    expect(s.heroes[0]!.ko).toBe(false);
    expect(s.phase).toBe('turn');
  });

  it('Endurance of Evil: "Anytime the Villain Kills a Town Elder or KO\'s a Hero, they gain a permanent +2 Health (or +1 Health per Hero in the Cooperative Game)"', () => {
    const s = atTurnOf(0, { options: { enduranceOfEvil: true } });
    killElder(s, 0);
    knockOut(s, 1, true);
    knockOut(s, 0, false); // not by the Villain
    expect(s.villain.health).toBe(4);
    const coop = atTurnOf(0, { ...COOP, options: { enduranceOfEvil: true } });
    killElder(coop, 0);
    expect(coop.villain.health).toBe(3);
  });

  it('Growing Darkness: "At the start of each Mystery Phase, roll once on the Villain\'s Minion Chart"', () => {
    const s = atTurnOf(0, { options: { growingDarkness: true } });
    runMysteryStep(s, 'growing');
    expect(s.tasks.at(-1)).toMatchObject({ t: 'effects', effects: [{ op: 'minion-chart', at: 'random' }] });
    const plain = atTurnOf(0);
    runMysteryStep(plain, 'growing');
    expect(plain.tasks).toEqual([]);
  });
});
