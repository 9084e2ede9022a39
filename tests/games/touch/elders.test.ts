/** Town Elders and Secrets: gaining, looking, peeking, revealing, Evil Elders and death. */
import { describe, expect, it } from 'vitest';
import { touch } from '../../../src/games/touch';
import { gainSecrets, killElder, lookAtSecrets, revealAll } from '../../../src/games/touch/elders';
import { cardOf } from '../../../src/games/touch/cards';
import { runEffect } from '../../../src/games/touch/effects';
import { act, atTurnOf, instanceOf, keys, newGame, rig, secrets } from './helpers';

const instances = (card: number): string => cardOf('secret', card).id;

describe('Town Elders', () => {
  it('"All of the Town Elders start the game in play with their blue bordered good side face up", one unseen Secret each', () => {
    const s = newGame();
    expect(s.elders.map((e) => [e.status, e.secrets.length, e.secrets[0]!.seenBy])).toEqual(
      Array.from({ length: 6 }, () => ['town', 1, 0]),
    );
  });

  it('"If a Town Elder ever has 3 or more Secret cards at once, they are immediately revealed"', () => {
    const s = newGame();
    secrets(s, 0, ['drunkard', 'hidden-past']);
    s.decks.secret.draw.unshift(instanceOf('secret', 'forbidden-romance'));
    gainSecrets(s, 0, 1);
    expect(s.elders[0]!.secrets.map((x) => x.faceUp)).toEqual([true, true, true]);
  });

  it('"An Evil Elder immediately discards all other Secrets it has that are not Keyword Evil" and is no longer a Town Elder', () => {
    const s = newGame();
    secrets(s, 2, ['drunkard', 'in-league-with-evil']);
    revealAll(s, 2, null);
    expect(s.elders[2]!.status).toBe('evil');
    expect(s.elders[2]!.secrets.map((x) => instances(x.card))).toEqual(['in-league-with-evil']);
    expect(s.decks.secret.discard.map(instances)).toContain('drunkard');
    gainSecrets(s, 2, 1); // "nor will they gain new Secrets"
    expect(s.elders[2]!.secrets).toHaveLength(1);
  });

  it('"Whenever a Town Elder is killed, move the Shadow Track 2 spaces … When an Evil Elder is killed, they are simply removed"', () => {
    const s = newGame();
    killElder(s, 0);
    expect([s.elders[0]!.status, s.track]).toEqual(['dead', 18]);
    s.elders[1]!.status = 'evil';
    killElder(s, 1);
    expect([s.elders[1]!.status, s.track]).toEqual(['removed', 18]);
  });

  it('"if a dead Town Elder ever has a Secret revealed that turns them into an Evil Elder, they will have faked their own death"', () => {
    const s = newGame();
    secrets(s, 3, ['in-league-with-evil']);
    killElder(s, 3);
    revealAll(s, 3, null);
    expect(s.elders[3]!.status).toBe('evil');
  });
});

describe('Looking at Secrets', () => {
  it('"the Hero pays 2 Investigation … and looks at ALL of the Secret cards … without revealing them to the other players"', () => {
    let s = atTurnOf(0);
    secrets(s, 1, ['drunkard', 'coward']);
    s = act(rig(s, [2, 2]), 'roll', 'stop', 'look:lady-hanbrook');
    expect(s.heroes[0]!.investigation).toBe(0);
    expect(s.elders[1]!.secrets.map((x) => x.faceUp)).toEqual([false, false]);
    const mine = touch.view(s, 0).elders[1]!.secrets.map((x) => x.card);
    const theirs = touch.view(s, 1).elders[1]!.secrets.map((x) => x.card);
    expect(mine.every((c) => c >= 0)).toBe(true);
    expect(theirs).toEqual([-1, -1]);
    const line = s.log[s.log.length - 1]!;
    expect(line.secret?.text).toContain('Drunkard, Coward');
    expect(line.text).not.toContain('Drunkard');
    expect(keys(s).some((k) => k.startsWith('look:'))).toBe(false); // once per turn
  });

  it('"Whenever one of these Secrets is Looked At by a Hero, instead of returning that Secret face down, it must be revealed"; a Peek reveals nothing', () => {
    const looked = newGame();
    secrets(looked, 4, ['darkest-secret']);
    lookAtSecrets(looked, 0, 4, false);
    expect(looked.elders[4]!.status).toBe('evil');
    const peeked = newGame();
    secrets(peeked, 4, ['darkest-secret']);
    lookAtSecrets(peeked, 0, 4, true);
    expect(peeked.elders[4]!.status).toBe('town');
    expect(peeked.elders[4]!.secrets[0]!.seenBy).toBe(1);
  });

  it('"A Hero may still investigate the Secrets of a dead Town Elder"', () => {
    let s = atTurnOf(0);
    s.elders[5]!.status = 'dead';
    s = act(rig(s, [2, 2]), 'roll', 'stop');
    expect(keys(s)).toContain('look:magistrate-kroft');
    s.elders[5]!.status = 'evil';
    expect(keys(s)).not.toContain('look:magistrate-kroft');
  });

  it('a Peek offers only the Elders a Look could reach: when only Elders with the Villain hold Secrets, nothing is asked ("A Hero may still investigate the Secrets of a dead Town Elder")', () => {
    const s = newGame();
    s.elders.forEach((e, i) => {
      if (i > 0) e.secrets = [];
    });
    s.elders[0]!.status = 'evil';
    runEffect(s, { hero: 0, at: s.heroes[0]!.space, fight: false }, { op: 'peek' });
    expect(s.prompt).toBeNull();
    s.elders[0]!.status = 'dead';
    runEffect(s, { hero: 0, at: s.heroes[0]!.space, fight: false }, { op: 'peek' });
    expect(s.prompt).toEqual({ kind: 'peek', hero: 0 });
    expect(touch.legalActions(s, 0).map((a) => a.key)).toEqual(['peek:lord-hanbrook']);
  });
});
