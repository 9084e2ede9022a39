/**
 * docs/ARCHITECTURE.md states the layer table in words and eslint/layers.js
 * enforces it; this test reads the table out of the document and compares it
 * with the rule's LAYERS, so that neither changes without the other.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint/layers.js';

const DOC = path.resolve(import.meta.dirname, '../../docs/ARCHITECTURE.md');

/** The rows of the first Markdown table whose header starts with `| layer |`, as cells. */
function layerTableRows(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*layer\s*\|/.test(line));
  if (header < 0) throw new Error('docs/ARCHITECTURE.md has no table whose first column is "layer".');
  const rows: string[][] = [];
  // Skip the header and the |---|---| line; the table ends at the first line that is not a row.
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, line.lastIndexOf('|'))
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** `engine`, `data` -> ['engine', 'data']; "nothing" -> []. */
function namesIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
}

/** The table as `{ layer: [what it may import] }`, in the shape of LAYERS. */
function layerTableOf(markdown: string): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const cells of layerTableRows(markdown)) {
    const [layer] = namesIn(cells[0] ?? '');
    const mayImport = cells.at(-1) ?? '';
    if (!layer) throw new Error(`A row of the layer table names no layer: | ${cells.join(' | ')} |`);
    if (layer in table) throw new Error(`The layer table lists "${layer}" twice.`);
    table[layer] = mayImport === 'nothing' ? [] : namesIn(mayImport);
  }
  return table;
}

const sorted = (table: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(table).map(([layer, names]) => [layer, [...names].sort()]));

describe('the layer table of docs/ARCHITECTURE.md', () => {
  const doc = readFileSync(DOC, 'utf8');

  it('lists exactly the layers of eslint/layers.js, each with what the rule lets it import', () => {
    expect(sorted(layerTableOf(doc))).toEqual(sorted(LAYERS));
  });

  it('is read the way it is written: a changed row no longer matches', () => {
    const changed = doc.replace(/^(\|\s*`ai`\s*\|.*\|\s*)`engine`(\s*\|)$/m, '$1`engine`, `games`$2');
    expect(changed).not.toBe(doc);
    expect(layerTableOf(changed).ai).toEqual(['engine', 'games']);
    expect(sorted(layerTableOf(changed))).not.toEqual(sorted(LAYERS));
  });

  it('reads "nothing" as an empty list and refuses a row without a layer', () => {
    const table = '| layer | runs in | may import |\n| --- | --- | --- |\n| `engine` | anywhere | nothing |\n';
    expect(layerTableOf(table)).toEqual({ engine: [] });
    expect(() => layerTableOf(table + '| engine | anywhere | nothing |\n')).toThrow(/names no layer/);
  });
});
