/**
 * EverZone decks as library items (`everzone-deck`) through the API: the deck rules
 * run on every save and every pack install, with the same sentences as the
 * builder, and a deck survives a pack round trip.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PREMADE_DECK_DOCUMENTS, type DeckDocument } from '../../src/content/deck';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from '../services/helpers';
import { manifestFor } from './hostile-corpus';
import { buildZip, utf8 } from './zip-builder';

afterEach(cleanUp);

async function start(): Promise<Services> {
  return startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
}

const zarkendra = (): DeckDocument =>
  structuredClone(PREMADE_DECK_DOCUMENTS.find((d) => d.id === 'zarkendra')!.document);

/** Zarkendra's list with a fifth Jaguar (limit 4) in place of one Cybot. */
function overLimit(): DeckDocument {
  const deck = zarkendra();
  const jaguars = deck.cards.filter((c) => c === 'jaguar').length;
  for (let i = jaguars; i < 5; i++)
    deck.cards[deck.cards.findIndex((c) => c !== 'jaguar' && c !== 'zarkendra')] = 'jaguar';
  return deck;
}

function packOf(deck: DeckDocument): string {
  const data = utf8(JSON.stringify(deck, null, 2));
  const manifest = manifestFor([{ name: 'decks/mine.json', data }], { game: 'everzone' });
  manifest.files[0] = { ...manifest.files[0]!, type: 'everzone-deck', name: 'My Uthron deck' };
  const zip = buildZip([
    { name: 'manifest.json', data: utf8(JSON.stringify(manifest)) },
    { name: 'decks/mine.json', data },
  ]);
  return Buffer.from(zip).toString('base64');
}

describe('everzone-deck library items', () => {
  it('a new deck starts from a pre-made one and passes; the six pre-made decks are listed read-only', async () => {
    const s = await start();
    const decks = await call(s, 'library.list', { type: 'everzone-deck' });
    expect(decks).toHaveLength(6);
    expect(decks.every((d) => d.builtIn && d.id.startsWith('builtin-everzone-deck'))).toBe(true);
    const item = await call(s, 'library.create', { type: 'everzone-deck', name: 'Mine' });
    const { text } = await call(s, 'library.get', { id: item.id });
    expect(await call(s, 'library.check', { type: 'everzone-deck', text })).toEqual([]);
    expect((JSON.parse(text) as DeckDocument).cards).toHaveLength(50);
  });

  it('an illegal deck is saved with its reason and the card ("Illegal decks can be saved but not played")', async () => {
    const s = await start();
    const item = await call(s, 'library.create', { type: 'everzone-deck', name: 'Mine' });
    const deck = overLimit();
    const saved = await call(s, 'library.save', { id: item.id, text: JSON.stringify(deck) });
    expect(saved.problems).toEqual([
      {
        path: `/cards/${deck.cards.lastIndexOf('jaguar')}`,
        message: '5× Jaguar: the limit for Jaguar is 4',
        severity: 'error',
        rule: 'copy-limit',
        cards: ['jaguar'],
      },
    ]);
  });

  it('pack install checks decks too: an illegal deck comes in with its reason, a malformed one is refused', async () => {
    const s = await start();
    const [installed] = await call(s, 'packs.install', { base64: packOf(overLimit()) });
    expect(installed).toMatchObject({ type: 'everzone-deck', name: 'My Uthron deck' });
    const { text } = await call(s, 'library.get', { id: installed!.id });
    expect(JSON.parse(text)).toEqual(overLimit());
    expect((await call(s, 'library.check', { type: 'everzone-deck', text })).map((p) => p.message)).toEqual([
      '5× Jaguar: the limit for Jaguar is 4',
    ]);

    const refused = await fails(s, 'packs.install', {
      base64: packOf({ ...zarkendra(), colour: 'red' } as DeckDocument),
    });
    expect(refused.code).toBe('invalid-pack');
    expect(refused.details).toEqual(['decks/mine.json/colour: is not an allowed field here']);
    // The six pre-made decks and the one installed; the malformed one is not there.
    expect(await call(s, 'library.list', { type: 'everzone-deck' })).toHaveLength(7);
  });
});
