/**
 * The project's rules for content schemas, applied to A Touch of Evil's (which are
 * not in the app's registry yet): every string has a maxLength, every array a
 * maxItems, every number bounds, every object is closed and every field described.
 */
type Rule = (schema: Record<string, unknown>, path: string) => string[];

function walk(schema: unknown, rule: Rule, path = '#'): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => walk(s, rule, `${path}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  return [...rule(s, path), ...Object.entries(s).flatMap(([key, value]) => walk(value, rule, `${path}/${key}`))];
}

const types = (s: Record<string, unknown>): unknown[] => (Array.isArray(s.type) ? s.type : [s.type]);
const closed = (s: Record<string, unknown>): boolean => 'enum' in s || 'const' in s;

const lint: Rule = (s, path) => {
  const out: string[] = [];
  if (types(s).includes('string') && !closed(s) && typeof s.maxLength !== 'number')
    out.push(`${path}: unbounded string`);
  if (types(s).includes('array') && typeof s.maxItems !== 'number') out.push(`${path}: unbounded array`);
  if ((types(s).includes('integer') || types(s).includes('number')) && !closed(s))
    if (typeof s.minimum !== 'number' || typeof s.maximum !== 'number') out.push(`${path}: unbounded number`);
  if (s.properties !== undefined && s.additionalProperties !== false) out.push(`${path}: open object`);
  if (s.properties && typeof s.properties === 'object')
    for (const [name, sub] of Object.entries(s.properties as Record<string, Record<string, unknown>>))
      if (typeof sub.description !== 'string' && !('oneOf' in sub))
        out.push(`${path}/properties/${name}: no description`);
  return out;
};

export function schemaLint(schema: unknown): string[] {
  return walk(schema, lint);
}
