/**
 * A game's guided first game (`content/<game>/tutorial.json`): a fixed set-up and seed,
 * opponents whose moves are scripted so the lesson happens, and the steps the player is
 * walked through on the real table against the real rules. A step points at an element of
 * the table and says one idea in a sentence or two; it either waits for one move (its
 * `expect`), for a click on its target (`click`), or for "Next". Steps show only when the
 * player has something to do or the game is over, so a step that follows an opponent's
 * move can talk about it. `scripts/tutorial/record.ts` plays a tutorial and fills in the
 * opponents' scripts; the content test replays it move by move.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { singleLine, slug } from './patterns';

export const TUTORIAL_SCHEMA_ID = 'https://boardwright.app/schemas/tutorial.json';

const actionKey = singleLine(200, 'An action key, as the game lists its legal actions.');

const step = {
  type: 'object',
  description: 'One thing to learn: a sentence or two, the element it points at, and what ends it.',
  properties: {
    id: slug('Names the step: lower-case words joined by dashes.'),
    text: singleLine(420, 'What the player reads: one idea, at most two or three short sentences.'),
    expect: {
      ...actionKey,
      description: 'The move the player must make now; the step ends when it is made.',
    },
    target: singleLine(
      240,
      'A CSS selector of the element to point at. For a step that expects a move it defaults to the element whose data-action-key is that move.',
    ),
    click: {
      type: 'boolean',
      description:
        'True for a step that ends when the player clicks its target (opening a card, a tab), without a move.',
    },
    whyNot: singleLine(
      360,
      "What to say when the player makes another move than the one expected: why this one, in the rules' words.",
    ),
  },
  required: ['id', 'text'],
  additionalProperties: false,
} as const;

const seat = {
  oneOf: [
    {
      type: 'object',
      description: 'The learner.',
      properties: { kind: { const: 'human', description: 'The person learning plays this seat.' } },
      required: ['kind'],
      additionalProperties: false,
    },
    {
      type: 'object',
      description: 'An opponent (or partner) played by the computer.',
      properties: {
        kind: { const: 'ai', description: 'The computer plays this seat.' },
        level: { enum: ['random', 'greedy', 'easy'], description: 'How it plays once its script is used up.' },
        script: {
          type: 'array',
          maxItems: 2000,
          items: actionKey,
          description: 'Its moves, in order, so the lesson happens; written by scripts/tutorial/record.ts.',
        },
      },
      required: ['kind', 'level', 'script'],
      additionalProperties: false,
    },
  ],
} as const;

export const TUTORIAL_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: TUTORIAL_SCHEMA_ID,
  title: 'Boardwright guided first game',
  description: 'A fixed game and the steps that teach it on the real table.',
  type: 'object',
  properties: {
    $schema: { type: 'string', maxLength: 200, description: 'The $id of this schema.' },
    game: singleLine(40, 'The id of the game ("manor").'),
    title: singleLine(100, 'The lesson\'s title ("Learn to play All Manor of Evil").'),
    summary: singleLine(300, 'What the lesson covers, in one sentence.'),
    minutes: { type: 'integer', minimum: 1, maximum: 30, description: 'About how long it takes.' },
    config: { type: 'object', description: "The game's set-up, as its setup screen would make it." },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295, description: 'The seed that deals this game.' },
    seats: {
      type: 'array',
      minItems: 1,
      maxItems: 16,
      items: seat,
      description: 'Who plays each seat: one human seat, the others scripted.',
    },
    steps: { type: 'array', minItems: 3, maxItems: 200, items: step, description: 'The steps, in order.' },
    finish: singleLine(420, 'What the player reads at the end, with the offer of a real game.'),
  },
  required: ['game', 'title', 'summary', 'minutes', 'config', 'seed', 'seats', 'steps', 'finish'],
  additionalProperties: false,
} as const;

export type TutorialDocument = FromSchema<typeof TUTORIAL_SCHEMA>;
export type TutorialStep = TutorialDocument['steps'][number];
