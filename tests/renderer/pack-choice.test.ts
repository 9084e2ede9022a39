/** A pack holds one game's content: a mix is refused as soon as it is chosen, in the games' names. */
import { describe, expect, it } from 'vitest';
import { packMixProblem } from '../../src/renderer/src/components/library/pack-choice';

const NAMES: Record<string, string> = { evy: 'Evy', everzone: 'EverZone', queen: 'The Evil Queen' };
const name = (id: string): string => NAMES[id] ?? id;

describe('choosing items for a pack', () => {
  it('items of one game make a pack', () => {
    expect(packMixProblem([{ game: 'evy' }, { game: 'evy' }], name)).toBeNull();
    expect(packMixProblem([], name)).toBeNull();
  });

  it('items of two or three games are refused, naming the games', () => {
    expect(packMixProblem([{ game: 'evy' }, { game: 'everzone' }], name)).toBe(
      "A pack holds one game's content; the items chosen are for Evy and EverZone. Choose the items of one game.",
    );
    expect(packMixProblem([{ game: 'evy' }, { game: 'everzone' }, { game: 'queen' }, { game: 'evy' }], name)).toContain(
      'for Evy, EverZone and The Evil Queen.',
    );
  });
});
