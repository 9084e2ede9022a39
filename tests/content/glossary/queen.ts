/**
 * The terms The Girl vs. the Evil Queen's own text uses, read from its content files
 * (`content/queen/cards.json`, `characters.json`), so that a card or ability added or
 * reworded there without a glossary entry fails `tests/content/guides.test.ts`.
 *
 * Five small rules, each naming where its term was found:
 * 1. every card, character and ability name;
 * 2. every card kind as a card type ("Weapon card"; the book calls the `points` kind
 *    "Ability Points cards");
 * 3. every character side as the seat panel writes it ("Alone side", "Team side");
 * 4. the capitalised words inside card and ability texts (runs such as "Draw Pile"); the
 *    first word of a sentence is skipped, because a sentence start is capitalised anyway,
 *    and a possessive "'s" is cut ("Queen's" is the term "Queen");
 * 5. the content's own one-word vocabulary where a text uses it as a word, in any case:
 *    the card types of rule 2 without "card" ("weapons", "ability point"), the side names
 *    ("team") and the effect words that are single words ("Shuffle", "Give").
 */
import cardsFile from '../../../content/queen/cards.json';
import charactersFile from '../../../content/queen/characters.json';
import { EFFECT_OPS } from '../../../src/games/queen/schema';

interface Used {
  term: string;
  where: string;
}

interface Text {
  text: string;
  where: string;
}

/** Rule 2: the card type a kind names. */
function cardType(kind: string): string {
  if (kind === 'points') return 'Ability Points card';
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} card`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Rule 4: runs of capitalised words, each sentence's first word left out. */
function capitalisedRuns(text: string): string[] {
  const runs: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const words = sentence.split(/\s+/).filter((w) => w.length > 0);
    let run: string[] = [];
    const close = (): void => {
      if (run.length > 0) runs.push(run.join(' '));
      run = [];
    };
    words.forEach((raw, i) => {
      const word = raw.replace(/^[("']+|[)"',.:;!?]+$/g, '').replace(/['’]s$/, '');
      const capitalised = i > 0 && /^\p{Lu}[\p{L}-]*$/u.test(word);
      if (capitalised) run.push(word);
      else close();
      if (capitalised && /([)"',.:;!?]|['’]s)$/.test(raw)) close(); // punctuation or a possessive ends a run
    });
    close();
  }
  return runs;
}

/** Rule 5: where a text uses `word` (or its plural) as a word, in any case, as written. */
function wordsAsWritten(text: string, word: string): string[] {
  const stem = /[^s]s$/.test(word) ? word.slice(0, -1) : word; // "Ability Points" finds "ability point" too
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(stem)}(?:es|s)?(?![\\p{L}\\p{N}-])`, 'giu');
  return [...text.matchAll(pattern)].map((m) => m[0]);
}

export function termsUsed(): Array<{ term: string; where: string }> {
  const used: Used[] = [];
  const texts: Text[] = [];

  for (const card of cardsFile.cards) {
    used.push({ term: card.name, where: `cards.json: name of "${card.id}"` });
    used.push({ term: cardType(card.kind), where: `cards.json: kind "${card.kind}" of "${card.id}"` });
    texts.push({ text: card.text, where: `cards.json: text of "${card.id}"` });
  }
  for (const character of charactersFile.characters) {
    used.push({ term: character.name, where: `characters.json: name of "${character.id}"` });
    for (const [side, { abilities }] of Object.entries(character.sides)) {
      const sideName = `${side.charAt(0).toUpperCase()}${side.slice(1)} side`;
      used.push({ term: sideName, where: `characters.json: side "${side}" of "${character.id}"` });
      for (const ability of abilities) {
        used.push({ term: ability.name, where: `characters.json: name of "${ability.id}"` });
        texts.push({ text: ability.text, where: `characters.json: text of "${ability.id}"` });
      }
    }
  }

  const vocabulary = new Set<string>([
    ...cardsFile.cards.map((c) => cardType(c.kind).replace(/ card$/, '')),
    ...charactersFile.characters.flatMap((c) => Object.keys(c.sides)),
    ...EFFECT_OPS.filter((op) => !op.includes('-')),
  ]);
  for (const { text, where } of texts) {
    for (const run of capitalisedRuns(text)) used.push({ term: run, where });
    for (const word of vocabulary) {
      for (const written of wordsAsWritten(text, word)) used.push({ term: written, where });
    }
  }

  const seen = new Set<string>();
  return used.filter((u) => {
    const key = `${u.term}\u0000${u.where}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
