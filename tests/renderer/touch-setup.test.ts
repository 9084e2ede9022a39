/**
 * A Touch of Evil's setup control, its logic: every style of play gives a config the engine
 * seats, the Hero draft deals disjoint pairs and the pick lands in `heroes`, and changing
 * the style fits the rest of the config to it, the optional rules offered are those the
 * style takes, and a typed seed deals the same pairs again.
 */
import { describe, expect, it } from 'vitest';
import { touch, type TouchConfig } from '../../src/games/touch';
import { checkConfig } from '../../src/games/touch/config-check';
import { MODES, type TouchMode } from '../../src/games/touch/modes';
import {
  dealHeroPairs,
  dealStands,
  draftSeed,
  MAX_DRAFTED,
  pickFromPair,
  withDeal,
} from '../../src/renderer/src/games/touch/touch-draft';
import {
  fitTouchConfig,
  HERO_CHOICES,
  heroCounts,
  LEVELS,
  STYLES,
  teamSizesFor,
  unevenAllowed,
  withHero,
  withHeroCount,
  withSetting,
  withStyle,
} from '../../src/renderer/src/games/touch/touch-setup';
import { OPTIONAL_RULES, optionsWith, rulesFor, rulesInPlay } from '../../src/renderer/src/games/touch/touch-options';
import { TOUCH_CONFIG_SCHEMA } from '../../src/games/touch/schema/config';

const start = (): Record<string, unknown> => touch.defaultConfig() as unknown as Record<string, unknown>;

/** The engine's own answer: how many seats, or the reason it refuses. */
function seats(config: Record<string, unknown>): number {
  checkConfig(config as unknown as TouchConfig);
  return touch.seatCount(config as unknown as TouchConfig);
}

