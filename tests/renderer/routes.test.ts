/**
 * The app's addresses: every screen and every match has one, an address leads
 * back to the screen it was made from, and an address that names nothing is
 * not taken for another screen.
 */
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/renderer/src/composables/use-hash-route';
import { hashOf, parseHash, ROUTES, type Route } from '../../src/renderer/src/logic/routes';

describe('the route table', () => {
  it.each<[string, Route]>([
    ['', { name: 'home', params: {} }],
    ['#/', { name: 'home', params: {} }],
    ['#/library', { name: 'library', params: {} }],
    ['#/sim', { name: 'sim', params: {} }],
    ['#/new/queen', { name: 'setup', params: { game: 'queen' } }],
    ['#/match/m-AbC_12', { name: 'match', params: { match: 'm-AbC_12' } }],
    ['#/evy/editor', { name: 'tool', params: { game: 'evy', tool: 'editor' } }],
    ['#/everzone/deck-builder/', { name: 'tool', params: { game: 'everzone', tool: 'deck-builder' } }],
    ['#/evy/editor/item/item-9f', { name: 'tool-item', params: { game: 'evy', tool: 'editor', item: 'item-9f' } }],
    ['#/replay/match/m-1', { name: 'replay-match', params: { match: 'm-1' } }],
    ['#/replay/batch/item/3', { name: 'replay-batch', params: { batch: 'item', index: '3' } }],
    ['#/replay/save/s-2?step=7', { name: 'replay-save', params: { save: 's-2' }, query: { step: '7' } }],
    ['#/replay/open/r1?', { name: 'replay-open', params: { replay: 'r1' } }],
  ])('reads %j', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it.each(['#/nowhere/at/all', '#/match', '#/match/%E0%A4%A', '#/library/extra/parts'])(
    'names no screen with %j',
    (hash) => {
      expect(parseHash(hash)).toBeNull();
    },
  );

  it('takes the first route that fits, so fixed words win over a tool’s parameters', () => {
    expect(parseHash('#/new/evy')?.name).toBe('setup');
    expect(parseHash('#/match/evy')?.name).toBe('match');
  });

  it('writes every route so that reading it gives it back, whatever its parameters hold', () => {
    const odd = 'a b/c?d#e%f';
    const routes: Route[] = [
      { name: 'home', params: {} },
      { name: 'library', params: {} },
      { name: 'sim', params: {} },
      { name: 'replay', params: {} },
      { name: 'replay-match', params: { match: odd }, query: { step: '12' } },
      { name: 'replay-save', params: { save: odd } },
      { name: 'replay-batch', params: { batch: odd, index: '0' }, query: { step: odd } },
      { name: 'replay-open', params: { replay: odd } },
      { name: 'setup', params: { game: odd } },
      { name: 'match', params: { match: odd } },
      { name: 'tool', params: { game: 'evy', tool: odd } },
      { name: 'tool-item', params: { game: 'everzone', tool: 'deck-builder', item: odd } },
    ];
    expect(routes.map((r) => r.name).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    for (const route of routes) expect(parseHash(hashOf(route))).toEqual(route);
    expect(hashOf({ name: 'match', params: { match: 'm-1' } })).toBe('#/match/m-1');
  });

  it('keeps a query apart from the path, so a parameter holding "?" is not cut', () => {
    expect(hashOf({ name: 'replay-match', params: { match: 'a?b' }, query: { step: '3' } })).toBe(
      '#/replay/match/a%3Fb?step=3',
    );
    expect(parseHash('#/replay/match/m-1?step=3&step=4&=5')?.query).toEqual({ step: '4' });
  });

  it('refuses to write a route without its parameters', () => {
    expect(() => hashOf({ name: 'match', params: {} })).toThrow(/needs its "match"/);
  });
});

describe('routeOf: the address of what is shown', () => {
  const shown = { setupGame: null, matchId: null, missingMatch: null };

  it('gives each screen its route', () => {
    expect(routeOf({ ...shown, screen: 'library' })).toEqual({ name: 'library', params: {} });
    expect(routeOf({ ...shown, screen: 'replay' })).toEqual({ name: 'replay', params: {} });
    expect(routeOf({ ...shown, screen: 'setup', setupGame: 'evy' })).toEqual({
      name: 'setup',
      params: { game: 'evy' },
    });
    expect(routeOf({ ...shown, screen: 'evy:editor' })).toEqual({
      name: 'tool',
      params: { game: 'evy', tool: 'editor' },
    });
  });

  it('names the library item a tool has open, so a reload opens it again', () => {
    expect(routeOf({ ...shown, screen: 'everzone:deck-builder', toolItem: 'item-3' })).toEqual({
      name: 'tool-item',
      params: { game: 'everzone', tool: 'deck-builder', item: 'item-3' },
    });
    expect(hashOf(routeOf({ ...shown, screen: 'evy:editor', toolItem: 'item-4' })!)).toBe('#/evy/editor/item/item-4');
  });

  it('gives a match its own address, also when it is no longer open', () => {
    expect(routeOf({ ...shown, screen: 'match', matchId: 'm-7' })).toEqual({ name: 'match', params: { match: 'm-7' } });
    expect(routeOf({ ...shown, screen: 'match', missingMatch: 'm-8' })).toEqual({
      name: 'match',
      params: { match: 'm-8' },
    });
  });

  it('gives the replay viewer the address of the game on show, else the empty viewer’s', () => {
    const replay = { name: 'replay-save' as const, params: { save: 's-1' }, query: { step: '4' } };
    expect(routeOf({ ...shown, screen: 'replay', replay })).toEqual(replay);
    expect(routeOf({ ...shown, screen: 'replay', replay: null })).toEqual({ name: 'replay', params: {} });
  });

  it('has no address while a match is still opening', () => {
    expect(routeOf({ ...shown, screen: 'match' })).toBeNull();
    expect(routeOf({ ...shown, screen: 'setup' })).toBeNull();
  });
});
