/** The Queen content's semantic checks, and the ajv pattern words a designer reads. */
import { describe, expect, it } from 'vitest';
import { checkQueenCards, checkQueenCharacters } from '../../src/content/checks/queen';
import { checkContentText } from '../../src/content/check-text';
import { queenCardsTemplate, queenCharactersTemplate } from '../../src/content/templates/queen';
import { QUEEN_CONTENT } from '../../src/games/queen/content';
import type { CardDef, CharacterDef } from '../../src/games/queen/types';
import { nodeContentValidators } from '../../src/services/library/validators';

const cards = (): { cards: CardDef[] } => structuredClone({ cards: QUEEN_CONTENT.cards });
const characters = (): { characters: CharacterDef[] } => structuredClone({ characters: QUEEN_CONTENT.characters });
const messages = (problems: { path: string; message: string; severity: string }[]): string[] =>
  problems.map((p) => `${p.severity} ${p.path}: ${p.message}`);

describe('Queen card checks', () => {
  it('the built-in cards and the template pass', () => {
    expect(checkQueenCards(cards())).toEqual([]);
    expect(checkQueenCards(queenCardsTemplate() as { cards: CardDef[] })).toEqual([]);
  });

  it('ids unique, exactly 4 Demons, the Demon found by its id', () => {
    const data = cards();
    data.cards[3]!.id = data.cards[2]!.id;
    data.cards[0]!.copies = 5;
    data.cards.push({ id: 'ghoul', name: 'Ghoul', kind: 'demon', copies: 1, text: 'Boo.' });
    expect(messages(checkQueenCards(data))).toEqual([
      `error /cards/3/id: the id "${data.cards[2]!.id}" is already used by card 3; ids must be unique`,
      'error /cards/' +
        (data.cards.length - 1) +
        '/id: a Demon card must have the id "demon"; the rules find Demons by it',
      'error /cards/0/copies: there must be exactly 4 Demons, not 6',
    ]);
  });

  it('the Basic Sword: present, a weapon, at least 4', () => {
    const data = cards();
    const sword = data.cards.findIndex((c) => c.id === 'basic-sword');
    data.cards[sword]!.copies = 3;
    data.cards[sword]!.kind = 'points';
    expect(messages(checkQueenCards(data))).toEqual([
      `error /cards/${sword}/kind: the Basic Sword must be of kind "weapon"`,
      `error /cards/${sword}/copies: there must be at least 4 Basic Swords (one per player), not 3`,
    ]);
    data.cards.splice(sword, 1);
    expect(messages(checkQueenCards(data))).toEqual(['error /cards: the Basic Sword (id "basic-sword") is missing']);
  });

  it('a deck too small to deal is an error; one unlike the book a warning', () => {
    const data = cards();
    const big = data.cards.findIndex((c) => c.id === 'spark-of-courage');
    data.cards[big]!.copies = 1;
    expect(checkQueenCards(data)).toEqual([
      {
        path: '/cards',
        message: expect.stringMatching(/^the deck has \d+ cards; the rulebook's has 40 to 46/),
        severity: 'warning',
      },
    ]);
    const tiny = { cards: data.cards.filter((c) => c.kind === 'demon' || c.kind === 'weapon') };
    expect(messages(checkQueenCards(tiny))).toEqual([
      expect.stringMatching(
        /^error \/cards: the deck \(all cards but Demons and Basic Swords\) has \d+ cards; it needs at least 21/,
      ),
    ]);
  });
});

describe('Queen character checks', () => {
  it('the built-in characters and the template pass', () => {
    expect(checkQueenCharacters(characters())).toEqual([]);
    expect(checkQueenCharacters(queenCharactersTemplate() as { characters: CharacterDef[] })).toEqual([]);
  });

  it('each character once on its team, ability ids unique, every character present', () => {
    const data = characters();
    data.characters[1] = structuredClone(data.characters[0]!);
    data.characters[2]!.team = data.characters[2]!.team === 0 ? 1 : 0;
    const problems = messages(checkQueenCharacters(data));
    expect(problems).toContain('error /characters/1/id: "girl" is already character 1; each of the four appears once');
    expect(problems).toContain(
      `error /characters/2/team: ${data.characters[2]!.id} plays on team ${data.characters[2]!.team === 0 ? 1 : 0}, not ${data.characters[2]!.team}`,
    );
    expect(problems).toContain(
      `error /characters/1/sides/alone/abilities/0/id: the ability id "${data.characters[0]!.sides.alone.abilities[0]!.id}" is already used at /characters/0/sides/alone/abilities/0/id; ability ids must be unique`,
    );
    expect(problems).toContain('error /characters: the character "robot" is missing');
  });
});

describe('problems in words', () => {
  it('a card id of the wrong form is explained, not shown as a regular expression', () => {
    const text = JSON.stringify({ cards: [{ id: 'Silver Dagger', name: 'S', kind: 'weapon', copies: 1, text: 't' }] });
    expect(checkContentText('queen-cards', text, nodeContentValidators()).problems).toEqual([
      {
        path: '/cards/0/id',
        message: 'must be lower-case letters and digits, words joined by single dashes (e.g. "silver-dagger")',
        severity: 'error',
      },
    ]);
  });
});
