/**
 * What a guide and its glossary must hold beyond their schemas: the opening sections in
 * order, ids named once, and every cross-reference (a glossary entry's related entries
 * and guide section, a figure the game can draw) leading somewhere. Each problem names
 * the file and the place, in the words a writer would look for.
 */
import { GUIDE_OPENING_SECTIONS, type GuideDocument } from './schemas/guide';
import type { GlossaryDocument } from './schemas/glossary';

export function checkGuide(
  guide: GuideDocument,
  glossary: GlossaryDocument,
  figures: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const sectionIds = new Set<string>();
  GUIDE_OPENING_SECTIONS.forEach((id, i) => {
    if (guide.sections[i]?.id !== id)
      problems.push(`guide: section ${i + 1} must be "${id}" (the theme, the goal and a turn come first)`);
  });
  for (const section of guide.sections) {
    if (sectionIds.has(section.id)) problems.push(`guide: the section id "${section.id}" is used twice`);
    sectionIds.add(section.id);
    section.blocks.forEach((block, i) => {
      if ('figure' in block && !figures.has(block.figure))
        problems.push(
          `guide: section "${section.id}", block ${i + 1} names the figure "${block.figure}", which the game does not draw`,
        );
    });
  }
  if (guide.game !== glossary.game)
    problems.push(`glossary: it is for "${glossary.game}" but the guide is for "${guide.game}"`);

  const termIds = new Set<string>();
  const spellings = new Map<string, string>();
  for (const entry of glossary.terms) {
    if (termIds.has(entry.id)) problems.push(`glossary: the id "${entry.id}" is used twice`);
    termIds.add(entry.id);
    for (const spelling of [entry.term, ...(entry.aliases ?? [])]) {
      const owner = spellings.get(spelling);
      if (owner && owner !== entry.id)
        problems.push(`glossary: "${spelling}" is a spelling of both "${owner}" and "${entry.id}"`);
      spellings.set(spelling, entry.id);
    }
  }
  for (const entry of glossary.terms) {
    for (const id of entry.see ?? []) {
      if (!termIds.has(id)) problems.push(`glossary: "${entry.id}" refers to "${id}", which is not an entry`);
    }
    if (entry.guide && !sectionIds.has(entry.guide))
      problems.push(`glossary: "${entry.id}" points at the guide section "${entry.guide}", which does not exist`);
  }
  return problems;
}
