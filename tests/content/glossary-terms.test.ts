/** The matcher that turns glossary terms into links, and the guide checks, on a small made-up glossary. */
import { describe, expect, it } from 'vitest';
import { buildTermIndex, findTerm, splitTerms } from '../../src/content/glossary-terms';
import { checkGuide } from '../../src/content/guide-checks';
import type { GlossaryDocument } from '../../src/content/schemas/glossary';
import type { GuideDocument } from '../../src/content/schemas/guide';

const glossary: GlossaryDocument = {
  game: 'test',
  terms: [
    {
      id: 'shadow-track',
      term: 'Shadow Track',
      aliases: ['the track'],
      kind: 'track',
      text: 'Counts down to Darkness.',
    },
    { id: 'shadow', term: 'Shadow', kind: 'rule', text: 'Anything evil.', see: ['shadow-track'], guide: 'goal' },
    { id: 'wound', term: 'Wound', kind: 'token', text: 'Damage a Hero takes.' },
    { id: 'plus-one', term: '+1 Spirit', kind: 'stat', text: 'One more Spirit.' },
    { id: 'box', term: 'Box', kind: 'piece', text: 'Plural in -es.' },
  ],
};
const index = buildTermIndex(glossary);
const terms = (text: string): string[] => splitTerms(text, index).flatMap((p) => (p.term ? [p.term.id] : []));

describe('splitTerms', () => {
  it('gives the text back whole, with the terms marked', () => {
    const text = 'Move the Shadow Track down; the Shadow grows.';
    const parts = splitTerms(text, index);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(terms(text)).toEqual(['shadow-track', 'shadow']);
  });

  it('takes the longest spelling, plurals in -s and -es, and aliases', () => {
    expect(terms('Two Wounds and three Boxes; the track moves.')).toEqual(['wound', 'box', 'shadow-track']);
  });

  it('is case-sensitive and matches whole words only', () => {
    expect(terms('a wound, Wounded, Shadowbrook, Woundless')).toEqual([]);
  });

  it('finds a spelling that begins with a sign', () => {
    expect(terms('Gain +1 Spirit now.')).toEqual(['plus-one']);
  });

  it('leaves text plain without a glossary', () => {
    expect(splitTerms('Shadow Track', buildTermIndex(null))).toEqual([{ text: 'Shadow Track' }]);
  });

  it('findTerm finds a spelling that stands alone, and nothing inside a longer word', () => {
    expect(findTerm('Wounds', index)?.id).toBe('wound');
    expect(findTerm('Wounded', index)).toBeUndefined();
  });
});

const guide: GuideDocument = {
  game: 'test',
  title: 'How to play',
  summary: 'A test.',
  sections: [
    { id: 'theme', title: 'The story', group: 'Basics', blocks: [{ p: 'A dark town.' }] },
    { id: 'goal', title: 'Winning', group: 'Basics', blocks: [{ p: 'Keep the Shadow Track above zero.' }] },
    { id: 'turn', title: 'A turn', group: 'Basics', blocks: [{ list: ['Move', 'Fight a Wound away'] }] },
  ],
};

describe('checkGuide', () => {
  it('accepts a sound guide and glossary', () => {
    expect(checkGuide(guide, glossary)).toEqual([]);
  });

  it('names what is wrong and where', () => {
    const broken: GlossaryDocument = {
      game: 'test',
      terms: [
        { id: 'a', term: 'A', kind: 'rule', text: 'x', see: ['nowhere'], guide: 'missing' },
        { id: 'a', term: 'A', kind: 'rule', text: 'y' },
      ],
    };
    const swapped = { ...guide, sections: [guide.sections[1]!, guide.sections[0]!, guide.sections[2]!] };
    expect(checkGuide(swapped, broken)).toEqual([
      'guide: section 1 must be "theme" (the theme, the goal and a turn come first)',
      'guide: section 2 must be "goal" (the theme, the goal and a turn come first)',
      'glossary: the id "a" is used twice',
      'glossary: "a" refers to "nowhere", which is not an entry',
      'glossary: "a" points at the guide section "missing", which does not exist',
    ]);
  });
});
