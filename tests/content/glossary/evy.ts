/**
 * The terms Evy's own text uses, each of which needs a glossary entry. Everything here is
 * read from the content files (`content/evy/cards.json`, `content/evy/adventures/*.json`)
 * and named the way the board names it, through the same functions the board uses:
 *
 * - every card's name, and its kind as the text writes it ("weapon card");
 * - every adventure's title and the name its monsters go by;
 * - the map key of every adventure (`legendFor`): the tiles its maps use, its items, its
 *   tokens (Evy, monsters or ghosts, a boss, the Library's book letters);
 * - the names of its bosses, without the article ("the witch" is the term "witch");
 * - the capitalised words of card texts, intros and objective steps (see `capitalised`);
 * - the difficulty options of the game's config schema, as the campaign names them ("Easier A" … "Harder D").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { EVY_CONFIG_SCHEMA } from '../../../src/games/evy/config-schema';
import type { Adventure, EvyCardDef } from '../../../src/games/evy/types';

/**
 * The board's map key (`evy-legend.ts`), loaded when the test runs: the project that
 * type-checks the tests does not compile renderer files, so it cannot be imported statically.
 */
const LEGEND = '../../../src/renderer/src/games/evy/evy-legend.ts';
const { legendFor } = (await import(LEGEND)) as {
  legendFor(adventure: Adventure): Array<{ key: string; name: string }>;
};

interface Use {
  term: string;
  where: string;
}

const CONTENT = new URL('../../../content/evy/', import.meta.url);

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, CONTENT), 'utf8')) as T;
}

/**
 * The capitalised words of a text, runs of them kept together ("First Aid Kit"), that are
 * game terms rather than ordinary words. Two small rules leave out the rest:
 * - the first word of a sentence is capitalised by grammar, not because it is a term, so it
 *   is skipped (a term that starts a sentence is still found where it stands elsewhere);
 * - a single capital letter is a label, not a word (the Library's book letters "W, I, T, C
 *   and H", which the map key's "Book letter" already covers).
 * A possessive "'s" is cut ("Evy's" is the term "Evy").
 */
export function capitalised(text: string): string[] {
  const found: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+/)) {
    const words = sentence.split(/\s+/).filter((w) => w.length > 0);
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) found.push(run.join(' '));
      run = [];
    };
    words.forEach((raw, i) => {
      const word = raw.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}'’]+$/u, '');
      const capital = /^\p{Lu}/u.test(word);
      if (i === 0 || !capital || word.length < 2) return flush();
      run.push(word.replace(/['’]s$/, ''));
      // Punctuation after a word ends a run: "Grandma, Grandpa" are two terms.
      if (/[^\p{L}'’]$/u.test(raw)) flush();
    });
    flush();
  }
  return found;
}

export function termsUsed(): Use[] {
  const used: Use[] = [];
  const cards = readJson<{ cards: EvyCardDef[] }>('cards.json').cards;
  for (const card of cards) {
    used.push({ term: card.name, where: `cards.json: ${card.id}, name` });
    used.push({ term: `${card.kind} card`, where: `cards.json: ${card.id}, kind` });
    for (const term of capitalised(card.text)) used.push({ term, where: `cards.json: ${card.id}, text` });
  }

  const files = readdirSync(new URL('adventures/', CONTENT)).filter((f) => f.endsWith('.json'));
  for (const file of files) {
    const adventure = readJson<Adventure>(`adventures/${file}`);
    const at = (field: string) => `adventures/${file}: ${field}`;
    used.push({ term: adventure.title, where: at('title') });
    used.push({ term: adventure.monsterName, where: at('monsterName') });
    for (const entry of legendFor(adventure)) used.push({ term: entry.name, where: at(`map key, ${entry.key}`) });
    for (const map of adventure.maps) {
      for (const monster of map.monsters ?? []) {
        if (monster.boss)
          used.push({ term: monster.boss.name.replace(/^(the|a|an) /i, ''), where: at(`${map.name}, boss`) });
      }
    }
    for (const term of capitalised(adventure.intro)) used.push({ term, where: at('intro') });
    adventure.objective.forEach((step, i) => {
      for (const term of capitalised(step.text ?? '')) used.push({ term, where: at(`objective ${i + 1}`) });
    });
  }

  const difficulty = EVY_CONFIG_SCHEMA.properties.difficulty.properties;
  for (const letter of difficulty.easier.items.enum)
    used.push({ term: `Easier ${letter}`, where: 'config-schema.ts: difficulty.easier' });
  for (const letter of difficulty.harder.items.enum)
    used.push({ term: `Harder ${letter}`, where: 'config-schema.ts: difficulty.harder' });
  return used;
}
