/**
 * Subset menus as the rules list them: every listed subset is keyed by its ids in
 * ascending order (the key `parseAction` reads back as the same subset), and no
 * subset is listed twice. Keys of no card or one card are made once and shared;
 * they must read exactly as any other key.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import { subsetKey } from '../../../src/games/everzone/menus';
import type { EverzoneConfig, EzAction, EzState, Format } from '../../../src/games/everzone/types';

const DECKS: Record<Format, string[]> = {
  '1v1': ['adam-finn', 'pandora'],
  '2v2': ['adam-finn', 'pandora', 'molly-dunbar', 'meraud'],
  '3v3': ['adam-finn', 'pandora', 'molly-dunbar', 'meraud', 'xenogray', 'zarkendra'],
  '1v1v1': ['adam-finn', 'pandora', 'xenogray'],
};
const PREFIX = { marshal: 'marshal', reveal: 'reveal', activate: 'activate', 'retreat-discard': 'discard' } as const;
type SubsetAction = Extract<EzAction, { cards: number[] }>;

function isSubset(action: EzAction): action is SubsetAction {
  return 'cards' in action;
}

/** Every position of a few seeded random games, with each seat to act. */
function* positions(format: Format): Generator<[EzState, number]> {
  const config: EverzoneConfig = { format, cpPerPlayer: 10, decks: DECKS[format], locations: 'random' };
  for (let seed = 1; seed <= 3; seed++) {
    const chooser = createRng(`menus:${format}:${seed}`);
    let state = everzone.setup(config, seed);
    for (let n = 0; n < 300 && !everzone.isOver(state); n++) {
      for (const seat of everzone.toAct(state)) yield [state, seat];
      const seat = everzone.toAct(state)[0]!;
      const legal = everzone.legalActions(state, seat);
      state = everzone.apply(state, seat, legal[nextInt(chooser, legal.length)]!);
    }
  }
}

describe('subset menus', () => {
  it('key every subset by its ids ascending, list each once, and parse each key back', () => {
    let subsets = 0;
    let short = 0;
    for (const format of ['1v1', '2v2', '3v3', '1v1v1'] as const) {
      for (const [state, seat] of positions(format)) {
        const listed = everzone.legalActions(state, seat).filter(isSubset);
        expect(new Set(listed.map((a) => a.key)).size).toBe(listed.length);
        for (const action of listed) {
          expect(action.key).toBe(subsetKey(PREFIX[action.type], action.cards));
          expect(action.cards).toEqual(action.cards.slice().sort((a, b) => a - b));
          expect(everzone.parseAction(state, seat, action.key)).toEqual(action);
          subsets++;
          if (action.cards.length <= 1) short++;
        }
      }
    }
    // Both kinds of key were met, many times.
    expect(short).toBeGreaterThan(500);
    expect(subsets - short).toBeGreaterThan(500);
  });
});
