/**
 * Turns a game's config JSON Schema into form fields. Only the shapes configs
 * use are understood (enums, bounded numbers, booleans, strings); anything
 * else keeps its default value and is listed so the form can say so.
 */
import type { JsonSchema } from '../../../engine';

export type FieldValue = string | number | boolean;

export interface FieldOption {
  value: FieldValue;
  label: string;
  description?: string;
}

interface FieldBase {
  key: string;
  label: string;
  description?: string;
}

export type ConfigField =
  | (FieldBase & { kind: 'select'; options: FieldOption[] })
  | (FieldBase & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'text'; maxLength?: number })
  | (FieldBase & { kind: 'unsupported' });

/** Integer ranges up to this many values are offered as a select. */
const SELECT_RANGE_LIMIT = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldValue(value: unknown): value is FieldValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** "counter-clockwise" → "Counter clockwise", "cardsPerHand" → "Cards per hand"; numbers stay as they are. */
export function humanize(value: FieldValue): string {
  if (typeof value !== 'string') return String(value);
  const words = value
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, (_, low: string, high: string) => `${low} ${high.toLowerCase()}`)
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function optionsOf(schema: Record<string, unknown>): FieldOption[] | null {
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices) && choices.length > 0 && choices.every((c) => isRecord(c) && isFieldValue(c.const))) {
    return choices.map((c) => {
      const choice = c as Record<string, unknown>;
      const value = choice.const as FieldValue;
      const option: FieldOption = { value, label: typeof choice.title === 'string' ? choice.title : humanize(value) };
      if (typeof choice.description === 'string') option.description = choice.description;
      return option;
    });
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every(isFieldValue)) {
    return (schema.enum as FieldValue[]).map((value) => ({ value, label: humanize(value) }));
  }
  return null;
}

function fieldOf(key: string, schema: Record<string, unknown>): ConfigField {
  const base: FieldBase = { key, label: typeof schema.title === 'string' ? schema.title : humanize(key) };
  if (typeof schema.description === 'string') base.description = schema.description;
  const options = optionsOf(schema);
  if (options) return { ...base, kind: 'select', options };
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (schema.type === 'integer' && min !== undefined && max !== undefined && max - min < SELECT_RANGE_LIMIT) {
    const values: FieldOption[] = [];
    for (let v = Math.ceil(min); v <= max; v++) values.push({ value: v, label: String(v) });
    return { ...base, kind: 'select', options: values };
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const field: ConfigField = { ...base, kind: 'number', integer: schema.type === 'integer' };
    if (min !== undefined) field.min = min;
    if (max !== undefined) field.max = max;
    return field;
  }
  if (schema.type === 'boolean') return { ...base, kind: 'checkbox' };
  if (schema.type === 'string') {
    const field: ConfigField = { ...base, kind: 'text' };
    if (typeof schema.maxLength === 'number') field.maxLength = schema.maxLength;
    return field;
  }
  return { ...base, kind: 'unsupported' };
}

export function configFields(schema: JsonSchema): ConfigField[] {
  const properties = schema.properties;
  if (!isRecord(properties)) return [];
  return (
    Object.entries(properties)
      .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
      // `readOnly` options are set by the app (a game's editor or campaign), never chosen on the setup screen.
      .filter(([, property]) => property.readOnly !== true)
      .map(([key, property]) => fieldOf(key, property))
  );
}

/** The game's default config, with any schema `default` filling a missing key. */
export function initialConfig(schema: JsonSchema, defaults: unknown): Record<string, unknown> {
  // A JSON copy, not structuredClone: the defaults may arrive wrapped in a Vue reactive proxy.
  const config: Record<string, unknown> = isRecord(defaults)
    ? (JSON.parse(JSON.stringify(defaults)) as Record<string, unknown>)
    : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const [key, property] of Object.entries(properties)) {
    if (!(key in config) && isRecord(property) && 'default' in property) config[key] = property.default;
  }
  return config;
}

/** A select's DOM value is a string; map it back to the option's typed value. */
export function optionFromDom(field: ConfigField & { kind: 'select' }, domValue: string): FieldValue | undefined {
  return field.options.find((option) => String(option.value) === domValue)?.value;
}
