/**
 * The Evy board's logic without the DOM: sorting the legal actions into what the
 * board offers, the hex geometry and keys, and the monster-phase replay built
 * backwards from the view ("How to play" → "Monster phase").
 */
import { describe, expect, it } from 'vitest';
import { shapeOf, sortEvyControls, usesNaming } from '../../src/renderer/src/games/evy/evy-controls';
import { directionTo, fitViewBox, hexCenter, neighbour } from '../../src/renderer/src/games/evy/evy-geometry';
import { keyCommand } from '../../src/renderer/src/games/evy/evy-keys';
import { loadSpeed, monsterFrames, saveSpeed, unseenEvents } from '../../src/renderer/src/games/evy/monster-replay';
import { monsterEventText } from '../../src/renderer/src/games/evy/evy-words';
import type { MonsterEvent } from '../../src/games/evy/types';
import { EVY_PHASE_LEGAL, evyView, legal } from './evy-fixture';

describe('Evy board controls (from the legal actions only)', () => {
  it("How to play → Evy's phase: steps, plain attacks and each card's uses are sorted by hex and card", () => {
    const c = sortEvyControls(EVY_PHASE_LEGAL);
    expect([...c.steps.keys()]).toEqual(['1,-1', '0,-1']);
    expect([...c.attacks.keys()]).toEqual(['1,0', '0,1']);
    expect(c.cardUses.get(20)?.map((u) => u.action.key)).toEqual(['weapon:20:1,0+0,1', 'weapon:20:1,0+1,-1']);
    expect(c.cardUses.get(24)).toHaveLength(2);
    expect(c.endTurn?.action.key).toBe('end-turn');
    expect(c.roll).toBeNull();
    expect(c.prompts).toEqual([]);
  });

  it('the shape of a use is the hexes its action names; a hex picks the uses that name it', () => {
    const bat = sortEvyControls(EVY_PHASE_LEGAL).cardUses.get(20) ?? [];
    expect(shapeOf(bat[0]!)).toEqual([
      { q: 1, r: 0 },
      { q: 0, r: 1 },
    ]);
    expect(usesNaming(bat, { q: 1, r: 0 })).toHaveLength(2);
    expect(usesNaming(bat, { q: 0, r: 1 }).map((u) => u.action.key)).toEqual(['weapon:20:1,0+0,1']);
    expect(usesNaming(bat, { q: 5, r: 5 })).toEqual([]);
    const hypnotize = legal(
      { key: 'skill:9', type: 'skill', card: 9, monster: { q: 4, r: 0 }, targets: [{ q: 5, r: 0 }] },
      'Hypnotize',
    );
    expect(shapeOf(hypnotize)).toEqual([
      { q: 4, r: 0 },
      { q: 5, r: 0 },
    ]);
  });

  it('prompts (flip or pass, hit, ties, keep) become numbered answers; discards and ties are also on hand and map', () => {
    const c = sortEvyControls([
      legal({ key: 'flip:2', type: 'flip', number: 2 }, 'Turn card 2 over'),
      legal({ key: 'pass:2', type: 'pass-card', number: 2 }, 'Leave card 2'),
      legal({ key: 'discard:20', type: 'discard', card: 20 }, 'Discard the Baseball Bat'),
      legal({ key: 'hit', type: 'take-hit' }, 'Lose 1 HP'),
      legal({ key: 'tile:1,1', type: 'choose-tile', to: { q: 1, r: 1 } }, 'Move it to 1,1'),
    ]);
    expect(c.prompts.map((p) => p.action.key)).toEqual(['flip:2', 'pass:2', 'discard:20', 'hit', 'tile:1,1']);
    expect(c.discards.get(20)?.action.key).toBe('discard:20');
    expect(c.tieChoices.get('1,1')?.action.key).toBe('tile:1,1');
  });
});