describe('every style of play', () => {
  it('names each style and says what it is, Competitive first', () => {
    expect(STYLES.map((s) => s.name)).toEqual(['Competitive', 'Cooperative', 'Team', 'Lone Hero']);
    for (const style of STYLES) expect(style.text.length).toBeGreaterThan(20);
  });

  it('gives a config the engine seats, at every Hero count the style offers', () => {
    for (const mode of MODES) {
      for (const count of heroCounts(mode)) {
        const config = withHeroCount(withStyle(start(), mode), count);
        expect((config.heroes as string[]).length, `${mode} with ${count}`).toBe(count);
        expect(seats(config), `${mode} with ${count}`).toBe(count);
      }
    }
  });

  it('offers the counts of the book ("can be played by 1-8 players, either Competitively, Cooperatively or Solo"): Competitive and Cooperative 2 to 8, Team 4, 6 or 8, Lone Hero 1', () => {
    expect(heroCounts('competitive')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(heroCounts('cooperative')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // "multiple small teams of two, three, or four Heroes each race against one another"
    expect(heroCounts('team')).toEqual([4, 6, 8]);
    expect(heroCounts('lone-hero')).toEqual([1]);
  });

  it('Team: every team size the Hero count allows is seated, in equal teams', () => {
    // "Each team should have an equal number of Heroes"
    expect(teamSizesFor(4)).toEqual([2]);
    expect(teamSizesFor(6)).toEqual([2, 3]);
    expect(teamSizesFor(8)).toEqual([2, 4]);
    for (const count of heroCounts('team'))
      for (const size of teamSizesFor(count)) {
        const config = withSetting(withHeroCount(withStyle(start(), 'team'), count), 'teamSize', size);
        expect(config.teamSize).toBe(size);
        expect(seats(config)).toBe(count);
        expect(new Set(touch.seatTeams!(config as unknown as TouchConfig)).size).toBe(count / size);
      }
  });

  it('Team: an uneven table, one player fewer, where "the team with fewer players should use an extra Hero"', () => {
    for (const count of heroCounts('team')) {
      const config = withHeroCount(withStyle(start(), 'team'), count);
      expect(unevenAllowed(config)).toBe(true);
      const uneven = withSetting(config, 'players', count - 1);
      expect(uneven.players).toBe(count - 1);
      expect(seats(uneven)).toBe(count - 1);
    }
    expect(unevenAllowed(withStyle(start(), 'competitive'))).toBe(false);
  });

  it('Lone Hero at every level is one Hero and one seat', () => {
    for (const level of LEVELS) {
      const config = withSetting(withStyle(start(), 'lone-hero'), 'level', level.value);
      expect(config).toMatchObject({ mode: 'lone-hero', level: level.value });
      expect(config.heroes).toEqual(['karl']);
      expect(seats(config)).toBe(1);
    }
    expect(LEVELS.map((l) => l.name)).toEqual(['Normal', 'Hunter', 'Master Hunter', 'Insanity', 'Apocalypse']);
  });

  it('Cooperative: the chart, and "one player for all Heroes" as a Team of Heroes', () => {
    const coop = withSetting(withHeroCount(withStyle(start(), 'cooperative'), 3), 'mysteryChart', 'advanced');
    expect(seats(coop)).toBe(3);
    // "As a Team of Heroes, you must choose how many characters to use"
    const solo = withSetting(coop, 'players', 1);
    expect(solo).toMatchObject({ mode: 'cooperative', mysteryChart: 'advanced', players: 1 });
    expect(seats(solo)).toBe(1);
    expect(touch.seatLabels!(solo as unknown as TouchConfig)).toEqual([
      'Karl and Inspector Cooke and Heinrich Cartwright',
    ]);
    expect(withSetting(solo, 'players', undefined)).not.toHaveProperty('players');
  });
});

describe('switching styles fits the config', () => {
  it('Lone Hero keeps only the first Hero; back to Competitive adds the next of the box', () => {
    const lone = withStyle(withHero(start(), 0, 'anne-marie'), 'lone-hero');
    expect(lone.heroes).toEqual(['anne-marie']);
    const back = withStyle(lone, 'competitive');
    expect(back.heroes).toEqual(['anne-marie', 'karl']);
    expect(back).not.toHaveProperty('mode');
  });

  it('Team makes a Hero count a team size divides, with a team size', () => {
    const five = withHeroCount(withStyle(start(), 'cooperative'), 5);
    const team = withStyle(five, 'team');
    expect((team.heroes as string[]).length % (team.teamSize as number)).toBe(0);
    expect((team.heroes as string[]).slice(0, 5)).toEqual(five.heroes);
    expect(seats(team)).toBe((team.heroes as string[]).length);
    // Two Heroes cannot make two teams: the table grows to four.
    expect((withStyle(start(), 'team').heroes as string[]).length).toBe(4);
  });

  it('drops what belongs to another style: level, chart, team size, Solo, the style-bound optional rules', () => {
    let config = withSetting(withStyle(start(), 'lone-hero'), 'level', 'insanity');
    config = withStyle(config, 'cooperative');
    expect(config).not.toHaveProperty('level');
    config = withSetting(withSetting(config, 'players', 1), 'mysteryChart', 'advanced');
    config = { ...config, options: { holdingBack: true, growingDarkness: true } };
    const team = withStyle(config, 'team');
    expect(team).not.toHaveProperty('mysteryChart');
    expect(team).not.toHaveProperty('players');
    expect(team.options).toEqual({ growingDarkness: true });
    const competitive = withStyle(team, 'competitive');
    expect(competitive).not.toHaveProperty('teamSize');
    for (const c of [config, team, competitive]) expect(() => seats(c)).not.toThrow();
  });

  it('a config that already fits comes back as the same object; one the engine refuses is mended', () => {
    const fine = start();
    expect(fitTouchConfig(fine)).toBe(fine);
    const broken = { ...start(), heroes: ['karl', 'karl', 'nobody'], level: 'hunter', players: 7 };
    const mended = fitTouchConfig(broken);
    // Three Heroes were asked for: Karl once, then the box's next unchosen Heroes.
    expect(mended.heroes).toEqual(['karl', 'heinrich-cartwright', 'anne-marie']);
    expect(mended).not.toHaveProperty('level');
    expect(mended).not.toHaveProperty('players');
    expect(seats(mended)).toBe(3);
    expect(fitTouchConfig(mended)).toBe(mended);
  });

  it('no Hero twice: choosing one another seat has swaps them', () => {
    const config = withHero(start(), 1, 'karl');
    expect(config.heroes).toEqual(['inspector-cooke', 'karl']);
  });

  it('every Hero is listed by name with a line about them', () => {
    expect(HERO_CHOICES.map((h) => h.name)).toContain('Karl');
    expect(HERO_CHOICES.find((h) => h.id === 'karl')?.text).toMatch(
      /^The Soldier: Spirit 2, Cunning 2, Combat 4, Honor 3/,
    );
  });
});

describe('the Hero draft', () => {
  // "Each player then randomly draws 2 Heroes from the stack and chooses one to play"
  it('deals each Hero two distinct Heroes, no Hero in two pairs', () => {
    for (let seed = 0; seed < 50; seed++) {
      const pairs = dealHeroPairs(seed, MAX_DRAFTED);
      expect(pairs).toHaveLength(MAX_DRAFTED);
      for (const pair of pairs) expect(pair).toHaveLength(2);
      expect(new Set(pairs.flat()).size).toBe(2 * MAX_DRAFTED);
    }
  });

  it('the same seed deals the same; seeds differ in what they deal', () => {
    expect(dealHeroPairs(7, 3)).toEqual(dealHeroPairs(7, 3));
    const deals = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(dealHeroPairs(seed, 2))));
    expect(deals.size).toBeGreaterThan(10);
  });

  it('refuses more pairs than the box holds, in words', () => {
    expect(() => dealHeroPairs(1, MAX_DRAFTED + 1)).toThrow('two each for 1 to 4 Heroes');
  });

  it('the pick lands in heroes, and the config stays one the engine seats', () => {
    const base = withHeroCount(withStyle(start(), 'cooperative'), 3);
    const pairs = dealHeroPairs(99, 3);
    let config = withDeal(base, pairs);
    expect(config.heroes).toEqual(pairs.map((p) => p[0]));
    expect(dealStands(config, pairs)).toBe(true);
    config = pickFromPair(config, pairs, 1, pairs[1]![1]!);
    expect(config.heroes).toEqual([pairs[0]![0], pairs[1]![1], pairs[2]![0]]);
    expect(seats(config)).toBe(3);
    expect(() => pickFromPair(config, pairs, 0, pairs[1]![0]!)).toThrow('chooses from the two Heroes dealt to it');
    // Choosing freely outside the pair ends the deal.
    const outside = HERO_CHOICES.find((h) => !pairs.flat().includes(h.id))!.id;
    expect(dealStands(withHero(config, 0, outside), pairs)).toBe(false);
  });

  it('a deal fits each style: a Lone Hero draws two and plays one', () => {
    for (const mode of ['lone-hero', 'competitive', 'team'] as TouchMode[]) {
      const base = withStyle(start(), mode);
      const count = (base.heroes as string[]).length;
      const pairs = dealHeroPairs(5, count);
      const config = pickFromPair(withDeal(base, pairs), pairs, 0, pairs[0]![1]!);
      expect((config.heroes as string[])[0]).toBe(pairs[0]![1]);
      expect(seats(config)).toBe(count);
    }
  });
});

