/**
 * The terms A Touch of Evil's own text uses, each of which must have a glossary entry. Every
 * term is read out of `content/touch/*.json` (never out of the glossary):
 *
 * - the names the content gives things: every space on the board, every Hero, Town Elder (both
 *   sides), Villain, Villain's Minion, Villain ability and printed chart, each deck's cards by
 *   their type, every card keyword, the Skills on the Hero sheets, the markers a card is flagged
 *   with (Play Immediately, Remains in Play, Reveal Immediately);
 * - the capitalised terms of every card, ability, chart and board text: runs of capitalised
 *   words ("Town Elder", "Shadow Track", "Fight Round"), and dice ("D6", "2D6").
 *
 * Capitals also mark the start of a sentence, so one rule filters the runs: a capitalised word
 * at the start of a sentence ("Each", "Make", "The") counts only if the texts also capitalise
 * it in the middle of a sentence somewhere; otherwise it is an ordinary word written with a
 * capital because it comes first, and is dropped from its run. Words in capitals for emphasis
 * ("EVERY") are read as capitalised ("Every") and judged the same way. Three details keep runs
 * to one term each: a possessive ("Villain's Minion Chart") ends a run at the owner, a Hero's
 * first name ("Each Wound Heinrich would take") and "KO'd" stand alone, and the rules markers a
 * card is flagged with (Play Immediately, Remains in Play, Reveal Immediately) are read whole
 * wherever a text writes them. A dash or a parenthesis starts a new sentence.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Used {
  term: string;
  where: string;
}

const DIR = new URL('../../../content/touch/', import.meta.url);

/** The guide, the glossary and the lesson are about the text, not part of it. */
const NOT_GAME_TEXT = new Set(['guide.json', 'glossary.json', 'tutorial.json']);

/** What the cards of each file are called in the game's text (the file names are ids). */
const CARD_TYPE: Record<string, string> = {
  'events.json': 'Event',
  'mysteries.json': 'Mystery',
  'secrets.json': 'Secret',
  'lairs.json': 'Lair',
  'town-items.json': 'Town Item',
  'curses.json': 'Curse of the Werewolf',
  'elders.json': 'Town Elder',
  'villains.json': 'Villain',
  'heroes.json': 'Hero',
};

/** The rules markers a card is flagged with, as its text writes them. */
const MARKERS: Record<string, string> = {
  playImmediately: 'Play Immediately',
  remainsInPlay: 'Remains in Play',
  revealImmediately: 'Reveal Immediately',
};

/** The kinds a Location card is, as its `kind` names them, in the game's words. */
const LOCATION_KIND: Record<string, string> = {
  item: 'Item',
  ally: 'Ally',
  minion: 'Minion',
  encounter: 'Encounter',
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function files(): Array<{ file: string; data: JsonObject }> {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.json') && !NOT_GAME_TEXT.has(file))
    .sort()
    .map((file) => ({ file, data: JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as JsonObject }));
}

/** Every object in a file, with its own name and the name of the nearest named object around it. */
function* objects(value: Json, owner: string): Generator<{ object: JsonObject; owner: string; parent: string }> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objects(item, owner);
  } else if (isObject(value)) {
    const name = typeof value.name === 'string' ? value.name : owner;
    yield { object: value, owner: name, parent: owner };
    for (const item of Object.values(value)) yield* objects(item, name);
  }
}

/** The names the content gives things, and its keywords, skills and markers. */
function namedTerms(file: string, data: JsonObject): Used[] {
  const used: Used[] = [];
  const add = (term: string, what: string): void => {
    used.push({ term, where: `${file}: ${what}` });
  };
  if (CARD_TYPE[file]) add(CARD_TYPE[file], 'the cards of this file');
  const spaces = Array.isArray(data.spaces) ? data.spaces : [];
  for (const space of spaces) if (isObject(space) && typeof space.name === 'string') add(space.name, 'a space');
  if (typeof data.deck === 'string') {
    const space = files().find((f) => f.file === 'board.json')?.data.spaces;
    const named = Array.isArray(space) ? space.find((s) => isObject(s) && s.id === data.deck) : undefined;
    if (isObject(named) && typeof named.name === 'string') add(named.name, 'its Location deck');
  }
  for (const { object, owner, parent } of objects(data, '')) {
    const name = typeof object.name === 'string' ? object.name : undefined;
    for (const keyword of Array.isArray(object.keywords) ? object.keywords : [])
      if (typeof keyword === 'string') add(keyword, `${owner} (keyword)`);
    if (typeof object.kind === 'string' && LOCATION_KIND[object.kind]) add(LOCATION_KIND[object.kind]!, owner);
    for (const [flag, marker] of Object.entries(MARKERS)) if (object[flag] === true) add(marker, owner);
    if (isObject(object.skills))
      for (const skill of Object.keys(object.skills)) add(skill[0]!.toUpperCase() + skill.slice(1), `${owner} (Skill)`);
    if (name === undefined) continue;
    // The names of the pieces and people of the game, and of the charts and their results.
    if (file === 'heroes.json' && Array.isArray(object.abilities)) add(name, 'a Hero');
    if (file === 'elders.json' && isObject(object.ability)) add(name, 'a Town Elder');
    if (file === 'elders.json' && typeof object.combat === 'number') add(name, `${owner}, the Evil Elder side`);
    if (file === 'villains.json' && Array.isArray(object.minions)) add(name, 'a Villain');
    if (file === 'villains.json' && typeof object.fightDice === 'number') add(name, "a Villain's Minion");
    if (file === 'villains.json' && typeof object.basic === 'boolean') add(name, `an ability of ${parent}`);
    if (file === 'charts.json' && Array.isArray(object.results)) add(name, 'a chart');
  }
  // The Elders' Evil sides have no `name` owner of their own; read them where they sit.
  if (file === 'elders.json' && Array.isArray(data.elders))
    for (const elder of data.elders)
      if (isObject(elder) && isObject(elder.evil) && typeof elder.evil.name === 'string')
        add(elder.evil.name, `${String(elder.name)}, the Evil Elder side`);
  return used;
}

