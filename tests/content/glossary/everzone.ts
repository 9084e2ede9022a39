/**
 * The terms EverZone's own text uses, each of which needs a glossary entry. Read from the
 * content and the app's words, never copied from the glossary:
 *
 * - `content/everzone/cards.json`: every card's type, race, terrains, stat names (the numeric
 *   fields of a unit) and ability kind, and the capitalised terms of its ability text;
 * - `content/everzone/locations.json`: every location's name and terrain, and "Prime";
 * - `content/everzone/decks.json`: every deck's race;
 * - the config schema (`src/games/everzone/config.ts`): the formats;
 * - the table's words (`ez-words.ts`, `ez-controls.ts`, read as text: the renderer is another
 *   TypeScript project): the phases and the titles of the choices it asks for;
 * - the log (`say(…)` in `src/games/everzone/`, and `describe.ts`): its capitalised terms.
 *
 * Races and terrains are stored in lower case and shown capitalised (`RACE_NAMES`, the card
 * faces), so both spellings are listed where the text uses both.
 *
 * Capitalised terms are found by one rule (`capitalisedTerms`): a run of capitalised words, read
 * with a following "pile", "deck" or "phase" (the text's "Fallen pile", "Forces deck"). A run is
 * skipped when it starts a sentence (after the start, ". " or ": ", where any word is capitalised),
 * when it is the card's own name (a card naming itself is not a term), and when a number follows
 * it in the log ("Player 2", "Battle 3": labels, not terms).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { EVERZONE_CONFIG_SCHEMA } from '../../../src/games/everzone/config';
import { RACE_NAMES } from '../../../src/games/everzone/make';

interface CardJson {
  name: string;
  race: keyof typeof RACE_NAMES;
  type: string;
  terrains: string[];
  ability?: { kind: string; text: string };
  [field: string]: unknown;
}
interface LocationJson {
  name: string;
  terrain: string;
  prime: boolean;
}
interface DeckJson {
  name: string;
  race: keyof typeof RACE_NAMES;
}

const ROOT = new URL('../../../', import.meta.url);

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, ROOT), 'utf8')) as T;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A number stands in for every `${…}` of a template, so labels such as "Player ${seat}" read as "Player 1". */
const PLACEHOLDER = '1';
const RUN = /[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*(?: (?:pile|deck|phase)\b)?/g;

/** The capitalised terms of a text, by the rule in the header. */
export function capitalisedTerms(text: string, ownName?: string): string[] {
  const cleaned = ownName ? text.split(ownName).join('§') : text;
  const found: string[] = [];
  for (const match of cleaned.matchAll(RUN)) {
    const before = cleaned.slice(0, match.index).trimEnd();
    if (before === '' || /[.:!?]$/.test(before)) continue;
    if (cleaned.slice(match.index + match[0].length).startsWith(` ${PLACEHOLDER}`)) continue;
    found.push(match[0]);
  }
  return found;
}

/** The sentences the log writes: the texts of `say(state, …)` and `describe`'s returns, placeholders as numbers. */
function logTexts(): Array<{ text: string; where: string }> {
  const dirs = ['src/games/everzone/', 'src/games/everzone/abilities/'];
  const texts: Array<{ text: string; where: string }> = [];
  for (const dir of dirs) {
    for (const file of readdirSync(new URL(dir, ROOT)).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(dir + file, ROOT), 'utf8');
      const calls = file === 'describe.ts' ? /return\s+(`[^`]*`|'[^']*')/g : /say\(\s*state,\s*(`[^`]*`|'[^']*')/g;
      for (const m of source.matchAll(calls)) {
        const text = m[1]!.slice(1, -1).replace(/\$\{[^}]*\}/g, PLACEHOLDER);
        texts.push({ text, where: `${dir}${file}` });
      }
    }
  }
  return texts;
}

export function termsUsed(): Array<{ term: string; where: string }> {
  const used: Array<{ term: string; where: string }> = [];
  const add = (term: string, where: string) => used.push({ term, where });

  for (const card of readJson<{ cards: CardJson[] }>('content/everzone/cards.json').cards) {
    const where = `cards.json: ${card.name}`;
    add(card.type, where);
    add(RACE_NAMES[card.race], where);
    for (const terrain of card.terrains) {
      add(terrain, where);
      add(capitalise(terrain), where);
    }
    // The stats: a unit's or leader's numeric fields other than its copy limit.
    for (const [field, value] of Object.entries(card)) {
      if (typeof value === 'number' && field !== 'limit') add(field, where);
    }
    if (card.ability) {
      add(card.ability.kind, where);
      for (const term of capitalisedTerms(card.ability.text, card.name)) add(term, where);
    }
  }

  for (const location of readJson<{ locations: LocationJson[] }>('content/everzone/locations.json').locations) {
    const where = `locations.json: ${location.name}`;
    add(location.name, where);
    add(capitalise(location.terrain), where);
    if (location.prime) add('Prime', where);
  }

  for (const deck of readJson<{ decks: DeckJson[] }>('content/everzone/decks.json').decks) {
    add(RACE_NAMES[deck.race], `decks.json: ${deck.name}`);
  }

  for (const format of EVERZONE_CONFIG_SCHEMA.properties.format.enum) add(format, 'config.ts: format');

  // The table's phase words: each "… phase", the part before a colon ("Combat: reveal"), and the
  // combat steps after it ("supports and skills" is two terms).
  const renderer = 'src/renderer/src/games/everzone/';
  const phaseWords = readFileSync(new URL(`${renderer}ez-words.ts`, ROOT), 'utf8');
  for (const [, phase, words] of phaseWords.matchAll(/^\s*'?([a-z-]+)'?: '([^']*)',$/gm)) {
    const where = `ez-words.ts: ${phase}`;
    for (const m of words!.matchAll(/[A-Z][a-z]+ phase/g)) add(m[0], where);
    const combat = /^Combat: (.+)$/.exec(words!);
    if (combat) {
      add('Combat', where);
      for (const step of combat[1]!.split(' and ')) add(step, where);
    }
  }
  // The titles of the table's choices ("Marshal", "Reveal", "Activate", "Retreat").
  const controls = readFileSync(new URL(`${renderer}ez-controls.ts`, ROOT), 'utf8');
  for (const [, title] of controls.matchAll(/^\s*title: '([^']*)',$/gm)) add(title!, 'ez-controls.ts: SUBSET_WORDS');

  for (const { text, where } of logTexts()) {
    for (const term of capitalisedTerms(text)) add(term, where);
  }
  return used;
}
