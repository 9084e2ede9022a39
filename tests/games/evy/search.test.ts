/** The search hooks: the graded evaluate, the rollout policy, and the fast path agreeing with apply. */
import { describe, expect, it } from 'vitest';
import { createRng, stateHash } from '../../../src/engine';
import { evy } from '../../../src/games/evy';
import { EVY_ADVENTURES } from '../../../src/games/evy/content';
import { NO_LOG } from '../../../src/games/evy/state';
import { act, adventureOf, at, configOf, drawMap, evyPhase, keys } from './helpers';

describe('evaluate', () => {
  const corridor = adventureOf([drawMap('m', ['@  .  .  .  E'])], [{ type: 'reach', tile: 'exit' }]);

  it('grows as Evy nears the goal and with her HP; 1 for a won adventure, 0 for a lost one', () => {
    const s = evyPhase(evy.setup(configOf(corridor), 1));
    const near = act(s, `step:${at(1, 0)}`);
    expect(evy.evaluate!(near, 0)).toBeGreaterThan(evy.evaluate!(s, 0));
    const hurt = evy.clone!(s);
    hurt.hp = 1;
    expect(evy.evaluate!(hurt, 0)).toBeLessThan(evy.evaluate!(s, 0));
    for (const v of [s, near, hurt].map((x) => evy.evaluate!(x, 0))) expect(v > 0 && v < 1).toBe(true);
    const won = evy.clone!(s);
    won.result = 'won';
    won.phase = 'over';
    expect(evy.evaluate!(won, 0)).toBe(1);
    const lost = evy.clone!(s);
    lost.result = 'lost';
    lost.phase = 'over';
    expect(evy.evaluate!(lost, 0)).toBe(0);
  });
});

describe('evaluate: progress', () => {
  it('picking up the item raises the value even though the exit is far away (finishing a step never lowers it)', () => {
    const objective = [
      { type: 'collect' as const, item: 'baby' },
      { type: 'reach' as const, tile: 'exit' as const },
    ];
    const adventure = adventureOf([drawMap('m', ['E  .  .  .  .  .  @  i:baby'])], objective);
    const s = evyPhase(evy.setup(configOf(adventure), 1));
    expect(evy.evaluate!(act(s, `step:${at(7, 0)}`), 0)).toBeGreaterThan(evy.evaluate!(s, 0));
  });

  it('Elevator: ending the turn is not progress by itself (the floor goes up anyway)', () => {
    const adventure = adventureOf([drawMap('m', ['c  @  c  .  P'])], [{ type: 'survive-floors', floors: 5 }], {
      rules: { elevator: { floors: 5 } },
    });
    const s = evyPhase(evy.setup(configOf(adventure), 1));
    expect(evy.evaluate!(act(s, 'end-turn'), 0)).toBeCloseTo(evy.evaluate!(s, 0), 10);
  });
});

describe('rollout policy and fast path', () => {
  for (const adventure of EVY_ADVENTURES.slice(0, 6)) {
    it(`${adventure.id}: rollouts end, always with a legal action; clone+step and forSearch reach the apply states`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const rng = createRng(`rollout:${seed}`);
        let applied = evy.setup({ adventure: adventure.id, ties: 'auto' }, seed);
        const stepped = evy.clone!(applied);
        const searched = evy.forSearch!(applied);
        expect(searched.log).toBe(NO_LOG);
        let plies = 0;
        while (!evy.isOver(applied) && plies < 5000) {
          const action = evy.rolloutPolicy!(applied, 0, rng);
          expect(evy.legalActions(applied, 0).map((a) => a.key)).toContain(action.key);
          applied = evy.apply(applied, 0, action);
          evy.step!(stepped, 0, action);
          evy.step!(searched, 0, action);
          plies++;
        }
        expect(evy.isOver(applied)).toBe(true);
        expect(stateHash(stepped)).toBe(stateHash(applied));
        expect(stateHash({ ...searched, log: [] })).toBe(stateHash({ ...applied, log: [] }));
      }
    });
  }

  it('determinizer deals what determinize deals for the same rng', () => {
    const s = evy.setup({ adventure: 'street' }, 5);
    const view = evy.view(s, 0);
    const deal = evy.determinizer!(view, 0);
    expect(stateHash(deal(createRng(9)))).toBe(stateHash(evy.determinize(view, 0, createRng(9))));
    expect(evy.determinizer!(view, 0, true)(createRng(9)).log).toBe(NO_LOG);
  });
});

describe('rollout policy', () => {
  it('with the boss to defeat, a rollout hits the boss rather than the little monster beside it', () => {
    // Evy between a monster (west) and the boss (east); the boss needs six hits.
    const adventure = adventureOf([drawMap('m', ['M  @  B  .'])], [{ type: 'defeat-boss' }]);
    const s = evyPhase(evy.setup(configOf(adventure), 1));
    expect(keys(s)).toEqual(expect.arrayContaining([`attack:${at(0, 0)}`, `attack:${at(2, 0)}`]));
    for (let seed = 0; seed < 20; seed++) {
      expect(evy.rolloutPolicy!(s, 0, createRng(seed)).key).toBe(`attack:${at(2, 0)}`);
    }
  });

  it('with another objective, either monster may be hit', () => {
    const adventure = adventureOf([drawMap('m', ['M  @  B  E'])], [{ type: 'reach', tile: 'exit' }]);
    const s = evyPhase(evy.setup(configOf(adventure), 1));
    const hit = new Set<string>();
    for (let seed = 0; seed < 40; seed++) hit.add(evy.rolloutPolicy!(s, 0, createRng(seed)).key);
    expect(hit).toEqual(new Set([`attack:${at(0, 0)}`, `attack:${at(2, 0)}`]));
  });
});
