/**
 * Decks as plain text, the way people paste them: one card per line with its
 * count (`2x Marine`, `2 × marine`, `2 Marine`, `Marine x2`, or just `Marine`),
 * a leader line, `Name:`/`Race:`/`Locations:` lines, headings, blank lines and
 * comments (`#`, `//`). What cannot be read is reported with its line number and
 * the rest is kept, so a paste with one typo loses one line, not the deck.
 */
import { EVERZONE_CONTENT } from '../../games/everzone/content';
import type { ForcesCardDef, LocationDef, Race } from '../../games/everzone/types';
import { closestCard, RACE_NAMES } from './explain';
import { countCopies } from './convert';
import { EZ_DECK_SCHEMA_ID, RACES } from './schema';
import type { DeckDocument } from './types';

export interface DeckTextProblem {
  /** 1-based line number in the pasted text. */
  line: number;
  message: string;
}

export interface ParsedDeckText {
  deck: DeckDocument;
  /** Lines that were not understood; the deck holds everything else. */
  problems: DeckTextProblem[];
  /** Whether the text named the deck (a "Name:" line); otherwise the name is made up. */
  named: boolean;
}

/**
 * A pasted list put into a deck being built: the cards are the text's, while the deck keeps
 * its name and its locations unless the text gives others.
 */
export function pasteInto(current: DeckDocument, parsed: ParsedDeckText): DeckDocument {
  return {
    ...parsed.deck,
    name: parsed.named ? parsed.deck.name : current.name,
    locations: parsed.deck.locations.length > 0 ? parsed.deck.locations : current.locations,
  };
}

export interface DeckTextContent {
  cards: readonly ForcesCardDef[];
  locations: readonly LocationDef[];
}

const BUILT_IN: DeckTextContent = EVERZONE_CONTENT;
/** Most copies one line may ask for; more is a slip of the keyboard, not a deck. */
const MAX_LINE_COUNT = 60;
/** Words that start a heading ("Units (34)", "Supports:", "Locations"), not a card. */
const HEADING = /^(units?|supports?|leaders?|forces|cards|locations?|deck|main deck)\s*(\(\d+\))?\s*:?$/i;
const FIELD = /^(name|deck|race|leader|locations?)\s*:\s*(.*)$/i;
/** `2x Marine`, `2 x Marine`, `2×Marine`, `2 Marine`, `2* Marine`. */
const COUNT_FIRST = /^(\d+)\s*(?:[x×*]\s*)?(.+)$/i;
const COUNT_FIRST_PLAIN = /^(\d+)\s+(.+)$/;
/** `Marine x2`, `Marine ×2`, `Marine (2)`. */
const COUNT_LAST = /^(.+?)\s*(?:[x×*]\s*(\d+)|\((\d+)\))$/i;

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Names and ids, normalised, to their card or location. */
function lookups(content: DeckTextContent) {
  const cards = new Map<string, ForcesCardDef>();
  for (const c of content.cards) {
    cards.set(normal(c.name), c);
    cards.set(c.id, c);
    cards.set(normal(c.id.replace(/-/g, ' ')), c);
  }
  const locations = new Map<string, LocationDef>();
  for (const l of content.locations) {
    locations.set(normal(l.name), l);
    locations.set(l.id, l);
    locations.set(normal(l.id.replace(/-/g, ' ')), l);
  }
  return { cards, locations, byId: new Map(content.cards.map((c) => [c.id, c])) };
}

interface Entry {
  count: number;
  name: string;
}

/** Readings of one line, the likeliest first (`2 X-Lag` is 2 × "X-Lag", not 2 × "-Lag"). */
function readings(line: string): Entry[] {
  const out: Entry[] = [];
  const first = COUNT_FIRST.exec(line);
  if (first) out.push({ count: Number(first[1]), name: first[2]! });
  const plain = COUNT_FIRST_PLAIN.exec(line);
  if (plain) out.push({ count: Number(plain[1]), name: plain[2]! });
  const last = COUNT_LAST.exec(line);
  if (last) out.push({ count: Number(last[2] ?? last[3]), name: last[1]! });
  out.push({ count: 1, name: line });
  return out;
}

