/**
 * Every game's rules guide and glossary (`content/<game>/guide.json`, `glossary.json`):
 * valid against their schemas, their cross-references sound, each "unclear in the book"
 * note naming a heading that exists in `docs/rules/<game>.md`, and every term the game's
 * own text uses (cards, relics, roles, gods, Secrets, Events, items, locations…, as
 * listed by `glossary/<game>.ts`) found by the same matcher that makes the app's links.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAjv, compileChecker } from '../../src/content/ajv';
import { buildTermIndex, findTerm } from '../../src/content/glossary-terms';
import { checkGuide } from '../../src/content/guide-checks';
import { GLOSSARY_SCHEMA, type GlossaryDocument } from '../../src/content/schemas/glossary';
import { GUIDE_SCHEMA, type GuideDocument } from '../../src/content/schemas/guide';
import { GAMES } from '../../src/games';

interface TermsUsed {
  termsUsed(): Array<{ term: string; where: string }>;
}

const ajv = createAjv();
const checkGuideSchema = compileChecker(ajv, GUIDE_SCHEMA);
const checkGlossarySchema = compileChecker(ajv, GLOSSARY_SCHEMA);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
}

/** The headings of a `docs/rules` page, without their `#` marks. */
function headings(markdown: string): Set<string> {
  return new Set(
    markdown
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => l.replace(/^#+ /, '').trim()),
  );
}

describe.each(GAMES.map((g) => g.id))('the %s guide and glossary', (game) => {
  const guideFile = readJson(`content/${game}/guide.json`);
  const glossaryFile = readJson(`content/${game}/glossary.json`);

  it('match their schemas', () => {
    expect(checkGuideSchema(guideFile)).toEqual([]);
    expect(checkGlossarySchema(glossaryFile)).toEqual([]);
  });

  const guide = guideFile as GuideDocument;
  const glossary = glossaryFile as GlossaryDocument;

  it('open with the theme, the goal and a turn, and every reference leads somewhere', () => {
    expect(guide.game).toBe(game);
    expect(checkGuide(guide, glossary)).toEqual([]);
  });

  it('name only decisions that docs/rules records', () => {
    const known = headings(readFileSync(new URL(`../../docs/rules/${game}.md`, import.meta.url), 'utf8'));
    const missing = guide.sections.flatMap((s) =>
      (s.decisions ?? []).filter((d) => !known.has(d.heading)).map((d) => `${s.id}: ${d.heading}`),
    );
    expect(missing).toEqual([]);
  });

  it("explain every term the game's text uses", async () => {
    const { termsUsed } = (await import(`./glossary/${game}.ts`)) as TermsUsed;
    const used = termsUsed();
    expect(used.length).toBeGreaterThan(0);
    const index = buildTermIndex(glossary);
    const unexplained = used.filter((u) => !findTerm(u.term, index)).map((u) => `${u.term} (${u.where})`);
    expect([...new Set(unexplained)]).toEqual([]);
  });
});
