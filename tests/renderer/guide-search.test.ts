/** The rules panel's search over a small made-up guide and glossary. */
import { describe, expect, it } from 'vitest';
import type { GlossaryDocument } from '../../src/content/schemas/glossary';
import type { GuideDocument } from '../../src/content/schemas/guide';
import { searchGuide } from '../../src/renderer/src/learn/guide-search';

const glossary: GlossaryDocument = {
  game: 'test',
  terms: [
    { id: 'shadow-track', term: 'Shadow Track', kind: 'track', text: 'Counts down to Darkness.' },
    { id: 'shadow', term: 'Shadow', kind: 'rule', text: 'Anything evil.' },
    { id: 'wound', term: 'Wound', kind: 'token', text: 'Damage a Hero takes on the track.' },
  ],
};

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

describe('searchGuide', () => {
  it('finds sections, then entries, holding every word typed', () => {
    const ids = (query: string) =>
      searchGuide(guide, glossary, query).map((h) => (h.kind === 'section' ? h.section.id : h.term.id));
    expect(ids('shadow TRACK')).toEqual(['goal', 'shadow-track']);
    expect(ids('track')).toEqual(['goal', 'shadow-track', 'wound']);
  });

  it('finds nothing for an empty query', () => {
    expect(searchGuide(guide, glossary, '   ')).toEqual([]);
  });
});
