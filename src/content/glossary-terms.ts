/**
 * Finds a glossary's terms in a game's text, so that every term the app shows can open
 * its entry. One matcher serves the renderer (links in cards, prompts, the log, the guide)
 * and the content test that every term used has an entry, so the two cannot disagree.
 *
 * Matching is case-sensitive ("Wound" is a term, "wound" in a sentence may not be), on
 * whole words, longest spelling first ("Shadow Track" before "Shadow"), and takes the
 * plurals in -s and -es without listing them.
 */
import type { GlossaryDocument, GlossaryTerm } from './schemas/glossary';

/** A stretch of text: plain, or a term with the entry it names. */
export type TextPart = { text: string; term?: undefined } | { text: string; term: GlossaryTerm };

export interface TermIndex {
  readonly byId: ReadonlyMap<string, GlossaryTerm>;
  /** Every spelling (term and aliases) to its entry. */
  readonly bySpelling: ReadonlyMap<string, GlossaryTerm>;
  /** All spellings in one expression, longest first; null for an empty glossary. */
  readonly pattern: RegExp | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function buildTermIndex(glossary: GlossaryDocument | null | undefined): TermIndex {
  const byId = new Map<string, GlossaryTerm>();
  const bySpelling = new Map<string, GlossaryTerm>();
  for (const entry of glossary?.terms ?? []) {
    byId.set(entry.id, entry);
    for (const spelling of [entry.term, ...(entry.aliases ?? [])]) {
      if (!bySpelling.has(spelling)) bySpelling.set(spelling, entry);
    }
  }
  const spellings = [...bySpelling.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  // Word edges by hand: `\b` fails beside punctuation such as "+1" or "$".
  const pattern =
    spellings.length === 0
      ? null
      : new RegExp(`(?<![\\p{L}\\p{N}])(${spellings.join('|')})(?:es|s)?(?![\\p{L}\\p{N}])`, 'gu');
  return { byId, bySpelling, pattern };
}

/** The text cut into plain stretches and terms, in order; joined, the parts give the text back. */
export function splitTerms(text: string, index: TermIndex): TextPart[] {
  if (!index.pattern || text.length === 0) return [{ text }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(index.pattern)) {
    const start = match.index;
    const entry = index.bySpelling.get(match[1]!);
    if (!entry) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], term: entry });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The entry a spelling names, as the matcher would find it standing alone in a text. */
export function findTerm(spelling: string, index: TermIndex): GlossaryTerm | undefined {
  const parts = splitTerms(spelling, index);
  return parts.length === 1 && parts[0]!.term && parts[0]!.text === spelling ? parts[0]!.term : undefined;
}
