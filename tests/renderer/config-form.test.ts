import { describe, expect, it } from 'vitest';
import { EVY_CONFIG_SCHEMA } from '../../src/games/evy/config-schema';
import { QUEEN_CONFIG_SCHEMA } from '../../src/games/queen/schema';
import { configFields, initialConfig, optionFromDom } from '../../src/renderer/src/logic/config-form';

describe('config form from a JSON Schema', () => {
  it("turns the Queen's config into two selects with typed values", () => {
    const fields = configFields(QUEEN_CONFIG_SCHEMA);
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['players', 'select'],
      ['variant', 'select'],
    ]);
    const players = fields[0];
    if (players?.kind !== 'select') throw new Error('players should be a select');
    expect(players.options.map((o) => o.value)).toEqual([2, 3, 4]);
    expect(optionFromDom(players, '3')).toBe(3);
    expect(players.description).toMatch(/Girl/);
    const variant = fields[1];
    if (variant?.kind !== 'select') throw new Error('variant should be a select');
    expect(variant.options.map((o) => o.label)).toEqual(['Standard', 'Euro']);
  });

  it('maps booleans, wide numbers, strings and titled choices', () => {
    const fields = configFields({
      type: 'object',
      properties: {
        fast: { type: 'boolean', title: 'Fast mode' },
        rounds: { type: 'integer', minimum: 1, maximum: 100 },
        label: { type: 'string', maxLength: 20 },
        map: { oneOf: [{ const: 'a', title: 'Alpha', description: 'First map' }, { const: 'b' }] },
        extra: { type: 'array' },
      },
    });
    expect(fields.map((f) => f.kind)).toEqual(['checkbox', 'number', 'text', 'select', 'unsupported']);
    expect(fields[0]?.label).toBe('Fast mode');
    const map = fields[3];
    if (map?.kind !== 'select') throw new Error('map should be a select');
    expect(map.options).toEqual([
      { value: 'a', label: 'Alpha', description: 'First map' },
      { value: 'b', label: 'B' },
    ]);
  });

  it('starts from the default config and fills schema defaults', () => {
    const schema = { type: 'object', properties: { a: { type: 'integer', default: 5 }, b: { type: 'boolean' } } };
    const defaults = { b: true };
    const config = initialConfig(schema, defaults);
    expect(config).toEqual({ a: 5, b: true });
    config.b = false;
    expect(defaults.b).toBe(true);
  });

  it("leaves out options the app sets itself (readOnly): Evy's custom adventure and what a campaign carries", () => {
    const keys = configFields(EVY_CONFIG_SCHEMA).map((f) => f.key);
    expect(keys).toEqual(['adventure', 'difficulty', 'ties']);
  });
});