describe('the optional rules', () => {
  /** Every subset of the rules, as an options object (undefined for none). */
  function subsets(keys: string[]): (Record<string, true> | undefined)[] {
    return Array.from({ length: 2 ** keys.length }, (_, mask) => {
      const on = keys.filter((_, i) => mask & (2 ** i));
      return on.length > 0 ? Object.fromEntries(on.map((k) => [k, true as const])) : undefined;
    });
  }

  it("names each rule and says what it does, in the schema's own words", () => {
    const schema = TOUCH_CONFIG_SCHEMA.properties.options.properties;
    expect(OPTIONAL_RULES.map((r) => r.key).sort()).toEqual(Object.keys(schema).sort());
    for (const rule of OPTIONAL_RULES) {
      expect(rule.name).toBe(schema[rule.key].title);
      expect(rule.text).toBe(schema[rule.key].description);
    }
  });

  // "Any of the following Optional Rules may be added as long as ALL players agree before the game begins."
  it('every combination offered in every style is one the engine takes, and fitting keeps it', () => {
    for (const mode of MODES) {
      const keys = rulesFor(mode).map((r) => r.key);
      for (const options of subsets(keys)) {
        const config = withSetting(withStyle(start(), mode), 'options', options);
        expect(config.options, `${mode} ${JSON.stringify(options)}`).toEqual(options);
        expect(() => seats(config), `${mode} ${JSON.stringify(options)}`).not.toThrow();
      }
    }
  });

  // "Holding Back the Darkness (Cooperative Game Only)"; "Exchanging Items/Allies in Competitive Play".
  it('offers a style-bound rule in its own style only; the engine refuses it in the others', () => {
    const offered = (mode: TouchMode) => rulesFor(mode).map((r) => r.key);
    expect(offered('cooperative')).toContain('holdingBack');
    expect(offered('competitive')).toContain('exchange');
    for (const mode of MODES) {
      const left = OPTIONAL_RULES.map((r) => r.key).filter((k) => !offered(mode).includes(k));
      const owned = { cooperative: ['holdingBack'], competitive: ['exchange'] } as Record<string, string[]>;
      expect(left.sort(), mode).toEqual(['exchange', 'holdingBack'].filter((k) => !owned[mode]?.includes(k)));
      for (const key of left) {
        const refused = { ...withStyle(start(), mode), options: { [key]: true } };
        expect(() => seats(refused), `${mode} ${key}`).toThrow();
      }
    }
  });

  it('ticking and unticking: the last rule unticked leaves no options at all', () => {
    let options = optionsWith(undefined, 'growingDarkness', true);
    options = optionsWith(options, 'enduranceOfEvil', true);
    expect(options).toEqual({ growingDarkness: true, enduranceOfEvil: true });
    expect(rulesInPlay(options)).toEqual(['Growing Darkness', 'Endurance of Evil']);
    options = optionsWith(optionsWith(options, 'growingDarkness', false), 'enduranceOfEvil', false);
    expect(options).toBeUndefined();
    expect(rulesInPlay(options)).toEqual([]);
  });
});

describe('the draft from the setup seed', () => {
  it('a typed seed is the draft seed: the same seed deals the same pairs', () => {
    const fresh = () => {
      throw new Error('no fresh seed is drawn when one was typed');
    };
    expect(draftSeed(4242, fresh)).toBe(4242);
    expect(dealHeroPairs(draftSeed(4242, fresh), 3)).toEqual(dealHeroPairs(draftSeed(4242, fresh), 3));
    expect(draftSeed(0, fresh)).toBe(0);
  });

  it('without a typed seed, a fresh one each time', () => {
    let next = 10;
    const fresh = () => next++;
    expect([draftSeed(undefined, fresh), draftSeed(undefined, fresh)]).toEqual([10, 11]);
  });
});