/** Every text of every file: card and ability texts, chart results, the board's choices. */
function texts(): Array<{ text: string; where: string }> {
  const found: Array<{ text: string; where: string }> = [];
  for (const { file, data } of files()) {
    for (const { object, owner } of objects(data, '')) {
      for (const key of ['text', 'label'])
        if (typeof object[key] === 'string') found.push({ text: object[key], where: `${file}: ${owner}` });
    }
  }
  return found;
}

/** Where a sentence ends, or a new one starts: after . ! ? : ; and at a dash or a parenthesis. */
const SENTENCE_END = /(?<=[.!?:;])\s+|\s+-\s+|\(/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const DICE = /(?<![\p{L}\p{N}])\d?D[36](?![\p{L}\p{N}])/gu;

const capitalised = (word: string): boolean => /^\p{Lu}/u.test(word);
/** A word in capitals for emphasis ("EVERY"); "KO" and "D6" are not. */
const emphatic = (word: string): boolean => word.length > 2 && /^[\p{Lu}'’]+$/u.test(word);
const normal = (word: string): string => (emphatic(word) ? word[0] + word.slice(1).toLowerCase() : word);
/** "KO", "KOs", "KO'd": a term of its own, never part of a run. */
const knockOut = (word: string): boolean => /^KO/u.test(word);
const possessive = (word: string): boolean => /['’]s?$/u.test(word) && !knockOut(word);
const bare = (word: string): string => (possessive(word) ? word.replace(/['’]s?$/u, '') : word);

/** Capitalised runs in the texts, with the rule above. */
function textTerms(names: ReadonlySet<string>): Used[] {
  const used: Used[] = [];
  // A rules marker is one term wherever it stands; the rest of the sentence is read around it.
  const sentences = texts().flatMap(({ text, where }) =>
    text.split(SENTENCE_END).map((whole) => {
      let sentence = whole.trim();
      for (const dice of sentence.matchAll(DICE)) used.push({ term: dice[0], where });
      for (const marker of Object.values(MARKERS)) {
        if (!sentence.includes(marker)) continue;
        used.push({ term: marker, where });
        sentence = sentence.split(marker).join(' , ');
      }
      return { sentence, where };
    }),
  );
  // Which words the texts capitalise somewhere other than at a sentence's start (not for emphasis).
  const midSentence = new Set<string>();
  for (const { sentence } of sentences) {
    const words = [...sentence.matchAll(WORD)].map((m) => bare(m[0]));
    words.slice(1).forEach((w) => capitalised(w) && !emphatic(w) && midSentence.add(w));
  }
  for (const { sentence, where } of sentences) {
    let run: string[] = [];
    let end = -1;
    const flush = (): void => {
      if (run.length > 0) used.push({ term: run.join(' '), where });
      run = [];
    };
    let first = true;
    for (const match of sentence.matchAll(WORD)) {
      const raw = match[0];
      const word = normal(bare(raw));
      const adjacent = match.index === end + 1 && sentence[end] === ' ';
      const term =
        capitalised(word) && !/^\d?D[36]$/u.test(word) && (!(first || emphatic(raw)) || midSentence.has(word));
      if (!term || !adjacent || names.has(word) || knockOut(word)) flush();
      if (term) run.push(word);
      if (possessive(raw) || knockOut(word)) flush();
      end = match.index + raw.length;
      first = false;
    }
    flush();
  }
  return used;
}

export function termsUsed(): Array<{ term: string; where: string }> {
  const named = files().flatMap(({ file, data }) => namedTerms(file, data));
  // A Hero's first name ("Heinrich" of Heinrich Cartwright) starts a new run in a text.
  const names = new Set(named.filter((u) => u.where.endsWith(': a Hero')).map((u) => u.term.split(' ')[0]!));
  return [...named, ...textTerms(names)];
}
