/**
 * The deck rules of the EverZone rulebook, "Building your deck" as clarified in
 * docs/rules/everzone.md ("at least 50 Unit and Support cards", the leader counting
 * among them; "cards of only one race for one single deck"; "Each player can only
 * have one Leader Card"; each card's copy limit; only known cards). One deck that
 * breaks each rule, with the exact sentence; the runtime (ajv in Node) and the
 * standalone (renderer) validators must agree on every case.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../src/content/ajv';
import { checkContentText } from '../../src/content/check-text';
import {
  checkDeck,
  deckFromDef,
  deckToDef,
  EZ_DECK_SCHEMA,
  PREMADE_DECK_DOCUMENTS,
  type DeckDocument,
  type DeckProblem,
  type DeckRule,
} from '../../src/content/deck';
import { checkDeckInBrowser } from '../../src/content/deck/standalone';
import { EVERZONE_CONTENT } from '../../src/games/everzone/content';
import { nodeContentValidators } from '../../src/services/library/validators';

const runtime = createAjv({ strictRequired: false }).compile(EZ_DECK_SCHEMA);
const premade = (id: string): DeckDocument =>
  structuredClone(PREMADE_DECK_DOCUMENTS.find((d) => d.id === id)!.document);

/** The problems from both validators, which must be the same. */
function problems(deck: unknown): DeckProblem[] {
  const inNode = checkDeck(deck, runtime);
  expect(checkDeckInBrowser(deck)).toEqual(inNode);
  return inNode.problems;
}
const messages = (deck: unknown) => problems(deck).map((p) => p.message);
const deckError = (path: string, rule: DeckRule, message: string, cards: string[] = []): DeckProblem => ({
  path,
  message,
  severity: 'error',
  rule,
  cards,
});

/** Molly Dunbar's list: 4× Sniper, 2× Marine, … (Numan). */
const molly = () => premade('molly-dunbar');
function without(deck: DeckDocument, id: string, copies = 1): DeckDocument {
  for (let i = 0; i < copies; i++) deck.cards.splice(deck.cards.lastIndexOf(id), 1);
  return deck;
}

