/**
 * The games' additions to the command line: options of another game are refused
 * in its words, files and documents go to the game that checks them, and the
 * usage text shows every addition.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/errors';
import {
  applySimulateOptions,
  GAME_CLIS,
  gameDocumentCheck,
  gameFileCheck,
  gameSimulateOptionNames,
} from '../../src/cli/games';
import { USAGE } from '../../src/cli/usage';
import { findGame } from '../../src/games';

const game = (id: string) => findGame(id)!;

describe('game additions to the command line', () => {
  it('every game module names a registered game, each at most once', () => {
    const ids = GAME_CLIS.map((cli) => cli.game);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(findGame(id)).toBeDefined();
  });

  it("puts a game's own simulate option into its config, and refuses it for another game", () => {
    expect(gameSimulateOptionNames()).toContain('adventure');
    expect(applySimulateOptions(game('evy'), { custom: {}, ties: 'auto' }, { adventure: 'park' })).toEqual({
      ties: 'auto',
      adventure: 'park',
    });
    expect(() => applySimulateOptions(game('queen'), {}, { adventure: 'park' })).toThrow(
      new UsageError('--adventure is for Evy; The Girl vs. the Evil Queen has no adventures.'),
    );
    expect(applySimulateOptions(game('queen'), { players: 2 }, {})).toEqual({ players: 2 });
  });

  it('routes files and documents to the game that checks them, and nothing else', () => {
    expect(gameFileCheck('my-deck.txt')).toBeTypeOf('function');
    expect(gameFileCheck('cards.json')).toBeUndefined();
    expect(gameDocumentCheck('everzone-deck')).toBeTypeOf('function');
    expect(gameDocumentCheck('queen-cards')).toBeUndefined();
    expect(gameDocumentCheck(undefined)).toBeUndefined();
  });

  it("shows every game's additions in the usage text, lines no wider than the rest", () => {
    for (const cli of GAME_CLIS) {
      if (cli.usage?.simulate) expect(USAGE).toContain(cli.usage.simulate);
      if (cli.usage?.validate) expect(USAGE).toContain(`| ${cli.usage.validate.file}>`);
    }
    expect(USAGE.replace(/\s+/g, ' ')).toContain(
      'or check an EverZone deck written as plain text (one "2x Marine" per line), naming each unreadable line.',
    );
    const prose = USAGE.split('\n').filter((line) => /^ {6}\S/.test(line));
    for (const line of prose) expect(line.length).toBeLessThanOrEqual(79);
  });
});
