/**
 * A game's services seams, proved with the Sealed Bids fixture registered the way the app
 * registers a game (`createServicesWith` over a list of games and a list of extensions, as
 * `createServices` does over the registries): its matches are played through the core calls,
 * its own call is checked against its request schema and answered by its extension, its event
 * reaches the listeners, its extension starts and shuts down with the services, and the
 * optional members of its game object (`undoable`, `aiNotes`) reach `match.undo` and `ai.levels`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { UNMEASURED_STRENGTH } from '../../src/ai/levels';
import type { Services } from '../../src/services/index';
import { createServicesWith } from '../../src/services/services';
import type { SeatView } from '../../src/shared/api';
import { sealedBids, type SealedView } from '../fixtures/sealed-bids';
import { sealedServices } from '../fixtures/sealed-bids/services';
import type { SealedStandings } from '../fixtures/sealed-bids/shared/api';
import { sticksGame } from '../fixtures/sticks-game';
import { fixtureWorkers } from '../fixtures/workers';
import { call, cleanUp, fails, recordEvents, tempDataDir } from '../services/helpers';

const started: Services[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((services) => services.close()));
  await cleanUp();
});

/** The services over the fixture games, with Sealed Bids' extension registered. */
async function servicesIn(dataDir: string): Promise<Services> {
  const options = { dataDir, workerFactory: fixtureWorkers(), workers: 1 };
  const services = await createServicesWith(options, [sealedBids, sticksGame], [sealedServices]);
  started.push(services);
  return services;
}

const HUMANS = [{ kind: 'human' as const }, { kind: 'human' as const }];

async function newSealedMatch(services: Services): Promise<string> {
  const config = { suits: 3, handSize: 3 };
  return (await call(services, 'match.create', { game: 'sealed-bids', config, seats: HUMANS, seed: 7 })).id;
}

async function viewOf(services: Services, matchId: string, seat: number): Promise<SeatView<SealedView>> {
  return (await call(services, 'match.view', { matchId, seat })) as SeatView<SealedView>;
}

/** Seat `seat` bids the first card it is offered; returns that card. */
async function bid(services: Services, matchId: string, seat: number): Promise<string> {
  const { legal } = await viewOf(services, matchId, seat);
  const key = legal[0]!.action.key;
  await call(services, 'match.act', { matchId, seat, action: { key } });
  return key.slice('bid:'.length);
}

async function announce(services: Services, matchId: string): Promise<SealedStandings> {
  const response = await services.dispatch('sealed.announce', { matchId });
  if (!response.ok) throw new Error(`sealed.announce failed: ${JSON.stringify(response.error)}`);
  return response.value as SealedStandings;
}

describe("a game's services extension", () => {
  it('answers its call with what the match shows everyone, and pushes its event to the listeners', async () => {
    const services = await servicesIn(await tempDataDir());
    const events = recordEvents(services);
    expect((await call(services, 'games.list', {})).map((g) => g.id)).toEqual(['sealed-bids', 'sticks']);
    const matchId = await newSealedMatch(services);
    await bid(services, matchId, 0);
    const first = await announce(services, matchId);
    expect(first).toEqual({ matchId, round: 1, scores: [0, 0], announcement: 1 });
    await bid(services, matchId, 1);
    const second = await announce(services, matchId);
    expect(second.round).toBe(2);
    expect(second.scores[0]! + second.scores[1]!).toBe(1);
    const announced = events.events.filter((e) => (e as { type: string }).type === 'sealed.announced');
    expect(announced).toEqual([
      { type: 'sealed.announced', standings: first },
      { type: 'sealed.announced', standings: second },
    ]);
  });

  it('has its requests checked against its schema before its handler runs, and refuses in words', async () => {
    const services = await servicesIn(await tempDataDir());
    expect((await fails(services, 'sealed.announce', {})).code).toBe('bad-request');
    expect((await fails(services, 'sealed.announce', { matchId: 'not an id' })).details?.join()).toMatch(/matchId/);
    expect((await fails(services, 'sealed.announce', { matchId: 'gone' })).code).toBe('not-found');
    const config = { players: 2, sticks: 5 };
    const sticks = await call(services, 'match.create', { game: 'sticks', config, seats: HUMANS });
    const other = await fails(services, 'sealed.announce', { matchId: sticks.id });
    expect(other).toEqual({ code: 'bad-request', message: `Match ${sticks.id} is not a game of Sealed Bids.` });
    // Refused requests never reached the handler: the next announcement is the first.
    expect((await announce(services, await newSealedMatch(services))).announcement).toBe(1);
  });

  it('starts after the services and shuts down with them: what it keeps in the data folder outlives a restart', async () => {
    const dataDir = await tempDataDir();
    const before = await servicesIn(dataDir);
    const matchId = await newSealedMatch(before);
    await announce(before, matchId);
    await announce(before, matchId);
    await before.close();
    const after = await servicesIn(dataDir);
    // The match came back from its autosave before the extension started.
    expect(await announce(after, matchId)).toMatchObject({ matchId, round: 1, announcement: 3 });
  });
});

describe("a game's optional members, through the core calls", () => {
  it('undoable: a face-down bid is taken back until the other seat bids, and not after the reveal', async () => {
    const services = await servicesIn(await tempDataDir());
    const matchId = await newSealedMatch(services);
    const hand = (await viewOf(services, matchId, 0)).view.hands[0];
    const card = await bid(services, matchId, 0);
    expect((await viewOf(services, matchId, 0)).view.hands[0]).not.toContain(card);
    const undone = (await call(services, 'match.undo', { matchId, seat: 0 })) as SeatView<SealedView>;
    expect(undone.match.version).toBe(0);
    expect(undone.view.hands[0]).toEqual(hand);
    expect(undone.view.bids[0]).toEqual({ placed: false, card: null });
    await bid(services, matchId, 0);
    await bid(services, matchId, 1);
    expect((await fails(services, 'match.undo', { matchId, seat: 1 })).code).toBe('illegal-action');
  });

  it("aiNotes: the setup screen's level texts come from the game, neutral where it measured nothing", async () => {
    const services = await servicesIn(await tempDataDir());
    const levels = await call(services, 'ai.levels', { game: 'sealed-bids' });
    expect(levels.find((l) => l.level === 'random')?.strength).toBe(sealedBids.aiNotes?.random);
    expect(levels.find((l) => l.level === 'greedy')?.strength).toBe(UNMEASURED_STRENGTH);
  });
});
