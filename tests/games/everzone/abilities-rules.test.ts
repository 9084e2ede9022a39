/**
 * The abilities through the real rules: a hand-built table in the declaration window,
 * played on by legal actions, so the seat's hooks are called where the rules call them
 * (clash, destruction, the pile).
 */
import { describe, expect, it } from 'vitest';
import { tryApply } from '../../../src/engine';
import { everzone } from '../../../src/games/everzone';
import type { EzState } from '../../../src/games/everzone/types';
import { table } from './abilities-fixture';

function act(state: EzState, key: string): EzState {
  const seat = state.current;
  const result = tryApply(everzone, state, seat, { key });
  if (!result.ok) {
    const legal = everzone.legalActions(state, seat).map((a) => a.key);
    throw new Error(`${result.error.message} Legal for seat ${seat}: ${legal.join(' ')}`);
  }
  return result.state as EzState;
}

/** Both seats pass: the pile is empty, so the clash is fought. */
function clash(state: EzState): EzState {
  return act(act(state, 'pass'), 'pass');
}

const where = (state: EzState, card: number) =>
  state.players.flatMap((p) =>
    (['active', 'inactive', 'marshalled', 'fallen', 'retreated'] as const)
      .filter((zone) => p[zone].includes(card))
      .map((zone) => `${p.seat}:${zone}`),
  )[0];

describe('EverZone abilities in the rules', () => {
  it('The types of skills — Sea Arrow stays when its army falls to an army with a short-range unit', () => {
    const t = table({ location: 'sea', turn: 0 });
    const arrow = t.put(0, 'sea-arrow', 'active'); // 3/2/4
    const buccaneer = t.put(0, 'buccaneer', 'active'); // 3/1/3
    t.put(1, 'kraken', 'active'); // 5/5/2: range 2
    t.put(1, 'octoskruul', 'active'); // 3/3/1, the opposing army −1 defence
    const after = clash(t.state);
    expect(where(after, buccaneer)).toBe('0:fallen');
    expect(where(after, arrow)).not.toBe('0:fallen');
  });

  it('The types of skills — Sniper strikes when its army attacks first, before the opposing army can', () => {
    const t = table({ location: 'earth', turn: 0 });
    t.put(0, 'sniper', 'active'); // 1/1/5
    t.put(0, 'sparrow', 'active'); // 1/1/4
    const garlik = t.put(1, 'garlik', 'active'); // 3/2/2: defence 2, Sniper's reach
    const after = clash(t.state);
    // Range 9 against 2: the Numan army attacks first; Sniper destroys Garlik, and nothing strikes back.
    expect(where(after, garlik)).toBe('1:fallen');
    expect(after.teams[0]!.cp).toBe(20);
    expect(after.log.map((l) => l.text)).toContain("Sniper's skill sets off.");
  });

  it('Cards clarifications — Xenogray and Kraken: the duel is declared and resolved through the pile', () => {
    const t = table({ location: 'earth', turn: 2 });
    const xenogray = t.put(0, 'xenogray', 'active');
    const garlik = t.put(1, 'garlik', 'active');
    const key = everzone.legalActions(t.state, 0).find((a) => a.type === 'use-skill' && a.card === xenogray)!.key;
    const declared = act(t.state, key);
    expect(declared.pile).toHaveLength(1);
    // The log says what was chosen: the pile is public.
    expect(declared.log.at(-1)?.text).toBe('Player 1 declares the skill of Xenogray: duel Garlik.');
    const resolved = act(act(declared, 'pass'), 'pass');
    expect(where(resolved, garlik)).toBe('1:fallen');
    expect(resolved.teams[1]!.cp).toBe(17);
  });
});
