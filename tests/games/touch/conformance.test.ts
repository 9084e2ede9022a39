/**
 * The configs A Touch of Evil declares to the conformance suite. The suite itself runs
 * on them with every registered game (tests/engine/conformance.test.ts): seeded random
 * playouts end and replay, views leak no declared secret (Event hands, Lair cards,
 * unseen Secrets, deck orders), determinisations keep what a seat knows and move what
 * it does not, and `clone`/`step` agree with `apply`.
 */
import { describe, expect, it } from 'vitest';
import { compileChecker, createAjv } from '../../../src/content/ajv';
import { touch } from '../../../src/games/touch';
import { MAX_HEROES } from '../../../src/games/touch/config-check';

const plans = touch.testConfigs();

describe('A Touch of Evil conformance', () => {
  it('its test configs are valid, labelled once each, and cover every Villain on both chart sides, every style of play, a seat with several Heroes, 1 to 4 Heroes and the most a Competitive game seats (every Hero in the box)', () => {
    const check = compileChecker(createAjv(), touch.configSchema);
    for (const plan of plans) expect(check(plan.config), plan.label).toEqual([]);
    expect(new Set(plans.map((p) => p.label)).size).toBe(plans.length);
    const sides = new Set(plans.map((p) => `${p.config.villain} ${p.config.basic}`));
    expect(sides.size).toBe(9); // and a random Villain once
    expect(sides).toContain('random false');
    // A seat playing several Heroes: Solo as a Team of Heroes, the Team Game's extra Hero.
    expect(plans.some((p) => p.config.players === 1 && p.config.heroes.length > 1)).toBe(true);
    expect(plans.some((p) => p.config.mode === 'team' && p.config.players === p.config.heroes.length - 1)).toBe(true);
    const counts = new Set(plans.map((p) => touch.seatCount(p.config)));
    for (const n of [1, 2, 3, 4, MAX_HEROES]) expect(counts).toContain(n);
    expect(touch.maxSeats).toBe(MAX_HEROES);
    const race = plans.filter((p) => (p.config.mode ?? 'competitive') === 'competitive');
    expect(race.some((p) => touch.seatCount(p.config) === MAX_HEROES)).toBe(true);
    const modes = new Set(plans.map((p) => p.config.mode ?? 'competitive'));
    expect([...modes].sort()).toEqual(['competitive', 'cooperative', 'lone-hero', 'team']);
  });
});
