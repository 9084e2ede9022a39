/**
 * A game's glossary (`content/<game>/glossary.json`): every keyword, token, card type,
 * phase and track the game's text uses, each explained in a sentence or two. Wherever
 * the app shows the game's text (cards, prompts, the log, the guide), a term found here
 * becomes a link that opens its entry by mouse, keyboard or touch.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { singleLine, slug } from './patterns';

export const GLOSSARY_SCHEMA_ID = 'https://boardwright.app/schemas/glossary.json';

/** What kind of thing a term names; the entry shows it beside the term. */
export const TERM_KINDS = [
  'keyword',
  'token',
  'resource',
  'card type',
  'card',
  'phase',
  'action',
  'track',
  'place',
  'piece',
  'role',
  'stat',
  'rule',
] as const;

const term = {
  type: 'object',
  description: 'One term and what it means in this game.',
  properties: {
    id: slug('Names the entry: lower-case words joined by dashes ("shadow-track").'),
    term: singleLine(60, 'The term as the game writes it ("Shadow Track").'),
    aliases: {
      type: 'array',
      maxItems: 12,
      items: singleLine(60, 'Another way the text writes it ("the track").'),
      description:
        'Other spellings the text uses. Plurals in -s and -es are found without being listed; matching is case-sensitive, so list a lower-case spelling only where it is the game term.',
    },
    kind: { enum: TERM_KINDS, description: 'What kind of thing the term names.' },
    text: singleLine(700, 'What it means, in one to three plain sentences, without copying the rulebook.'),
    see: {
      type: 'array',
      maxItems: 8,
      items: slug('The id of a related entry.'),
      description: 'Related entries, shown as links under the text.',
    },
    guide: slug('The id of the guide section that explains it at length.'),
  },
  required: ['id', 'term', 'kind', 'text'],
  additionalProperties: false,
} as const;

export const GLOSSARY_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: GLOSSARY_SCHEMA_ID,
  title: 'Boardwright glossary',
  description: "The terms of one game's text, each explained where it appears.",
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    game: singleLine(40, 'The id of the game ("touch").'),
    terms: { type: 'array', minItems: 1, maxItems: 400, items: term, description: 'The entries.' },
  },
  required: ['game', 'terms'],
  additionalProperties: false,
} as const;

export type GlossaryDocument = FromSchema<typeof GLOSSARY_SCHEMA>;
export type GlossaryTerm = GlossaryDocument['terms'][number];
