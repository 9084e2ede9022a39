/**
 * The terms All Manor of Evil's text uses, each of which must have a glossary entry,
 * read from the game's content files (`content/manor/*.json`) and the few name tables
 * the game's code keeps (rooms, god colours, solo levels). Nothing here lists the
 * glossary itself: every term comes from a name, a keyword or a text the app shows.
 *
 * Four sources:
 * 1. Names: every action card, relic, role, Lovecraft card, elder god face, relic keyword
 *    (as the relic shows it, and capitalised as the gods' and roles' texts write it),
 *    room, god colour, solo level, and the Skeleton Key and the Clock.
 * 2. Step labels: an end effect's text opens with the step it resolves in ("Scoring: …",
 *    "Reveal, if …"); that first word is a term.
 * 3. Capitalised words inside the texts of actions, relics, gods, roles and the Clock
 *    ("each Rite in their cache", "the Role card"). A capital that only starts a
 *    sentence (the text's first word, or the first after ".", "!", "?" or ":") is the
 *    ordinary capital of English and is skipped; a leading "*" (the asterisk of a
 *    starred relic text) is not a word.
 * 4. The compound nouns the texts build on a game word: "<word> token(s)" ("madness
 *    tokens"), "<word> value" ("madness value", "$ value"), "elder god(s)", and "$";
 *    and where a text keeps a player's relics ("in their cache", "on top of your cache").
 * 5. The kinds of card the content types are titled with ("All Manor of Evil: action
 *    cards" gives "action card"), and the token supplies components.json counts
 *    ("awakeningTokens" gives "awakening token").
 */
import { readFileSync } from 'node:fs';
import { SOLO_LEVEL_NAMES } from '../../../src/games/manor/config-schema';
import {
  MANOR_ACTIONS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from '../../../src/games/manor/schema';
import { ROOMS } from '../../../src/games/manor/schema-effects';
import { roomName } from '../../../src/games/manor/words';

interface Effect {
  text: string;
}
interface Relic {
  name: string;
  keywords: string[];
  text?: string;
}
interface Content {
  actions: { actions: Array<{ name: string; abilityText: string }> };
  relics: { relics: Relic[]; skeletonKey: { name: string } };
  gods: { gods: Array<{ name: string; colour: string; effect: Effect }> };
  roles: {
    roles: Array<{ name: string; cultist?: string; effects: Effect[] }>;
    lovecraft: Array<{ name: string; effects: Effect[] }>;
  };
  components: { clock: { name: string; text: string } };
}

type Use = { term: string; where: string };

function read<K extends keyof Content>(file: K): Content[K] {
  return JSON.parse(
    readFileSync(new URL(`../../../content/manor/${file}.json`, import.meta.url), 'utf8'),
  ) as Content[K];
}

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The capitalised words of a text that do not start a sentence (rule 3 above). */
function capitalisedTerms(text: string): string[] {
  const found: string[] = [];
  const words = text.replace(/^\*/, '').split(/\s+/);
  words.forEach((raw, i) => {
    const word = raw.replace(/^[("*]+|[).,;:!?"']+$/g, '').replace(/['’]s$/, '');
    const previous = i === 0 ? null : (words[i - 1] ?? '');
    const startsSentence = previous === null || /[.!?:]$/.test(previous);
    if (!startsSentence && /^\p{Lu}\p{L}+$/u.test(word)) found.push(word);
  });
  return found;
}

/** The step label an end effect's text opens with (rule 2 above). */
function stepLabel(text: string): string | null {
  return /^(\p{Lu}\p{Ll}+)[:,]/u.exec(text)?.[1] ?? null;
}

/** The compound nouns built on a game word (rule 4 above). */
function compounds(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}$])([\p{Ll}]+) tokens?\b/gu)) found.push(`${m[1]} token`);
  for (const m of text.matchAll(/(?<![\p{L}$])([\p{Ll}]+|\$) value\b/gu)) found.push(`${m[1]} value`);
  if (/\belder gods?\b/.test(text)) found.push('elder god');
  if (/(^|\s)\$(\s|$|[.,])/.test(text)) found.push('$');
  for (const m of text.matchAll(/\b(?:in|from|top (?:relic )?of) (?:your|their|another player['’]s) (\p{Ll}+)/gu))
    found.push(m[1]!);
  return found.filter((t) => !/^(a|an|the|one|more|any|each|every|of|up|to|your|their|its|this|that)\s/.test(t));
}

function fromText(text: string, where: string, uses: Use[]): void {
  for (const term of capitalisedTerms(text)) uses.push({ term, where });
  for (const term of compounds(text)) uses.push({ term, where });
}

export function termsUsed(): Use[] {
  const uses: Use[] = [];
  const actions = read('actions');
  const relics = read('relics');
  const gods = read('gods');
  const roles = read('roles');
  const components = read('components');

  for (const action of actions.actions) {
    uses.push({ term: action.name, where: `actions.json: ${action.name}` });
    fromText(action.abilityText, `actions.json: ${action.name}`, uses);
  }

  for (const relic of relics.relics) {
    const where = `relics.json: ${relic.name}`;
    uses.push({ term: relic.name, where });
    for (const keyword of relic.keywords) {
      uses.push({ term: keyword, where: `${where} (keyword)` });
      uses.push({ term: capital(keyword), where: `${where} (keyword)` });
    }
    if (relic.text) fromText(relic.text, where, uses);
  }
  uses.push({ term: relics.skeletonKey.name, where: 'relics.json: skeletonKey' });

  for (const god of gods.gods) {
    const where = `gods.json: ${god.name}`;
    uses.push({ term: god.name, where });
    uses.push({ term: god.colour, where: `${where} (colour)` });
    uses.push({ term: capital(god.colour), where: `${where} (colour, as the table titles it)` });
    const label = stepLabel(god.effect.text);
    if (label) uses.push({ term: label, where: `${where} (step)` });
    fromText(god.effect.text, where, uses);
  }

  for (const role of [...roles.roles, ...roles.lovecraft]) {
    const where = `roles.json: ${role.name}`;
    uses.push({ term: role.name, where });
    for (const effect of role.effects) {
      const label = stepLabel(effect.text);
      if (label) uses.push({ term: label, where: `${where} (step)` });
      fromText(effect.text, where, uses);
    }
  }
  for (const role of roles.roles) {
    if (role.cultist) uses.push({ term: capital(role.cultist), where: `roles.json: ${role.name} (colour)` });
  }

  uses.push({ term: components.clock.name, where: 'components.json: clock' });
  for (const key of Object.keys(components)) {
    const supply = /^(\p{Ll}+)Tokens$/u.exec(key);
    if (supply) uses.push({ term: `${supply[1]} token`, where: `components.json: ${key}` });
  }
  for (const schema of [MANOR_RELICS_SCHEMA, MANOR_ACTIONS_SCHEMA, MANOR_GODS_SCHEMA, MANOR_ROLES_SCHEMA]) {
    const kind = schema.title.replace(/^.*: /, '').replace(/s$/, '');
    uses.push({ term: kind, where: `schema.ts: ${schema.title}` });
  }
  fromText(components.clock.text, 'components.json: clock', uses);

  // Room names as the log writes them ("the Attic"), without the article.
  for (const room of ROOMS) uses.push({ term: roomName(room).replace(/^the /, ''), where: `words.ts: ${room}` });
  for (const level of SOLO_LEVEL_NAMES) uses.push({ term: level, where: 'config-schema.ts: SOLO_LEVEL_NAMES' });

  return uses;
}
