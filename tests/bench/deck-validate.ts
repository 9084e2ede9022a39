/**
 * Deck validation speed (issue 8: "a 50-card deck validated in well under 1 ms,
 * goal ≤ 0.1 ms"): the schema generated from the card database, compiled by ajv at
 * runtime (Node) and standalone (the renderer's code), on a legal 50-card deck;
 * and the full check of a broken one, its errors turned into sentences. Each
 * figure is the median of several rounds of many validations.
 */
import { createAjv } from '../../src/content/ajv';
import type { SchemaValidator } from '../../src/content/check-text';
import { checkDeck, EZ_DECK_SCHEMA, PREMADE_DECK_DOCUMENTS, type DeckDocument } from '../../src/content/deck';
import { validateDeckStandalone } from '../../src/content/deck/standalone';
import { printTable } from './table';

const ROUNDS = 5;
const PER_ROUND = 5_000;

function microsecondsEach(run: () => unknown): number {
  for (let i = 0; i < PER_ROUND; i++) run(); // warm-up: let V8 optimise the validator first
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    for (let i = 0; i < PER_ROUND; i++) run();
    rounds.push(((performance.now() - started) * 1000) / PER_ROUND);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

export async function deckValidation(): Promise<void> {
  const runtime = createAjv({ strictRequired: false }).compile(EZ_DECK_SCHEMA) as SchemaValidator;
  const legal: DeckDocument = structuredClone(PREMADE_DECK_DOCUMENTS[1]!.document);
  const broken: DeckDocument = { ...legal, cards: [...legal.cards.slice(1), 'sniper', 'pandora', 'snipper'] };
  for (const [deck, valid] of [
    [legal, true],
    [broken, false],
  ] as const) {
    if (runtime(deck) !== valid || validateDeckStandalone(deck) !== valid) throw new Error('deck bench: wrong verdict');
  }
  const rows: (string | number)[][] = [
    ['legal 50-card deck, ajv compiled at runtime (Node)', microsecondsEach(() => runtime(legal)).toFixed(1)],
    [
      'legal 50-card deck, standalone (renderer code)',
      microsecondsEach(() => validateDeckStandalone(legal)).toFixed(1),
    ],
    [
      `broken deck, full check with sentences (${checkDeck(broken, runtime).problems.length} problems)`,
      microsecondsEach(() => checkDeck(broken, runtime)).toFixed(1),
    ],
  ];
  printTable(
    `Deck validation: µs per deck (median of ${ROUNDS} rounds of ${PER_ROUND.toLocaleString('en')}; goal ≤ 100 µs)`,
    ['case', 'µs'],
    rows,
  );
  await Promise.resolve();
}
