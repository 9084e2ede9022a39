/**
 * Three places hold the deck rules ("Building your deck"): the schema the builder,
 * library and CLI check (src/content/deck), the game's own config check, which
 * refuses to set up a game with an illegal deck, and the semantic check of a
 * decks file (`everzone-decks`, counted decks). They must agree: every deck the
 * validator passes can be played, and every deck it refuses cannot. Seeded random
 * edits of the pre-made decks (cards added, removed, swapped for another race's,
 * for a leader, for an unknown id) are judged by all three.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, pick, type AnyGame } from '../../src/engine';
import {
  checkDeck,
  deckToDef,
  EZ_DECK_SCHEMA,
  playableDeck,
  PREMADE_DECK_DOCUMENTS,
  type DeckDocument,
} from '../../src/content/deck';
import { createAjv } from '../../src/content/ajv';
import { checkEverzoneDecks } from '../../src/content/checks/everzone';
import { findGame } from '../../src/games';
import { EVERZONE_CONTENT } from '../../src/games/everzone/content';

const validate = createAjv({ strictRequired: false }).compile(EZ_DECK_SCHEMA);
const game = findGame('everzone') as AnyGame;
const ids = [...EVERZONE_CONTENT.cards.map((c) => c.id), 'snipper'];

function playable(deck: DeckDocument): boolean {
  const config = { format: '1v1', cpPerPlayer: 20, decks: [deckToDef(deck, 'mine'), 'adam-finn'], locations: 'random' };
  try {
    game.setup(config, 1);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

function edited(seed: number): DeckDocument {
  const r = createRng(seed);
  const deck = structuredClone(pick(r, PREMADE_DECK_DOCUMENTS).document);
  const own = EVERZONE_CONTENT.cards.filter((c) => c.race === deck.race).map((c) => c.id);
  for (let edits = 1 + nextInt(r, 3); edits > 0; edits--) {
    const kind = nextInt(r, 4);
    if (kind === 0) deck.cards.splice(nextInt(r, deck.cards.length), 1);
    else if (kind === 1) deck.cards.push(pick(r, own));
    else if (kind === 2) deck.cards.push(pick(r, ids));
    else deck.cards[nextInt(r, deck.cards.length)] = pick(r, nextInt(r, 2) ? own : ids);
  }
  return deck;
}

describe('the deck validator and the game agree (Building your deck)', () => {
  it.each(PREMADE_DECK_DOCUMENTS.map((d) => [d.id, d.document] as const))('%s: valid and playable', (_id, deck) => {
    expect(checkDeck(deck, validate).ok).toBe(true);
    expect(playable(deck)).toBe(true);
  });

  it('300 seeded edits of the pre-made decks: valid exactly when playable, with both verdicts seen', () => {
    const verdicts = { valid: 0, invalid: 0 };
    for (let seed = 1; seed <= 300; seed++) {
      const deck = edited(seed);
      const valid = checkDeck(deck, validate).ok;
      expect(playable(deck), `seed ${seed}: ${JSON.stringify(deck.cards)}`).toBe(valid);
      // The check of a designer's decks file (everzone-decks, counted decks) says the same.
      const fileErrors = checkEverzoneDecks({ decks: [deckToDef(deck, 'mine')] }).filter((p) => p.severity === 'error');
      expect(fileErrors.length === 0, `seed ${seed}, decks file`).toBe(valid);
      verdicts[valid ? 'valid' : 'invalid']++;
    }
    expect(verdicts.valid).toBeGreaterThan(30);
    expect(verdicts.invalid).toBeGreaterThan(30);
  });
});

describe('playableDeck: a checked deck for a game, or its reasons', () => {
  it('a legal deck becomes the DeckDef the game sets up with', () => {
    const molly = PREMADE_DECK_DOCUMENTS.find((d) => d.id === 'molly-dunbar')!;
    const result = playableDeck(molly.document, validate, 'u-abc');
    expect(result).toEqual({ ok: true, def: { ...EVERZONE_CONTENT.decks[1], id: 'u-abc' }, warnings: [] });
  });

  it('an illegal deck is refused with every problem and a one-line summary', () => {
    const deck = structuredClone(PREMADE_DECK_DOCUMENTS[1]!.document);
    deck.cards.splice(1, 2, 'pandora');
    const result = playableDeck(deck, validate, 'u-abc');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.message)).toEqual([
      'two leaders: Molly Dunbar and Pandora',
      '49 forces cards: a deck needs at least 50',
      'Pandora is a Slurr card: this is a Numan deck',
    ]);
    expect(result.summary).toBe('two leaders: Molly Dunbar and Pandora (and 2 more problems)');
    expect(playableDeck([], validate, 'x')).toMatchObject({ ok: false, summary: 'must be an object' });
  });
});