describe('Evy hex geometry and keys', () => {
  it('pointy-top axial: neighbours in the rules order, and the direction back', () => {
    expect(neighbour({ q: 0, r: 0 }, 'NE')).toEqual({ q: 1, r: -1 });
    expect(neighbour({ q: 2, r: 3 }, 'SW')).toEqual({ q: 1, r: 4 });
    expect(directionTo({ q: 0, r: 0 }, { q: 0, r: 1 })).toBe('SE');
    expect(directionTo({ q: 0, r: 0 }, { q: 2, r: 0 })).toBeNull();
    // East is to the right on the page, south-east below and to the right.
    expect(hexCenter({ q: 1, r: 0 }).x).toBeGreaterThan(0);
    expect(hexCenter({ q: 0, r: 1 }).y).toBeGreaterThan(0);
    expect(hexCenter({ q: 0, r: 1 }).x).toBeGreaterThan(0);
  });

  it('the view box holds every tile of the map (zoom to fit)', () => {
    const [x, y, w, h] = fitViewBox(evyView().adventure.maps[0]!.tiles).split(' ').map(Number) as number[];
    for (const tile of evyView().adventure.maps[0]!.tiles) {
      const c = hexCenter(tile);
      expect(c.x).toBeGreaterThan(x!);
      expect(c.x).toBeLessThan(x! + w!);
      expect(c.y).toBeGreaterThan(y!);
      expect(c.y).toBeLessThan(y! + h!);
    }
  });

  it('keys: six directions, A attack, R roll, Enter end turn, Z and Ctrl+Z undo, digits, Esc', () => {
    const k = (code: string, key = '', mods: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) =>
      keyCommand({ code, key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
    expect(['KeyU', 'KeyI', 'KeyH', 'KeyK', 'KeyN', 'KeyM'].map((c) => k(c))).toEqual(
      ['NW', 'NE', 'W', 'E', 'SW', 'SE'].map((dir) => ({ type: 'direction', dir })),
    );
    expect(k('Numpad9')).toEqual({ type: 'direction', dir: 'NE' });
    expect(k('ArrowLeft')).toEqual({ type: 'direction', dir: 'W' });
    expect(k('KeyA')).toEqual({ type: 'attack' });
    expect(k('KeyR')).toEqual({ type: 'roll' });
    expect(k('Enter')).toEqual({ type: 'end-turn' });
    expect(k('KeyZ')).toEqual({ type: 'undo' });
    expect(k('KeyZ', 'z', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(k('KeyR', 'r', { ctrlKey: true })).toBeNull(); // Ctrl+R stays the browser's
    expect(k('Digit3')).toEqual({ type: 'digit', n: 3 });
    expect(k('Escape')).toEqual({ type: 'cancel' });
    expect(k('Slash', '?')).toEqual({ type: 'help' });
  });
});

describe('Monster phase replay (How to play → Monster phase)', () => {
  const now = [
    { id: 1, map: 0, q: 1, r: 0, ghost: false },
    { id: 4, map: 0, q: -1, r: 1, ghost: false },
  ];
  const events: MonsterEvent[] = [
    { type: 'roll', dice: [2, 1], actions: 3 },
    { type: 'attack', monster: 1, prevented: false },
    { type: 'move', monster: 1, from: { q: 2, r: 0 }, to: { q: 1, r: 0 }, map: 0 },
    { type: 'spawn', monster: 4, at: { q: -1, r: 1 }, map: 0 },
  ];

  it('walks the events backwards from where the monsters stand now: frame 0 is before the roll', () => {
    const frames = monsterFrames(events, now);
    expect(frames).toHaveLength(5);
    expect(frames[0]!.monsters).toEqual([{ id: 1, map: 0, q: 2, r: 0, ghost: false }]);
    expect(frames[2]!.acting).toBe(1);
    expect(frames[3]!.monsters.find((m) => m.id === 1)).toMatchObject({ q: 1, r: 0 });
    expect(frames[3]!.monsters.some((m) => m.id === 4)).toBe(false);
    expect(frames[4]!.monsters).toEqual(now);
  });

  it('replays a new phase whole, only the new tail of a phase that went on after a prompt, nothing when opened', () => {
    expect(unseenEvents(null, events)).toEqual([]);
    expect(unseenEvents([], events)).toEqual(events);
    expect(unseenEvents(events.slice(0, 2), events)).toEqual(events.slice(2));
    expect(unseenEvents(events, events)).toEqual([]);
    const next: MonsterEvent[] = [{ type: 'roll', dice: [6, 6], actions: 12 }];
    expect(unseenEvents(events, next)).toEqual(next);
  });

  it("each step in words: the tutorial's diceless action, plurals, a prevented attack", () => {
    const text = (e: MonsterEvent) => monsterEventText(e, [], 'dust slugs');
    expect(text({ type: 'roll', dice: [0, 0], actions: 1 })).toBe('No dice here: 1 monster action');
    expect(text({ type: 'roll', dice: [2, 1], actions: 3 })).toBe('Rolled 2 + 1: 3 monster actions');
    expect(text({ type: 'attack', monster: 4, prevented: true })).toBe(
      'Dust slug 4 attacks Evy — a card was given up instead of HP',
    );
    expect(text({ type: 'lost-actions', count: 1 })).toBe('1 monster action is lost');
  });

  it('the speed is kept in storage; an unknown saved value falls back to normal', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(loadSpeed(storage)).toBe('normal');
    saveSpeed(storage, 'slow');
    expect(loadSpeed(storage)).toBe('slow');
    store.set([...store.keys()][0]!, 'warp');
    expect(loadSpeed(storage)).toBe('normal');
    expect(loadSpeed(null)).toBe('normal');
  });
});

describe('Game over in words for a one-player game', () => {
  it('End of the game: a won adventure is a win for Evy, a lost one a loss (never a draw)', async () => {
    const { describeOutcome } = await import('../../src/renderer/src/logic/outcome');
    const { summary } = await import('./evy-fixture');
    expect(describeOutcome(summary({ over: true, outcome: [1] })).headline).toBe('Evy wins.');
    expect(describeOutcome(summary({ over: true, outcome: [0] }))).toEqual({ headline: 'Evy loses.', winners: [] });
  });
});
