/** The content files, their schemas, every count of the component list and every fact the book gives. */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/content/ajv';
import { MANOR_CONFIG_SCHEMA } from '../../../src/games/manor/config-schema';
import {
  INSTANCES,
  MANOR_CONTENT,
  MANOR_CONTENT_FILES,
  actionDef,
  godDef,
  roleDef,
  rolesFor,
} from '../../../src/games/manor/content';
import {
  MANOR_ACTIONS_SCHEMA,
  MANOR_COMPONENTS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from '../../../src/games/manor/schema';
import type { RelicDef } from '../../../src/games/manor/types';

// `not: { const: 0 }` and `oneOf` branches are how the schemas are written; strictRequired only checks writing.
const ajv = createAjv({ strictRequired: false });
const FILES = [
  { file: MANOR_CONTENT_FILES.relics, schema: MANOR_RELICS_SCHEMA },
  { file: MANOR_CONTENT_FILES.actions, schema: MANOR_ACTIONS_SCHEMA },
  { file: MANOR_CONTENT_FILES.gods, schema: MANOR_GODS_SCHEMA },
  { file: MANOR_CONTENT_FILES.roles, schema: MANOR_ROLES_SCHEMA },
  { file: MANOR_CONTENT_FILES.components, schema: MANOR_COMPONENTS_SCHEMA },
];

/** Problems of a schema written for designers: unbounded values, open objects, undescribed fields. */
function schemaProblems(schema: unknown, path = '#'): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => schemaProblems(s, `${path}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  const closed = 'enum' in s || 'const' in s;
  if (s.type === 'string' && !closed && typeof s.maxLength !== 'number') out.push(`${path}: string without maxLength`);
  if (s.type === 'array' && typeof s.maxItems !== 'number') out.push(`${path}: array without maxItems`);
  if ((s.type === 'integer' || s.type === 'number') && !closed) {
    if (typeof s.minimum !== 'number' || typeof s.maximum !== 'number') out.push(`${path}: number without bounds`);
  }
  if (s.properties && typeof s.properties === 'object') {
    if (s.additionalProperties !== false) out.push(`${path}: open object`);
    for (const [name, sub] of Object.entries(s.properties as Record<string, Record<string, unknown>>)) {
      if (typeof sub.description !== 'string' && !('oneOf' in sub)) out.push(`${path}/${name}: no description`);
    }
  }
  for (const [key, value] of Object.entries(s)) if (key !== 'not') out.push(...schemaProblems(value, `${path}/${key}`));
  return out;
}

const relic = (id: string): RelicDef => {
  const def = MANOR_CONTENT.relics.find((r) => r.id === id);
  if (!def) throw new Error(`no relic ${id}`);
  return def;
};

describe('manor content files', () => {
  it('every file names its schema and validates against it', () => {
    for (const { file, schema } of FILES) {
      const validate = ajv.compile(schema);
      expect((file as { $schema: string }).$schema).toBe(schema.$id);
      expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('the schemas are draft 2020-12, bound every value, close every object and describe every field', () => {
    for (const schema of [...FILES.map((f) => f.schema), MANOR_CONFIG_SCHEMA]) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(String(schema.$id)).toMatch(/^https:\/\/boardwright\.app\/schemas\/manor\/\w+\.json$/);
      expect(schemaProblems(schema)).toEqual([]);
    }
    // The checker itself can fail.
    expect(schemaProblems({ type: 'object', properties: { a: { type: 'string' } } })).toHaveLength(3);
  });

  it('the schemas refuse malformed content', () => {
    const validate = ajv.compile(MANOR_RELICS_SCHEMA);
    const file = (change: Record<string, unknown>): unknown => ({
      relics: [{ ...relic('ancient-tome'), ...change }],
      skeletonKey: MANOR_CONTENT.skeletonKey,
    });
    expect(validate(file({}))).toBe(true);
    expect(validate(file({ copies: 9 }))).toBe(false);
    expect(validate(file({ dollars: -1 }))).toBe(false);
    expect(validate(file({ special: { effect: { op: 'explode' }, may: false } }))).toBe(false);
    expect(validate(file({ awakening: { colours: ['purple'], amount: 1, mode: 'add' } }))).toBe(false);
    expect(validate(file({ madnessIcon: { amount: 0 } }))).toBe(false);
    expect(validate(file({ surprise: true }))).toBe(false);
    const config = ajv.compile(MANOR_CONFIG_SCHEMA);
    expect(config({ players: 4 })).toBe(true);
    expect(config({ players: 1, level: 6 })).toBe(true);
    expect(config({ players: 7 })).toBe(false);
    expect(config({ players: 1, level: 0 })).toBe(false);
    expect(config({ players: 3, teams: true })).toBe(false);
  });
});

describe('manor components: the counts of the component list', () => {
  it('"62 relic cards", "2 Clock cards", "5 Skeleton Key cards", "21 awakening tokens", "30 madness tokens"', () => {
    expect(MANOR_CONTENT.relics.reduce((n, r) => n + r.copies, 0)).toBe(62);
    expect(INSTANCES.filter((c) => c.kind === 'relic')).toHaveLength(62);
    expect(MANOR_CONTENT.components.clock.copies).toBe(2);
    expect(INSTANCES.filter((c) => c.kind === 'clock')).toHaveLength(2);
    expect(MANOR_CONTENT.skeletonKey.copies).toBe(5);
    expect(MANOR_CONTENT.components.awakeningTokens).toBe(21);
    expect(MANOR_CONTENT.components.madnessTokens).toBe(30);
  });

  it('"20 action cards": 5 sets of "1 Pilfer, 1 Deceive, 1 Study, and 1 Inspect"', () => {
    expect(MANOR_CONTENT.actions.map((a) => a.id).sort()).toEqual(['deceive', 'inspect', 'pilfer', 'study']);
    expect(MANOR_CONTENT.actions.length * MANOR_CONTENT.actionSets).toBe(20);
  });

  it('"6 Double-Sided elder god cards": 12 faces, two per card, each card of one colour', () => {
    expect(MANOR_CONTENT.gods).toHaveLength(12);
    const cards = new Map<number, { sides: string[]; colours: Set<string> }>();
    for (const god of MANOR_CONTENT.gods) {
      const card = cards.get(god.card) ?? { sides: [], colours: new Set() };
      card.sides.push(god.side);
      card.colours.add(god.colour);
      cards.set(god.card, card);
    }
    expect(cards.size).toBe(6);
    for (const card of cards.values()) {
      expect(card.sides.sort()).toEqual(['back', 'front']);
      expect(card.colours.size).toBe(1);
    }
  });

  it('"10 role cards" and "4 Lovecraft cards", with ids unique across both', () => {
    expect(MANOR_CONTENT.roles).toHaveLength(10);
    expect(MANOR_CONTENT.lovecraft).toHaveLength(4);
    const ids = [...MANOR_CONTENT.roles, ...MANOR_CONTENT.lovecraft].map((r) => r.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('"one elder god of each color from those appropriate for the player count" exists at every count, 1 to 6', () => {
    for (let players = 1; players <= 6; players++) {
      for (const colour of ['blue', 'green', 'red']) {
        const fit = MANOR_CONTENT.gods.filter(
          (g) => g.colour === colour && g.minPlayers <= players && players <= g.maxPlayers,
        );
        expect(fit.length, `${colour} at ${players}`).toBeGreaterThan(0);
      }
    }
  });

  it('"role cards appropriate for the number of players": enough for every seat; "(1+)" roles for solo; three basic cultists', () => {
    for (let players = 2; players <= 6; players++) expect(rolesFor(players).length).toBeGreaterThanOrEqual(players);
    expect(rolesFor(1).length).toBeGreaterThan(1);
    const cultists = MANOR_CONTENT.roles.filter((r) => r.cultist !== undefined);
    expect(cultists.map((r) => r.cultist).sort()).toEqual(['blue', 'green', 'red']);
    // The Cultist is the solo opponent, so a player never draws one in solo.
    for (const c of cultists) expect(c.minPlayers).toBeGreaterThan(1);
    expect(roleDef('author').name).toBe('The Author');
  });
});

describe('manor content: what the book prints', () => {
  it('the action cards: initiative 1 to 4; Study steals "from the Attic or Library"; Inspect as printed', () => {
    expect(['pilfer', 'deceive', 'study', 'inspect'].map((id) => actionDef(id as 'pilfer').initiative)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(actionDef('study').rooms.slice().sort()).toEqual(['attic', 'library']);
    expect(actionDef('study').ability).toEqual({ op: 'lose-madness', upTo: 2 });
    expect(actionDef('inspect').ability).toEqual({ op: 'reveal-steal' });
    expect(actionDef('inspect').abilityText).toBe('Reveal the top card of the deck. Steal that card if it is a relic.');
    expect(actionDef('pilfer').ability).toEqual({ op: 'room-madness', amount: 1 });
    expect(actionDef('deceive').ability).toEqual({ op: 'exchange' });
    // Every room is on exactly two cards, so every room can be stolen from.
    const uses = MANOR_CONTENT.actions.flatMap((a) => a.rooms).sort();
    expect(uses).toEqual(['attic', 'attic', 'basement', 'basement', 'foyer', 'foyer', 'library', 'library']);
  });

  it('the diagram relics: Lapis Lazuli Amulet 1/3, Jade Statue 1/1 "add or remove", Ancient Tablet 0/1, Amber Amulet 1/3; the Skeleton Key 0/1', () => {
    const values = (id: string): [number, number] => [relic(id).madness, relic(id).dollars];
    expect(values('lapis-lazuli-amulet')).toEqual([1, 3]);
    expect(values('jade-statue')).toEqual([1, 1]);
    expect(relic('jade-statue').awakening?.mode).toBe('either');
    expect(values('ancient-tablet')).toEqual([0, 1]);
    expect(values('amber-amulet')).toEqual([1, 3]);
    expect([MANOR_CONTENT.skeletonKey.madness, MANOR_CONTENT.skeletonKey.dollars]).toEqual([0, 1]);
  });

  it('the Ancient Tome: "a gold coin value of 4 and a madness value of 3", a blue awakening icon, a madness icon, "another player of your choice must remove 1 token from any elder god"', () => {
    const tome = relic('ancient-tome');
    expect([tome.dollars, tome.madness]).toEqual([4, 3]);
    expect(tome.awakening?.colours).toEqual(['blue']);
    expect(tome.madnessIcon).toBeDefined();
    expect(tome.special?.effect).toEqual({ op: 'other-god-token', mode: 'remove', amount: 1 });
    expect(tome.text).toMatch(/Another player of your choice must remove 1 token from any elder god/);
  });

  it('the solo example relics: Rite of Leng is a Rite; the Obsidian Statue may add or remove on the blue god; the Elder Sign', () => {
    expect(relic('rite-of-leng').keywords).toContain('rite');
    expect(relic('obsidian-statue').awakening?.mode).toBe('either');
    expect(relic('obsidian-statue').awakening?.colours).toContain('blue');
    expect(relic('elder-sign').name).toBe('Elder Sign');
    expect(relic('amber-amulet').name).toBe('Amber Amulet');
  });

  it('Dagon, Hastur, Cthulhu ("HULHU") and the Blue Cultist do what the book prints', () => {
    expect(godDef('dagon').effect).toMatchObject({ op: 'remove-cache-top', step: 'awakened', count: 2, shuffle: true });
    expect(godDef('dagon').effect.text).toBe(
      'Awakened: each player shuffles their cache and removes their top 2 relics from the game.',
    );
    expect(godDef('hastur').effect).toMatchObject({ op: 'value-swap', step: 'scoring', keyword: 'rite' });
    expect(godDef('cthulhu').name.toUpperCase()).toContain('HULHU');
    expect(godDef('cthulhu').effect).toMatchObject({ op: 'madness-to-extreme', step: 'awakened', who: 'least-tokens' });
    const blue = roleDef('blue-cultist');
    expect(blue.name).toBe('Blue Cultist');
    expect(blue.effects.map((e) => [e.step, e.when, e.colour])).toEqual([
      ['scoring', 'awakened', undefined],
      ['scoring', 'awakened', 'blue'],
    ]);
  });

  it('relic texts agree with their rules: "may" exactly on optional abilities, (*) exactly with a starred icon', () => {
    for (const r of MANOR_CONTENT.relics) {
      const text = r.text ?? '';
      if (r.special) expect(text, r.id).not.toBe('');
      expect(/\bmay\b/i.test(text), r.id).toBe(r.special?.may === true);
      const starred = r.awakening?.asterisk === true || r.madnessIcon?.asterisk === true;
      expect(text.startsWith('*'), r.id).toBe(starred);
    }
  });
});
