/**
 * The setup screen's labels are written for people: every option a registered game
 * offers there names itself with its schema's `title` ("Command points per player"),
 * never with words made from its key ("Cp Per Player").
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games';
import { configFields, humanize } from '../../src/renderer/src/logic/config-form';

describe('setup labels', () => {
  for (const game of GAMES) {
    it(`${game.id}: every option on the setup screen has a title of its own`, () => {
      const properties = (game.configSchema as { properties?: Record<string, { title?: unknown }> }).properties ?? {};
      for (const field of configFields(game.configSchema)) {
        expect(properties[field.key]?.title, `${game.id}.${field.key}`).toBe(field.label);
      }
    });
  }

  it('a key without a title still reads as a sentence, not in title case', () => {
    expect(humanize('cardsPerHand')).toBe('Cards per hand');
    expect(humanize('counter-clockwise')).toBe('Counter clockwise');
  });
});