describe('EverZone deck rules (Building your deck)', () => {
  it.each(PREMADE_DECK_DOCUMENTS.map((d) => [d.id, d.document] as const))(
    'pre-made deck %s is valid: 50 cards with its leader, no problem at all',
    (_id, deck) => {
      expect(deck.cards).toHaveLength(50);
      expect(problems(deck)).toEqual([]);
      expect(checkDeck(deck, runtime).ok).toBe(true);
    },
  );

  it('at least 50 forces cards, the leader among them: 49 is refused', () => {
    const deck = without(molly(), 'marine');
    expect(problems(deck)).toEqual([deckError('/cards', 'size', '49 forces cards: a deck needs at least 50')]);
  });

  it('cards of one race only: a Slurr card in a Numan deck names the card and both races', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('slurry');
    expect(problems(deck)).toEqual([
      deckError('/cards/49', 'race', 'Slurry is a Slurr card: this is a Numan deck', ['slurry']),
    ]);
  });

  it('a card of another race is named once however many copies there are', () => {
    const deck = without(molly(), 'marine', 2);
    deck.cards.push('slurry', 'slurry');
    expect(messages(deck)).toEqual(['Slurry is a Slurr card: this is a Numan deck']);
  });

  it('one leader: a second leader of the same race is "two leaders", with both names and ids', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('adam-finn');
    expect(problems(deck)).toEqual([
      deckError('/cards', 'leader', 'two leaders: Molly Dunbar and Adam Finn', ['molly-dunbar', 'adam-finn']),
    ]);
  });

  it('one leader: Pandora in a Numan deck is both another race and a second leader', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('pandora');
    expect(messages(deck)).toEqual([
      'two leaders: Molly Dunbar and Pandora',
      'Pandora is a Slurr card: this is a Numan deck',
    ]);
  });

  it('one leader: the same leader twice', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('molly-dunbar');
    expect(messages(deck)).toEqual(['2× Molly Dunbar: a deck has exactly one leader']);
  });

  it('one leader: a deck without any', () => {
    const deck = without(molly(), 'molly-dunbar');
    deck.cards.push('marine');
    expect(problems(deck)).toEqual([deckError('/cards', 'leader', 'no leader: a deck needs exactly one Unit Leader')]);
  });

  it('copy limits: a fifth Sniper is refused and marked on the fifth copy', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('sniper');
    const [problem, ...rest] = problems(deck);
    expect(rest).toEqual([]);
    expect(problem).toEqual(
      deckError(`/cards/${deck.cards.lastIndexOf('sniper')}`, 'copy-limit', '5× Sniper: the limit for Sniper is 4', [
        'sniper',
      ]),
    );
  });

  it('copy limits follow the card database: Veil allows 2', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('veil');
    expect(messages(deck)).toEqual(['3× Veil: the limit for Veil is 2']);
  });

  it('only known cards: a typo is named, with the card it probably means', () => {
    const deck = without(molly(), 'marine');
    deck.cards.push('snipper');
    expect(problems(deck)).toEqual([
      deckError('/cards/49', 'unknown-card', "unknown card 'snipper': did you mean 'sniper' (Sniper)?", ['snipper']),
    ]);
    deck.cards[49] = 'mega-laser';
    expect(messages(deck)).toEqual(["unknown card 'mega-laser'"]);
  });

  it('every broken rule is reported at once', () => {
    const deck = without(molly(), 'marine', 2);
    deck.cards.push('sniper', 'pandora');
    deck.cards.splice(deck.cards.indexOf('veil'), 1);
    expect(messages(deck).sort()).toEqual(
      [
        '49 forces cards: a deck needs at least 50',
        '5× Sniper: the limit for Sniper is 4',
        'two leaders: Molly Dunbar and Pandora',
        'Pandora is a Slurr card: this is a Numan deck',
      ].sort(),
    );
  });

  it('locations: only known ones, at most 10', () => {
    const deck = molly();
    deck.locations.push('moon');
    expect(problems(deck)).toEqual([deckError('/locations/5', 'location', "unknown location 'moon'")]);
    deck.locations = Array<string>(11).fill('earth');
    expect(messages(deck)).toEqual(['11 location cards: a deck brings at most 10']);
  });

  it('the race: missing or unknown is said in words', () => {
    const { race: _race, ...noRace } = molly();
    expect(messages(noRace)).toEqual(['the deck has no race: it must be "numan", "slurr" or "uthron"']);
    expect(messages({ ...molly(), race: 'elves' })).toEqual([
      'unknown race \'elves\': a deck is "numan", "slurr" or "uthron"',
    ]);
  });

  it('counts written as {"card", "count"} are one mistake, said once with the way to write them', () => {
    const deck = {
      ...molly(),
      cards: [{ card: 'molly-dunbar', count: 1 }, ...Array(49).fill({ card: 'marine', count: 1 })],
    };
    expect(problems(deck)).toEqual([
      deckError('/cards', 'leader', 'no leader: a deck needs exactly one Unit Leader'),
      deckError(
        '/cards/0',
        'shape',
        '{"card":"molly-dunbar","count":1} is not a card id: list each copy by its id, e.g. "marine", "marine"',
      ),
    ]);
  });

  it('anything that is not a deck rule keeps the general wording', () => {
    const { name: _name, ...noName } = molly();
    expect(problems({ ...noName, colour: 'red' })).toEqual([
      deckError('/name', 'shape', 'is required but missing'),
      deckError('/colour', 'shape', 'is not an allowed field here'),
    ]);
    expect(messages([])).toEqual(['must be an object']);
  });

  it('more than 60 cards is legal, with the book’s warning', () => {
    const deck = molly();
    // Fill up to 61 with Numan units, each within its limit.
    for (const card of EVERZONE_CONTENT.cards.filter((c) => c.race === 'numan' && c.type === 'unit')) {
      while (deck.cards.length < 61 && deck.cards.filter((id) => id === card.id).length < card.limit) {
        deck.cards.push(card.id);
      }
    }
    const check = checkDeck(deck, runtime);
    expect(check.ok).toBe(true);
    expect(check.problems.map((p) => [p.severity, p.message])).toEqual([
      ['warning', '61 forces cards: "it is not a very good idea to have a deck with too much more than 50 cards"'],
    ]);
  });
});

describe('everzone-deck in the library checks (save, pack install, the editor)', () => {
  it('the built-in and the template pass; a broken deck fails with the deck sentences', () => {
    const validators = nodeContentValidators();
    expect(checkContentText('everzone-deck', JSON.stringify(molly()), validators).ok).toBe(true);
    const broken = without(molly(), 'marine');
    const check = checkContentText('everzone-deck', JSON.stringify(broken), validators);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([deckError('/cards', 'size', '49 forces cards: a deck needs at least 50')]);
  });
});

describe('deck documents and counted decks', () => {
  it.each(EVERZONE_CONTENT.decks.map((d) => [d.id, d] as const))('%s converts both ways unchanged', (id, def) => {
    expect(deckToDef(deckFromDef(def), id)).toEqual(def);
  });

  it('the leader is taken out of the counts wherever it is listed', () => {
    const doc: DeckDocument = { name: 'X', race: 'numan', cards: ['marine', 'adam-finn', 'marine'], locations: [] };
    expect(deckToDef(doc, 'x')).toEqual({
      id: 'x',
      name: 'X',
      race: 'numan',
      leader: 'adam-finn',
      cards: [{ card: 'marine', count: 2 }],
      locations: [],
    });
  });
});
