/** The hooks read the content they are made from, so library cards play by their own numbers. */
import { describe, expect, it } from 'vitest';
import { makeAbilityHooks } from '../../../src/games/everzone/abilities';
import { EVERZONE_CONTENT } from '../../../src/games/everzone/content';
import type { EverzoneContent } from '../../../src/games/everzone/types';
import { table } from './abilities-fixture';

describe('makeAbilityHooks(content)', () => {
  it('a designer’s Carapace of +5 gives +5', () => {
    const content: EverzoneContent = structuredClone(EVERZONE_CONTENT);
    const carapace = content.cards.find((c) => c.id === 'carapace')!;
    carapace.ability!.ops = [{ op: 'army-stat', stat: 'defence', amount: 5, whileOwnUnits: true }];
    const hooks = makeAbilityHooks(content);
    const t = table({ location: 'earth', turn: 1 });
    t.put(0, 'garlik', 'active');
    t.put(0, 'carapace', 'supports');
    const base = { attack: 2, defence: 2, range: 2, resources: 4 };
    expect(hooks.armyTotals(t.state, 0, base).defence).toBe(7);
    // The built-in hooks still read the book's +2.
    expect(t.army(0).defence).toBe(4);
  });
});
