/** A tab let in by pasting the address the web host printed: its token is found, and nothing else passes for one. */
import { describe, expect, it } from 'vitest';
import { tokenOfPastedAddress } from '../../src/renderer/src/logic/pasted-token';

describe('tokenOfPastedAddress', () => {
  it.each([
    ['http://127.0.0.1:5173/?token=AbC-_9', 'AbC-_9'],
    ['  http://127.0.0.1:5173/?token=AbC-_9\n', 'AbC-_9'],
    ['http://127.0.0.1:5173/?x=1&token=t0k#/match/m-1', 't0k'],
    ['127.0.0.1:5173/?token=t0k', 't0k'],
  ])('finds the token in %j', (text, token) => {
    expect(tokenOfPastedAddress(text)).toBe(token);
  });

  it.each(['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/?token=', 'token=abc', '', '#/replay?token=x'])(
    'finds none in %j',
    (text) => {
      expect(tokenOfPastedAddress(text)).toBeNull();
    },
  );
});
