/**
 * docs/ADDING-A-GAME.md and the registries section of docs/ARCHITECTURE.md name files and folders
 * a developer will open; each must exist, so a move or rename that forgets the docs fails here.
 * Paths with a placeholder (`src/games/<id>/`) stand for the new game's own files and are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TOP_FOLDERS = ['src', 'tests', 'docs', 'content', 'scripts', 'eslint'];

function read(doc: string): string {
  return readFileSync(join(ROOT, doc), 'utf8');
}

/** The text of one `## ` section, up to the next. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Repository paths in code spans (`src/…`), and the targets of relative Markdown links. */
function pathsIn(markdown: string, docFolder: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] as string)
    .filter((text) => TOP_FOLDERS.some((top) => text.startsWith(`${top}/`)) && !text.includes('<'));
  const links = [...markdown.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((m) => m[1] as string)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => join(docFolder, target));
  return [...new Set([...spans, ...links])];
}

describe('the paths the docs on adding a game name', () => {
  it('finds paths in code spans and links, and skips placeholders', () => {
    expect(pathsIn('`src/a.ts`, `src/games/<id>/`, `npm test`, [x](ARCH.md#y)', 'docs')).toEqual([
      'src/a.ts',
      'docs/ARCH.md',
    ]);
  });

  it('exist, in docs/ADDING-A-GAME.md', () => {
    const paths = pathsIn(read('docs/ADDING-A-GAME.md'), 'docs');
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('exist, in the registries section of docs/ARCHITECTURE.md', () => {
    const paths = pathsIn(section(read('docs/ARCHITECTURE.md'), 'Registries'), 'docs');
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
