/** An illegal EverZone deck is saved with its reasons ("Illegal decks can be saved but not played"); a malformed one is not. */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

describe('library.save of an everzone-deck', () => {
  it('keeps a deck that breaks a deck rule, and returns the reason', async () => {
    const s = await startServices({ dataDir: await tempDataDir(), workerFactory: fixtureWorkers(), workers: 1 });
    const item = await call(s, 'library.create', { type: 'everzone-deck', name: 'Short deck' });
    const deck = JSON.parse((await call(s, 'library.get', { id: item.id })).text);
    deck.cards.pop(); // 49 cards
    const text = JSON.stringify(deck, null, 2);
    const saved = await call(s, 'library.save', { id: item.id, text });
    expect(saved.problems).toMatchObject([
      { path: '/cards', message: '49 forces cards: a deck needs at least 50', severity: 'error', rule: 'size' },
    ]);
    expect((await call(s, 'library.get', { id: item.id })).text).toBe(text);

    // Not a deck rule: the document itself is wrong, so nothing is saved.
    deck.surprise = true;
    const refused = await fails(s, 'library.save', { id: item.id, text: JSON.stringify(deck) });
    expect(refused.code).toBe('bad-request');
    expect((await call(s, 'library.get', { id: item.id })).text).toBe(text);
  });
});
