/**
 * A game's rules guide (`content/<game>/guide.json`): how to play, in our own words,
 * in the order players learn a game — the theme, the goal, a turn, then every phase,
 * mode and option the app offers. The app shows it beside the home card and the table;
 * every glossary term in its text opens its entry. `guide-checks.ts` adds what a schema
 * cannot say (the first three sections, unique ids, decisions that exist).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SINGLE_LINE_PATTERN, singleLine, slug } from './patterns';

export const GUIDE_SCHEMA_ID = 'https://boardwright.app/schemas/guide.json';

/** The ids of the sections every guide opens with, in this order. */
export const GUIDE_OPENING_SECTIONS = ['theme', 'goal', 'turn'] as const;

const paragraph = {
  type: 'string',
  minLength: 1,
  maxLength: 1500,
  pattern: SINGLE_LINE_PATTERN,
  description: 'A paragraph in plain words. Glossary terms in it become links by themselves.',
} as const;

const block = {
  oneOf: [
    {
      type: 'object',
      description: 'A paragraph.',
      properties: { p: paragraph },
      required: ['p'],
      additionalProperties: false,
    },
    {
      type: 'object',
      description: 'A list of short points, shown with bullets (or numbers when "ordered" is true).',
      properties: {
        list: { type: 'array', minItems: 1, maxItems: 20, items: paragraph, description: 'The points.' },
        ordered: { type: 'boolean', description: 'True for steps in order, shown numbered.' },
      },
      required: ['list'],
      additionalProperties: false,
    },
    {
      type: 'object',
      description: 'Advice on playing well, set apart from the rules.',
      properties: { tip: paragraph },
      required: ['tip'],
      additionalProperties: false,
    },
    {
      type: 'object',
      description: 'A picture drawn by the app from a fixed example (the game names its figures).',
      properties: {
        figure: slug('The figure id.'),
        caption: singleLine(300, 'One sentence under the picture saying what it shows.'),
      },
      required: ['figure', 'caption'],
      additionalProperties: false,
    },
  ],
} as const;

const decision = {
  type: 'object',
  description: 'A place where the rulebook is unclear, and how the app reads it.',
  properties: {
    heading: singleLine(160, 'The heading of the decision in docs/rules/<game>.md, exactly as written there.'),
    text: singleLine(600, 'What the app decided, in one or two sentences.'),
  },
  required: ['heading', 'text'],
  additionalProperties: false,
} as const;

const section = {
  type: 'object',
  description: 'One section of the guide: one idea, a few paragraphs.',
  properties: {
    id: slug('Names the section in links: lower-case words joined by dashes ("the-showdown").'),
    title: singleLine(80, 'The section title.'),
    group: singleLine(40, 'The part of the contents it is listed under ("Basics", "Phases", "Modes", "Options").'),
    blocks: { type: 'array', minItems: 1, maxItems: 40, items: block, description: 'What the section says.' },
    decisions: {
      type: 'array',
      maxItems: 20,
      items: decision,
      description: 'Where the book is unclear on this section, what the app chose.',
    },
  },
  required: ['id', 'title', 'group', 'blocks'],
  additionalProperties: false,
} as const;

export const GUIDE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: GUIDE_SCHEMA_ID,
  title: 'Boardwright rules guide',
  description: "How to play one game, in sections: the theme, the goal, a turn, then the game's details.",
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    game: singleLine(40, 'The id of the game this guide teaches ("touch").'),
    title: singleLine(120, 'The guide\'s title ("How to play A Touch of Evil").'),
    summary: singleLine(400, 'One or two sentences: what the game is and how long it takes.'),
    sections: {
      type: 'array',
      minItems: 3,
      maxItems: 80,
      items: section,
      description: 'The sections in reading order; the first three are "theme", "goal" and "turn".',
    },
  },
  required: ['game', 'title', 'summary', 'sections'],
  additionalProperties: false,
} as const;

export type GuideDocument = FromSchema<typeof GUIDE_SCHEMA>;
export type GuideSection = GuideDocument['sections'][number];
export type GuideBlock = GuideSection['blocks'][number];
