/**
 * A Touch of Evil's content against its schemas and the book: every file validates,
 * the semantic check passes (and can fail), every count is the box's, and every
 * fact the book states about a card, sheet or chart is kept.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/content/ajv';
import { checkTouchContent } from '../../../src/games/touch/content-check';
import { TOUCH_CONTENT, TOUCH_CONTENT_FILES, heroDef, villainDef } from '../../../src/games/touch/content';
import type { CardBase, TouchContent } from '../../../src/games/touch/content-types';
import { TOUCH_SCHEMAS_BY_FILE } from '../../../src/games/touch/schema';
import { schemaLint } from './schema-lint';

// `oneOf: [{ required }]` on chart entries trips ajv's strictRequired, which checks how a schema is written.
const ajv = createAjv({ strictRequired: false });
const compiled = new Map<unknown, ReturnType<typeof ajv.compile>>();
/** Compiling is the slow part: each schema once (the four Location decks share one). */
function validator(schema: object): ReturnType<typeof ajv.compile> {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}
const copies = (cards: readonly CardBase[]): number => cards.reduce((n, c) => n + (c.copies ?? 1), 0);
const card = (cards: readonly CardBase[], id: string) => {
  const found = cards.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};

describe('touch content files', () => {
  it('every file names its schema and validates against it', () => {
    expect(Object.keys(TOUCH_CONTENT_FILES).sort()).toEqual(Object.keys(TOUCH_SCHEMAS_BY_FILE).sort());
    for (const [file, data] of Object.entries(TOUCH_CONTENT_FILES)) {
      const schema = TOUCH_SCHEMAS_BY_FILE[file]!;
      expect((data as { $schema: string }).$schema, file).toBe(schema.$id);
      const validate = validator(schema);
      expect(validate(data), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('the schemas bound every value, close every object and describe every field', () => {
    for (const [file, schema] of Object.entries(TOUCH_SCHEMAS_BY_FILE)) {
      expect(schema.$schema, file).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schemaLint(schema), file).toEqual([]);
    }
    expect(schemaLint({ type: 'object', properties: { a: { type: 'string' } } })).toHaveLength(3);
  });

  it('the schemas refuse an effect word the rules do not know, and a passive out of bounds', () => {
    const validate = validator(TOUCH_SCHEMAS_BY_FILE.events!);
    const events = structuredClone(TOUCH_CONTENT_FILES.events) as { cards: { effects: unknown[] }[] };
    events.cards[0]!.effects = [{ op: 'summon-dragon' }];
    expect(validate(events)).toBe(false);
    const items = structuredClone(TOUCH_CONTENT_FILES['town-items']) as { cards: { passives: unknown[] }[] };
    items.cards[0]!.passives = [{ op: 'skill', skill: 'combat', amount: 9 }];
    expect(validator(TOUCH_SCHEMAS_BY_FILE['town-items']!)(items)).toBe(false);
  });

  it('the semantic check finds nothing in the built-in content', () => {
    expect(checkTouchContent(TOUCH_CONTENT)).toEqual([]);
  });

  it('the semantic check reports broken content in words', () => {
    const broken: TouchContent = structuredClone(TOUCH_CONTENT);
    broken.villains[0]!.chart.basic[0]!.max = 1; // nothing for a roll of 2 any more
    broken.decks.lair[0]!.location = 'church'; // a Lair in Town
    broken.decks.event[1]!.id = broken.decks.event[0]!.id;
    broken.track.stages[4]!.lairCost = 30;
    const problems = checkTouchContent(broken);
    expect(problems).toContain('villain vampire basic chart: no result for 2');
    expect(problems.some((p) => p.includes('a Lair is at a board space outside Town'))).toBe(true);
    expect(problems.some((p) => p.includes('is used twice'))).toBe(true);
    expect(problems).toContain('track: Lair Costs must not rise toward Darkness');
  });
});

describe('touch content counts (Game Contents)', () => {
  const decks = TOUCH_CONTENT.decks;

  it('"20 Secrets Cards", "50 Event Cards", "50 Mystery Cards", "20 Lair Cards", "6 Curse of the Werewolf Cards"', () => {
    expect(copies(decks.secret)).toBe(20);
    expect(copies(decks.event)).toBe(50);
    expect(copies(decks.mystery)).toBe(50);
    expect(copies(decks.lair)).toBe(20);
    expect(copies(decks.curse)).toBe(6);
  });

  it('"20 Windmill Cards", "20 Abandoned Keep Cards", "20 Olde Woods Cards", "20 The Manor Cards"', () => {
    for (const deck of ['manor', 'windmill', 'olde-woods', 'abandoned-keep'] as const) {
      expect(copies(decks[deck]), deck).toBe(20);
      const kinds = new Set(decks[deck].map((c) => c.kind));
      expect([...kinds].sort(), deck).toEqual(['ally', 'encounter', 'item', 'minion']);
    }
  });

  it('"16 Town Item Cards", each a single copy with a cost', () => {
    expect(TOUCH_CONTENT.townItems).toHaveLength(16);
    expect(copies(TOUCH_CONTENT.townItems)).toBe(16);
  });

  it('"8 Large Hero Character Sheets", "4 Large Villain Record Sheets", "6 Town Elder Cards"', () => {
    expect(TOUCH_CONTENT.heroes.map((h) => h.name).sort()).toEqual([
      'Anne Marie',
      'Heinrich Cartwright',
      'Inspector Cooke',
      'Isabella Von Took',
      'Karl',
      'Katarina',
      'Thomas',
      'Victor Danforth',
    ]);
    expect(TOUCH_CONTENT.villains.map((v) => v.name)).toEqual([
      'The Vampire',
      'Werewolf',
      'Scarecrow',
      'Spectral Horseman',
    ]);
    expect(TOUCH_CONTENT.elders.map((e) => e.name)).toEqual([
      'Lord Hanbrook',
      'Lady Hanbrook',
      'Doctor Manning',
      'Sophie, The Midwife',
      'Reverend Harding',
      'Magistrate Kroft',
    ]);
  });

  it('"Minion Charts are double-sided, with a Basic Game version on one side … and an Advanced Game version"', () => {
    for (const villain of TOUCH_CONTENT.villains) {
      expect(villain.chart.basic.length, villain.id).toBeGreaterThan(1);
      expect(villain.chart.advanced.length, villain.id).toBeGreaterThan(1);
      expect(villain.chart.advanced, villain.id).not.toEqual(villain.chart.basic);
    }
  });

  it('"Town Elder cards have two sides; a good side … and an evil side": every Elder has both', () => {
    for (const elder of TOUCH_CONTENT.elders) {
      expect(elder.ability.name.length, elder.id).toBeGreaterThan(0);
      expect(elder.evil.combat + elder.evil.health, elder.id).toBeGreaterThan(0);
    }
  });

  it('Lairs: three at each Corner Location and two at each Dangerous Location, none in Town', () => {
    const at = (id: string): number => decks.lair.filter((l) => l.location === id).length;
    for (const corner of ['manor', 'windmill', 'olde-woods', 'abandoned-keep']) expect(at(corner), corner).toBe(3);
    for (const danger of ['fields', 'marsh', 'covered-bridge', 'crossroads']) expect(at(danger), danger).toBe(2);
  });
});

describe('touch content keeps the facts of the book', () => {
  it("Inspector Cooke's sheet: Honor 4, Spirit 1, Cunning 4, Combat 2, three Wound seals, Detective", () => {
    const cooke = heroDef('inspector-cooke');
    expect(cooke.skills).toEqual({ spirit: 1, cunning: 4, combat: 2, honor: 4 });
    expect(cooke.health).toBe(3);
    expect(cooke.abilities[0]!.name).toBe('Detective');
    expect(cooke.abilities[0]!.text).toContain('may collect 1 extra from the same source');
    expect(cooke.abilities[0]!.passives).toEqual([{ op: 'collect', amount: 1 }]);
  });

  it('"in the main game only Heinrich Cartwright, The Drifter starts in a space other than the Town Hall"', () => {
    const elsewhere = TOUCH_CONTENT.heroes.filter((h) => h.start !== 'town-hall').map((h) => h.id);
    expect(elsewhere).toEqual(['heinrich-cartwright']);
  });

  it('"Hanging Skulls found at the Olde Woods reads, Make a Spirit 4+ Test and gain 1 Investigation for every 4+ rolled"', () => {
    const skulls = card(TOUCH_CONTENT.decks['olde-woods'], 'hanging-skulls');
    expect(skulls.text).toBe('Make a Spirit 4+ Test and gain 1 Investigation for every 4+ rolled.');
    expect(TOUCH_CONTENT.decks['olde-woods'].find((c) => c.id === 'hanging-skulls')!.effects).toEqual([
      { op: 'test', skills: ['spirit'], target: 4, perSuccess: [{ op: 'investigation', amount: 1 }] },
    ]);
  });

  it('the FAQ items: Holy Water defeats a Minion, the Torch re-rolls a Hit, Tools of Science swap Combat', () => {
    const town = TOUCH_CONTENT.townItems;
    expect(town.find((c) => c.id === 'holy-water')!.passives).toEqual([{ op: 'defeat-minion' }]);
    expect(town.find((c) => c.id === 'torch')!.passives).toEqual([{ op: 'reroll', scope: 'enemy', count: 1 }]);
    const tools = TOUCH_CONTENT.decks.windmill.find((c) => c.id === 'tools-of-science')!;
    expect(tools.passives).toEqual([{ op: 'fight-with', skills: ['cunning', 'spirit'] }]);
  });

  it('"there is only one Musket card in the Town Items stack"', () => {
    const muskets = TOUCH_CONTENT.townItems.filter((c) => c.name === 'Musket');
    expect(muskets).toHaveLength(1);
    expect(muskets[0]!.copies ?? 1).toBe(1);
  });

  it('the Basic Game removes exactly On the Hunt ×2, Hero of the People ×2, Darkest Secret ×2, Selfless Martyr, Reluctant Hero', () => {
    const removed = TOUCH_CONTENT.decks.secret.filter((s) => s.advancedOnly);
    expect(removed.map((s) => [s.name, s.copies ?? 1])).toEqual([
      ['On the Hunt', 2],
      ['Hero of the People', 2],
      ['Darkest Secret', 2],
      ['Selfless Martyr', 1],
      ['Reluctant Hero', 1],
    ]);
    expect(TOUCH_CONTENT.decks.secret.some((s) => s.name === 'Coward')).toBe(true);
    expect(TOUCH_CONTENT.decks.secret.some((s) => s.evil && s.keywords.includes('Evil'))).toBe(true);
  });

  it('the named Events: Strength of Spirit and Strength of Will give a Skill Upgrade marker; Gossip and Rumors', () => {
    const events = TOUCH_CONTENT.decks.event;
    expect(events.find((e) => e.id === 'strength-of-spirit')!.effects).toEqual([{ op: 'upgrade', skill: 'spirit' }]);
    expect(events.find((e) => e.id === 'strength-of-will')!.effects).toEqual([{ op: 'upgrade', skill: 'honor' }]);
    expect(events.find((e) => e.id === 'gossip-and-rumors')!.effects).toEqual([
      { op: 'peek' },
      { op: 'replace-secret' },
    ]);
  });

  it('Murder! comes in several copies and is marked for the Villains’ Murder abilities, which every Villain has', () => {
    const murder = TOUCH_CONTENT.decks.mystery.filter((m) => m.murder);
    expect(copies(murder)).toBeGreaterThan(1);
    for (const villain of TOUCH_CONTENT.villains) {
      const onMurder = villain.abilities.filter(
        (a) => !a.basic && a.passives.some((p) => p.op === 'trigger' && p.when === 'murder'),
      );
      expect(onMurder.length, villain.id).toBe(1);
    }
  });

  it("the Vampire's Mist Form prevents each Hit on a 5 or 6; the named Minions are on their Villains' charts", () => {
    expect(villainDef('vampire').abilities[0]).toMatchObject({ name: 'Mist Form', basic: true });
    expect(villainDef('vampire').abilities[0]!.passives).toEqual([{ op: 'prevent', on: 5 }]);
    const minions = (id: string) => villainDef(id).minions.map((m) => m.name);
    expect(minions('vampire')).toEqual(expect.arrayContaining(['Bats', 'Wolves', 'Walking Dead', 'Succubus']));
    expect(minions('werewolf')).toEqual(expect.arrayContaining(['Rats', 'Rats Nest']));
    expect(minions('scarecrow')).toEqual(expect.arrayContaining(['Locust Swarm', 'Crows']));
    expect(minions('spectral-horseman')).toEqual(expect.arrayContaining(['Ghost Soldiers']));
    const minion = (v: string, id: string) => villainDef(v).minions.find((m) => m.id === id)!;
    expect(minion('scarecrow', 'locust-swarm').fightWith).toBe('cunning');
    expect(minion('spectral-horseman', 'ghost-soldiers').fightWith).toBe('spirit');
  });

  it('Lord Hanbrook survives a single Wound; every other Elder dies at one', () => {
    for (const elder of TOUCH_CONTENT.elders) expect(elder.health, elder.id).toBe(elder.id === 'lord-hanbrook' ? 2 : 1);
  });

  it('the townspeople of the book appear as Allies or Minions', () => {
    const names = Object.values(TOUCH_CONTENT.decks)
      .flat()
      .map((c) => c.name);
    for (const person of [
      'Militia Soldier',
      'Captain of the Watch',
      'The Coachman',
      'Lucy Hanbrook',
      'Selena, The Housemaid',
      'Ben, The Watchman',
      'Cloaked Assassin',
      "Carla, The Blacksmith's Wife",
      'Highwayman',
      'Von Took Servant',
      'Jack, The Servant Boy',
      'Delani, The Servant Girl',
    ])
      expect(names, person).toContain(person);
  });
});

describe('touch content makes every game end', () => {
  const darkness = (effects: readonly { op: string; steps?: number }[] | undefined): number[] =>
    (effects ?? []).flatMap((e) => (e.op === 'darkness' ? [e.steps!] : []));

  it('the Mystery deck alone carries the track from 20 past every step a Hero can win back, within three passes', () => {
    const decks = TOUCH_CONTENT.decks;
    // Unconditional steps toward Darkness: top-level words of Mystery cards (drawn once each per pass through the deck).
    const toward = decks.mystery.reduce(
      (sum, m) =>
        sum +
        (m.copies ?? 1) *
          darkness(m.effects)
            .filter((n) => n > 0)
            .reduce((a, b) => a + b, 0),
      0,
    );
    // Every step away from Darkness anywhere in the content, and the cards that carry one.
    const everywhere = Object.values(decks)
      .flat()
      .flatMap((c) =>
        darkness('effects' in c ? c.effects : undefined)
          .filter((n) => n < 0)
          .map(() => c),
      );
    const back = everywhere.reduce((sum, c) => sum + (c.copies ?? 1), 0);
    // A card that cancels a Mystery as it is drawn stops at most the steps of the worst Mystery, once.
    const cancels = decks.event.filter((c) => c.effects.some((e) => e.op === 'cancel'));
    const worst = Math.max(...decks.mystery.map((m) => darkness(m.effects).reduce((a, b) => a + b, 0)));
    const cancelled = cancels.reduce((sum, c) => sum + (c.copies ?? 1), 0) * worst;
    for (const card of [...everywhere, ...cancels])
      expect((card as { removeAfterPlay?: boolean }).removeAfterPlay, card.id).toBe(true);
    // Steps won back and cancels are spent once in a game (removed once played); the deck's steps come every pass.
    const passes = Math.ceil((TOUCH_CONTENT.track.start + back + cancelled + 1) / toward);
    expect(passes).toBeLessThanOrEqual(3);
  });

  it('every Fight Round can wound someone: Minions without Fight Dice are fought with Combat, which nothing lowers', () => {
    const minions = [
      ...TOUCH_CONTENT.villains.flatMap((v) => v.minions),
      ...Object.values(TOUCH_CONTENT.decks)
        .flat()
        .filter((c) => 'kind' in c && c.kind === 'minion'),
    ] as { fightDice?: number; fightWith?: string; id: string }[];
    for (const m of minions) if (!m.fightDice) expect(m.fightWith ?? 'combat', m.id).toBe('combat');
    for (const hero of TOUCH_CONTENT.heroes) expect(hero.skills.combat, hero.id).toBeGreaterThan(0);
    const all = JSON.stringify(TOUCH_CONTENT);
    expect(all).not.toMatch(/"skill":"combat","amount":-/);
  });
});
