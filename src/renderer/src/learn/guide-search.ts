/**
 * Searching a game's guide and glossary: every section and entry whose words hold all the
 * words typed, in reading order (sections first, then the glossary from A to Z), each with
 * a short excerpt around the first word found.
 */
import type { GlossaryDocument, GlossaryTerm } from '../../../content/schemas/glossary';
import type { GuideBlock, GuideDocument, GuideSection } from '../../../content/schemas/guide';

export type SearchHit =
  { kind: 'section'; section: GuideSection; excerpt: string } | { kind: 'term'; term: GlossaryTerm; excerpt: string };

const EXCERPT_CHARS = 140;

/** A block's words as one text (a figure by its caption, a decision by what it says). */
function blockText(block: GuideBlock): string {
  if ('p' in block) return block.p;
  if ('list' in block) return block.list.join(' ');
  if ('tip' in block) return block.tip;
  return block.caption;
}

export function sectionText(section: GuideSection): string {
  const decisions = (section.decisions ?? []).map((d) => `${d.heading} ${d.text}`);
  return [section.title, ...section.blocks.map(blockText), ...decisions].join(' ');
}

function termText(term: GlossaryTerm): string {
  return [term.term, ...(term.aliases ?? []), term.kind, term.text].join(' ');
}

/** The words of a query, lower-cased; empty when it holds none. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Some text around the first place a word occurs, with an ellipsis where it was cut. */
function excerpt(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const at = Math.max(0, Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0)));
  const start = Math.max(0, at - EXCERPT_CHARS / 3);
  const cut = text.slice(start, start + EXCERPT_CHARS).trim();
  return `${start > 0 ? '…' : ''}${cut}${start + EXCERPT_CHARS < text.length ? '…' : ''}`;
}

export function searchGuide(guide: GuideDocument, glossary: GlossaryDocument, query: string): SearchHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const holdsAll = (text: string): boolean => {
    const lower = text.toLowerCase();
    return words.every((w) => lower.includes(w));
  };
  const sections: SearchHit[] = guide.sections.flatMap((section) => {
    const text = sectionText(section);
    return holdsAll(text) ? [{ kind: 'section' as const, section, excerpt: excerpt(text, words) }] : [];
  });
  const terms: SearchHit[] = [...glossary.terms]
    .sort((a, b) => a.term.localeCompare(b.term))
    .flatMap((term) =>
      holdsAll(termText(term)) ? [{ kind: 'term' as const, term, excerpt: excerpt(term.text, words) }] : [],
    );
  return [...sections, ...terms];
}