export function parseDeckText(text: string, content: DeckTextContent = BUILT_IN): ParsedDeckText {
  const { cards: cardByName, locations: locationByName, byId } = lookups(content);
  const problems: DeckTextProblem[] = [];
  const cards: string[] = [];
  const locations: string[] = [];
  let name: string | undefined;
  let race: Race | undefined;
  let inLocations = false;

  const addLocations = (value: string, line: number) => {
    for (const part of value
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const found = readings(part)
        .map((r) => ({ ...r, location: locationByName.get(normal(r.name)) }))
        .find((r) => r.location);
      if (found?.location) locations.push(...Array<string>(found.count).fill(found.location.id));
      else problems.push({ line, message: `line ${line}: unknown location '${part}'` });
    }
  };

  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const content = raw.replace(/(#|\/\/).*$/, '').trim();
    if (content === '') return;
    if (HEADING.test(content)) {
      inLocations = /^locations?/i.test(content);
      return;
    }
    const field = FIELD.exec(content);
    if (field) {
      const key = field[1]!.toLowerCase();
      const value = field[2]!.trim();
      if (key === 'name' || key === 'deck') name = value || name;
      else if (key === 'race') {
        const found = RACES.find((r) => r === normal(value));
        if (found) race = found;
        else problems.push({ line, message: `line ${line}: unknown race '${value}': Numan, Slurr or Uthron` });
      } else if (key === 'leader') {
        const card = cardByName.get(normal(value));
        if (!card) problems.push({ line, message: unknownCard(line, value, byId) });
        else if (card.type !== 'leader') problems.push({ line, message: `line ${line}: ${card.name} is not a leader` });
        else cards.push(card.id);
      } else addLocations(value, line);
      return;
    }
    // A list of locations on one line; a single location reads like a card line (the names never clash).
    if (inLocations && /[,;]/.test(content)) return addLocations(content, line);
    // "2x Marine, 3x Sniper": several entries on one line (no name holds a comma).
    for (const part of content
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter(Boolean))
      addEntry(part, line);
  });

  function addEntry(entry: string, line: number): void {
    const reading = readings(entry).find((r) => cardByName.has(normal(r.name)) || locationByName.has(normal(r.name)));
    if (!reading) {
      problems.push({ line, message: unknownCard(line, entry, byId) });
      return;
    }
    if (reading.count < 1 || reading.count > MAX_LINE_COUNT) {
      problems.push({
        line,
        message: `line ${line}: ${reading.count} copies cannot be right (1 to ${MAX_LINE_COUNT})`,
      });
      return;
    }
    const card = cardByName.get(normal(reading.name));
    if (card) cards.push(...Array<string>(reading.count).fill(card.id));
    else locations.push(...Array<string>(reading.count).fill(locationByName.get(normal(reading.name))!.id));
  }

  const leader = cards.map((id) => byId.get(id)).find((c) => c?.type === 'leader');
  const deckRace = race ?? leader?.race ?? mostCommonRace(cards, byId);
  const deck: DeckDocument = {
    $schema: EZ_DECK_SCHEMA_ID,
    name: name || (leader ? leader.name : 'Imported deck'),
    race: deckRace,
    cards,
    locations,
  };
  return { deck, problems, named: !!name };
}

function unknownCard(line: number, written: string, byId: ReadonlyMap<string, ForcesCardDef>): string {
  // The words of the line without a count, for the suggestion.
  const bare = written.replace(/^\d+\s*[x×*]?\s*/i, '').replace(/\s*([x×*]\s*\d+|\(\d+\))$/i, '');
  const guess = closestCard(bare, byId);
  return `line ${line}: unknown card '${written}'${guess ? `: did you mean ${guess.name}?` : ''}`;
}

function mostCommonRace(cards: readonly string[], byId: ReadonlyMap<string, ForcesCardDef>): Race {
  const counts = new Map<Race, number>();
  for (const id of cards) {
    const race = byId.get(id)?.race;
    if (race) counts.set(race, (counts.get(race) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'numan';
}

/**
 * The deck as text that `parseDeckText` reads back to the same deck: name, race,
 * leader, then units and supports with counts (in the order they are listed),
 * then locations. Unknown ids are written as they are, so nothing is lost.
 */
export function formatDeckText(deck: DeckDocument, content: DeckTextContent = BUILT_IN): string {
  const byId = new Map(content.cards.map((c) => [c.id, c]));
  const locationById = new Map(content.locations.map((l) => [l.id, l]));
  const counts = [...countCopies(deck.cards)];
  const leaders = counts.filter(([id]) => byId.get(id)?.type === 'leader');
  const section = (title: string, type: ForcesCardDef['type'] | undefined) => {
    const rows = counts.filter(([id]) => byId.get(id)?.type === type);
    const total = rows.reduce((sum, [, n]) => sum + n, 0);
    return rows.length === 0
      ? []
      : ['', `# ${title} (${total})`, ...rows.map(([id, n]) => `${n}x ${byId.get(id)?.name ?? id}`)];
  };
  const locationCounts = [...countCopies(deck.locations)].map(([id, n]) => {
    const label = locationById.get(id)?.name ?? id;
    return n === 1 ? label : `${n}x ${label}`;
  });
  return [
    `# EverZone deck, ${deck.cards.length} cards with the leader`,
    `Name: ${deck.name}`,
    `Race: ${RACE_NAMES[deck.race] ?? deck.race}`,
    ...leaders.flatMap(([id, n]) => Array<string>(n).fill(`Leader: ${byId.get(id)!.name}`)),
    ...section('Units', 'unit'),
    ...section('Supports', 'support'),
    ...section('Not in the card list', undefined),
    '',
    `Locations: ${locationCounts.join(', ')}`,
    '',
  ].join('\n');
}
