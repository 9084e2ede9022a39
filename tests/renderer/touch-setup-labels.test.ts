/** A Touch of Evil's setup screen names its choices for people (the form is read from the config schema). */
import { describe, expect, it } from 'vitest';
import { touch } from '../../src/games/touch';
import { configFields } from '../../src/renderer/src/logic/config-form';

describe('the setup screen', () => {
  it('names the new choices for people: the Villain chosen or Random, each Lone Hero level, the chart, the players', () => {
    const fields = configFields(touch.configSchema);
    const labels = (key: string): string[] => {
      const field = fields.find((f) => f.key === key);
      return field?.kind === 'select' ? field.options.map((o) => o.label) : [];
    };
    expect(labels('villain')).toEqual(['The Vampire', 'Werewolf', 'Scarecrow', 'Spectral Horseman', 'Random']);
    expect(labels('level')).toEqual(['Normal', 'Hunter', 'Master Hunter', 'Insanity', 'Apocalypse']);
    expect(labels('mysteryChart')).toEqual(['Basic (D6)', 'Advanced (2D6)']);
    expect(fields.find((f) => f.key === 'players')?.label).toBe('Players');
  });
});
