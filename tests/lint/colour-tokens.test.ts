/**
 * Every colour in the renderer's styles comes from the design tokens (src/renderer/src/styles/tokens),
 * so both themes reach every screen: no hex, rgb() or hsl() literal in a stylesheet or a component's
 * <style> block outside the tokens folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(import.meta.dirname, '../../src/renderer/src');
const TOKENS = join(RENDERER, 'styles/tokens');
const COLOUR_LITERAL = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/g;

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === TOKENS ? [] : styleFiles(path);
    return /\.(css|vue)$/.test(entry.name) ? [path] : [];
  });
}

/** A stylesheet whole; a component only inside its <style> blocks (a template may draw with fixed colours). */
function styleText(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.css')) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((block) => block[1]).join('\n');
}

function literalsIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (line.match(COLOUR_LITERAL) ?? []).map((hit) => `${i + 1}: ${hit}`));
}

describe('colour tokens', () => {
  it('leaves no colour literal in the renderer styles outside the tokens', () => {
    const found = styleFiles(RENDERER).flatMap((path) =>
      literalsIn(styleText(path)).map((hit) => `${relative(RENDERER, path)} ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a literal in a style block and ignores one in a template', () => {
    expect(literalsIn('a { color: #fff; }\nb { fill: rgb(0 0 0 / 10%); }')).toEqual(['1: #fff', '2: rgb(']);
    expect(literalsIn('a { color: var(--text); background: url("x.svg%23g"); }')).toEqual([]);
  });

  it('gives each game palette a dark counterpart', () => {
    const games = readFileSync(join(TOKENS, 'games.css'), 'utf8');
    const light = [...games.matchAll(/^\[data-game='([a-z]+)'\] \{/gm)].map((m) => m[1]);
    const dark = [...games.matchAll(/^\[data-theme='dark'\] \[data-game='([a-z]+)'\] \{/gm)].map((m) => m[1]);
    expect(light.length).toBeGreaterThan(0);
    expect(dark).toEqual(light);
  });
});
