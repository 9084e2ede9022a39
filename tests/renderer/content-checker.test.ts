/**
 * The library's instant check in the renderer (the generated standalone
 * validators and the semantic checks) on real content: the built-in files
 * pass, and problems come with the JSON pointer the editor marks.
 */
import { describe, expect, it, vi } from 'vitest';
import queenCards from '../../content/queen/cards.json';
import queenCharacters from '../../content/queen/characters.json';

vi.mock('../../src/renderer/src/api/bridge', () => ({
  getApi: () => {
    throw new Error('the instant check must not call the services');
  },
}));

const { contentChecker } = await import('../../src/renderer/src/components/library/content-checker');

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('content checker (instant)', () => {
  it('finds nothing wrong with the built-in content', () => {
    expect(contentChecker('queen-cards').instant?.(clone(queenCards))).toEqual([]);
    expect(contentChecker('queen-characters').instant?.(clone(queenCharacters))).toEqual([]);
  });

  it('reports a schema error at the value it is about', () => {
    const cards = clone(queenCards);
    cards.cards[0]!.copies = 40;
    const problems = contentChecker('queen-cards').instant?.(cards) ?? [];
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: '/cards/0/copies', severity: 'error' });
  });

  it('reports a semantic error once the schema passes', () => {
    const cards = clone(queenCards);
    const demon = cards.cards.find((c) => c.id === 'demon')!;
    demon.copies = 3;
    const problems = contentChecker('queen-cards').instant?.(cards) ?? [];
    expect(problems.map((p) => p.severity)).toContain('error');
    expect(problems.map((p) => p.message).join('\n')).toMatch(/exactly 4 Demons, not 3/);
  });

  it('is one checker per type, so switching items does not restart checks', () => {
    expect(contentChecker('queen-cards')).toBe(contentChecker('queen-cards'));
    expect(contentChecker('queen-cards')).not.toBe(contentChecker('queen-characters'));
  });
});
