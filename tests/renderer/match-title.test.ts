/**
 * The Continue list's names: two matches of one game differ by who plays and
 * by the option that sets them apart, read from the game's own options schema.
 */
import { describe, expect, it } from 'vitest';
import { EVY_CONFIG_SCHEMA } from '../../src/games/evy/config-schema';
import { EVERZONE_CONFIG_SCHEMA } from '../../src/games/everzone/config';
import { MANOR_CONFIG_SCHEMA } from '../../src/games/manor/config-schema';
import { QUEEN_CONFIG_SCHEMA } from '../../src/games/queen/schema';
import { matchPlayers, matchSetting } from '../../src/renderer/src/logic/match-title';
import type { AiLevelInfo, MatchSummary } from '../../src/shared/api';

const LEVELS: AiLevelInfo[] = [{ level: 'hard', label: 'Hard', description: '', budget: '', strength: '' }];

function match(over: Partial<MatchSummary>): MatchSummary {
  return {
    id: 'm-1',
    game: 'queen',
    gameName: 'The Girl vs. the Evil Queen',
    config: {},
    seed: 1,
    seats: [{ kind: 'human' }, { kind: 'ai', level: 'hard' }],
    seatLabels: ['The Girl', 'The Evil Queen'],
    seatTeams: [0, 1],
    version: 0,
    toAct: [0],
    over: false,
    outcome: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...over,
  };
}

describe('matchSetting', () => {
  it('names a built-in adventure by its title in the options list', () => {
    expect(matchSetting(EVY_CONFIG_SCHEMA, { adventure: 'castle' })).toBe('Adventure: 12. Castle');
  });

  it('names a designer’s own adventure by its title', () => {
    expect(matchSetting(EVY_CONFIG_SCHEMA, { custom: { title: 'The Flooded Cellar', maps: [] } })).toBe(
      'The Flooded Cellar (your own)',
    );
  });

  it('names the EverZone format and the Queen variant, by their setup titles', () => {
    const ez = { format: '2v2', cpPerPlayer: 20, decks: ['a', 'b', 'c', 'd'], locations: 'choose' };
    expect(matchSetting(EVERZONE_CONFIG_SCHEMA, ez)).toBe('Teams: 2v2');
    expect(matchSetting(QUEEN_CONFIG_SCHEMA, { players: 3, variant: 'euro' })).toBe('Rules: euro');
  });

  it('says nothing when the options hold no named choice', () => {
    expect(matchSetting(MANOR_CONFIG_SCHEMA, { players: 4 })).toBe('');
    expect(matchSetting(QUEEN_CONFIG_SCHEMA, null)).toBe('');
  });
});

describe('matchPlayers', () => {
  it('names every seat: a person by the name they gave, an AI by its level', () => {
    const named = match({
      seats: [
        { kind: 'human', name: 'Ana' },
        { kind: 'ai', level: 'hard' },
      ],
    });
    expect(matchPlayers(named, LEVELS)).toBe('Ana (The Girl), The Evil Queen: AI (Hard)');
    expect(matchPlayers(match({}), LEVELS)).toBe('The Girl: human, The Evil Queen: AI (Hard)');
  });
});
