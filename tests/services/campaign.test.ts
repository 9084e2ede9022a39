/**
 * The Evy campaign through the API, with the real rules: the thirteen adventures in
 * order; "If you reach the adventure goal … you've won the adventure and can go on to
 * the next adventure", "you lose the adventure and have to start over again"; progress
 * kept across a restart, and "Who's the best?" scores counted from cards picked up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { botFor } from '../../src/ai';
import { findGame } from '../../src/games';
import type { EvyView } from '../../src/games/evy/types';
import type { Services } from '../../src/services/index';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, recordEvents, startServices, tempDataDir } from './helpers';

afterEach(cleanUp);

const evy = findGame('evy')!;
const start = (dataDir: string): Promise<Services> =>
  startServices({ dataDir, workerFactory: fixtureWorkers(), workers: 1 });

/** Plays the human seat until the match is over, choosing with `choose` (a key) from the seat's view. */
async function playOut(s: Services, matchId: string, choose: (view: EvyView, legal: string[], n: number) => string) {
  for (let n = 0; n < 2000; n++) {
    const seat = await call(s, 'match.view', { matchId, seat: 0 });
    if (seat.match.over) return seat.view as EvyView;
    const key = choose(
      seat.view as EvyView,
      seat.legal.map((l) => l.action.key),
      n,
    );
    await call(s, 'match.act', { matchId, seat: 0, action: { key } });
  }
  throw new Error('the adventure did not end');
}

const greedy = (view: EvyView, _legal: string[], n: number) => botFor('greedy')({ game: evy, view, seat: 0, seed: n });
/** Never moves or attacks: the monsters win. */
const idle = (_view: EvyView, legal: string[]) =>
  ['take-hit', 'end-turn', 'roll'].map((k) => legal.find((l) => l === k)).find(Boolean) ??
  legal.find((l) => l.startsWith('pass')) ??
  (legal[0] as string);

describe('Evy campaign', () => {
  it('lists the thirteen adventures; nothing is started before a player name is given', async () => {
    const s = await start(await tempDataDir());
    const status = await call(s, 'campaign.status', {});
    expect(status.campaign).toBeNull();
    expect(status.scoreboard).toEqual([]);
    expect(status.adventures.map((a) => a.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(await fails(s, 'campaign.play', {})).toMatchObject({ code: 'bad-request' });
    expect(await fails(s, 'campaign.start', { player: '   ' })).toMatchObject({ code: 'bad-request' });
  });

  it('"End of the game": a won adventure unlocks the next with the HP carried; a lost one is played again', async () => {
    const dataDir = await tempDataDir();
    const s = await start(dataDir);
    const events = recordEvents(s);
    const begun = await call(s, 'campaign.start', { player: 'Ada', difficulty: {} });
    expect(begun.campaign?.adventures.map((a) => a.state).slice(0, 3)).toEqual(['current', 'locked', 'locked']);
    await events.next((e) => e.type === 'campaign.updated', 'campaign.updated');

    const { match } = await call(s, 'campaign.play', {});
    expect(match.config).toEqual({ adventure: 'evys-room', difficulty: {} });
    expect(match.seats).toEqual([{ kind: 'human', name: 'Ada' }]);
    expect((await call(s, 'campaign.play', {})).match.id).toBe(match.id);
    expect(await fails(s, 'campaign.finish', { matchId: match.id })).toMatchObject({ code: 'bad-request' });

    const won = await playOut(s, match.id, greedy);
    expect(won.result).toBe('won');
    const after = await call(s, 'campaign.finish', { matchId: match.id });
    expect(after.campaign).toMatchObject({
      current: 1,
      carry: { hp: won.hp },
      matchId: null,
      last: { adventure: 'evys-room', result: 'won', score: 0 },
    });
    expect(after.campaign?.adventures[0]).toMatchObject({ state: 'won', score: 0, attempts: 1 });
    expect(await fails(s, 'match.get', { matchId: match.id })).toMatchObject({ code: 'not-found' });

    // The Upstairs hall, played badly: lost, so it is current again with the same start.
    const second = (await call(s, 'campaign.play', {})).match;
    expect(second.config).toEqual({ adventure: 'upstairs-hall', difficulty: {}, carry: { hp: won.hp } });
    const lost = await playOut(s, second.id, idle);
    expect(lost.result).toBe('lost');
    const retry = await call(s, 'campaign.status', {}); // a finished match is taken into account by status too
    expect(retry.campaign).toMatchObject({ current: 1, carry: { hp: won.hp }, last: { result: 'lost' } });
    expect(retry.campaign?.adventures[1]).toMatchObject({ state: 'current', score: null, attempts: 1 });
    // Finishing it afterwards gives the same answer: the board may do either.
    expect((await call(s, 'campaign.finish', { matchId: second.id })).campaign).toEqual(retry.campaign);
    const third = (await call(s, 'campaign.play', {})).match;
    expect(third.id).not.toBe(second.id);
    expect(third.config).toEqual(second.config);

    // Progress and the open match survive a restart.
    await s.close();
    const again = await start(dataDir);
    const restored = await call(again, 'campaign.status', {});
    expect(restored.campaign).toMatchObject({ player: 'Ada', current: 1, matchId: third.id });
    expect(restored.campaign?.adventures[1]?.attempts).toBe(2);
    expect((await call(again, 'match.get', { matchId: third.id })).over).toBe(false);

    const abandoned = await call(again, 'campaign.abandon', {});
    expect(abandoned.campaign).toBeNull();
    expect(await fails(again, 'match.get', { matchId: third.id })).toMatchObject({ code: 'not-found' });
  });

  it('a match of the campaign that was closed elsewhere is forgotten: the adventure is simply played again', async () => {
    const s = await start(await tempDataDir());
    await call(s, 'campaign.start', { player: 'Bo' });
    const { match } = await call(s, 'campaign.play', {});
    await call(s, 'match.close', { matchId: match.id });
    expect((await call(s, 'campaign.status', {})).campaign).toMatchObject({ matchId: null, current: 0 });
    expect(await fails(s, 'campaign.finish', { matchId: match.id })).toMatchObject({ code: 'bad-request' });
    expect((await call(s, 'campaign.play', {})).match.id).not.toBe(match.id);
  });
});
